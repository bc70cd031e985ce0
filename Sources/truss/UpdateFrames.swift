import ArgumentParser
import Foundation
import LayoutDocument
import Truss

/// `truss update-frames DOC [--in-place]`: Interface Builder's "Update Frames". Lays the
/// document out on its own device and writes every view's solved frame back as its
/// `frame:`, leaving the rest of the file (comments, order, quoting) as it was.
///
/// Exit status: 0 when done, 2 for bad input.
struct UpdateFrames: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "update-frames",
    abstract: "Write the solved frames back into a layout document.",
    discussion: """
      Prints the updated document, or with --in-place rewrites the file (only when a frame \
      changed). Running it twice changes nothing the second time.
      """
  )

  @Argument(help: "The layout document (YAML or JSON), or '-' to read standard input.")
  var document: String

  @Flag(help: "Rewrite the document file instead of printing the result.")
  var inPlace = false

  func run() throws {
    if inPlace, document == "-" {
      CommandFailure.exit("--in-place needs a file, not standard input")
    }
    let source = DocumentSource(reading: document)
    let updated: String
    do {
      updated = try LayoutDocument.updatingFrames(in: source.text, file: source.fileName)
    } catch {
      InputFile.writeToStandardError("\(error)\n")
      throw ExitCode(2)
    }
    guard inPlace else {
      print(updated, terminator: "")
      return
    }
    if updated == source.text {
      InputFile.writeToStandardError("\(document): frames already up to date\n")
      return
    }
    writeOutput(updated, to: document)
    InputFile.writeToStandardError("\(document): frames updated\n")
  }
}
