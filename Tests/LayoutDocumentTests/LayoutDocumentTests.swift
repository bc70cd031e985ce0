import Foundation
import LayoutDocument
import Testing
import Truss

/// The package's root directory (this file is `Tests/LayoutDocumentTests/…`).
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The error loading `text` throws, if any.
private func loadError(_ text: String) -> DocumentError? {
  do {
    _ = try LayoutDocument.load(text, file: "doc.yaml")
    return nil
  } catch {
    return error
  }
}

@Suite("Layout documents") struct LayoutDocumentTests {
  @Test func loadsViewsConstraintsAndDesignFrames() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [320, 480], scale: 2, safeArea: [20, 0, 0, 0]}
      views:
        - id: box
        - id: inner
          parent: box
          frame: [5, 6, 7, 8]
        - id: name
          kind: label
          text: Hi
          font: {family: box, size: 10}
      constraints:
        - box.leading == root.leading + 10
        - box.top == root.safeArea.top
        - "box.width == root.width * 0.5 #half"  # quoted: a bare " #" starts a YAML comment
        - box.height == 100 @required
        - "H:|-(m)-[name]"
        - name.top == box.bottom + 4
      metrics: {m: 30}
      """)
    let box = try #require(loaded.views["box"])
    let inner = try #require(loaded.views["inner"])
    let name = try #require(loaded.views["name"] as? Label)
    #expect(loaded.order == ["box", "inner", "name"])
    #expect(box.frame == CGRect(x: 10, y: 20, width: 160, height: 100))
    #expect(inner.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    #expect(inner.translatesAutoresizingMaskIntoConstraints)
    #expect(!box.translatesAutoresizingMaskIntoConstraints)
    #expect(!name.translatesAutoresizingMaskIntoConstraints)
    // The box font: every glyph 1 em wide, 10 points.
    #expect(name.frame == CGRect(x: 30, y: 124, width: 20, height: 10))
    #expect(loaded.constraints.contains { $0.identifier == "half" })
    #expect(loaded.views["root"] === loaded.window)
  }

  @Test func acceptsJSON() throws {
    let loaded = try LayoutDocument.load(
      #"{"window": {"size": [100, 100]}, "views": [{"id": "a", "frame": [1, 2, 3, 4]}]}"#)
    #expect(loaded.framesTable() == "a  1 2 3 4\n")
  }

  @Test func exampleFrames() throws {
    let url = packageRoot.appendingPathComponent("Examples/documents/hello.yaml")
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let loaded = try LayoutDocument.load(text, file: "hello.yaml")
    #expect(
      loaded.framesTable() == """
        title     16 75 158.333 33.667
        subtitle  16 120.667 158.667 20.667
        card      20 165.333 353 200
        icon      144.667 68 64 64
        start     96.667 768 200 30
        badge     300 20 40 20

        """)
    #expect(loaded.window.bounds.size == CGSize(width: 393, height: 852))
  }

  @Test func deviceAndOrientationOverrides() throws {
    let text = "device: iPhone 15 Pro\nviews:\n  - id: a\n    frame: [0, 0, 10, 10]\n"
    let device = try #require(DeviceProfile.named("iPhone 8"))
    let loaded = try LayoutDocument.load(text, device: device, orientation: .landscape)
    #expect(loaded.window.bounds.size == CGSize(width: 667, height: 375))
  }

  /// Bad documents, each with the line and column of its fault and words of its message.
  static let badDocuments: [(String, Int, Int, String)] = [
    ("device: iPhone 99\n", 1, 9, "unknown device"),
    ("window: {size: [1, 2]}\nviews:\n  - id: a\n    kind: slider\n", 4, 11, "unknown kind"),
    ("window: {size: [1, 2]}\nviews:\n  - id: a\n    colour: red\n", 4, 5, "unknown key"),
    ("window: {size: [1, 2]}\nviews:\n  - id: a\n    parent: b\n", 4, 13, "unknown parent"),
    ("window: {size: [1, 2]}\nviews:\n  - id: a\n  - id: a\n", 4, 9, "duplicate view id"),
    ("window: {size: [1, 2]}\nviews:\n  - id: a\n    frame: [1, 2]\n", 4, 12, "4 numbers"),
    ("window: {size: [1, 2]}\nconstraints:\n  - a.leading == root.leading\n", 3, 5, "unknown view"),
    (
      "window: {size: [1, 2]}\nviews: [{id: a}]\nconstraints:\n  - a.leading == root.sideways\n",
      4, 23, "unknown attribute"
    ),
    (
      "window: {size: [1, 2]}\nviews: [{id: a}]\nconstraints:\n  - a.leading = root.leading\n",
      4, 15, "expected ==, <= or >="
    ),
    (
      "window: {size: [1, 2]}\nviews: [{id: a}]\nconstraints:\n  - \"H:|-[a]-[b]\"\n", 4, 15,
      "b"
    ),
    (
      "window: {size: [1, 2]}\nviews: [{id: a}]\nconstraints:\n  - a.leading == root.top\n",
      4, 18, "cannot relate"
    ),
    (
      "window: {size: [1, 2]}\nviews: [{id: a}]\nconstraints:\n  - a.top ==\n    root.tp\n",
      4, 5, "unknown attribute"
    ),
    (
      "window: {size: [1, 2]}\nviews: [{id: a}]\nconstraints:\n  - \"\\u0061.top == root.tp\"\n",
      4, 5, "unknown attribute"
    ),
    ("window: {size: [1, 2]}\nviews: [{id: a}\n", 3, 1, "YAML syntax"),
    ("views: []\n", 1, 1, "expected a device"),
    ("", 1, 1, "expected a document"),
  ]

  @Test(arguments: 0..<badDocuments.count)
  func badDocumentGivesLineAndColumn(_ index: Int) throws {
    let (text, line, column, words) = Self.badDocuments[index]
    let error = try #require(loadError(text), "document \(index) loaded")
    #expect(error.line == line, "\(error)")
    #expect(error.column == column, "\(error)")
    #expect(error.message.contains(words), "\(error)")
    #expect(error.description.hasPrefix("doc.yaml:\(line):\(column): "))
  }

  /// Numbers too large for Int once trapped the frames table and the misplaced report.
  @Test func hugeFramesPrintWithoutTrapping() throws {
    let designed = try LayoutDocument.load(
      "window: {size: [100, 100]}\nviews:\n  - id: a\n    frame: [1e16, 0, 10, 10]\n")
    #expect(designed.framesTable() == "a  10000000000000000 0 10 10\n")
    func pushed(by offset: String) throws -> String {
      try LayoutDocument.load(
        """
        window: {size: [100, 100]}
        views:
          - id: b
            frame: [0, 0, 10, 10]
        constraints:
          - b.leading == root.leading + \(offset)
          - b.top == root.top
          - b.width == 10
          - b.height == 10

        """
      ).check().text()
    }
    // The largest constant the engine lays out with (issue 20: beyond it, other values lose
    // their precision).
    #expect(
      try pushed(by: "1000000000").contains(
        "misplaced: b design [0, 0, 10, 10] solved [1000000000, 0, 10, 10]"))
    // Beyond it, the constraint is refused, and the check says so.
    #expect(
      try pushed(by: "10000000000000000").contains(
        "cannot be used: its constant 1e+16 is beyond ±1e9"))
  }

  /// A container only its subviews are constrained to keeps its design frame through its
  /// autoresizing mask, as in Interface Builder; the subviews are laid out inside it.
  @Test func containerOfConstrainedSubviewsKeepsItsFrame() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [320, 480]}
      views:
        - id: container
          frame: [20, 100, 200, 100]
        - id: child
          parent: container
      constraints:
        - child.leading == container.leading + 8
        - child.trailing == container.trailing - 8
        - child.top == container.margins.top
        - child.bottom == container.bottom - 8

      """)
    #expect(loaded.framesTable() == "container  20 100 200 100\nchild      8 8 184 84\n")
    #expect(loaded.views["container"]?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(loaded.check().isClean, "\(loaded.check().text())")
    let sized = try LayoutDocument.load(
      """
      window: {size: [320, 480]}
      views:
        - id: container
          frame: [20, 100, 200, 100]
      constraints:
        - container.width == 150

      """)
    #expect(sized.views["container"]?.translatesAutoresizingMaskIntoConstraints == false)
  }

  /// A horizontal center relates to leading and trailing edges, as in UIKit.
  @Test func centerXRelatesToLeadingEdges() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 200]}
      views:
        - id: badge
      constraints:
        - badge.centerX == root.leading + 40
        - badge.top == root.top
        - badge.width == 20
        - badge.height == 20

      """, options: LoadOptions(layoutDirection: .rightToLeft))
    #expect(loaded.framesTable() == "badge  250 0 20 20\n")
    #expect(
      loadError(
        "window: {size: [1, 2]}\nviews: [{id: a}]\nconstraints:\n  - a.left == root.leading\n")
        != nil)
  }

  @Test func byteOrderMarkIsNotPartOfTheDocument() throws {
    let text = "\u{FEFF}window: {size: [100, 100]}\nviews:\n  - id: a\n    frame: [1, 2, 3, 4]\n"
    #expect(try LayoutDocument.load(text).framesTable() == "a  1 2 3 4\n")
    #expect(try LayoutDocument.updatingFrames(in: text) == text)
  }

  /// Aliases to aliases expand exponentially: refused at once, at the node where the budget
  /// ran out, instead of taking minutes and gigabytes.
  @Test func aliasBombIsRefused() throws {
    var text = "window: {size: [100, 100]}\ngroups:\n  - &g0 [a.width == 1]\n"
    for level in 1...9 {
      text +=
        "  - &g\(level) [" + Array(repeating: "*g\(level - 1)", count: 10).joined(separator: ", ")
        + "]\n"
    }
    text += "views: [{id: a}]\nconstraints: *g9\n"
    let started = ContinuousClock.now
    let error = try #require(loadError(text))
    #expect(error.message.contains("more than 100000 values"), "\(error)")
    #expect(ContinuousClock.now - started < timeGuard(.seconds(5)))
  }
}
