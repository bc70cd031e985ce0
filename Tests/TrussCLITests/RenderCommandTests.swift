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
    #expect(svg.contains(#"data-overlay="safe-area""#))
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
      ["render", "Examples/documents/hello.yaml", "-o", "out.png"],
      ["render", "Examples/documents/hello.yaml", "-o", "/no/such/directory/out.svg"],
    ]
    for arguments in cases {
      let run = try runTruss(arguments, input: "views: [")
      #expect(run.status == 2, "\(arguments)")
      #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
