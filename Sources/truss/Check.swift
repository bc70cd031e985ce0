import ArgumentParser
import Foundation
import LayoutDocument
import LayoutRendering
import Truss

/// `truss check DOC`: lays a layout document out and reports what Interface Builder would
/// flag: ambiguous views (with their ambiguous variables), unsatisfiable constraints (the
/// conflicting set and the one broken), misplaced views (design frame and solved frame),
/// duplicated constraints, and other engine logs, each with a suggested fix where the cause
/// is recognisable. With `--redundant`, also the constraints other constraints already imply.
/// With `--all-devices`, also every device profile in both orientations (the document's own
/// layout once).
///
/// Exit status: 0 clean, 1 problems found, 2 bad input. For CI.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check a layout document for ambiguity, conflicts and misplaced views.",
    discussion: """
      Exit status 0 when there are no problems, 1 when there are, 2 for bad input. \
      Misplaced views are checked on the document's own device only (design frames are \
      drawn for it). Duplicated constraints are always reported; --redundant also reports \
      constraints that others already imply. Problems whose cause Truss recognises come with \
      a suggestion.
      """
  )

  @Argument(help: "The layout document (YAML or JSON), or '-' to read standard input.")
  var document: String

  @OptionGroup var selection: DocumentSelection

  @Flag(help: "Also check every device profile, portrait and landscape.")
  var allDevices = false

  @Flag(help: "Also report constraints that other constraints already imply.")
  var redundant = false

  @Option(help: "text or json.")
  var format = "text"

  @Flag(help: "No progress lines on standard error.")
  var quiet = false

  func run() throws {
    guard format == "text" || format == "json" else {
      CommandFailure.exit("unknown format '\(format)'; expected text or json")
    }
    let source = DocumentSource(reading: document)
    var configurations = [selection.loadOptions()]
    if allDevices {
      configurations += DrawnLayout.matrix(
        layoutDirection: selection.rtl ? .rightToLeft : .leftToRight,
        contentSizeCategory: selection.textSize())
    }
    var progress = Progress(total: configurations.count, enabled: allDevices && !quiet)
    var layouts: [DrawnLayout] = []
    for (index, options) in configurations.enumerated() {
      let loaded = source.load(options)
      progress.step(SVGRenderer.defaultCaption(for: loaded.window))
      // The matrix's copy of the document's own layout is the first one again: not checked
      // twice (a table document's rows are a twentieth of the time each).
      if index > 0, loaded.isDesignDevice { continue }
      layouts.append(DrawnLayout(options: options, loaded: loaded, redundant: redundant))
    }
    let name = source.fileName
    if format == "json" {
      print(Check.json(document: name, layouts: layouts))
    } else {
      print(Check.text(document: name, layouts: layouts), terminator: "")
    }
    if layouts.contains(where: { !$0.check.isClean }) { throw ExitCode(1) }
  }

  /// A block per layout: `DOC (caption): N problems` and the problems indented under it (a
  /// conflict's constraints one per line, further in; a suggestion on its own line).
  static func text(document: String, layouts: [DrawnLayout]) -> String {
    var text = ""
    for layout in layouts {
      let count = layout.check.problems.count
      let summary =
        count == 0 ? "no problems" : count == 1 ? "1 problem" : "\(count) problems"
      text += "\(document) (\(layout.caption)): \(summary)\n"
      for problem in layout.check.problems {
        let paragraph = layout.check.paragraph(for: problem)
        text += paragraph.split(separator: "\n").map { "  \($0)\n" }.joined()
      }
    }
    return text
  }

  /// `{"document": …, "layouts": [{"caption", "device", "orientation", "problems"}],
  /// "problemCount": N}`, keys sorted, for tools.
  static func json(document: String, layouts: [DrawnLayout]) -> String {
    var entries: [[String: Any]] = []
    var total = 0
    for layout in layouts {
      let window = layout.loaded.window
      let problems =
        (try? JSONSerialization.jsonObject(with: Data(layout.check.json().utf8))) ?? []
      total += layout.check.problems.count
      entries.append([
        "caption": layout.caption,
        "device": window.device?.name ?? NSNull(),
        "orientation": window.interfaceOrientation.rawValue,
        "split": window.split.rawValue,
        "rightToLeft": layout.options.layoutDirection == .rightToLeft,
        "problems": problems,
      ])
    }
    let object: [String: Any] = [
      "document": document, "layouts": entries, "problemCount": total,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
