import AutoLayout
import Foundation
import VisualFormat

/// The visual format target: a format parsed and lowered against four views (one a label,
/// for baselines) in a window, then its constraints activated, laid out and deactivated.
///
/// What must hold: a rejected format's error has a message and a caret inside (or just past)
/// the format; the constraints of an accepted one are inactive, finite, and name only the
/// views given and their superview; laying them out gives finite frames; and deactivating
/// them lays every view out where it was before (prior state intact).
enum VisualFormatFuzzing {
  /// The options tried besides none, one per format (by its length), so each gets a turn.
  static let options: [LayoutConstraint.FormatOptions] = [
    .alignAllTop, .alignAllCenterY, .alignAllLeading, .alignAllCenterX,
    .alignAllLastBaseline, .directionRightToLeft, .spacingBaselineToBaseline,
    [.alignAllTop, .alignAllBottom],
  ]

  static func check(_ format: String) -> [String] {
    var problems = lower(format, options: [])
    let chosen = options[format.utf8.count % options.count]
    problems += lower(format, options: chosen)
    return problems
  }

  /// Lowers `format` with `options` in a fresh window and checks the result.
  static func lower(_ format: String, options: LayoutConstraint.FormatOptions) -> [String] {
    let window = Window(size: CGSize(width: 320, height: 480))
    window.logHandler = { _ in }
    let superview = View(frame: .zero)
    superview.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(superview)
    var views: [String: View] = [:]
    var baseline: [LayoutConstraint] = [
      superview.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      superview.topAnchor.constraint(equalTo: window.topAnchor),
      superview.widthAnchor.constraint(equalToConstant: 300),
      superview.heightAnchor.constraint(equalToConstant: 400),
    ]
    for (index, name) in ["a", "b", "c", "label"].enumerated() {
      let view: View
      if name == "label" {
        let label = Label()
        label.text = "Hello"
        view = label
      } else {
        view = View(frame: .zero)
      }
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      views[name] = view
      // Where each view is while no format constrains it: at the lowest priority, so any
      // format wins, and its removal leaves one place for each view.
      let place = [
        view.leadingAnchor.constraint(
          equalTo: superview.leadingAnchor, constant: 10 * CGFloat(index)),
        view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 7 * CGFloat(index)),
        view.widthAnchor.constraint(equalToConstant: 20 + CGFloat(index)),
        view.heightAnchor.constraint(equalToConstant: 30),
      ]
      for constraint in place { constraint.priority = LayoutPriority(1) }
      baseline += place
    }
    LayoutConstraint.activate(baseline)
    window.layoutIfNeeded()
    let before = views.keys.sorted().map { views[$0]?.frame ?? .null }

    let constraints: [LayoutConstraint]
    do {
      constraints = try LayoutConstraint.visualFormatConstraints(
        format, options: options, metrics: ["m": 8, "w": 100, "huge": 1e300, "tiny": -5],
        views: views)
    } catch {
      let length = format.unicodeScalars.count
      var problems: [String] = []
      if error.offset < 0 || error.offset > length {
        problems.append("the caret \(error.offset) is outside the format (\(length) scalars)")
      }
      if error.message.isEmpty { problems.append("an error without a message") }
      return problems
    }

    var problems: [String] = []
    let known: [AnyObject] = Array(views.values) + [superview]
    for constraint in constraints {
      if constraint.isActive { problems.append("\(constraint) is active before activation") }
      if !constraint.constant.isFinite || !constraint.multiplier.isFinite {
        problems.append("\(constraint) is not finite")
      }
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
      where !known.contains(where: { $0 === item }) {
        problems.append("\(constraint) names an item that is not among the views")
      }
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    for (name, view) in views where !isFinite(view.frame) {
      problems.append("\(name)'s frame \(view.frame) is not finite")
    }
    LayoutConstraint.deactivate(constraints)
    window.layoutIfNeeded()
    let after = views.keys.sorted().map { views[$0]?.frame ?? .null }
    if after != before {
      problems.append("deactivating the format's constraints moved the views: \(before) → \(after)")
    }
    return problems
  }

  static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
      && rect.height.isFinite
  }
}
