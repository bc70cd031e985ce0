import ArgumentParser
import Dispatch
import Foundation
import LayoutPreview

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `truss preview PATH`: serves a live preview of a layout document (or a Swift file that
/// builds views) on 127.0.0.1 and follows the file as it is saved (SPEC §15). Runs until
/// interrupted (Ctrl-C or SIGTERM), then shuts the server down and exits with status 0.
///
/// Exit status: 2 for bad input (an unreadable file, a bad option, a port that cannot be
/// listened on).
struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Serve a live preview of a layout document or Swift file in the browser.",
    discussion: """
      Prints the page's address and serves until interrupted. The page redraws the layout \
      on every save of the file (without reloading), with a device bar, overlays, the check's \
      findings, and the constraints of the view under the pointer. Only the previewed file's \
      drawing, the page and its assets are served; by default on 127.0.0.1 only.
      """
  )

  @Argument(help: "The layout document (YAML or JSON) or Swift file to preview.")
  var path: String

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port: UInt16 = 8080

  @Option(help: "The address to listen on. Anything but 127.0.0.1 exposes the preview.")
  var host = "127.0.0.1"

  @OptionGroup var selection: DocumentSelection

  @Option(help: "The display scale to draw at instead of the device's (1 to 4).")
  var scale: Double?

  @Flag(help: "Open the page in the default browser (xdg-open or open).")
  var open = false

  func run() throws {
    guard FileManager.default.isReadableFile(atPath: path) else {
      CommandFailure.exit("cannot read '\(path)'")
    }
    // The options are checked as the other commands check them (status 2 when unknown).
    _ = selection.loadOptions()
    if let scale, !(scale >= 1 && scale <= 4) {
      CommandFailure.exit("scale \(scale) is out of range; expected 1 to 4")
    }
    let options = PreviewOptions(
      device: selection.profile()?.name, orientation: selection.orientation,
      split: selection.split, rightToLeft: selection.rtl,
      contentSizeCategory: selection.contentSizeCategory, scale: scale)
    let source: any PreviewSource
    if path.hasSuffix(".swift") {
      CommandFailure.exit(
        "previewing Swift files is not available yet; preview a layout document (.yaml or .json)"
      )
    } else {
      source = DocumentPreviewSource(path: path)
    }
    let server = PreviewServer(
      source: source,
      configuration: PreviewServer.Configuration(host: host, port: port, options: options))
    let isLoopback = server.configuration.isLoopback
    let path = self.path
    let host = self.host
    let open = self.open
    Task {
      let port: UInt16
      do {
        port = try await server.start()
      } catch {
        CommandFailure.exit("\(error)")
      }
      let shownHost = host.contains(":") ? "[\(host)]" : host
      let url = "http://\(shownHost):\(port)/"
      if !isLoopback {
        InputFile.writeToStandardError(
          "truss: warning: listening on \(host): anyone who can reach this address can see "
            + "the preview\n")
      }
      Preview.say("Previewing \(path) at \(url)")
      if open { Preview.openBrowser(url) }
    }
    let sources = Preview.stopOnSignals(server)
    withExtendedLifetime(sources) { dispatchMain() }
  }

  /// Stops `server` and exits with status 0 on SIGINT or SIGTERM; the sources returned must
  /// be kept for as long as the process runs.
  static func stopOnSignals(_ server: PreviewServer) -> [any DispatchSourceSignal] {
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        Task {
          await server.stop()
          Preview.say("Stopped.")
          Foundation.exit(0)
        }
      }
      source.resume()
      sources.append(source)
    }
    return sources
  }

  /// Writes `line` and a newline to standard output at once (it may be a pipe another
  /// program reads the address from).
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Opens `url` with `xdg-open` or `open`, or says that neither is there.
  static func openBrowser(_ url: String) {
    let candidates = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open", "/usr/bin/open"]
    guard let opener = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      InputFile.writeToStandardError(
        "truss: --open: neither xdg-open nor open is installed; open \(url) yourself\n")
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [url]
    do {
      try process.run()
    } catch {
      InputFile.writeToStandardError("truss: --open: \(opener) failed; open \(url) yourself\n")
    }
  }
}
