import Foundation
import Testing

@testable import LayoutPreview

/// The snapshot builder and the document source, without the server: frames, constraints,
/// ambiguity, failures, options.
struct DocumentPreviewTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/documents")

  /// The snapshot of the example `name` with `options`.
  static func snapshot(
    _ name: String, _ options: PreviewOptions = PreviewOptions()
  ) async throws -> PreviewSnapshot {
    let source = DocumentPreviewSource(file: examples.appendingPathComponent(name))
    return try await source.render(options).get()
  }

  /// A document written to a fresh temporary file.
  static func document(_ text: String, name: String = "screen.yaml") throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("truss-document-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file
  }

  @Test func helloIsDrawnWithItsFramesInWindowCoordinates() async throws {
    let snapshot = try await Self.snapshot("hello.yaml")
    // iPhone 15 Pro portrait: 393 × 852 at 3x, safe area 59 top and 34 bottom.
    #expect(snapshot.caption == "iPhone 15 Pro, portrait, 393 × 852")
    #expect(snapshot.width == 393 && snapshot.height == 852)
    #expect(snapshot.device == "iPhone 15 Pro" && snapshot.scale == 3)
    #expect(snapshot.views.first?.id == "root")
    // title: 16 from the leading margin, 16 below the safe area (59 + 16).
    #expect(snapshot.view("title")?.frame.x == 16)
    #expect(snapshot.view("title")?.frame.y == 75)
    // card: `H:|-[card]-|` is 20 from each edge (353 wide), 200 high, 24 below the subtitle.
    #expect(
      snapshot.view("card")?.frame == PreviewFrame(x: 20, y: 165.333, width: 353, height: 200))
    // icon: centered in the card, (353 - 64) / 2 = 144.5 snapped to 144.667 at 3x, so at
    // 20 + 144.667 in the window; (200 - 64) / 2 = 68 below the card's top.
    #expect(
      snapshot.view("icon")?.frame == PreviewFrame(x: 164.667, y: 233.333, width: 64, height: 64))
    // start: at least 200 wide, centered ((393 - 200) / 2 = 96.5 → 96.667), its bottom 20
    // above the safe area's (852 - 34 - 20 = 798, so 768 for a 30-point button).
    #expect(
      snapshot.view("start")?.frame == PreviewFrame(x: 96.667, y: 768, width: 200, height: 30))
    #expect(snapshot.problems.isEmpty)
    #expect(snapshot.output == nil)
    // The SVG names what it draws as the views are named.
    let ids = Set(snapshot.views.map(\.id))
    for name in Self.drawnNames(snapshot.svg) { #expect(ids.contains(name), "\(name)") }
    #expect(Self.drawnNames(snapshot.svg).contains("card"))
  }

  @Test func aViewListsTheConstraintsAffectingItInBothAxes() async throws {
    let snapshot = try await Self.snapshot("hello.yaml")
    let start = try #require(snapshot.view("start"))
    let horizontal = start.constraints.filter { $0.axis == "horizontal" }.map(\.text)
    let vertical = start.constraints.filter { $0.axis == "vertical" }
    #expect(horizontal.contains("start.centerX == root.centerX"))
    #expect(horizontal.contains("start.width >= 200"))
    let bottom = try #require(vertical.first { $0.text.hasPrefix("start.bottom ==") })
    #expect(bottom.priority == 750)
    #expect(bottom.isActive && bottom.isSatisfied)
    let title = try #require(snapshot.view("title"))
    #expect(title.constraints.contains { $0.text.hasPrefix("titleTop: title.top ==") })
    #expect(!title.isAmbiguous)
  }

  @Test func ambiguousViewsAreMarkedAndExercised() async throws {
    let snapshot = try await Self.snapshot("broken-ambiguous.yaml")
    #expect(snapshot.view("banner")?.isAmbiguous == true)
    #expect(snapshot.problems.first?.hasPrefix("ambiguous: banner (Height)") == true)
    let exercised = try await Self.snapshot(
      "broken-ambiguous.yaml", PreviewOptions(exercise: "banner"))
    #expect(exercised.view("banner")?.frame != snapshot.view("banner")?.frame)
    #expect(exercised.logs.last?.hasPrefix("exercised the ambiguity of banner") == true)
  }

  @Test func optionsChangeTheWindow() async throws {
    let rtl = try await Self.snapshot(
      "hello.yaml", PreviewOptions(device: "iPhone 8", orientation: "landscape", rightToLeft: true))
    #expect(rtl.caption == "iPhone 8, landscape, 667 × 375, RTL")
    // Right to left, the title's leading edge is on the right: 16 from the right margin.
    let title = try #require(rtl.view("title"))
    #expect(title.frame.x + title.frame.width == 667 - 16)
    let scaled = try await Self.snapshot("hello.yaml", PreviewOptions(scale: 1))
    #expect(scaled.scale == 1)
    // At 1x, 96.5 snaps to a whole point.
    #expect(scaled.view("start")?.frame.x == 97)
  }

  @Test func aBrokenDocumentFailsWithItsLineAndColumn() async throws {
    let file = try Self.document(
      "device: iPhone 15 Pro\nviews:\n  - id: box\nconstraints:\n  - box.width == nope.width\n")
    let failure = try #require(
      await DocumentPreviewSource(file: file).render(PreviewOptions()).failure)
    #expect(failure.kind == .load)
    #expect(failure.file == "screen.yaml")
    #expect(failure.line == 5)
    #expect(failure.column != nil)
    #expect(failure.description.hasPrefix("screen.yaml:5:"))
    let missing = DocumentPreviewSource(file: file.appendingPathExtension("gone"))
    #expect(
      await missing.render(PreviewOptions()).failure?.message.hasPrefix("cannot read") == true)
  }

  @Test func theSameOptionsGiveTheSameBytes() async throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let options = PreviewOptions(device: "iPad Pro 11-inch", split: "half")
    let first = try encoder.encode(try await Self.snapshot("settings-stacks.yaml", options))
    let second = try encoder.encode(try await Self.snapshot("settings-stacks.yaml", options))
    #expect(first == second)
  }

  @Test func documentsDrawInMilliseconds() async throws {
    let source = DocumentPreviewSource(file: Self.examples.appendingPathComponent("hello.yaml"))
    _ = await source.render(PreviewOptions())
    let clock = ContinuousClock()
    var times: [Duration] = []
    for _ in 0..<5 {
      times.append(try await clock.measure { _ = try await source.render(PreviewOptions()).get() })
    }
    // Generous for a debug build on a shared machine; a release build takes a few ms.
    #expect(times.sorted()[2] < timeGuard(.milliseconds(200)))
  }
}

extension DocumentPreviewTests {
  /// The `data-view` names in `svg`.
  static func drawnNames(_ svg: String) -> Set<String> {
    var names: Set<String> = []
    for part in svg.components(separatedBy: "data-view=\"").dropFirst() {
      if let end = part.firstIndex(of: "\"") { names.insert(String(part[..<end])) }
    }
    return names
  }
}

extension Result {
  /// The failure, if any.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
