import Foundation
import Testing
import Truss

// A size held at 0 by the floor every view has (sizes are never negative) is determined,
// though the engine adds a view's floors only once its size goes negative. Found by the soak
// (issue 20): `v.trailing <= v.leading @250` left `hasAmbiguousLayout` true.
@Suite struct SizeFloorAmbiguityTests {
  private func pinned(width: (View) -> LayoutConstraint) -> (Window, View) {
    let window = Window(size: CGSize(width: 320, height: 480))
    let v = View(frame: .zero)
    v.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(v)
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      v.topAnchor.constraint(equalTo: window.topAnchor),
      v.heightAnchor.constraint(equalToConstant: 50),
      width(v),
    ])
    window.layoutIfNeeded()
    return (window, v)
  }

  @Test func aWidthHeldAtZeroByItsFloorIsNotAmbiguous() {
    let (_, v) = pinned { v in
      let c = v.trailingAnchor.constraint(lessThanOrEqualTo: v.leadingAnchor)
      c.priority = .defaultLow
      return c
    }
    #expect(v.frame == CGRect(x: 10, y: 0, width: 0, height: 50))
    #expect(!v.hasAmbiguousLayout)
    #expect(v.ambiguousLayoutVariables.isEmpty)
  }

  @Test func aWidthFreeAboveZeroIsStillAmbiguous() {
    let (window, v) = pinned { v in
      v.trailingAnchor.constraint(greaterThanOrEqualTo: v.leadingAnchor)
    }
    #expect(v.hasAmbiguousLayout)
    #expect(v.ambiguousLayoutVariables.count == 1)
    #expect(window.hasAmbiguousLayout)
  }

  @Test func theSoaksShrunkCase() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let a = View(frame: .zero)
    let b = View(frame: .zero)
    for v in [a, b] {
      v.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(v)
    }
    func at(_ c: LayoutConstraint, _ p: Float) -> LayoutConstraint {
      c.priority = LayoutPriority(p)
      return c
    }
    LayoutConstraint.activate([
      at(b.trailingAnchor.constraint(lessThanOrEqualTo: b.leadingAnchor), 250),
      at(b.heightAnchor.constraint(equalTo: window.heightAnchor, constant: 56), 750),
      at(a.bottomAnchor.constraint(equalTo: window.topAnchor, constant: 125), 750),
      b.leftAnchor.constraint(equalTo: window.rightAnchor),
      at(a.bottomAnchor.constraint(equalTo: b.bottomAnchor), 1),
    ])
    window.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 320, y: -411, width: 0, height: 536))
    #expect(!b.hasAmbiguousLayout)
    #expect(a.hasAmbiguousLayout)
  }
}
