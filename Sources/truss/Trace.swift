import ArgumentParser
import LayoutDocument
import Truss

/// `truss trace DOC`: lays a layout document out and prints UIKit's `_autolayoutTrace` of
/// its window: the view tree, each view's frame, and `AMBIGUOUS LAYOUT` where the
/// constraints leave a frame undetermined (with the ambiguous variables). With
/// `--format chrome`, the layout passes of the load instead, as Chrome trace-event JSON.
///
/// Exit status: 0 when the document laid out, 2 for bad input.
struct Trace: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the Auto Layout trace of a layout document's window.",
    discussion: """
      The text form is UIKit's _autolayoutTrace; --format json gives the same tree as JSON.
      --format chrome gives the layout passes that loading the document ran, each with its
      solves and the layoutSubviews calls it made, as Chrome trace-event JSON: open it in
      chrome://tracing or https://ui.perfetto.dev.
      """
  )

  @Argument(help: "The layout document (YAML or JSON), or '-' to read standard input.")
  var document: String

  @OptionGroup var selection: DocumentSelection

  @Option(help: "text, json or chrome.")
  var format = "text"

  func run() throws {
    guard ["text", "json", "chrome"].contains(format) else {
      CommandFailure.exit("unknown format '\(format)'; expected text, json or chrome")
    }
    var options = selection.loadOptions()
    if format == "chrome" {
      options.prepareWindow = { $0.eventSink = ChromeTraceRecorder() }
    }
    let loaded = DocumentSource(reading: document).load(options)
    if let recorder = loaded.window.eventSink as? ChromeTraceRecorder {
      print(recorder.json(), terminator: "")
      return
    }
    let trace =
      format == "json" ? loaded.window.autolayoutTraceJSON() : loaded.window.autolayoutTrace()
    print(trace, terminator: trace.hasSuffix("\n") ? "" : "\n")
  }
}
