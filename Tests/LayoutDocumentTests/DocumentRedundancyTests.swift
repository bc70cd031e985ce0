import Foundation
import LayoutDocument
import Testing
import Truss

/// A card pinned into the margins, with its top written twice (line 11 repeats line 9), and a
/// label aligned to the card twice over (line 14 follows from lines 12 and 13).
private let duplicatedDocument = """
  device: iPhone 15 Pro
  views:
    - {id: card}
    - {id: title, kind: label, text: Title}
    - {id: subtitle, kind: label, text: Subtitle}
  constraints:
    - card.leading == root.leadingMargin
    - card.trailing == root.trailingMargin
    - card.top == root.safeArea.top + 20
    - card.height == 120
    - card.top == root.safeArea.top + 20
    - title.leading == card.leading + 16
    - subtitle.leading == title.leading
    - subtitle.leading == card.leading + 16
    - title.top == card.top + 16
    - subtitle.top == title.bottom + 4
  """

/// Issue 16, items 3, 5 and 8, in documents: a duplicated constraint line is a problem, implied
/// constraints are with `redundant`, engine constraints name the window `root`, and problems
/// come with suggested fixes in the document's names.
@Suite("Layout documents: redundancy and suggestions") struct DocumentRedundancyTests {
  @Test func aDuplicatedLineIsReported() throws {
    let loaded = try LayoutDocument.load(duplicatedDocument)
    let check = loaded.check()
    #expect(
      check.problems == [
        .redundant(
          constraint: "card.top == root.safeArea.top + 20 (line 11)",
          impliedBy: ["card.top == root.safeArea.top + 20 (line 9)"], duplicate: true)
      ])
    #expect(
      check.text() == """
        duplicate: card.top == root.safeArea.top + 20 (line 11) repeats card.top == \
        root.safeArea.top + 20 (line 9)

        1 problem

        """)
  }

  @Test func impliedConstraintsWhenAskedFor() throws {
    let loaded = try LayoutDocument.load(duplicatedDocument)
    let check = loaded.check(redundant: true)
    #expect(
      check.problems == [
        .redundant(
          constraint: "card.top == root.safeArea.top + 20 (line 11)",
          impliedBy: ["card.top == root.safeArea.top + 20 (line 9)"], duplicate: true),
        .redundant(
          constraint: "subtitle.leading == card.leading + 16 (line 14)",
          impliedBy: [
            "title.leading == card.leading + 16 (line 12)",
            "subtitle.leading == title.leading (line 13)",
          ], duplicate: false),
      ])
    #expect(
      check.text().contains(
        """
        redundant: subtitle.leading == card.leading + 16 (line 14) is implied by:
          title.leading == card.leading + 16 (line 12)
          subtitle.leading == title.leading (line 13)
        """))
    let json = check.json()
    #expect(json.contains("\"kind\": \"redundant\""))
    #expect(json.contains("\"duplicate\": false"))
    #expect(
      json.contains("\"impliedBy\": [\n        \"title.leading == card.leading + 16 (line 12)\""))
  }

  /// The engine's constraints call the window `root`, as the document does.
  @Test func theWindowIsRoot() throws {
    let loaded = try LayoutDocument.load(
      """
      device: iPhone 15 Pro
      views:
        - {id: photo}
      constraints:
        - photo.leading == root.leading
        - photo.trailing == root.trailing
        - photo.top == root.top
        - photo.height == 10
        - photo.width == 500
      """)
    #expect(loaded.window.identifier == "root")
    let problem = try #require(loaded.check().problems.first)
    guard case .unsatisfiable(let conflict, let broken) = problem else {
      Issue.record("expected a conflict, got \(problem)")
      return
    }
    #expect(
      conflict == [
        "<LayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 393   (active)>",
        "photo.leading == root.leading (line 5)", "photo.trailing == root.trailing (line 6)",
        "photo.width == 500 (line 9)",
      ])
    #expect(broken == "photo.width == 500 (line 9)")
    // The fix in the document's names, in the text and in the JSON.
    let check = loaded.check()
    let suggestion =
      "lower the priority of photo.width == 500 (line 9) to 999: as a required fixed size it "
      + "fights the edges pinned around it; optional, it gives way when they leave another size."
    #expect(check.suggestions[problem] == suggestion)
    #expect(check.text().contains("\n  suggestion: \(suggestion)\n"))
    #expect(check.json().contains("\"suggestion\": \"\(suggestion)\""))
  }

  /// An ambiguous view's suggestion names what it lacks; a tie names both views.
  @Test func ambiguitySuggestionsUseDocumentNames() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [375, 200]}
      views:
        - {id: name, kind: label, text: Name}
        - {id: value, kind: label, text: Value}
        - {id: banner}
      constraints:
        - "H:|-[name]-[value]-|"
        - name.top == root.top + 20
        - value.top == name.top
        - banner.bottom == root.bottom
        - banner.leading == root.leading
        - banner.trailing == root.trailing
      """)
    let check = loaded.check()
    #expect(
      check.problems == [
        .ambiguous(view: "name", variables: ["Width"]),
        .ambiguous(view: "value", variables: ["minX", "Width"]),
        .ambiguous(view: "banner", variables: ["minY", "Height"]),
      ])
    let tie =
      "name and value hug horizontally at the same priority (251), so nothing says which one "
      + "stretches: raise one's priority (setContentHuggingPriority(_:for: .horizontal))."
    #expect(check.suggestions[check.problems[0]] == tie)
    #expect(check.suggestions[check.problems[1]] == tie)
    #expect(
      check.suggestions[check.problems[2]]
        == "banner has no height (a height constraint, or a constraint on its top edge): add one.")
  }
}
