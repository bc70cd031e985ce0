import AutoLayout
import Foundation
import LayoutPreview
import Testing

/// The snapshot builder and the document source, against a small document whose frames are
/// worked out by hand.
@Suite struct SnapshotTests {
  /// A 300 × 200 window: a card at (20, 30) 100 × 50, a label 10 and 5 points inside it, a
  /// box with a size and no position (ambiguous), and an optional width the card's required
  /// one overrides.
  static let document = """
    window: {size: [300, 200]}
    views:
      - id: card
        background: "#eeeeee"
      - id: title
        kind: label
        parent: card
        text: Hi
      - id: box
        background: "#ff0000"
    constraints:
      - card.leading == root.leading + 20
      - card.top == root.top + 30
      - card.width == 100
      - card.height == 50
      - card.width == 500 @250
      - title.leading == card.leading + 10
      - title.top == card.top + 5
      - box.width == 40
      - box.height == 40
    """

  /// Writes `text` to a new temporary file and returns its path.
  static func temporaryFile(_ text: String, name: String = "doc.yaml") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("truss-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  static func snapshot(
    _ text: String = document, options: PreviewOptions = PreviewOptions(),
    exercising: String? = nil
  ) async throws -> PreviewSnapshot {
    let source = DocumentPreviewSource(path: try temporaryFile(text))
    let result =
      if let exercising {
        await source.render(options, exercising: exercising)
      } else {
        await source.render(options)
      }
    return try result.get()
  }

  @Test func framesAreInWindowCoordinates() async throws {
    let snapshot = try await Self.snapshot()
    #expect(snapshot.caption == "300 × 200")
    #expect(snapshot.width == 300 && snapshot.height == 200)
    let frames = Dictionary(uniqueKeysWithValues: snapshot.views.map { ($0.id, $0.frame) })
    #expect(snapshot.views.map(\.id) == ["root", "card", "title", "box"])
    #expect(frames["root"] == [0, 0, 300, 200])
    #expect(frames["card"] == [20, 30, 100, 50])
    // The label is inside the card: (20 + 10, 30 + 5) in the window.
    #expect(frames["title"]?.prefix(2) == [30, 35])
    #expect(frames["box"]?.suffix(2) == [40, 40])
  }

  @Test func constraintsAffectingAViewWithTheirState() async throws {
    let snapshot = try await Self.snapshot()
    let card = try #require(snapshot.views.first { $0.id == "card" })
    let horizontal = card.constraints.filter { $0.axis == "horizontal" }
    let vertical = card.constraints.filter { $0.axis == "vertical" }
    #expect(horizontal.contains { $0.text.contains("card.leading == root.leading + 20") })
    #expect(vertical.contains { $0.text.contains("card.height == 50") })
    // Horizontal ones come first.
    #expect(card.constraints.prefix(horizontal.count).allSatisfy { $0.axis == "horizontal" })
    let required = try #require(horizontal.first { $0.text.contains("card.width == 100") })
    #expect(required.priority == 1000 && required.isActive && required.isSatisfied)
  }

  @Test func ambiguityAndFindings() async throws {
    let snapshot = try await Self.snapshot()
    let box = try #require(snapshot.views.first { $0.id == "box" })
    #expect(box.isAmbiguous)
    #expect(snapshot.views.filter(\.isAmbiguous).map(\.id) == ["box"])
    #expect(snapshot.problems.contains { $0.hasPrefix("ambiguous: box (minX, minY)") })
    #expect(snapshot.svg.contains("data-overlay=\"ambiguity\""))
    #expect(snapshot.svg.contains("data-view=\"card\""))
    #expect(snapshot.output == nil)
  }

  @Test func exercisingAmbiguityMovesTheAmbiguousView() async throws {
    let solved = try await Self.snapshot()
    let exercised = try await Self.snapshot(exercising: "box")
    let before = try #require(solved.views.first { $0.id == "box" }?.frame)
    let after = try #require(exercised.views.first { $0.id == "box" }?.frame)
    #expect(before != after)
    #expect(after.suffix(2) == [40, 40])
    // The views the constraints determine stay where they are.
    #expect(
      solved.views.first { $0.id == "card" }?.frame
        == exercised.views.first { $0.id == "card" }?.frame)
  }

  @Test func optionsChangeTheLayout() async throws {
    let text = """
      device: iPhone 15 Pro
      views:
        - id: bar
          background: "#0000ff"
      constraints:
        - bar.leading == root.leading + 10
        - bar.width == 100
        - bar.top == root.safeArea.top
        - bar.height == 20
      """
    let portrait = try await Self.snapshot(text)
    #expect(portrait.caption == "iPhone 15 Pro, portrait, 393 × 852")
    #expect(portrait.views.first { $0.id == "bar" }?.frame == [10, 59, 100, 20])
    let rtl = try await Self.snapshot(
      text, options: PreviewOptions(device: "iPhone 8", rightToLeft: true))
    #expect(rtl.caption == "iPhone 8, portrait, 375 × 667, RTL")
    // Leading is the right edge: 375 - 10 - 100.
    #expect(rtl.views.first { $0.id == "bar" }?.frame == [265, 20, 100, 20])
  }

  @Test func anOptionalConstraintTheLayoutCannotMeetIsNotSatisfied() {
    let window = Window(size: CGSize(width: 300, height: 200))
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let required = card.widthAnchor.constraint(equalToConstant: 100)
    let optional = card.widthAnchor.constraint(equalToConstant: 500)
    optional.priority = LayoutPriority(250)
    let atMost = card.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
    LayoutConstraint.activate([required, optional, atMost])
    window.layoutIfNeeded()
    #expect(required.isSatisfied)
    #expect(atMost.isSatisfied)
    #expect(!optional.isSatisfied)
    required.isActive = false
    #expect(!required.isSatisfied)
  }

  @Test func sameDocumentAndOptionsGiveTheSameBytes() async throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let first = try encoder.encode(try await Self.snapshot())
    let second = try encoder.encode(try await Self.snapshot())
    #expect(first == second)
  }

  @Test func aBrokenDocumentFailsWithItsPlace() async throws {
    let path = try Self.temporaryFile(
      "window: {size: [100, 100]}\nviews:\n  - id: a\nconstraints:\n  - a.width == nope.width\n")
    let result = await DocumentPreviewSource(path: path).render(PreviewOptions())
    guard case .failure(let failure) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(failure.kind == .load)
    #expect(failure.file == "doc.yaml")
    #expect(failure.line == 5)
    #expect(failure.column != nil)
    #expect(failure.message.contains("nope"))
  }

  @Test func unknownOptionsFailClearly() async throws {
    let path = try Self.temporaryFile(Self.document)
    let result = await DocumentPreviewSource(path: path).render(
      PreviewOptions(device: "iPhone 99"))
    guard case .failure(let failure) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(failure.message == "unknown device 'iPhone 99'")
  }
}
