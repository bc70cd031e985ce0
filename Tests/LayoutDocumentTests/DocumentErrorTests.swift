import Foundation
import LayoutDocument
import Testing

/// A document on a 1 × 2 window (compact in both size classes) with the views `views` (YAML
/// list items, indented by two spaces) and then `rest`.
private func document(_ views: String, _ rest: String = "") -> String {
  "window: {size: [1, 2]}\nviews:\n\(views)\(rest)"
}

@Suite("Layout documents: errors in the new features") struct DocumentErrorTests {
  /// Bad documents, each with the line and column of its fault and words of its message.
  static let cases: [(String, Int, Int, String)] = [
    (document("  - id: a\n    background: \"#12345\"\n"), 4, 17, "expected a background color"),
    (document("  - id: a\n    background: #fff\n"), 4, 16, "a bare # starts a YAML comment"),
    (document("  - id: a\n    textColor: red\n"), 4, 5, "a view has no textColor"),
    (document("  - id: a\n    kind: shape\n"), 4, 11, "expected the shape of shape view"),
    (document("  - id: a\n    kind: shape\n    shape: star\n"), 5, 12, "unknown shape \"star\""),
    (
      document("  - {id: a, kind: shape, shape: {polygon: [[0, 0], [2, 0], [1, 1]]}}\n"), 3, 52,
      "unit square"
    ),
    (document("  - id: a\n    hugging: 0\n"), 4, 14, "expected a content hugging priority"),
    (document("  - id: a\n    hugging: {diagonal: 3}\n"), 4, 15, "unknown key \"diagonal\""),
    (document("  - id: a\n    autoresizing: W+XX\n"), 4, 21, "unknown autoresizing part \"XX\""),
    (
      document("  - id: a\n    autoresizing: [flexibleWidht]\n"), 4, 20,
      "unknown autoresizing mask \"flexibleWidht\""
    ),
    ("window: {size: [1, 2]}\nguides:\n  - {id: g, owner: nope}\n", 3, 20, "unknown owner"),
    ("window: {size: [1, 2]}\nviews: [{id: a}]\nguides: [{id: a}]\n", 3, 15, "duplicate guide id"),
    (
      "window: {size: [1, 2]}\nviews: [{id: a}]\nguides: [{id: g}]\nconstraints:\n"
        + "  - a.top == g.safeArea.top\n", 5, 16, "\"g\" is a layout guide"
    ),
    (
      document("  - id: a\n    when: {horizontalSizeClass: medium}\n"), 4, 33,
      "unknown size class \"medium\""
    ),
    (document("  - id: a\n    when: {width: compact}\n"), 4, 12, "unknown key \"width\""),
    (
      document("  - id: a\n    kind: label\n    variations:\n      - text: Hi\n"), 6, 9,
      "expected the variation's traits"
    ),
    (
      document(
        "  - id: a\n    variations:\n      - {when: {orientation: portrait}, frame: [0, 0, 1, 1]}\n"
      ), 5, 41, "unknown key \"frame\" in a variation"
    ),
    // Checked although the variation does not apply on this window.
    (
      document(
        "  - id: a\n    kind: label\n    variations:\n"
          + "      - when: {horizontalSizeClass: regular}\n        font: {size: -1}\n"), 7, 22,
      "expected a positive font size"
    ),
    (
      "window: {size: [1, 2]}\nconstraints:\n  - when: {orientation: portrait}\n", 3, 5,
      "expected the group's constraints"
    ),
    (
      document("  - id: a\n", "constraints:\n  - a.top == root.top !placehold\n"), 5, 23,
      "expected \" !placeholder\""
    ),
    (document("  - id: a\n    ambiguity: sometimes\n"), 4, 16, "unknown ambiguity check"),
    (
      document("  - id: a\n    kind: label\n    intrinsicSize: [1, 2]\n"), 5, 5,
      "intrinsicSize is for kind view"
    ),
    (document("  - id: a\n    intrinsicSize: [1]\n"), 4, 20, "expected an intrinsic size"),
    (document("  - id: a\n    border: {width: -1}\n"), 4, 21, "a border width of 0 or more"),
    (document("  - id: a\n    cornerRadius: big\n"), 4, 19, "expected a corner radius"),
    (document("  - id: a\n    hidden: maybe\n"), 4, 13, "expected hidden (true or false)"),
  ]

  @Test(arguments: 0..<cases.count)
  func badDocumentGivesLineAndColumn(_ index: Int) throws {
    let (text, line, column, words) = Self.cases[index]
    let error = try #require(
      throws: DocumentError.self, "document \(index) loaded"
    ) {
      _ = try LayoutDocument.load(text, file: "doc.yaml")
    }
    #expect(error.line == line, "\(error)")
    #expect(error.column == column, "\(error)")
    #expect(error.message.contains(words), "\(error)")
    #expect(error.description.hasPrefix("doc.yaml:\(line):\(column): "))
  }

  /// Constraint groups nest at most 16 deep: the 17th group is an error at its brace.
  @Test func deeplyNestedGroupsAreRefused() throws {
    let group = "{when: {orientation: portrait}, constraints: ["
    let line =
      "constraints: [" + String(repeating: group, count: 17)
      + String(repeating: "]}", count: 17) + "]"
    let text = "window: {size: [1, 2]}\n\(line)\n"
    let error = try #require(throws: DocumentError.self) {
      _ = try LayoutDocument.load(text)
    }
    let column = "constraints: [".count + 16 * group.count + 1
    #expect(error.line == 2, "\(error)")
    #expect(error.column == column, "\(error)")
    #expect(error.message.contains("nested at most 16 deep"), "\(error)")
    let shallow =
      "constraints: [" + String(repeating: group, count: 16)
      + String(repeating: "]}", count: 16) + "]"
    #expect(throws: Never.self) {
      _ = try LayoutDocument.load("window: {size: [1, 2]}\n\(shallow)\n")
    }
  }
}
