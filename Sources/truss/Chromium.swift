import Foundation

/// PNG output through a headless Chromium: the page is written to a temporary HTML file and
/// Chromium takes a screenshot of it.
///
/// The browser is `TRUSS_CHROMIUM` when set, else the first of `chromium`,
/// `chromium-browser`, `google-chrome` and `google-chrome-stable` on the `PATH`.
enum Chromium {
  /// The executable names looked for on the `PATH`.
  static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

  /// The browser to use, or `nil` when none is installed.
  static func executable() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["TRUSS_CHROMIUM"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }
    let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
      .split(separator: ":").map(String.init)
    for name in names {
      for directory in directories {
        let path = directory + "/" + name
        if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
      }
    }
    return nil
  }

  /// Why PNG output is unavailable, as the one-line error.
  static let missingMessage =
    "PNG output needs a headless Chromium and none was found (install Debian's chromium "
    + "package, or set TRUSS_CHROMIUM to the browser); write .svg or .html instead"

  /// Screenshots `html` at `width` × `height` CSS pixels into the PNG file at `path`.
  /// Exits with status 2 (one line) when there is no browser or it fails.
  static func screenshot(html: String, width: Int, height: Int, to path: String) {
    guard let browser = executable() else { CommandFailure.exit(missingMessage) }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("truss-png-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      CommandFailure.exit("cannot make a temporary directory: \(error.localizedDescription)")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    let shot = directory.appendingPathComponent("shot.png")
    do {
      try Data(html.utf8).write(to: page)
    } catch {
      CommandFailure.exit("cannot write a temporary file: \(error.localizedDescription)")
    }
    let process = Process()
    process.executableURL = browser
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--user-data-dir=\(directory.path)/profile",
      "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", page.absoluteString,
    ]
    let log = directory.appendingPathComponent("chromium.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try? FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    do {
      try process.run()
    } catch {
      CommandFailure.exit("cannot start \(browser.path): \(error.localizedDescription)")
    }
    // A browser that hangs is stopped: PNG output never blocks a CI job.
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline { usleep(50_000) }
    if process.isRunning {
      process.terminate()
      CommandFailure.exit("\(browser.path) did not finish the screenshot within 120 s")
    }
    // The browser has exited; waiting lets Foundation see it, which ends the cycle between the
    // process and its run-loop source (left alone, the process and its handles leak).
    process.waitUntilExit()
    guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: shot.path) else {
      CommandFailure.exit(
        "\(browser.path) failed to take the screenshot (exit status \(process.terminationStatus))")
    }
    do {
      if FileManager.default.fileExists(atPath: path) {
        try FileManager.default.removeItem(atPath: path)
      }
      try FileManager.default.copyItem(at: shot, to: URL(fileURLWithPath: path))
    } catch {
      CommandFailure.exit("cannot write '\(path)': \(error.localizedDescription)")
    }
  }

  /// The width and height an SVG document declares on its root element, rounded up.
  static func size(ofSVG svg: String) -> (width: Int, height: Int) {
    func attribute(_ name: String) -> Int {
      guard let start = svg.range(of: "<svg"),
        let tagEnd = svg[start.upperBound...].firstIndex(of: ">"),
        let found = svg[start.upperBound..<tagEnd].range(of: " \(name)=\"")
      else { return 800 }
      let rest = svg[found.upperBound..<tagEnd]
      let digits = rest.prefix { $0 != "\"" }
      return Int((Double(digits) ?? 800).rounded(.up))
    }
    return (attribute("width"), attribute("height"))
  }
}
