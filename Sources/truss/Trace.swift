import ArgumentParser
import LayoutDocument
import Truss

/// `truss trace DOC`: lays a layout document out and prints UIKit's `_autolayoutTrace` of
/// its window: the view tree, each view's frame, and `AMBIGUOUS LAYOUT` where the
/// constraints leave a frame undetermined (with the ambiguous variables).
///
/// Exit status: 0 when the document laid out, 2 for bad input.
struct Trace: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the Auto Layout trace of a layout document's window.",
    discussion: """
      The text form is UIKit's _autolayoutTrace; --format json gives the same tree as JSON.
      """
  )

  @Argument(help: "The layout document (YAML or JSON), or '-' to read standard input.")
  var document: String

  @OptionGroup var selection: DocumentSelection

  @Option(help: "text or json.")
  var format = "text"

  func run() throws {
    guard format == "text" || format == "json" else {
      CommandFailure.exit("unknown format '\(format)'; expected text or json")
    }
    let options = selection.loadOptions()
    let loaded = DocumentSource(reading: document).load(options)
    let trace =
      format == "json" ? loaded.window.autolayoutTraceJSON() : loaded.window.autolayoutTrace()
    print(trace, terminator: trace.hasSuffix("\n") ? "" : "\n")
  }
}
