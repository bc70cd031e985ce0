import AutoLayout
import Foundation
import LayoutDiagnostics
import Testing

/// The layout feedback loop debugger (SPEC §9.5): its threshold as the environment and the
/// launch arguments give it (clamped to 50...1000 with a message, a bad value turning it on at
/// 100), per window, and its full report. These tests set the debugger on their own windows
/// only: the process-wide switch is left alone, as other tests lay windows out meanwhile (the
/// `loop-demo` tests in TrussCLITests run a process with the environment variable and the
/// launch argument).
@Suite struct LoopDebuggerTests {
  typealias Debugger = LayoutFeedbackLoopDebugger

  // MARK: The threshold

  @Test func theEnvironmentVariableTurnsTheDebuggerOn() {
    let setting = Debugger.threshold(
      environment: ["TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD": "200"], arguments: ["app"])
    #expect(setting.threshold == 200 && setting.message == nil)
  }

  @Test func theLaunchArgumentTurnsTheDebuggerOnAndWins() {
    let setting = Debugger.threshold(
      environment: ["TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD": "200"],
      arguments: ["app", "-UIViewLayoutFeedbackLoopDebuggingThreshold", "75"])
    #expect(setting.threshold == 75 && setting.message == nil)
  }

  @Test func neitherLeavesItOff() {
    let setting = Debugger.threshold(environment: ["HOME": "/"], arguments: ["app", "-v"])
    #expect(setting.threshold == nil && setting.message == nil)
  }

  @Test(arguments: [("20", 50), ("-5", 50), ("0", 50), ("1001", 1000), ("99999", 1000)])
  func aThresholdOutOfRangeIsClampedAndSaysSo(_ value: String, _ clamped: Int) throws {
    let setting = Debugger.threshold(
      environment: ["TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD": value], arguments: [])
    #expect(setting.threshold == clamped)
    let message = try #require(setting.message)
    #expect(
      message
        == "[LayoutLoop] TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD is \(Int(value) ?? 0); the layout "
        + "feedback loop debugger's threshold must be within 50...1000 (as UIKit clamps it), so "
        + "it uses \(clamped).")
  }

  @Test(arguments: ["abc", "", "12.5", "1e3"])
  func aValueThatIsNotANumberTurnsItOnAt100AndSaysSo(_ value: String) throws {
    let setting = Debugger.threshold(
      environment: [:], arguments: ["app", "-UIViewLayoutFeedbackLoopDebuggingThreshold", value])
    #expect(setting.threshold == 100)
    #expect(
      setting.message
        == "[LayoutLoop] the launch argument -UIViewLayoutFeedbackLoopDebuggingThreshold has "
        + "'\(value)', not a whole number of layouts; the layout feedback loop debugger uses 100.")
  }

  @Test func aLaunchArgumentWithoutAValueSaysSo() {
    let setting = Debugger.threshold(
      environment: [:], arguments: ["app", "-UIViewLayoutFeedbackLoopDebuggingThreshold"])
    #expect(setting.threshold == 100)
    #expect(setting.message?.contains("has no value, not a whole number") == true)
  }

  // MARK: The report

  /// Toggles its superview's width between two values in each layout.
  final class Toggler: View {
    static let line = #line + 5
    override func layoutSubviews() {
      super.layoutSubviews()
      guard let target = superview else { return }
      let width: CGFloat = target.frame.width == 200 ? 201 : 200
      target.frame = CGRect(x: 10, y: 10, width: width, height: 200)
    }
  }

  /// outer > inner > leaf (a Toggler resizing inner, which dirties outer), plus a bystander
  /// under outer, in a window with the debugger on at `threshold`.
  static func loopingWindow(threshold: Int) -> (Window, InMemoryLayoutEventSink, () -> [String]) {
    let window = Window(size: CGSize(width: 320, height: 480))
    Debugger.enable(threshold: threshold, in: window)
    let sink = InMemoryLayoutEventSink()
    window.eventSink = sink
    nonisolated(unsafe) var messages: [String] = []
    window.logHandler = { messages.append($0) }
    let outer = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = View(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
    let leaf = Toggler(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let bystander = View(frame: CGRect(x: 0, y: 250, width: 300, height: 40))
    outer.identifier = "outer"
    inner.identifier = "inner"
    leaf.identifier = "leaf"
    bystander.identifier = "bystander"
    leaf.autoresizingMask = [.flexibleWidth]
    window.addSubview(outer)
    outer.addSubview(inner)
    outer.addSubview(bystander)
    inner.addSubview(leaf)
    return (window, sink, { messages })
  }

  @Test func theFullReport() throws {
    let (window, sink, messages) = Self.loopingWindow(threshold: 50)
    window.layoutIfNeeded()
    let report = try #require(
      sink.events.compactMap { if case .layoutFeedbackLoop(let r) = $0 { r } else { nil } }.first)
    #expect(report.isDebuggerReport && report.threshold == 50)
    // 50 layouts, then the 10 rounds recorded.
    #expect(report.layoutCount == 60)
    let text = try #require(messages().first)
    #expect(text == report.fullReport)
    let site = "LayoutDiagnosticsTests/LoopDebuggerTests.swift:\(Toggler.line)"
    let expected = """
      [LayoutLoop] Layout feedback loop detected in the subtree of <View: outer; frame = (0 0; 300 300)>.
      outer was laid out 60 times in one run-loop turn (threshold 50); the turn's layout stops here.

      Top-level view: <View: outer; frame = (0 0; 300 300)>

      Views caught in the loop (# their places in a round of it):
      <View: outer; frame = (0 0; 300 300)>   # 1
         | <View: inner; frame = (10 10; 201 200)>   # 2
         |    | <Toggler: leaf; frame = (10 10; 101 100); autoresize = W>   # 3
         | ... 1 view outside the loop

      Views receiving layout in order: outer, inner, leaf

      Geometry changes (old -> new; whose layout made them):
        inner.frame (10 10; 201 200) -> (10 10; 200 200), set by code in leaf's layoutSubviews at \(site) (x5)
        leaf.frame (10 10; 101 100) -> (10 10; 100 100), by the engine from the constraints during leaf's layoutSubviews (x5)
        inner.frame (10 10; 200 200) -> (10 10; 201 200), set by code in leaf's layoutSubviews at \(site) (x5)
        leaf.frame (10 10; 100 100) -> (10 10; 101 100), by the engine from the constraints during leaf's layoutSubviews (x5)

      setNeedsLayout() sent to the top-level view outer:
        by Truss, for the change made in leaf's layoutSubviews at \(site) (x10)
      """
    #expect(text == expected)
  }

  @Test func theThresholdOfAWindowIsClamped() throws {
    let (window, sink, _) = Self.loopingWindow(threshold: 10)
    window.layoutIfNeeded()
    let report = try #require(
      sink.events.compactMap { if case .layoutFeedbackLoop(let r) = $0 { r } else { nil } }.first)
    #expect(report.threshold == 50)
  }

  @Test func aWindowWithTheDebuggerOffGetsTheSummary() throws {
    let (window, _, messages) = Self.loopingWindow(threshold: 50)
    Debugger.disable(in: window)
    window.layoutIfNeeded()
    let text = try #require(messages().first)
    #expect(
      text.hasPrefix("[LayoutLoop] Layout feedback loop in outer: outer was laid out 110 times"))
    #expect(
      text.hasSuffix(
        "For the full report, set LayoutFeedbackLoopDebugger.threshold, the environment variable "
          + "TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD=100 or the launch argument "
          + "-UIViewLayoutFeedbackLoopDebuggingThreshold 100."))
  }
}
