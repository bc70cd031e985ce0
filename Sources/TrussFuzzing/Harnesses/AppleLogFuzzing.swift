import Foundation
import LayoutDiagnostics

/// The Apple log target: a log read, each report replayed and reduced to its minimal
/// conflict, described as text and JSON, and its reproduction planned (`truss repro`).
///
/// What must hold: every report and unreadable line is placed on a line of the log; a
/// minimal conflict is made of the report's own constraints, and a proved one (`conflict`)
/// has a negative gap; the JSON description is valid JSON.
enum AppleLogFuzzing {
  static func check(_ text: String) -> [String] {
    var problems: [String] = []
    let log = AppleLog(parsing: text)
    // Lines as the reader counts them (an upper bound: any break character ends one).
    let lineCount = text.utf8.count + 1
    for report in log.reports {
      if report.line < 1 || report.line > lineCount {
        problems.append("a report on line \(report.line) of \(lineCount)")
      }
      for line in report.unreadableLines where line < report.line || line > lineCount {
        problems.append("unreadable line \(line) outside its report (from \(report.line))")
      }
      let analysis = ConflictAnalysis(report)
      let listed = Set(report.constraints)
      if !analysis.minimal.allSatisfy(listed.contains) {
        problems.append("the minimal conflict has a constraint the report does not list")
      }
      if analysis.status == .conflict {
        if analysis.minimal.isEmpty { problems.append("a conflict without members") }
        if !(analysis.gap < 0) { problems.append("a proved conflict with gap \(analysis.gap)") }
      }
      _ = analysis.text()
      let json = analysis.json().text()
      if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
        problems.append("the analysis's JSON is not JSON:\n\(json)")
      }
      _ = ReproductionPlan(analysis)
    }
    return problems
  }
}
