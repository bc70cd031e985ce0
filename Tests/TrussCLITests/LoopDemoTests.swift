import Foundation
import Testing

// Examples/LoopDemo, a layout feedback loop, run as a process: stopped, the app goes on, and
// the report is the one the README shows (Examples/LoopDemo/summary.txt without the
// debugger, report.txt with it; re-record with TRUSS_RECORD_SNAPSHOTS=1). The debugger is
// turned on the ways UIKit's is, by the environment and by the launch argument, with bad
// values reported and replaced.

@Suite struct LoopDemoTests {
  static let variable = "TRUSS_LAYOUT_FEEDBACK_LOOP_THRESHOLD"

  /// Runs the demo with the debugger's environment variable set to `threshold` (`nil`: unset).
  func runDemo(_ arguments: [String] = [], threshold: String?) throws -> TrussRun {
    var environment = ProcessInfo.processInfo.environment
    environment[Self.variable] = threshold
    let process = try builtBinary("LoopDemo")
    return try run(process, arguments, environment: environment)
  }

  func expectSnapshot(_ actual: String, _ name: String) throws {
    let url = packageRoot.appendingPathComponent("Examples/LoopDemo/\(name)")
    if ProcessInfo.processInfo.environment["TRUSS_RECORD_SNAPSHOTS"] == "1" {
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "Examples/LoopDemo/\(name)")
  }

  @Test func withoutTheDebuggerTheLoopIsStoppedAndSummarized() throws {
    let result = try runDemo(threshold: nil)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    try expectSnapshot(result.standardOutput, "summary.txt")
    #expect(
      result.standardOutput.contains(
        "headline's preferredMaxLayoutWidth set to 288 (was 228) in card's layoutSubviews at "
          + "LoopDemo/CardView.swift:"))
  }

  @Test func theEnvironmentVariableGivesTheDebuggersReport() throws {
    let result = try runDemo(threshold: "100")
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    try expectSnapshot(result.standardOutput, "report.txt")
    #expect(result.standardOutput.hasSuffix("and the app goes on.\n"))
  }

  @Test func theLaunchArgumentTurnsItOnClampedToAThousand() throws {
    let result = try runDemo(
      ["-UIViewLayoutFeedbackLoopDebuggingThreshold", "20000"], threshold: nil)
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "[LayoutLoop] the launch argument -UIViewLayoutFeedbackLoopDebuggingThreshold is "
        + "20000; the layout feedback loop debugger's threshold must be within 50...1000 (as "
        + "UIKit clamps it), so it uses 1000.\n")
    #expect(
      result.standardOutput.contains(
        "card was laid out 1010 times in one run-loop turn (threshold 1000)"))
  }

  @Test func aBadValueSaysSoAndUses100() throws {
    let result = try runDemo(threshold: "lots")
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "[LayoutLoop] \(Self.variable) has 'lots', not a whole number of layouts; the layout "
        + "feedback loop debugger uses 100.\n")
    try expectSnapshot(result.standardOutput, "report.txt")
  }

  @Test func aChromeTraceOfADocument() throws {
    let result = try runTruss(["trace", "Examples/documents/hello.yaml", "--format", "chrome"])
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [String: Any])
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let categories = Set(events.compactMap { $0["cat"] as? String })
    #expect(categories == ["pass", "solve", "layoutSubviews"])
    #expect(events.allSatisfy { $0["ph"] as? String == "X" && $0["ts"] != nil && $0["dur"] != nil })
    let bad = try runTruss(["trace", "Examples/documents/hello.yaml", "--format", "xml"])
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("expected text, json or chrome"))
  }
}
