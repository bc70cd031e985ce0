import Foundation
import Testing
import Truss

/// A controller that measures part of its view from `viewDidLayoutSubviews`, as Arduino
/// Science Journal's StackViewController does for its `preferredContentSize`.
private final class FittingController: ViewController {
  let box = View()
  let label = Label()
  var fitted = CGSize.zero

  override func viewDidLoad() {
    // Box font, 10 points: "aaaa bbbb cccc dddd" is 19 glyphs, 190 wide, lines 10 high.
    label.font = .box(ofSize: 10)
    label.numberOfLines = 0
    label.text = "aaaa bbbb cccc dddd"
    label.translatesAutoresizingMaskIntoConstraints = false
    box.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(label)
    view.addSubview(box)
    pinEdges(of: label, to: box)
    box.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
    box.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
    box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
  }

  override func viewDidLayoutSubviews() {
    fitted = box.systemLayoutSizeFitting(
      CGSize(width: view.bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

/// Pins a view's four edges to another's.
private func pinEdges(of view: View, to other: View) {
  LayoutConstraint.activate([
    view.leftAnchor.constraint(equalTo: other.leftAnchor),
    view.rightAnchor.constraint(equalTo: other.rightAnchor),
    view.topAnchor.constraint(equalTo: other.topAnchor),
    view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
  ])
}

/// A fitting size asked for during the layout pass leaves the live layout's multi-line labels
/// to wrap at their new widths (UIKit's two-pass label layout).
@Suite struct FittingInLayoutCallbackTests {
  @Test func aFittingFromViewDidLayoutSubviewsKeepsLabelsWrapping() {
    let window = Window(size: CGSize(width: 100, height: 300))
    let controller = FittingController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    // 100 wide: "aaaa bbbb" (90) and "cccc dddd" (90), two lines, 20 high. The fitting ran
    // after the first pass had given the label its width (before the label's own
    // `layoutSubviews` asked for a new measure), and the live label still wraps.
    #expect(controller.label.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(controller.label.visibleLines == ["aaaa bbbb", "cccc dddd"])
    #expect(controller.fitted == CGSize(width: 100, height: 20))
  }
}
