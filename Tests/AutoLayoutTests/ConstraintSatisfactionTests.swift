import Foundation
import Testing
import Truss

/// `isSatisfied` and `equationText`, which the preview's inspector shows beside each
/// constraint affecting a view.
@Suite struct ConstraintSatisfactionTests {
  @Test func anOptionalConstraintThatLosesIsUnsatisfied() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let box = View()
    box.identifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let wish = box.widthAnchor.constraint(equalToConstant: 100)
    wish.priority = LayoutPriority(750)
    let width = box.widthAnchor.constraint(equalToConstant: 200)
    let atLeast = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 30)
    let unplaced = box.heightAnchor.constraint(lessThanOrEqualToConstant: 10)
    LayoutConstraint.activate([
      wish, width, atLeast, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.width == 200)
    #expect(!wish.isSatisfied)
    #expect(width.isSatisfied)
    #expect(atLeast.isSatisfied)
    // Inactive: never satisfied.
    #expect(!unplaced.isSatisfied)
    #expect(wish.equationText == "box.width == 100")
    width.identifier = "boxWidth"
    #expect(width.equationText == "boxWidth: box.width == 200")
  }

  @Test func theConstraintTheEngineBrokeIsUnsatisfied() {
    let window = Window(size: CGSize(width: 320, height: 480))
    window.logHandler = { _ in }
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let first = box.widthAnchor.constraint(equalToConstant: 100)
    let second = box.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([first, second])
    window.layoutIfNeeded()
    #expect(first.isSatisfied != second.isSatisfied)
    #expect(first.isActive && second.isActive)
  }
}
