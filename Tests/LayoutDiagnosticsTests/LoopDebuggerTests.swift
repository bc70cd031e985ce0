import AutoLayout
import Foundation
import LayoutDiagnostics
import Testing

/// The layout feedback loop debugger (SPEC §9.5): its threshold as the environment and the
/// launch arguments give it (clamped to 50...1000 with a message, a bad value turning it on at
/// 100), per window, and its full report. These tests set the debugger on their own windows
/// only: the process-wide switch is left alone, as other tests lay windows out meanwhile (the
/// `LoopDemo` tests in TrussCLITests run a process with the environment variable and the
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

  /// A list that gives its row a height in each layout, alternately 44 and 45 points.
  final class List: View {
    static let line = #line + 4
    let row = Row(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    override func layoutSubviews() {
      super.layoutSubviews()
      row.frame.size.height = row.frame.height == 44 ? 45 : 44
    }
  }

  /// A row that asks its list for layout again in its own (to "refresh" it).
  final class Row: View {
    static let line = #line + 3
    override func layoutSubviews() {
      super.layoutSubviews()
      superview?.setNeedsLayout()
    }
  }

  /// A list and a footer in a window with the debugger on at `threshold`.
  static func loopingWindow(threshold: Int) -> (Window, InMemoryLayoutEventSink, () -> [String]) {
    let window = Window(size: CGSize(width: 320, height: 480))
    Debugger.enable(threshold: threshold, in: window)
    let sink = InMemoryLayoutEventSink()
    window.eventSink = sink
    nonisolated(unsafe) var messages: [String] = []
    window.logHandler = { messages.append($0) }
    let list = List(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
    let footer = View(frame: CGRect(x: 0, y: 400, width: 320, height: 80))
    list.identifier = "list"
    list.row.identifier = "row"
    footer.identifier = "footer"
    window.addSubview(list)
    window.addSubview(footer)
    list.addSubview(list.row)
    list.addSubview(View(frame: CGRect(x: 0, y: 50, width: 300, height: 44)))
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
    let site = "LayoutDiagnosticsTests/LoopDebuggerTests.swift:\(List.line)"
    let expected = """
      [LayoutLoop] Layout feedback loop detected in the subtree of <List: list; frame = (10 10; 300 300)>.
      list was laid out 60 times in one run-loop turn (threshold 50); the turn's layout stops here.

      Top-level view: <List: list; frame = (10 10; 300 300)>

      Views caught in the loop (# their places in a round of it):
      <List: list; frame = (10 10; 300 300)>   # 1
         | <Row: row; frame = (0 0; 300 45)>   # 2
         | ... 1 view outside the loop

      Views receiving layout in order: list, row

      Geometry changes (old -> new; whose layout made them):
        row.frame (0 0; 300 45) -> (0 0; 300 44), set by code in list's layoutSubviews at \(site) (x5)
        row.frame (0 0; 300 44) -> (0 0; 300 45), set by code in list's layoutSubviews at \(site) (x5)

      setNeedsLayout() sent to the top-level view list:
        from LayoutDiagnosticsTests/LoopDebuggerTests.swift:\(Row.line) in row's layoutSubviews (x10)
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
      text.hasPrefix("[LayoutLoop] Layout feedback loop in list: list was laid out 110 times"))
    #expect(
      text.hasSuffix(
        "For the full report, set LayoutFeedbackLoopDebugger.threshold, the environment variable "
          + "TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD=100 or the launch argument "
          + "-UIViewLayoutFeedbackLoopDebuggingThreshold 100."))
  }
}
