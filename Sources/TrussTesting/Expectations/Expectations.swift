import Foundation
import Testing
import Truss

/// Expects that no view in `view`'s subtree (the view included) has an ambiguous layout. The
/// window is laid out first. On failure the issue recorded names each ambiguous view with its
/// ambiguous variables, the fixes Truss suggests, and the subtree's `_autolayoutTrace`.
///
/// `comment`, when given, comes first in the issue (the case a loop is checking, as with
/// `#expect`).
///
/// - Returns: whether the layout was unambiguous.
@discardableResult
public func expectNoAmbiguity(
  _ view: View, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(LayoutEvidence.ambiguity(in: view), comment, at: sourceLocation)
}

/// Runs `body` and expects that no window met an unsatisfiable conflict while it ran (live,
/// or while fitting a view with `systemLayoutSizeFitting`). On failure the issue recorded
/// holds each conflict as UIKit logs it: the minimal set of conflicting constraints with
/// their `file:line`, the constraint broken, and the suggested fix.
///
/// Lay the windows out inside `body`: conflicts are met when constraints are activated and
/// when windows are laid out.
@discardableResult
public func expectNoUnsatisfiableConstraints<T>(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) rethrows -> T {
  let (result, problems) = try LayoutProblemScope.collecting(body)
  record(LayoutEvidence.conflicts(in: problems), nil, at: sourceLocation)
  return result
}

/// Runs `body` and expects that no layout feedback loop was stopped while it ran. On failure
/// the issue recorded holds the engine's report of each loop: the views laid out in it and
/// the `file:line` of the code that kept asking for layout (turn the loop debugger on with
/// `LayoutFeedbackLoopDebugger.threshold` for the full report).
@discardableResult
public func expectNoLayoutFeedbackLoop<T>(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) rethrows -> T {
  let (result, problems) = try LayoutProblemScope.collecting(body)
  record(LayoutEvidence.loops(in: problems), nil, at: sourceLocation)
  return result
}

/// Expects `view`'s frame (in its superview's coordinates, the window laid out first) to be
/// `expected`, each of x, y, width and height within `accuracy`. On failure the issue
/// recorded gives both frames, each difference, and the constraints affecting the axes that
/// differ.
///
/// `comment`, when given, comes first in the issue.
///
/// - Returns: whether the frame matched.
@discardableResult
public func expectFrame(
  of view: View, equals expected: CGRect, accuracy: CGFloat = 0.001, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  record(
    LayoutEvidence.frame(of: view, equals: expected, accuracy: accuracy), comment,
    at: sourceLocation)
}

/// Records `evidence` as an issue at `sourceLocation` when there is some, after `comment`;
/// whether there was none.
@discardableResult
private func record(
  _ evidence: String?, _ comment: Comment?, at sourceLocation: SourceLocation
) -> Bool {
  guard let evidence else { return true }
  let text = comment.map { "\($0.rawValue): \(evidence)" } ?? evidence
  Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
  return false
}
