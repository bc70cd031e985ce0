import Foundation
import LayoutDiagnostics
import Testing

// Every report of every real log replayed: the minimal conflict found is exactly the one
// worked out by hand, with Apple's constraints it does not need, the one Apple broke,
// whether it relies on sizes never being negative or on default margins, the unreadable
// lines and the suggestions.

@Suite struct RealLogTests {
  @Test(arguments: ExpectedReport.all)
  func replaysTheReport(_ expected: ExpectedReport) throws {
    let log = AppleLog(parsing: try realLog(expected.log))
    let report = try #require(
      log.reports.first { $0.line == expected.line },
      "no report at line \(expected.line); reports at \(log.reports.map(\.line))")
    let analysis = ConflictAnalysis(report)
    #expect(analysis.status == expected.status, "\(expected.why)\n\(analysis.text())")
    #expect(analysis.minimal.map(\.address) == expected.minimal, "\(analysis.text())")
    let notNeeded = analysis.status == .conflict ? analysis.notNeeded.map(\.address) : []
    #expect(notNeeded == expected.notNeeded, "\(analysis.text())")
    #expect(report.brokenAddress == expected.broken)
    #expect(analysis.reliesOnNonNegativeSizes == expected.reliesOnNonNegativeSizes)
    #expect(analysis.assumesDefaultMargins == expected.assumesDefaultMargins)
    #expect(report.unreadableLines == expected.unreadableLines)
    #expect(analysis.suggestions.map(\.kind) == expected.suggestions, "\(analysis.text())")
    if expected.status == .conflict {
      #expect(analysis.multipliers.count == analysis.members.count, "the proof has numbers")
      #expect(analysis.gap < -ConflictAnalysisTestValues.rounding)
      #expect(!analysis.proof.isEmpty)
    }
  }

  @Test func everyReportOfEveryLogIsInTheTable() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: logsDirectory.path)
      .filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }.sorted()
    var found: [String] = []
    for file in files {
      for report in AppleLog(parsing: try realLog(file)).reports {
        found.append("\(file):\(report.line)")
      }
    }
    let expected = ExpectedReport.all.map { "\($0.log):\($0.line)" }
    #expect(found == expected)
  }

  @Test func everyLogNamesItsSource() throws {
    let sources = try String(
      contentsOf: logsDirectory.appendingPathComponent("SOURCES.md"), encoding: .utf8)
    let files = try FileManager.default.contentsOfDirectory(atPath: logsDirectory.path)
      .filter { $0.hasSuffix(".log") }
    #expect(files.count >= 15)
    for file in files {
      let row = sources.split(separator: "\n").first { $0.hasPrefix("| `\(file)` | https://") }
      #expect(row != nil, "\(file) has no row with its source in SOURCES.md")
    }
  }

  @Test func atLeastFifteenRealLogsReplayToAMinimalConflict() throws {
    let logs = Set(ExpectedReport.all.filter { $0.status == .conflict }.map(\.log))
    #expect(logs.count >= 15)
  }
}

/// Values the tests share with the analysis.
enum ConflictAnalysisTestValues {
  /// The rounding of the log's numbers below which a conflict is a near-tie.
  static let rounding = 1e-3
}
