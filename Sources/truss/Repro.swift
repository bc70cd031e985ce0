import ArgumentParser
import Foundation
import Truss

/// `truss repro LOG`: replays an Apple "Unable to simultaneously satisfy constraints" log
/// (iOS or macOS, any era, pasted with its timestamps, quotes and escapes): for each report
/// in it, the minimal conflict with the arithmetic that proves it, Apple's constraints that
/// were not needed, the constraint Apple broke, what to change, and a layout document that
/// reproduces the conflict on Linux (`truss check` confirms it).
///
/// Exit status: 1 when a conflict was found (the usual outcome, as `check` finding
/// problems), 0 when every printed system can hold, 2 for bad input: a file that cannot be
/// read, has no report, or none whose constraints can be read.
struct Repro: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay an Apple unsatisfiable-constraints log: minimal conflict, proof, fix.",
    discussion: """
      Reads every "Unable to simultaneously satisfy constraints" report in LOG. For each \
      conflict it writes a layout document reproducing it, next to the log as \
      NAME.repro.yaml for NAME.log (NAME.repro-2.yaml for the second conflict, and so on; \
      repro.yaml in the current directory for standard input), or to --output, numbered the \
      same way; 'truss check' on that document reports the same conflict. \
      Exit status 1 when a conflict was found, 0 when none was, 2 for bad input.
      """
  )

  @Argument(help: "The log: a text file, or '-' to read standard input.")
  var log: String

  @Option(help: "text or json (one object per report).")
  var format = "text"

  @Option(help: "Where to write the first reproduction (the others are numbered after it).")
  var output: String?

  @Flag(help: "Write no reproduction.")
  var noOutput = false

  func run() throws {
    guard format == "text" || format == "json" else {
      CommandFailure.exit("unknown format '\(format)'; expected text or json")
    }
    let name = log == "-" ? "standard input" : "'\(log)'"
    let text: String
    do {
      text = try InputFile.text(of: log)
    } catch {
      CommandFailure.exit("cannot read \(name): \(error.reason)")
    }
    let parsed = AppleLog(parsing: text)
    guard !parsed.reports.isEmpty else {
      CommandFailure.exit(
        "\(name) has no \"Unable to simultaneously satisfy constraints\" report")
    }
    let analyses = parsed.reports.map(ConflictAnalysis.init)
    let logName = log == "-" ? "standard input" : log
    var paths: [String?] = []
    var written = 0
    for analysis in analyses {
      guard let plan = ReproductionPlan(analysis) else {
        paths.append(nil)
        continue
      }
      written += 1
      let path = Repro.path(for: written, output: output, log: log)
      paths.append(noOutput ? nil : path)
      if !noOutput {
        writeOutput(ReproductionDocument.text(plan, analysis: analysis, log: logName), to: path)
      }
    }
    if format == "json" {
      var objects: [JSONValue] = []
      for (analysis, path) in zip(analyses, paths) {
        guard case .object(var members) = analysis.json() else { continue }
        members["reproduction"] = path.map { .string($0) } ?? .null
        objects.append(.object(members))
      }
      print(JSONValue.array(objects).text())
    } else {
      print(Repro.text(analyses, paths: paths, log: logName), terminator: "")
    }
    if analyses.allSatisfy({ $0.status == .empty }) {
      CommandFailure.exit("no constraint of \(name) could be read")
    }
    if analyses.contains(where: { $0.status == .conflict }) { throw ExitCode(1) }
  }

  /// The report for people: a summary line, then each report's replay and reproduction.
  static func text(_ analyses: [ConflictAnalysis], paths: [String?], log: String) -> String {
    let conflicts = analyses.filter { $0.status == .conflict }.count
    let reports = analyses.count == 1 ? "1 report" : "\(analyses.count) reports"
    let found = conflicts == 1 ? "1 conflict" : "\(conflicts) conflicts"
    var text = "\(log): \(reports), \(found)\n"
    for (analysis, path) in zip(analyses, paths) {
      text += "\n" + analysis.text()
      if let path {
        text += "  Reproduction: \(path) (truss check \(path) reports this conflict)\n"
      }
    }
    return text
  }

  /// Where the `number`th reproduction goes: `--output`, or `NAME.repro.yaml` next to
  /// `NAME.log`, with `-number` before the extension after the first.
  static func path(for number: Int, output: String?, log: String) -> String {
    var base: String
    if let output {
      base = output
    } else {
      // Next to the log (in the current directory for standard input): foo.log gives
      // foo.repro.yaml.
      let url = URL(fileURLWithPath: log == "-" ? "repro" : log)
      let file = url.lastPathComponent
      let stem = file.split(separator: ".", omittingEmptySubsequences: false)
      let name = (stem.count > 1 ? stem.dropLast().joined(separator: ".") : file) + ".repro.yaml"
      base = log == "-" ? name : url.deletingLastPathComponent().appendingPathComponent(name).path
    }
    guard number > 1 else { return base }
    let url = URL(fileURLWithPath: base)
    let ext = url.pathExtension
    let stem = ext.isEmpty ? base : String(base.dropLast(ext.count + 1))
    return stem + "-\(number)" + (ext.isEmpty ? "" : "." + ext)
  }
}
