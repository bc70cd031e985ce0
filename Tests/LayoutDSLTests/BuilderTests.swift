import Foundation
import Testing
import Truss

@Suite struct BuilderTests {
  let a = makeView("a")
  let b = makeView("b")

  func constraints(compact: Bool, badge: View?, rows: [View]) -> [LayoutConstraint] {
    LayoutConstraint.build {
      a.widthAnchor == 10
      if compact {
        a.heightAnchor == 20
      }
      if compact {
        a.topAnchor == b.topAnchor
      } else {
        a.bottomAnchor == b.bottomAnchor
      }
      if let badge {
        badge.widthAnchor == badge.heightAnchor
      }
      for row in rows {
        row.leadingAnchor == b.leadingAnchor
      }
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
      [a.trailingAnchor.constraint(equalTo: b.trailingAnchor)]
      Optional<LayoutConstraint>.none
      b.edges == a.edges
    }
  }

  @Test func controlFlow() {
    let rows = [makeView("r0"), makeView("r1"), makeView("r2")]
    let compact = constraints(compact: true, badge: makeView("badge"), rows: rows)
    #expect(compact.count == 1 + 1 + 1 + 1 + 3 + 1 + 1 + 4)
    #expect(compact[2].firstAttribute == .top)
    #expect(compact[4].firstItem === rows[0] && compact[6].firstItem === rows[2])
    let regular = constraints(compact: false, badge: nil, rows: [])
    #expect(regular.count == 1 + 1 + 1 + 1 + 4)
    #expect(regular[1].firstAttribute == .bottom)
  }

  @Test func switchStatement() {
    enum Style { case wide, narrow, square }
    for (style, expected) in [(Style.wide, 300.0), (.narrow, 100), (.square, 0)] {
      let made = LayoutConstraint.build {
        switch style {
        case .wide: a.widthAnchor == 300
        case .narrow: a.widthAnchor == 100
        case .square: a.widthAnchor == a.heightAnchor
        }
      }
      #expect(made.count == 1 && made[0].constant == expected, "\(style)")
    }
  }

  @Test func activateActivates() {
    let parent = makeView("parent")
    parent.addSubview(a)
    let made = LayoutConstraint.activate {
      a.edges == parent.edges
    }
    #expect(made.count == 4 && made.allSatisfy(\.isActive))
    let built = LayoutConstraint.build { a.widthAnchor == 1 }
    #expect(!built[0].isActive)
  }
}
