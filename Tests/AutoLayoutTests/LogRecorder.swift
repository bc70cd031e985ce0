import Truss

/// Collects what a window reports: every log message and every unsatisfiable-constraints
/// report handed to `unsatisfiableConstraintsHandler`.
final class LogRecorder {
  /// The messages sent to the window's `logHandler`, in order.
  var messages: [String] = []
  /// The reports sent to the window's `unsatisfiableConstraintsHandler`, in order.
  var reports: [UnsatisfiableConstraintsReport] = []

  /// A recorder installed as `window`'s log and unsatisfiable-constraints handlers.
  init(_ window: Window) {
    window.logHandler = { self.messages.append($0) }
    window.unsatisfiableConstraintsHandler = { self.reports.append($0) }
  }
}
