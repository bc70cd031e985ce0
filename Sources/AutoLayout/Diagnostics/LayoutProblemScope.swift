import Foundation

/// Collects the layout problems any window meets while a body runs on the current task: the
/// unsatisfiable conflicts (live and in `systemLayoutSizeFitting`) and the layout feedback
/// loops the engine stopped, each with its message as UIKit would log it, written when the
/// problem happened (a report's constraints hold their items weakly, so a message written
/// after the views are gone would lose their names).
///
/// This is how a test asks "did anything in here conflict?" without naming the windows the
/// code under test makes:
///
/// ```swift
/// let (screen, problems) = LayoutProblemScope.collecting { makeProfileScreen() }
/// #expect(problems.conflicts.isEmpty)
/// ```
///
/// The scope is a task-local value, so it covers exactly the body and what it calls on the
/// same task; windows keep logging as they always do. Scopes nest: the innermost one
/// collects.
public final class LayoutProblemScope: @unchecked Sendable {
  /// One unsatisfiable conflict: the report and its message as logged.
  public struct Conflict {
    /// The conflict, the constraint broken and any suggestion.
    public let report: UnsatisfiableConstraintsReport
    /// UIKit's "Unable to simultaneously satisfy constraints." text, written when it happened.
    public let message: String
  }

  /// One layout feedback loop the engine stopped: its report when it recorded one, and the
  /// `[LayoutLoop]` message as logged.
  public struct Loop {
    /// What the loop debugger (or the engine's cheaper recording) found, if it recorded the
    /// loop; `nil` for a pass stopped after too many rounds without one view looping.
    public let report: LayoutLoopReport?
    /// The `[LayoutLoop]` message as logged.
    public let message: String
  }

  @TaskLocal static var current: LayoutProblemScope?

  // Written by the engine on the task running the body, read after it; the lock keeps a body
  // that lays out windows on several threads of the same task tree honest.
  private let lock = NSLock()
  private var conflictList: [Conflict] = []
  private var loopList: [Loop] = []

  private init() {}

  /// The conflicts met, in order.
  public var conflicts: [Conflict] { lock.withLock { conflictList } }
  /// The loops stopped, in order.
  public var loops: [Loop] { lock.withLock { loopList } }

  /// Runs `body` and returns its result with the problems met while it ran.
  public static func collecting<T>(
    _ body: () throws -> T
  ) rethrows -> (result: T, problems: LayoutProblemScope) {
    let scope = LayoutProblemScope()
    let result = try $current.withValue(scope) { try body() }
    return (result, scope)
  }

  /// Notes a conflict, if a scope is collecting.
  static func note(_ report: UnsatisfiableConstraintsReport) {
    guard let scope = current else { return }
    let message = report.message
    scope.lock.withLock { scope.conflictList.append(Conflict(report: report, message: message)) }
  }

  /// Notes a stopped loop, if a scope is collecting.
  static func note(loop report: LayoutLoopReport?, message: String) {
    guard let scope = current else { return }
    scope.lock.withLock { scope.loopList.append(Loop(report: report, message: message)) }
  }
}
