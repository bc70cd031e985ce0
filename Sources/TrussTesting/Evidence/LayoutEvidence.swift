import Foundation
import Truss

/// The evidence a failed layout check carries: the text each expectation (Swift Testing) and
/// assertion (XCTest) records, written once here so both say the same. Each function returns
/// `nil` when the check passes.
public enum LayoutEvidence {
  /// The ambiguous views in `view`'s subtree (the view included), laid out first: each with
  /// its ambiguous variables, the fixes Truss suggests, and the subtree's trace with the
  /// ambiguous views marked, as `_autolayoutTrace` prints it.
  public static func ambiguity(in view: View) -> String? {
    (view.window ?? view).layoutIfNeeded()
    // Each view's own variables (a window's `hasAmbiguousLayout` answers for its hierarchy).
    var ambiguous: [View] = []
    func visit(_ v: View) {
      if !v.ambiguousLayoutVariables.isEmpty { ambiguous.append(v) }
      for subview in v.subviews { visit(subview) }
    }
    visit(view)
    guard !ambiguous.isEmpty else { return nil }
    var text =
      ambiguous.count == 1
      ? "\(ambiguous[0].layoutName) has an ambiguous layout"
      : "\(ambiguous.count) views have an ambiguous layout"
    text += DeviceCase.current.map { " (on \($0))" } ?? ""
    text += ":\n"
    for v in ambiguous {
      text += "  \(v.layoutName): \(v.ambiguousLayoutVariables.joined(separator: ", "))\n"
    }
    let suggestions = view.ambiguitySuggestions().map { "  - \($0.suggestion)\n" }
    if !suggestions.isEmpty { text += "Suggestions:\n" + suggestions.joined() }
    text += "The trace:\n" + view.autolayoutTrace()
    return text
  }

  /// The conflicts `scope` collected, each as UIKit logs it (the conflicting constraints, the
  /// one broken, the suggestion).
  public static func conflicts(in scope: LayoutProblemScope) -> String? {
    let conflicts = scope.conflicts
    guard !conflicts.isEmpty else { return nil }
    let count =
      conflicts.count == 1
      ? "1 unsatisfiable conflict" : "\(conflicts.count) unsatisfiable conflicts"
    let place = DeviceCase.current.map { " (on \($0))" } ?? ""
    return "\(count) while laying out\(place):\n\n"
      + conflicts.map(\.message).joined(separator: "\n\n")
  }

  /// The layout feedback loops `scope` collected, each with the engine's report: the views in
  /// the loop and the code that kept asking for layout.
  public static func loops(in scope: LayoutProblemScope) -> String? {
    let loops = scope.loops
    guard !loops.isEmpty else { return nil }
    let count = loops.count == 1 ? "a layout feedback loop" : "\(loops.count) layout feedback loops"
    let place = DeviceCase.current.map { " (on \($0))" } ?? ""
    return "\(count)\(place):\n\n" + loops.map(\.message).joined(separator: "\n\n")
  }

  /// How `view`'s frame (in its superview, laid out first) differs from `expected` by more
  /// than `accuracy` in any of x, y, width and height: both frames and each difference.
  public static func frame(
    of view: View, equals expected: CGRect, accuracy: CGFloat
  ) -> String? {
    (view.window ?? view).layoutIfNeeded()
    let actual = view.frame
    let parts: [(String, CGFloat, CGFloat)] = [
      ("x", actual.minX, expected.minX), ("y", actual.minY, expected.minY),
      ("width", actual.width, expected.width), ("height", actual.height, expected.height),
    ]
    let wrong = parts.filter { abs($0.1 - $0.2) > accuracy }
    guard !wrong.isEmpty else { return nil }
    let place = DeviceCase.current.map { " (on \($0))" } ?? ""
    var text =
      "the frame of \(view.layoutName)\(place) is \(describe(actual)), expected "
      + "\(describe(expected))"
    if accuracy > 0 { text += " within \(LengthText.format(accuracy))" }
    text += ":\n"
    for (name, got, wanted) in wrong {
      let delta = got - wanted
      text +=
        "  \(name) is \(LengthText.format(got)), expected \(LengthText.format(wanted)) "
        + "(\(delta > 0 ? "+" : "")\(LengthText.format(delta)))\n"
    }
    text += "Constraints affecting it:\n"
    let axes: [(String, LayoutConstraint.Axis, Bool)] = [
      ("horizontal", .horizontal, wrong.contains { $0.0 == "x" || $0.0 == "width" }),
      ("vertical", .vertical, wrong.contains { $0.0 == "y" || $0.0 == "height" }),
    ]
    for (name, axis, involved) in axes where involved {
      for c in view.constraintsAffectingLayout(for: axis) {
        text += "  \(name): \(c)\n"
      }
    }
    return text
  }

  /// `(x y; w h)`, as UIKit describes frames.
  static func describe(_ rect: CGRect) -> String {
    let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { LengthText.format($0) }
    return "(\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
  }
}
