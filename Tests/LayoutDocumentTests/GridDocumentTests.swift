import Foundation
import LayoutDocument
import Testing
import Truss

/// Issue 14: `kind: grid` in documents: its children are placed by its `rows`, with row,
/// column and cell settings and merges; `check` names grid content by id.
@Suite("Layout documents: grids") struct GridDocumentTests {
  /// Four intrinsic-size placeholders in a 2 × 2 grid pinned at its top and leading edges.
  static func document(grid: String = "", a: String = "", extra: String = "") -> String {
    """
    window: {size: [300, 200]}
    views:
      - id: g
        kind: grid
        rows: [[a, b], [c, ~]]
    \(grid)
      - {id: a, parent: g, intrinsicSize: [40, 20]\(a)}
      - {id: b, parent: g, intrinsicSize: [60, 30]}
      - {id: c, parent: g, intrinsicSize: [50, 10]}
    \(extra)
    constraints:
      - g.leading == root.leading
      - g.top == root.top
    """
  }

  @Test func aGridPlacesItsChildrenByRowsAndSizesFromThem() throws {
    let loaded = try LayoutDocument.load(GridDocumentTests.document())
    let grid = try #require(loaded.views["g"] as? GridView)
    #expect(grid.numberOfRows == 2 && grid.numberOfColumns == 2)
    #expect(grid.cell(atColumnIndex: 1, rowIndex: 1).contentView == nil)
    // Columns 50 (c) and 60 (b), rows 30 (b) and 10 (c), AppKit's spacing 6 between them.
    #expect(
      loaded.framesTable() == """
        g  0 0 116 46
        a  0 0 40 20
        b  56 0 60 30
        c  0 36 50 10

        """)
    #expect(loaded.check().isClean)
  }

  @Test func rowColumnAndCellSettingsApply() throws {
    let loaded = try LayoutDocument.load(
      GridDocumentTests.document(
        grid: """
              columnSettings: [{column: 0, xPlacement: trailing}]
              rowSettings: [{row: 1, topPadding: 4}]
          """,
        a: ", cell: {yPlacement: bottom}"))
    // a: trailing in the 50-wide column 0, at the bottom of the 30-high row 0; c: row 1 starts
    // 30 + 6 + 4 = 40 down.
    #expect(
      loaded.framesTable() == """
        g  0 0 116 50
        a  10 10 40 20
        b  56 0 60 30
        c  0 40 50 10

        """)
    #expect(loaded.check().isClean)
  }

  @Test func mergesAndHiddenRows() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 200]}
      views:
        - id: g
          kind: grid
          rowSpacing: 6
          columnSpacing: 6
          rows: [[a, b], [c, d], [e]]
          rowSettings: [{row: 1, hidden: true}]
          merges: [{columns: [0, 1], rows: [2, 2]}]
        - {id: a, parent: g, intrinsicSize: [40, 20]}
        - {id: b, parent: g, intrinsicSize: [60, 20]}
        - {id: c, parent: g, intrinsicSize: [80, 30]}
        - {id: d, parent: g, intrinsicSize: [30, 30]}
        - {id: e, parent: g, intrinsicSize: [100, 10]}
      constraints:
        - g.leading == root.leading
        - g.top == root.top
      """)
    let grid = try #require(loaded.views["g"] as? GridView)
    #expect(grid.row(at: 1).isHidden)
    #expect(loaded.views["c"]?.isHidden == true && loaded.views["d"]?.isHidden == true)
    // Column 0 is a's 40 (hidden c sizes nothing, merged e sizes no column), column 1 60; the
    // hidden row and its spacing collapse, so the merged row starts at 20 + 6.
    let frames = loaded.framesTable().split(separator: "\n")
    #expect(frames.contains("g  0 0 106 36"))
    #expect(frames.contains("a  0 0 40 20"))
    #expect(frames.contains("b  46 0 60 20"))
    #expect(frames.contains("e  0 26 100 10"))
    #expect(loaded.check().isClean)
  }

  @Test func gridSettingsVaryByTraitsAndALeftOutChildLeavesItsCellEmpty() throws {
    let loaded = try LayoutDocument.load(
      GridDocumentTests.document(
        grid: """
              rowSpacing: 2
              variations:
                - when: {orientation: portrait}
                  rowSpacing: 10
          """,
        a: ", when: {orientation: landscape}"),
      device: DeviceProfile.named("iPhone 15 Pro"), orientation: .portrait)
    let grid = try #require(loaded.views["g"] as? GridView)
    #expect(grid.rowSpacing == 10)
    #expect(loaded.views["a"] == nil)
    #expect(grid.cell(atColumnIndex: 0, rowIndex: 0).contentView == nil)
    let frames = loaded.framesTable().split(separator: "\n")
    #expect(frames.contains("c  0 40 50 10"))
  }

  @Test func checkNamesGridContentByID() throws {
    // A cell placed on no axis (x placement none) and constrained by nothing is ambiguous.
    let loaded = try LayoutDocument.load(
      GridDocumentTests.document(a: ", cell: {xPlacement: none}"))
    let problems = loaded.check().problems.map { "\($0)" }
    #expect(problems.contains { $0.contains("a") && $0.contains("minX") }, "\(problems)")
  }

  @Test(arguments: [
    ("rows: [[a, b], [c, zz]]", "unknown view \"zz\" in grid \"g\""),
    ("rows: [[a, b], [c, a]]", "view \"a\" is in grid \"g\" twice"),
    ("rows: [[a, b]]", "view \"c\" is a child of grid \"g\" but in none of its rows"),
    ("rows: [a, b, c]", "expected a grid row"),
    ("rows: [[a, b], [c, other]]", "view \"other\" is not a child of grid \"g\""),
    ("rows: [[a, b], [c]]\n    xPlacement: top", "unknown x placement \"top\""),
    ("rows: [[a, b], [c]]\n    yPlacement: leading", "unknown y placement \"leading\""),
    ("rows: [[a, b], [c]]\n    rowAlignment: middle", "unknown row alignment \"middle\""),
    ("rows: [[a, b], [c]]\n    rowSettings: [{row: 5}]", "row 5 does not exist; expected 0...1"),
    ("rows: [[a, b], [c]]\n    rowSettings: [{height: 5}]", "expected the row the settings"),
    (
      "rows: [[a, b], [c]]\n    columnSettings: [{column: 0}, {column: 0, width: 3}]",
      "column 0 has settings already"
    ),
    (
      "rows: [[a, b], [c]]\n    merges: [{columns: [0, 1], rows: [0, 0]}, "
        + "{columns: [1, 1], rows: [0, 1]}]", "this merge overlaps an earlier one"
    ),
    ("rows: [[a, b], [c]]\n    merges: [{columns: [1, 0], rows: [0, 0]}]", "first <= last"),
    ("rows: [[a, b], [c]]\n    merges: [{columns: [0, 1]}]", "expected both the columns"),
    ("rows: [[a, b], [c]]\n    rowSpacing: -1", "expected a row spacing of 0 or more"),
  ])
  func badGridsPointAtTheProblem(_ settings: String, _ message: String) {
    let text = """
      window: {size: [100, 100]}
      views:
        - {id: other}
        - id: g
          kind: grid
          \(settings)
        - {id: a, parent: g}
        - {id: b, parent: g}
        - {id: c, parent: g}
      """
    do {
      _ = try LayoutDocument.load(text)
      Issue.record("expected an error containing \(message)")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }

  @Test func gridKeysBelongToGridsAndCellsToTheirContent() {
    for (view, message) in [
      ("{id: s, kind: label, rows: [[a]]}", "a label has no rows; expected a grid"),
      ("{id: s, cell: {xPlacement: center}}", "only a grid's content has cell settings"),
      ("{id: s, kind: stack, rowSpacing: 3}", "a stack has no rowSpacing"),
    ] {
      do {
        _ = try LayoutDocument.load("window: {size: [100, 100]}\nviews:\n  - \(view)\n")
        Issue.record("expected an error containing \(message)")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }

  @Test func thePreferencesExampleLaysOutOnEveryDeviceWithoutProblems() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/documents/preferences-grid.yaml")
    let text = try String(contentsOf: url, encoding: .utf8)
    for device in DeviceProfile.all {
      for orientation in [DeviceOrientation.portrait, .landscape] {
        for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
          let loaded = try LayoutDocument.load(
            text,
            options: LoadOptions(
              device: device, orientation: orientation, layoutDirection: direction))
          #expect(loaded.check().isClean, "\(device.name) \(orientation) \(direction)")
        }
      }
    }
  }
}
