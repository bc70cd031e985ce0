import Foundation
import Testing
import Truss

// Constants and multipliers beyond ±1e9 are refused (logged, left out of the solver): beside a
// constant of 1e45 a width of 20 is lost to rounding. Found by fuzzing VFL (issue 20): the
// format `[a(2222222222222222222222222222222222222222222300)]|`, activated and deactivated
// again, left `a` 0 wide instead of the 20 its other constraint asks for.
@Suite struct HugeConstantTests {
  /// A window with `a` 20 × 30 at (10, 7), held there at priority 1.
  private func scene() -> (Window, View, LogRecorder) {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let a = View(frame: .zero)
    a.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(a)
    let place = [
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: window.topAnchor, constant: 7),
      a.widthAnchor.constraint(equalToConstant: 20),
      a.heightAnchor.constraint(equalToConstant: 30),
    ]
    for c in place { c.priority = LayoutPriority(1) }
    LayoutConstraint.activate(place)
    window.layoutIfNeeded()
    return (window, a, recorder)
  }

  @Test func aHugeConstantIsRefusedAndTheLayoutStaysExact() {
    let (window, a, recorder) = scene()
    let huge = a.widthAnchor.constraint(equalToConstant: 2.2e45)
    huge.isActive = true
    window.layoutIfNeeded()
    #expect(recorder.messages.count == 1)
    #expect(recorder.messages.first?.contains("beyond ±1e9") == true, "\(recorder.messages)")
    #expect(a.frame == CGRect(x: 10, y: 7, width: 20, height: 30))
    huge.isActive = false
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 10, y: 7, width: 20, height: 30))
  }

  @Test func theFuzzedFormatLeavesTheViewWhereItWas() throws {
    let (window, a, _) = scene()
    let constraints = try LayoutConstraint.visualFormatConstraints(
      "[a(2222222222222222222222222222222222222222222300)]|", views: ["a": a])
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    LayoutConstraint.deactivate(constraints)
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 10, y: 7, width: 20, height: 30))
  }

  @Test func aHugeMultiplierIsRefused() {
    let (window, a, recorder) = scene()
    let c = a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1e12)
    c.isActive = true
    window.layoutIfNeeded()
    #expect(recorder.messages.first?.contains("its multiplier") == true, "\(recorder.messages)")
    #expect(a.frame.height == 30)
  }

  @Test func aConstantChangedToAHugeOneIsRefused() {
    let (window, a, recorder) = scene()
    let c = a.heightAnchor.constraint(equalToConstant: 40)
    c.isActive = true
    window.layoutIfNeeded()
    #expect(a.frame.height == 40)
    c.constant = -3e20
    window.layoutIfNeeded()
    #expect(recorder.messages.first?.contains("beyond ±1e9") == true, "\(recorder.messages)")
    #expect(c.constant == 40)
    #expect(a.frame.height == 40)
    // Up to 1e9 is taken.
    c.constant = 1e9
    window.layoutIfNeeded()
    #expect(a.frame.height == 1e9)
  }
}
