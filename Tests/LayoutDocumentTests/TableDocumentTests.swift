import Foundation
import LayoutDocument
import Testing
import Truss

/// Issue 15: `kind: table` in documents: a cell template filled from rows of data, drawn at
/// the table's offset, every row fitted and checked by `check`.
@Suite("Layout documents: tables") struct TableDocumentTests {
  /// A table filling a 320 × 200 window, its cells a name over a message (box font: 10 points
  /// a glyph, lines 12 high).
  static func document(template: String = "", rows: String) -> String {
    """
    window: {size: [320, 200]}
    views:
      - id: feed
        kind: table
        estimatedRowHeight: 50
        template:
          views:
            - {id: name, kind: label, text: "{name}", font: {family: box, size: 10}}
            - {id: message, kind: label, text: "{message}", numberOfLines: 0,
               font: {family: box, size: 10}}
          constraints:
            - "H:|-[name]-|"
            - "H:|-[message]-|"
            - "V:|-[name]-4-[message]-|"
    \(template)
        rows:
    \(rows)
    constraints:
      - "H:|[feed]|"
      - "V:|[feed]|"
    """
  }

  static let fiftyRows = (0..<50).map { "      - {name: N\($0), message: M\($0)}" }.joined(
    separator: "\n")

  @Test func rowsComeFromTheTemplateAndOnlyVisibleOnesAreMade() throws {
    let loaded = try LayoutDocument.load(
      TableDocumentTests.document(rows: TableDocumentTests.fiftyRows))
    let table = try #require(loaded.views["feed"] as? TableView)
    #expect(table.numberOfRows(inSection: 0) == 50)
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(!visible.isEmpty && visible.count < 10)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let texts = first.contentView.subviews.compactMap { ($0 as? Label)?.text }
    #expect(texts == ["N0", "M0"])
    // A row: VFL's standard spacing to the superview (20) above a 10-point name (the box
    // font's line), 4 points and a 10-point message, 20 below, plus the separator (1 pixel at
    // 1×).
    let height = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    #expect(abs(height - (20 + 10 + 4 + 10 + 20 + 1)) < 1e-9, "\(height)")
    #expect(loaded.check().isClean)
  }

  @Test func aContentOffsetShowsTheRowsThere() throws {
    let loaded = try LayoutDocument.load(
      TableDocumentTests.document(
        template: "    contentOffset: [0, 260]", rows: TableDocumentTests.fiftyRows))
    let table = try #require(loaded.views["feed"] as? TableView)
    // 65-point rows: the 200 points from 260 show rows 4 (from 260) to 7 (455 to 520, cut by
    // the bottom edge at 460 but on screen).
    #expect(table.contentOffset.y == 260)
    #expect(table.indexPathsForVisibleRows?.map(\.row) == [4, 5, 6, 7])
  }

  @Test func checkNamesTheRowsThatCollapseOrAreAmbiguous() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [320, 200]}
      views:
        - id: feed
          kind: table
          template:
            views:
              - {id: name, kind: label, text: "{name}", font: {family: box, size: 10}}
              - {id: badge}
            constraints:
              - "H:|-[name]-|"
              - "V:|-[name]"
              - badge.top == content.top
          rows: [{name: Ada}, {name: Bob}]
      constraints: ["H:|[feed]|", "V:|[feed]|"]
      """)
    let problems = loaded.check().problems.map(\.description)
    #expect(
      Array(problems.prefix(4)) == [
        "ambiguous: feed[0].content (Height)", "ambiguous: feed[0].badge (minX, Width, Height)",
        "ambiguous: feed[1].content (Height)", "ambiguous: feed[1].badge (minX, Width, Height)",
      ])
    // The table itself logged UIKit's warning, once.
    #expect(problems.dropFirst(4).count == 1)
    #expect(problems.last?.contains("Warning once only: Detected a case where constraints") == true)
  }

  @Test func checkNamesARowWhoseRequiredChainFightsTheEncapsulatedHeight() throws {
    // A required 10.5-point-high view 20 points from each edge fits 50.5 points, which the
    // table rounds to a whole pixel (51 at 1×): the encapsulated height (51) and the chain (50.5)
    // cannot both hold — UIKit's classic self-sizing conflict. At priority 999 it is gone.
    let text = { (priority: String) in
      """
      window: {size: [320, 200]}
      views:
        - id: feed
          kind: table
          template:
            views: [{id: box}]
            constraints:
              - "H:|-[box]-|"
              - "V:|-[box]-|"
              - box.height == 10.5 \(priority)
          rows: [{}]
      constraints: ["H:|[feed]|", "V:|[feed]|"]
      """
    }
    let problems = try LayoutDocument.load(text("")).check().problems
    #expect(problems.count == 1)
    guard case .unsatisfiable(let conflict, let broken) = problems.first else {
      Issue.record("expected a conflict: \(problems)")
      return
    }
    #expect(conflict.allSatisfy { $0.hasPrefix("feed[0]: ") })
    #expect(conflict.contains { $0.contains("UIView-Encapsulated-Layout-Height") })
    #expect(broken.hasPrefix("feed[0]: "))
    #expect(try LayoutDocument.load(text("@999")).check().isClean)
  }

  @Test(arguments: [
    ("{id: t, kind: view, template: {views: []}}", "a view has no template; expected a table"),
    ("{id: t, kind: table}", "expected the cell template of table \"t\""),
    ("{id: t, kind: table, template: {constraints: []}}", "expected the cell's views"),
    (
      "{id: t, kind: table, template: {views: [{id: a, kind: label, text: \"{x}\"}]}, rows: [{}]}",
      "row 0 has no field \"x\""
    ),
    (
      "{id: t, kind: table, template: {views: [{id: a, kind: label, numberOfLines: \"{n}\"}]}, "
        + "rows: [{n: 1}, {n: lots}]}",
      "in row 1 of the table: expected the number of lines"
    ),
    ("{id: t, kind: table, template: {views: []}, rowHeight: tall}", "expected a row height"),
  ])
  func badTablesPointAtTheProblem(_ view: String, _ message: String) {
    do {
      _ = try LayoutDocument.load("window: {size: [100, 100]}\nviews:\n  - \(view)\n")
      Issue.record("expected an error containing \(message)")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }

  @Test func aTableHasNoChildViews() {
    do {
      _ = try LayoutDocument.load(
        """
        window: {size: [100, 100]}
        views:
          - {id: t, kind: table, template: {views: []}}
          - {id: a, parent: t}
        """)
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains("a table's rows come from its template; \"a\" cannot be in"))
    }
  }
}
