import ArgumentParser
import Dispatch
import Foundation
import LayoutDocument
import LayoutPreview
import Truss

/// `truss preview PATH`: serves a page on 127.0.0.1 that draws a layout document or a Swift
/// file and follows it as it is edited (README, Preview; SPEC §15).
///
/// Prints `Previewing PATH at http://127.0.0.1:PORT/` once the port is bound, then serves
/// until interrupted (Ctrl-C or SIGTERM: the event streams end, the port is freed, exit
/// status 0). Exit status 2 for bad input: a missing file, an unknown device, a port that
/// cannot be bound.
struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Preview a layout document or a Swift file in the browser, live.",
    discussion: """
      A .swift file is compiled against Truss (it declares a top-level func preview() \
      returning a view, a view controller or a window; see Examples/swift); any other file \
      is read as a layout document. The page redraws on every save, keeps the last good \
      drawing when a save is broken, and shows the constraints of the view under the mouse.
      """
  )

  @Argument(help: "The layout document (YAML or JSON) or Swift file to preview.")
  var path: String

  @Option(help: "The port to listen on (0: any free port).")
  var port: Int = 8017

  @Option(help: "The address to listen on. Anything but 127.0.0.1 lets other machines in.")
  var host = "127.0.0.1"

  @Option(help: "The device to draw on first, such as 'iPhone 15 Pro'.")
  var device: String?

  @Option(help: "portrait or landscape.")
  var orientation: String?

  @Flag(help: "Lay out right to left first.")
  var rtl = false

  @Option(help: "The text size to start with, by UIKit's name (large, extraLarge, ...).")
  var contentSizeCategory: String?

  @Flag(help: "Open the page in the default browser (xdg-open or open).")
  var open = false

  @Option(
    help:
      "The Truss package a Swift file is compiled against (default: the clone this truss was built from, or TRUSS_PACKAGE_PATH)."
  )
  var packagePath: String?

  func run() throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      CommandFailure.exit("cannot preview '\(path)': no such file")
    }
    guard (0...65535).contains(port) else {
      CommandFailure.exit("--port must be between 0 and 65535, not \(port)")
    }
    let defaults = PreviewOptions(
      device: device, orientation: orientation, rightToLeft: rtl,
      contentSizeCategory: contentSizeCategory)
    if let problem = defaults.problem { CommandFailure.exit(problem) }
    let file = URL(fileURLWithPath: path)
    let source: any PreviewSource
    if file.pathExtension.lowercased() == "swift" {
      guard
        let root = packagePath.map({ URL(fileURLWithPath: $0) })
          ?? SwiftPreviewSource.defaultPackageRoot()
      else {
        CommandFailure.exit(
          "a Swift file is compiled against a clone of Truss: give --package-path DIR "
            + "(or set TRUSS_PACKAGE_PATH)")
      }
      source = SwiftPreviewSource(file: file, packageRoot: root)
    } else {
      source = DocumentPreviewSource(file: file)
    }
    if host != "127.0.0.1" {
      InputFile.writeToStandardError(
        "truss: warning: listening on \(host): the preview is reachable from other machines "
          + "that can reach this address\n")
    }
    let server = PreviewServer(
      source: source, defaults: defaults, host: host, port: UInt16(port))
    PreviewSession.serve(server, path: path, opening: open)
  }
}

/// Runs a started preview server until a signal ends the process.
enum PreviewSession {
  /// Starts `server`, prints its address, opens it if asked, and serves until SIGINT or
  /// SIGTERM (then stops it and exits with status 0). Never returns.
  static func serve(_ server: PreviewServer, path: String, opening: Bool) -> Never {
    for signal in [SIGINT, SIGTERM] { Foundation.signal(signal, SIG_IGN) }
    let sources = [SIGINT, SIGTERM].map { number in
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        Task {
          await server.stop()
          Foundation.exit(0)
        }
      }
      source.resume()
      return source
    }
    Task {
      do {
        try await server.start()
      } catch let error as PreviewServerError {
        CommandFailure.exit(error.message)
      }
      let url = await server.url ?? ""
      // Unbuffered: whoever started the preview (a script, a test) waits for this line.
      say("Previewing \(path) at \(url)")
      if opening { openInBrowser(url) }
    }
    withExtendedLifetime(sources) { dispatchMain() }
  }

  /// Opens `url` with `xdg-open` (or macOS's `open`), or says that neither is there.
  static func openInBrowser(_ url: String) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["xdg-open", "open"] {
      for directory in path.split(separator: ":") {
        let tool = "\(directory)/\(name)"
        guard FileManager.default.isExecutableFile(atPath: tool) else { continue }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) != nil { return }
      }
    }
    say("--open: neither xdg-open nor open is on the PATH; open \(url) in a browser")
  }

  /// Writes a line to standard output at once.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
