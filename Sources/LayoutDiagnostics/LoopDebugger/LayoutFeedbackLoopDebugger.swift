import AutoLayout
import Foundation

/// UIKit's layout feedback loop debugger (WWDC 2016 session 236, "What's New in Auto Layout"),
/// for Truss: when a view is laid out more than ``threshold`` times in one run-loop turn, the
/// engine lets the loop run a few more rounds while it records what happens, then stops the
/// turn's layout (no hang, no crash) and logs a report a newcomer can read, to the window's
/// log handler and its event sink (``LayoutEvent/layoutFeedbackLoop(_:)``).
///
/// The report (``LayoutLoopReport/fullReport``) gives the loop's top-level view; its subtree,
/// each view in the loop marked with its places in a round; the views receiving layout in
/// order; every geometry change (old → new) with the view whose layout made it; every
/// `setNeedsLayout` sent to the top-level view and the other views of the loop, with the
/// `#fileID`/`#line` it came from; the other changes that moved the constraints (constants,
/// activations, intrinsic sizes, `preferredMaxLayoutWidth`), with theirs; and, when ambiguity
/// drives the loop, "ambiguous layout suspected" with the oscillating variables, their values
/// and the constraints affecting them.
///
/// Turn it on in any of three ways, as UIKit's is: set ``threshold`` in code, start the
/// process with the environment variable `TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD=N`, or with
/// UIKit's launch argument `-UIViewLayoutFeedbackLoopDebuggingThreshold N`. N is clamped to
/// 50...1000, as UIKit clamps it; a value that is not a number turns the debugger on at 100
/// and says so on standard error. The engine reads the environment itself (the first time a
/// pass asks), so no code is needed.
///
/// Without the debugger a loop is still stopped, at 100 layouts of a view in a turn, and its
/// `[LayoutLoop]` log (``LayoutLoopReport/summary``) names the top-level view, the views in
/// the loop and the app code that asked for layout again.
public enum LayoutFeedbackLoopDebugger {
  /// UIKit's clamp for the threshold.
  public static let thresholdRange = LayoutLoopThreshold.range
  /// The environment variable that turns the debugger on (`=100`).
  public static let environmentVariable = LayoutLoopThreshold.environmentVariable
  /// UIKit's launch argument, followed by the threshold.
  public static let launchArgument = LayoutLoopThreshold.launchArgument

  /// The number of layouts of one view in one run-loop turn past which the layout is a
  /// feedback loop, or `nil` when the debugger is off.
  ///
  /// It reads as the process started it (environment variable or launch argument) until set.
  /// A value outside ``thresholdRange`` is clamped, with a message on standard error; `nil`
  /// turns the debugger off, whatever the environment says. Applies to every window, from its
  /// next layout pass (``enable(threshold:in:)`` sets one window's).
  public static var threshold: Int? {
    get { LayoutLoopThreshold.debugger }
    set {
      guard let newValue else {
        LayoutLoopThreshold.debugger = nil
        return
      }
      let setting = LayoutLoopThreshold.clamp(
        newValue, source: "LayoutFeedbackLoopDebugger.threshold")
      if let message = setting.message {
        FileHandle.standardError.write(Data((message + "\n").utf8))
      }
      LayoutLoopThreshold.debugger = setting.threshold
    }
  }

  /// Goes back to what the process was started with (the environment variable or the launch
  /// argument, or off).
  public static func resetToEnvironment() {
    LayoutLoopThreshold.resetToProcessSetting()
  }

  /// What the given environment and launch arguments ask for, as the engine reads them: the
  /// threshold (clamped; `nil` when neither names one) and, when the value was out of range or
  /// not a number, the message saying what was used instead. The launch argument wins.
  public static func threshold(
    environment: [String: String], arguments: [String]
  ) -> (threshold: Int?, message: String?) {
    let setting = LayoutLoopThreshold.setting(environment: environment, arguments: arguments)
    return (setting.threshold, setting.message)
  }

  /// Turns the debugger on for one window only, at `threshold` (clamped to
  /// ``thresholdRange``), whatever the process's setting.
  public static func enable(threshold: Int = 100, in window: Window) {
    window.layoutFeedbackLoopThreshold = .some(threshold)
  }

  /// Turns the debugger off for one window only: its loops are stopped at 100 layouts and
  /// summarized, whatever the process's setting.
  public static func disable(in window: Window) {
    window.layoutFeedbackLoopThreshold = .some(nil)
  }

  /// Makes one window follow the process's setting again.
  public static func followProcessSetting(in window: Window) {
    window.layoutFeedbackLoopThreshold = nil
  }
}
