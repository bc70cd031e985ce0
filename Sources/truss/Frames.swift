import ArgumentParser
import LayoutDocument
import Truss

/// `truss frames DOC`: lays a layout document out and prints each view's frame, one line per
/// view in tree order (`id  x y w h`).
///
/// Exit status: 0 when the document laid out, 2 for bad input (one line on standard error).
struct Frames: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the frames of a layout document's views, one per line.",
    discussion: """
      Each line is 'id  x y width height', the frame in the superview's coordinates, with \
      at most three decimals, views in tree order, then the document's layout guides.
      """
  )

  @Argument(help: "The layout document (YAML or JSON), or '-' to read standard input.")
  var document: String

  @OptionGroup var selection: DocumentSelection

  func run() throws {
    let options = selection.loadOptions()
    let loaded = DocumentSource(reading: document).load(options)
    print(loaded.framesTable(), terminator: "")
  }
}
