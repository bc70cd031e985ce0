import ArgumentParser
import Foundation
import LayoutDocument
import LayoutRendering
import Truss

/// `truss render DOC -o OUT.svg`: lays a layout document out and draws it as SVG (see
/// ``SVGRenderer``): views with their backgrounds, text, image placeholders and shapes, the
/// safe area dashed, ambiguous views in red, and a caption with the device and size.
///
/// Exit status: 0 when the file was written, 2 for bad input (one line on standard error).
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a layout document as SVG.",
    discussion: """
      The SVG is deterministic: the same document on the same device gives the same bytes.
      """
  )

  @Argument(help: "The layout document (YAML or JSON), or '-' to read standard input.")
  var document: String

  @Option(name: .shortAndLong, help: "The SVG file to write, or '-' for standard output.")
  var output: String

  @Option(help: "A device profile to use instead of the document's, such as 'iPhone 15 Pro'.")
  var device: String?

  @Option(help: "portrait or landscape, instead of the document's orientation.")
  var orientation: String?

  func run() throws {
    if output != "-", !output.lowercased().hasSuffix(".svg") {
      fail("truss: cannot write '\(output)': only SVG output (.svg) is supported")
    }
    var profile: DeviceProfile?
    if let device {
      guard let found = DeviceProfile.named(device) else {
        fail(
          "truss: unknown device '\(device)'; known devices: "
            + DeviceProfile.all.map(\.name).joined(separator: ", "))
      }
      profile = found
    }
    var deviceOrientation: DeviceOrientation?
    if let orientation {
      guard let found = DeviceOrientation(rawValue: orientation) else {
        fail("truss: unknown orientation '\(orientation)'; expected portrait or landscape")
      }
      deviceOrientation = found
    }
    let text: String
    do {
      text = try InputFile.text(of: document)
    } catch {
      let name = document == "-" ? "standard input" : "'\(document)'"
      fail("truss: cannot read \(name): \(error.reason)")
    }
    let loaded: LoadedDocument
    do {
      loaded = try LayoutDocument.load(
        text, file: document == "-" ? "<stdin>" : document, device: profile,
        orientation: deviceOrientation)
    } catch {
      fail("\(error)")
    }
    let svg = SVGRenderer().render(loaded.window)
    if output == "-" {
      print(svg, terminator: "")
      return
    }
    do {
      try Data(svg.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      fail("truss: cannot write '\(output)': \(error.localizedDescription)")
    }
  }

  /// Writes `message` (one line) to standard error and exits with status 2.
  private func fail(_ message: String) -> Never {
    InputFile.writeToStandardError(message + "\n")
    Render.exit(withError: ExitCode(2))
  }
}
