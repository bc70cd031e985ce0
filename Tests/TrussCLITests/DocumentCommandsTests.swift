import Foundation
import Testing

// `truss trace`, `truss update-frames` and `truss gallery`, end to end.

@Suite("truss trace, update-frames and gallery") struct DocumentCommandsTests {
  private func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("truss-doc-\(UUID().uuidString)-\(name)")
  }

  @Test func traceNamesTheAmbiguousView() throws {
    let run = try runTruss(["trace", "Examples/documents/broken-ambiguous.yaml"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("banner"))
    #expect(run.standardOutput.contains("AMBIGUOUS LAYOUT"))
    let json = try runTruss([
      "trace", "Examples/documents/broken-ambiguous.yaml", "--format", "json",
    ])
    #expect(json.status == 0)
    #expect((try? JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))) != nil)
  }

  @Test func updateFramesFixesTheMisplacedExampleAndIsIdempotent() throws {
    let copy = temporaryFile("misplaced.yaml")
    defer { try? FileManager.default.removeItem(at: copy) }
    let original = try String(
      contentsOf: packageRoot.appendingPathComponent("Examples/documents/broken-misplaced.yaml"),
      encoding: .utf8)
    try Data(original.utf8).write(to: copy)
    let first = try runTruss(["update-frames", copy.path, "--in-place"])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardError.hasSuffix("frames updated\n"))
    let updated = try String(contentsOf: copy, encoding: .utf8)
    #expect(updated.contains("frame: [16, 754, 361, 44]"))
    // Every comment line survives.
    for line in original.split(separator: "\n") where line.hasPrefix("#") {
      #expect(updated.contains(line))
    }
    let check = try runTruss(["check", copy.path])
    #expect(check.status == 0, "\(check.standardOutput)")
    let second = try runTruss(["update-frames", copy.path, "--in-place"])
    #expect(second.status == 0)
    #expect(second.standardError.hasSuffix("frames already up to date\n"))
    #expect(try String(contentsOf: copy, encoding: .utf8) == updated)
    let printed = try runTruss(["update-frames", copy.path])
    #expect(printed.standardOutput == updated)
  }

  @Test func updateFramesRefusesStandardInputInPlace() throws {
    let run = try runTruss(["update-frames", "-", "--in-place"], input: "views: []")
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("truss: --in-place needs a file"))
  }

  @Test func galleryDrawsEveryExampleOnEveryDevice() throws {
    let page = temporaryFile("gallery.html")
    defer { try? FileManager.default.removeItem(at: page) }
    let run = try runTruss(["gallery", "-o", page.path])
    #expect(run.status == 0, "\(run.standardError)")
    let html = try String(contentsOf: page, encoding: .utf8)
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Examples/documents").path
    ).filter { $0.hasSuffix(".yaml") }
    #expect(examples.count >= 8)
    for name in examples {
      #expect(html.contains(name), "\(name)")
      #expect(run.standardError.contains(name), "progress names \(name)")
    }
    // Each example: as designed, then 10 devices in two orientations.
    #expect(html.components(separatedBy: "<svg").count - 1 == examples.count * 21)
    #expect(html.contains("misplaced: pay"))
    #expect(html.contains("ambiguous: banner (Height)"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("src=\"http"))
    let again = temporaryFile("gallery2.html")
    defer { try? FileManager.default.removeItem(at: again) }
    _ = try runTruss(["gallery", "-o", again.path, "--quiet"])
    #expect(try String(contentsOf: again, encoding: .utf8) == html)
  }

  @Test func galleryShowsADocumentThatDoesNotLoad() throws {
    let directory = temporaryFile("examples")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("views: [".utf8).write(to: directory.appendingPathComponent("bad.yaml"))
    let page = directory.appendingPathComponent("out.html")
    let run = try runTruss(["gallery", "-o", page.path, "--examples", directory.path])
    #expect(run.status == 0, "\(run.standardError)")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("bad.yaml"))
    #expect(html.contains("YAML syntax"))
  }

  @Test func galleryBadInput() throws {
    let empty = temporaryFile("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    for arguments in [
      ["gallery", "-o", "gallery.svg"],
      ["gallery", "-o", "-", "--examples", empty.path],
      ["gallery", "-o", "-", "--examples", "/no/such/directory"],
    ] {
      let run = try runTruss(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.standardError.filter { $0 == "\n" }.count == 1, "\(run.standardError)")
    }
  }

  /// A misplaced view inside a misplaced container is drawn where the design puts it: at its
  /// design frame within the container's design frame, as Interface Builder's canvas shows.
  @Test func nestedMisplacedViewsAreDrawnInTheDesignedParent() throws {
    let document = """
      window: {size: [300, 400]}
      views:
        - id: card
          frame: [10, 100, 200, 100]
        - id: dot
          parent: card
          frame: [20, 30, 10, 10]
      constraints:
        - card.leading == root.leading + 10
        - card.top == root.top + 150
        - card.width == 200
        - card.height == 100
        - dot.leading == card.leading + 40
        - dot.top == card.top + 30
        - dot.width == 10
        - dot.height == 10

      """
    let check = try runTruss(["check", "-"], input: document)
    #expect(check.status == 1)
    #expect(
      check.standardOutput.contains(
        "misplaced: card design [10, 100, 200, 100] solved [10, 150, 200, 100]"))
    #expect(
      check.standardOutput.contains(
        "misplaced: dot design [20, 30, 10, 10] solved [40, 30, 10, 10]"))
    let svg = try runTruss(["render", "-", "-o", "-"], input: document).standardOutput
    #expect(
      svg.contains(
        #"x="30" y="130" width="10" height="10" stroke-dasharray="4 3" data-view="dot" data-frame="design""#
      ), "\(svg)")
    #expect(
      svg.contains(#"x="50" y="180" width="10" height="10" data-view="dot" data-frame="solved""#),
      "\(svg)")
  }
}
