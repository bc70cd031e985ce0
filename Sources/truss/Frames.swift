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
      at most three decimals, views in tree order.
      """
  )

  @Argument(help: "The layout document (YAML or JSON), or '-' to read standard input.")
  var document: String

  @Option(help: "A device profile to use instead of the document's, such as 'iPhone 15 Pro'.")
  var device: String?

  @Option(help: "portrait or landscape, instead of the document's orientation.")
  var orientation: String?

  func run() throws {
    var profile: DeviceProfile?
    if let device {
      guard let found = DeviceProfile.named(device) else {
        InputFile.writeToStandardError(
          "truss: unknown device '\(device)'; known devices: "
            + DeviceProfile.all.map(\.name).joined(separator: ", ") + "\n")
        throw ExitCode(2)
      }
      profile = found
    }
    var deviceOrientation: DeviceOrientation?
    if let orientation {
      guard let found = DeviceOrientation(rawValue: orientation) else {
        InputFile.writeToStandardError(
          "truss: unknown orientation '\(orientation)'; expected portrait or landscape\n")
        throw ExitCode(2)
      }
      deviceOrientation = found
    }
    let text: String
    do {
      text = try InputFile.text(of: document)
    } catch {
      let name = document == "-" ? "standard input" : "'\(document)'"
      InputFile.writeToStandardError("truss: cannot read \(name): \(error.reason)\n")
      throw ExitCode(2)
    }
    do {
      let loaded = try LayoutDocument.load(
        text, file: document == "-" ? "<stdin>" : document, device: profile,
        orientation: deviceOrientation)
      print(loaded.framesTable(), terminator: "")
    } catch {
      InputFile.writeToStandardError("\(error)\n")
      throw ExitCode(2)
    }
  }
}
