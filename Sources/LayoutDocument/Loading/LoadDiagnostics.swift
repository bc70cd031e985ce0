import AutoLayout

/// What a document's window reported while it was loaded and laid out: engine logs and the
/// constraints it broke. The loader installs it as the window's log and unsatisfiable
/// handlers, so nothing reaches standard error.
final class LoadDiagnostics {
  /// The logs, in order, except the unsatisfiable-constraints logs (in ``reports``).
  private(set) var logs: [String] = []
  /// The unsatisfiable sets the engine broke a constraint of, in order.
  private(set) var reports: [UnsatisfiableConstraintsReport] = []
  /// Every message the window logged, in order, as a UIKit developer reads them in the console
  /// (the unsatisfiable-constraints logs included).
  private(set) var messages: [String] = []

  /// The start of the log the engine writes for each unsatisfiable report.
  static let unsatisfiablePrefix = "[LayoutConstraints] Unable to simultaneously satisfy"

  /// Makes `window` report to this collector. Redundant constraints are not logged: `check()`
  /// reports them from the engine as it is, with the document's names.
  func install(on window: Window) {
    window.reportsRedundantConstraints = false
    window.logHandler = { [self] message in
      messages.append(message)
      // The same conflict reaches the unsatisfiable handler, with the constraints themselves.
      if !message.hasPrefix(Self.unsatisfiablePrefix) { logs.append(message) }
    }
    window.unsatisfiableConstraintsHandler = { [self] report in reports.append(report) }
  }
}
