import Foundation
import Testing

// Grid views in fixtures: their keys and steps on good and bad input, the `hidden`
// expectation, and the mirror image of their custom placement equations.

@Suite("Grid fixture format") struct GridFixtureFormatTests {
  /// A fixture with a grid `g` whose extra keys are `grid`, content views `a`, `b` and `c`
  /// (`c` placed by no row), a plain view `p` outside the grid, and `steps`.
  private static func fixtureText(grid: String, steps: String = "[]") -> String {
    """
    {
      "description": "d", "source": "hand computation: none",
      "window": {"size": [100, 200]},
      "views": [
        {"id": "g", "kind": "grid", "tamic": false\(grid)},
        {"id": "a", "parent": "g"}, {"id": "b", "parent": "g"}, {"id": "c", "parent": "g"},
        {"id": "p"}
      ],
      "constraints": ["g.leading == window.leading", "g.top == window.top"],
      "steps": \(steps)
    }
    """
  }

  private static func parse(_ text: String) throws -> Fixture {
    try Fixture.parse(Data(text.utf8), name: "grid/f.json")
  }

  @Test func theGridKeysParse() throws {
    let grid = try Self.parse(
      Self.fixtureText(
        grid: #", "rows": [["a", null], ["b"]], "rowSpacing": 2, "columnSpacing": 3, "#
          + #""xPlacement": "center", "yPlacement": "bottom", "rowAlignment": "firstBaseline", "#
          + #""rowSettings": [{"index": 1, "height": "auto", "topPadding": 4, "hidden": true}], "#
          + #""columnSettings": [{"index": 0, "width": 30, "trailingPadding": 1}], "#
          + #""merges": [{"row": 0, "columns": [0, 2]}, {"columns": [0, 1], "rows": [0, 2]}], "#
          + #""cells": [{"of": "a", "xPlacement": "none", "custom": ["a.centerX == b.leading"]}, "#
          + #"{"at": [1, 1], "content": "c"}]"#)
    ).views[0].grid
    #expect(grid.rows == [["a", nil], ["b"]])
    #expect(grid.level.rowSpacing == 2 && grid.level.columnSpacing == 3)
    #expect(grid.level.xPlacement == "center" && grid.level.yPlacement == "bottom")
    #expect(grid.level.rowAlignment == "firstBaseline")
    #expect(grid.rowSettings.count == 1 && grid.rowSettings[0].index == 1)
    #expect(grid.rowSettings[0].length == .some(nil))
    #expect(grid.rowSettings[0].startPadding == 4 && grid.rowSettings[0].hidden == true)
    #expect(grid.columnSettings[0].length == .some(30))
    #expect(grid.columnSettings[0].endPadding == 1)
    #expect(grid.merges[0].through == .row(0) && grid.merges[0].columns == [0, 2])
    #expect(grid.merges[1].through == .grid && grid.merges[1].rows == [0, 2])
    #expect(grid.cells[0].target == .content("a"))
    #expect(grid.cells[0].custom?.first?.text == "a.centerX == b.leading")
    #expect(grid.cells[1].target == .position(column: 1, row: 1))
    #expect(grid.cells[1].content == .some("c"))
  }

  @Test func theGridStepsParse() throws {
    let steps = try Self.parse(
      Self.fixtureText(
        grid: #", "rows": [["a"]]"#,
        steps: #"[{"do": "gridInsertRow", "view": "g", "index": 0, "views": ["b", null]}, "#
          + #"{"do": "gridMoveColumn", "view": "g", "from": 1, "to": 0}, "#
          + #"{"do": "gridSetRow", "view": "g", "index": 0, "hidden": true}, "#
          + #"{"do": "gridSetCell", "view": "g", "of": "a", "content": null}, "#
          + #"{"do": "gridSet", "view": "g", "rowSpacing": 9}, "#
          + #"{"do": "gridMerge", "view": "g", "column": 0, "rows": [0, 2], "#
          + #""expect": {"hidden": {"a": true}}}]"#)
    ).steps
    #expect(steps.count == 6)
    guard case .grid("g", .insertRow(0, let views)) = steps[0].action else {
      Issue.record("\(steps[0].action)")
      return
    }
    #expect(views == ["b", nil])
    #expect(steps[1].action.summary == "gridMoveColumn 1 to 0 of g")
    #expect(steps[3].action.summary == "gridSetCell of a of g")
    #expect(steps[5].expect?.hidden == ["a": true])
  }

  /// Bad grid texts and a part of the message each must produce.
  static let badFixtures: [(String, String)] = [
    (fixtureText(grid: #", "rows": [["a", "p"]]"#), "\"p\" is not a content view of \"g\""),
    (fixtureText(grid: #", "rows": [["a"], ["a"]]"#), "\"a\" is placed twice"),
    (fixtureText(grid: #", "rows": ["a"]"#), "views[0].rows[0]: expected an array"),
    (fixtureText(grid: #", "xPlacement": "left""#), "unknown placement \"left\"; expected"),
    (fixtureText(grid: #", "rowAlignment": "top""#), "unknown row alignment \"top\""),
    (
      fixtureText(grid: #", "rowSettings": [{"index": 0, "width": 3}]"#),
      "views[0].rowSettings[0]: unknown key \"width\""
    ),
    (fixtureText(grid: #", "numberOfRows": 1.5"#), "expected a whole number >= 0"),
    (
      fixtureText(grid: #", "merges": [{"row": 0, "rows": [0, 1]}]"#),
      "a row's merge takes \"row\" and \"columns\" only"
    ),
    (fixtureText(grid: #", "merges": [{"columns": [0]}]"#), "expected 2 numbers"),
    (fixtureText(grid: #", "cells": [{"xPlacement": "fill"}]"#), "a cell is named by \"at\""),
    (
      fixtureText(grid: #", "cells": [{"of": "a", "custom": ["a.centerX == q.leading"]}]"#),
      "views[0].cells[0].custom[0] \"a.centerX == q.leading\": unknown item \"q\""
    ),
    (
      fixtureText(grid: "", steps: #"[{"do": "gridAddRow", "view": "p", "views": []}]"#),
      "steps[0]: gridAddRow [] needs a grid view, and \"p\" is not one"
    ),
    (
      fixtureText(grid: "", steps: #"[{"do": "gridRemoveRow", "view": "g"}]"#),
      "missing required key \"index\""
    ),
    (
      fixtureText(grid: "", steps: #"[{"do": "gridSetCell", "view": "g", "of": "p"}]"#),
      "steps[0]: \"p\" is not a content view of \"g\""
    ),
    (
      fixtureText(grid: "").replacingOccurrences(
        of: #"{"id": "p"}"#, with: #"{"id": "p", "rowSpacing": 3}"#),
      "only a grid view takes \"rowSpacing\""
    ),
  ]

  @Test(arguments: badFixtures)
  func badGridsFailWithAClearMessage(_ text: String, _ message: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains(message)
    }
  }

  @Test func mirroringMirrorsTheCustomEquations() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        grid:
          #", "rows": [["a", "b"]], "cells": [{"of": "a", "custom": ["a.left == b.right + 4 #x", "#
          + #""a.centerX == b.leading"]}]"#,
        steps:
          #"[{"do": "gridSetCell", "view": "g", "of": "b", "custom": ["b.right == g.right"]}, "#
          + #"{"do": "setConstant", "constraint": "x", "value": 6}]"#))
    let mirrored = try fixture.mirrored()
    let custom = mirrored.fixture.views[0].grid.cells[0].custom ?? []
    #expect(custom.map(\.first.attribute) == [.right, .centerX])
    #expect(custom.map { $0.second?.attribute } == [.left, .leading])
    #expect(custom.map(\.constant) == [-4, 0])
    #expect(mirrored.negatedConstraints == ["x"])
    guard case .grid(_, .setCell(let cell)) = mirrored.fixture.steps[0].action else {
      Issue.record("\(mirrored.fixture.steps[0].action)")
      return
    }
    #expect(cell.custom?.first?.first.attribute == .left)
    guard case .setConstant("x", let value) = mirrored.fixture.steps[1].action else {
      Issue.record("\(mirrored.fixture.steps[1].action)")
      return
    }
    #expect(value == -6)
  }
}
