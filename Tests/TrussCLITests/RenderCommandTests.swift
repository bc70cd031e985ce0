import Foundation
import Testing

@Suite struct RenderCommandTests {
  private func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("truss-render-\(UUID().uuidString)-\(name)")
  }

  @Test func rendersTheHelloExampleDeterministically() throws {
    let first = temporaryFile("a.svg")
    let second = temporaryFile("b.svg")
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let run = try runTruss(["render", "Examples/documents/hello.yaml", "-o", first.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
    _ = try runTruss(["render", "Examples/documents/hello.yaml", "-o", second.path])
    let svg = try String(contentsOf: first, encoding: .utf8)
    #expect(svg == (try String(contentsOf: second, encoding: .utf8)))
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains(">Hello, Truss</text>"))
    #expect(svg.contains(">Auto Layout on Linux</text>"))
    #expect(svg.contains(">sun</text>"))
    #expect(svg.contains(">iPhone 15 Pro, portrait, 393 × 852</text>"))
    #expect(svg.contains(#"data-overlay="safeArea""#))
  }

  @Test func deviceAndOrientationOptions() throws {
    let run = try runTruss([
      "render", "Examples/documents/hello.yaml", "-o", "-", "--device", "iPhone 15 Pro",
      "--orientation", "landscape",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains(">iPhone 15 Pro, landscape, 852 × 393</text>"))
  }

  @Test func badInputIsOneLineAndStatusTwo() throws {
    let out = temporaryFile("bad.svg")
    let cases: [[String]] = [
      ["render", "Examples/documents/no-such-file.yaml", "-o", out.path],
      ["render", "-", "-o", out.path],
      ["render", "Examples/documents/hello.yaml", "-o", out.path, "--device", "Nokia 3310"],
      ["render", "Examples/documents/hello.yaml", "-o", out.path, "--orientation", "sideways"],
      ["render", "Examples/documents/hello.yaml", "-o", "out.bmp"],
      ["render", "Examples/documents/hello.yaml", "-o", out.path, "--overlay", "grid"],
      ["render", "Examples/documents/hello.yaml", "-o", out.path, "--all-devices"],
      [
        "render", "Examples/documents/hello.yaml", "-o", "x.html", "--all-devices", "--split",
        "half",
      ],
      ["render", "Examples/documents/hello.yaml", "-o", out.path, "--split", "quarter"],
      ["render", "Examples/documents/hello.yaml", "-o", "/no/such/directory/out.svg"],
    ]
    for arguments in cases {
      let run = try runTruss(arguments, input: "views: [")
      #expect(run.status == 2, "\(arguments)")
      #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func htmlIsSelfContained() throws {
    let run = try runTruss(["render", "Examples/documents/weather.yaml", "-o", "-"])
    #expect(run.status == 0)
    let page = temporaryFile("weather.html")
    defer { try? FileManager.default.removeItem(at: page) }
    let html = try runTruss(["render", "Examples/documents/weather.yaml", "-o", page.path])
    #expect(html.status == 0, "\(html.standardError)")
    let text = try String(contentsOf: page, encoding: .utf8)
    #expect(text.hasPrefix("<!DOCTYPE html>"))
    #expect(text.contains("<svg"))
    #expect(text.contains("No problems"))
    #expect(!text.contains("<script"))
    #expect(!text.contains("<link"))
  }

  @Test func overlaysRtlAndSplit() throws {
    let run = try runTruss([
      "render", "Examples/documents/hello.yaml", "-o", "-", "--overlay", "margins,constraints",
      "--rtl", "--device", "iPad Pro 11-inch", "--orientation", "landscape", "--split", "half",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains(#"data-overlay="margins""#))
    #expect(run.standardOutput.contains(#"data-overlay="constraints""#))
    #expect(run.standardOutput.contains(#"data-overlay="safeArea""#))
    #expect(run.standardOutput.contains("1/2 split, 592 × 834, RTL"))
    let none = try runTruss([
      "render", "Examples/documents/hello.yaml", "-o", "-", "--overlay", "none",
    ])
    #expect(!none.standardOutput.contains("data-overlay"))
  }

  @Test func gridBandsOverlayOutlinesTheGridsRowsAndColumns() throws {
    let run = try runTruss([
      "render", "Examples/documents/preferences-grid.yaml", "-o", "-", "--overlay",
      "grid-bands", "--rtl",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    // Six rows and two columns, each band outlined once.
    let group = try #require(
      run.standardOutput.components(separatedBy: #"data-overlay="gridBands""#).last?
        .components(separatedBy: "</g>").first)
    let bands = group.components(separatedBy: "\n").filter { $0.contains("<rect") }
    #expect(bands.count == 8, "\(bands)")
    let wrong = try runTruss([
      "render", "Examples/documents/hello.yaml", "-o", "-", "--overlay", "bands",
    ])
    #expect(wrong.status == 2)
    #expect(wrong.standardError.contains("grid-bands"))
  }

  @Test func aTableIsDrawnAtItsOffsetWithOnlyItsVisibleRows() throws {
    let run = try runTruss(["render", "Examples/documents/feed-table.yaml", "-o", "-"])
    #expect(run.status == 0, "\(run.standardError)")
    // The first rows are on screen; John Backus's (the tenth and every tenth after it) are
    // below the screen and not drawn.
    #expect(run.standardOutput.contains(">Ada Lovelace<"))
    #expect(run.standardOutput.contains(">The build is green again.<"))
    #expect(!run.standardOutput.contains(">John Backus<"))
    let check = try runTruss(["check", "Examples/documents/feed-table.yaml", "--all-devices"])
    #expect(check.status == 0, "\(check.standardOutput)")
  }

  @Test func allDevicesMakesTheDeviceMatrix() throws {
    let page = temporaryFile("matrix.html")
    defer { try? FileManager.default.removeItem(at: page) }
    let run = try runTruss([
      "render", "Examples/documents/weather.yaml", "--all-devices", "-o", page.path,
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("[20/20]"), "progress lines")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.components(separatedBy: "<svg").count - 1 == 20)
    #expect(html.contains("iPhone SE (1st generation), landscape"))
  }

  @Test func pngNeedsChromium() throws {
    let out = temporaryFile("missing.png")
    let run = try runTruss(
      ["render", "Examples/documents/hello.yaml", "-o", out.path],
      environment: ["TRUSS_CHROMIUM": "/no/such/chromium"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("PNG output needs a headless Chromium"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(.enabled(if: chromiumInstalled, "needs Debian's chromium package"))
  func pngThroughChromium() throws {
    let out = temporaryFile("hello.png")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try runTruss(["render", "Examples/documents/hello.yaml", "-o", out.path])
    #expect(run.status == 0, "\(run.standardError)")
    let bytes = [UInt8](try Data(contentsOf: out))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // The PNG's width is the window's, 393 points (IHDR's big-endian width at byte 16).
    #expect(bytes.count > 24)
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 393)
  }
}

/// Whether a Chromium is on the PATH, for the PNG test.
let chromiumInstalled = ["chromium", "chromium-browser", "google-chrome"].contains { name in
  (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
  }
}
