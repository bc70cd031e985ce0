import Foundation

/// The count of layouts of one view in one run-loop turn at which the engine treats the layout
/// as a feedback loop, and the layout feedback loop debugger's switch. Not API: the
/// `LayoutDiagnostics` module's `LayoutFeedbackLoopDebugger` is the public face of the switch.
///
/// UIKit's debugger is turned on by the launch argument
/// `-UIViewLayoutFeedbackLoopDebuggingThreshold N`, N clamped to 50...1000 (WWDC 2016 session
/// 236; https://www.hackingwithswift.com/articles/59/debugging-auto-layout-feedback-loops).
/// Truss reads the same launch argument and the `TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD`
/// environment variable once, when the first layout pass asks; the engine reads it, not the
/// `LayoutDiagnostics` module, so a process started with either gets the full report without
/// any code. A threshold set in code wins over both.
package enum LayoutLoopThreshold {
  /// UIKit's clamp for the debugger's threshold.
  package static let range = 50...1000
  /// The count the engine stops a loop at without the debugger (and the debugger's value when
  /// the environment asks for it without a usable number).
  package static let standard = 100
  /// The environment variable that turns the debugger on.
  package static let environmentVariable = "TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD"
  /// UIKit's launch argument, followed by the threshold.
  package static let launchArgument = "-UIViewLayoutFeedbackLoopDebuggingThreshold"

  /// What the environment or the launch arguments asked for.
  package struct Setting: Equatable, Sendable {
    /// The debugger's threshold, clamped; `nil` when the debugger stays off.
    package var threshold: Int?
    /// Why the value is not what was written (out of range, not a number), for the log.
    package var message: String?
  }

  /// Reads the setting from an environment and launch arguments: the launch argument wins, as
  /// in UIKit's argument domain. A value that is not a whole number turns the debugger on at
  /// ``standard`` and says so; one outside ``range`` is clamped and says so.
  package static func setting(environment: [String: String], arguments: [String]) -> Setting {
    if let index = arguments.firstIndex(of: launchArgument) {
      let value = index + 1 < arguments.count ? arguments[index + 1] : nil
      return parse(value, source: "the launch argument \(launchArgument)")
    }
    if let value = environment[environmentVariable] {
      return parse(value, source: environmentVariable)
    }
    return Setting(threshold: nil, message: nil)
  }

  /// A threshold written by hand, checked.
  package static func parse(_ text: String?, source: String) -> Setting {
    let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
    guard let value = Int(trimmed) else {
      let shown = text.map { "'\($0)'" } ?? "no value"
      return Setting(
        threshold: standard,
        message: "[LayoutLoop] \(source) has \(shown), not a whole number of layouts; the layout "
          + "feedback loop debugger uses \(standard).")
    }
    return clamp(value, source: source)
  }

  /// `value` clamped to ``range``, with a message when it had to be.
  package static func clamp(_ value: Int, source: String) -> Setting {
    let clamped = min(max(value, range.lowerBound), range.upperBound)
    guard clamped != value else { return Setting(threshold: value, message: nil) }
    return Setting(
      threshold: clamped,
      message: "[LayoutLoop] \(source) is \(value); the layout feedback loop debugger's "
        + "threshold must be within \(range.lowerBound)...\(range.upperBound) (as UIKit clamps "
        + "it), so it uses \(clamped).")
  }

  /// The process's setting, read once; its message, if any, goes to standard error then.
  package static let processSetting: Setting = {
    let setting = LayoutLoopThreshold.setting(
      environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments)
    if let message = setting.message {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    return setting
  }()

  private static let lock = NSLock()
  /// A threshold set in code: `.some(nil)` turns the debugger off whatever the process says.
  nonisolated(unsafe) private static var override: Int??

  /// The debugger's threshold: set in code, else the process's; `nil` when the debugger is off.
  package static var debugger: Int? {
    get {
      lock.lock()
      let value = override
      lock.unlock()
      return value ?? processSetting.threshold
    }
    set {
      lock.lock()
      override = .some(newValue)
      lock.unlock()
    }
  }

  /// Forgets a threshold set in code: the process's setting applies again.
  package static func resetToProcessSetting() {
    lock.lock()
    override = nil
    lock.unlock()
  }
}

extension Window {
  /// The layout feedback loop debugger's threshold for this window alone, clamped to
  /// ``LayoutLoopThreshold/range`` (`.some(nil)`: off here; `nil`: the process's setting).
  /// Not API: for the `LayoutDiagnostics` module and tests.
  package var layoutFeedbackLoopThreshold: Int?? {
    get {
      guard let engine = hostedEngine else { return nil }
      return engine.debuggerThresholdOverride
    }
    set {
      guard let engine = hostedEngine else { return }
      let range = LayoutLoopThreshold.range
      switch newValue {
      case .none: engine.debuggerThresholdOverride = nil
      case .some(.none): engine.debuggerThresholdOverride = .some(nil)
      case .some(.some(let value)):
        engine.debuggerThresholdOverride = min(max(value, range.lowerBound), range.upperBound)
      }
    }
  }
}
