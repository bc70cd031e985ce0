import Foundation
import Truss

// Grid views in fixtures ("kind": "grid"): their keys, the grid steps, the `hidden`
// expectation, the checks of every id they name, and how they mirror. A grid's children (views
// whose parent is the grid) are its content views: those named in `rows` are placed by
// `addRow(with:)`, in order, and the others wait, outside the hierarchy, for a step or a
// `cells` entry that places them. Nothing of a grid has a direction but its custom placement
// equations, which mirror as any equation does.

extension Fixture {
  /// The keys a grid view takes besides the common ones.
  static let gridKeys = [
    "rows", "numberOfColumns", "numberOfRows", "rowSpacing", "columnSpacing", "xPlacement",
    "yPlacement", "rowAlignment", "rowSettings", "columnSettings", "merges", "cells",
  ]

  /// The expectation keys about grids.
  static let gridExpectationKeys = ["hidden"]

  /// Reads a grid view's keys into `view`.
  ///
  /// - Throws: `FixtureError` for a malformed row, count, setting, merge or cell, or an
  ///   unknown placement or alignment name.
  static func parseGrid(_ object: JSONObjectCursor, into view: inout ViewSpec) throws {
    var grid = GridSettings()
    if let cursor = object["rows"] {
      grid.rows = try cursor.array().map(parseGridViews)
    }
    grid.numberOfColumns = try object["numberOfColumns"].map(parseCount)
    grid.numberOfRows = try object["numberOfRows"].map(parseCount)
    grid.level = try parseGridLevel(object)
    grid.rowSettings = try object["rowSettings"]?.array().map { try parseBand($0, row: true) } ?? []
    grid.columnSettings =
      try object["columnSettings"]?.array().map { try parseBand($0, row: false) } ?? []
    grid.merges = try object["merges"]?.array().map { try parseMerge($0) } ?? []
    grid.cells = try object["cells"]?.array().map { try parseCell($0, allowing: []) } ?? []
    view.grid = grid
  }

  /// A list of content view ids, `null` for an empty cell.
  private static func parseGridViews(_ cursor: JSONCursor) throws -> [String?] {
    try cursor.array().map { item in
      if item.value == .null { return nil }
      return try item.string()
    }
  }

  /// A whole number `>= 0`.
  private static func parseCount(_ cursor: JSONCursor) throws -> Int {
    let number = try cursor.number()
    guard number >= 0, number == number.rounded(), number < 100_000 else {
      throw cursor.error("expected a whole number >= 0")
    }
    return Int(number)
  }

  /// A whole number (negative allowed: misuse is part of what fixtures pin down).
  private static func parseIndex(_ cursor: JSONCursor) throws -> Int {
    let number = try cursor.number()
    guard number == number.rounded(), abs(number) < 100_000 else {
      throw cursor.error("expected a whole number")
    }
    return Int(number)
  }

  /// A placement name, checked.
  private static func parsePlacement(_ cursor: JSONCursor) throws -> String {
    let name = try cursor.string()
    guard GridCell.Placement.byName[name] != nil else {
      throw cursor.error(
        "unknown placement \"\(name)\"; expected "
          + GridCell.Placement.byName.keys.sorted().joined(separator: ", "))
    }
    return name
  }

  /// A row alignment name, checked.
  private static func parseAlignment(_ cursor: JSONCursor) throws -> String {
    let name = try cursor.string()
    guard GridRow.Alignment.byName[name] != nil else {
      throw cursor.error(
        "unknown row alignment \"\(name)\"; expected "
          + GridRow.Alignment.byName.keys.sorted().joined(separator: ", "))
    }
    return name
  }

  /// The grid-level keys of an object (a grid view, or a `gridSet` step).
  private static func parseGridLevel(_ object: JSONObjectCursor) throws -> GridLevelSettings {
    GridLevelSettings(
      rowSpacing: try object["rowSpacing"]?.number(),
      columnSpacing: try object["columnSpacing"]?.number(),
      xPlacement: try object["xPlacement"].map(parsePlacement),
      yPlacement: try object["yPlacement"].map(parsePlacement),
      rowAlignment: try object["rowAlignment"].map(parseAlignment))
  }

  /// A row's or column's settings.
  private static func parseBand(
    _ cursor: JSONCursor, row: Bool, allowing extra: [String] = []
  ) throws -> GridBandSettings {
    let keys =
      row
      ? ["index", "height", "topPadding", "bottomPadding", "yPlacement", "rowAlignment", "hidden"]
      : ["index", "width", "leadingPadding", "trailingPadding", "xPlacement", "hidden"]
    let object = try cursor.object(allowing: keys + extra)
    var band = GridBandSettings(index: try parseIndex(object.require("index")))
    if let length = object[row ? "height" : "width"] {
      if length.value == .string("auto") {
        band.length = .some(nil)
      } else {
        band.length = try length.number()
      }
    }
    band.startPadding = try object[row ? "topPadding" : "leadingPadding"]?.number()
    band.endPadding = try object[row ? "bottomPadding" : "trailingPadding"]?.number()
    band.placement = try object[row ? "yPlacement" : "xPlacement"].map(parsePlacement)
    if row { band.alignment = try object["rowAlignment"].map(parseAlignment) }
    band.hidden = try object["hidden"]?.bool()
    return band
  }

  /// A merge.
  private static func parseMerge(
    _ cursor: JSONCursor, allowing extra: [String] = []
  ) throws -> GridMerge {
    let object = try cursor.object(allowing: ["columns", "rows", "row", "column"] + extra)
    func range(_ key: String) throws -> [Int] {
      let cursor = try object.require(key)
      let values = try cursor.numbers(count: 2, meaning: "location, length")
      guard values.allSatisfy({ $0 == $0.rounded() && abs($0) < 100_000 }) else {
        throw cursor.error("a range is two whole numbers [location, length]")
      }
      return values.map { Int($0) }
    }
    if let row = object["row"] {
      guard object["rows"] == nil, object["column"] == nil else {
        throw cursor.error("a row's merge takes \"row\" and \"columns\" only")
      }
      return GridMerge(through: .row(try parseIndex(row)), columns: try range("columns"), rows: [])
    }
    if let column = object["column"] {
      guard object["columns"] == nil else {
        throw cursor.error("a column's merge takes \"column\" and \"rows\" only")
      }
      return GridMerge(
        through: .column(try parseIndex(column)), columns: [], rows: try range("rows"))
    }
    return GridMerge(through: .grid, columns: try range("columns"), rows: try range("rows"))
  }

  /// A cell's settings.
  private static func parseCell(
    _ cursor: JSONCursor, allowing extra: [String]
  ) throws -> GridCellSettings {
    let object = try cursor.object(
      allowing: ["at", "of", "content", "xPlacement", "yPlacement", "rowAlignment", "custom"]
        + extra)
    let target: GridCellTarget
    switch (object["at"], object["of"]) {
    case (let at?, nil):
      let values = try at.numbers(count: 2, meaning: "column, row")
      guard values.allSatisfy({ $0 == $0.rounded() && abs($0) < 100_000 }) else {
        throw at.error("a cell is two whole numbers [column, row]")
      }
      target = .position(column: Int(values[0]), row: Int(values[1]))
    case (nil, let of?):
      target = .content(try of.string())
    default:
      throw cursor.error("a cell is named by \"at\": [column, row] or \"of\": content view id")
    }
    var cell = GridCellSettings(target: target)
    if let content = object["content"] {
      cell.content = content.value == .null ? .some(nil) : try content.string()
    }
    cell.xPlacement = try object["xPlacement"].map(parsePlacement)
    cell.yPlacement = try object["yPlacement"].map(parsePlacement)
    cell.rowAlignment = try object["rowAlignment"].map(parseAlignment)
    cell.custom = try object["custom"]?.array().map { equation in
      do {
        return try ConstraintEquation(parsing: equation.string())
      } catch let error as FixtureError {
        throw equation.error(error.message)
      }
    }
    return cell
  }

  /// A grid step: `{"do": "grid…", "view": grid, …}`.
  static func parseGridStep(
    _ kind: String, _ cursor: JSONCursor, allowing common: [String]
  ) throws -> FixtureAction {
    let base = common + ["view"]
    func object(_ keys: [String]) throws -> JSONObjectCursor {
      try cursor.object(allowing: base + keys)
    }
    let step: GridStep
    switch kind {
    case "gridAddRow", "gridAddColumn":
      let views = try parseGridViews(object(["views"]).require("views"))
      step = kind == "gridAddRow" ? .addRow(views) : .addColumn(views)
    case "gridInsertRow", "gridInsertColumn":
      let o = try object(["index", "views"])
      let index = try parseIndex(o.require("index"))
      let views = try parseGridViews(o.require("views"))
      step =
        kind == "gridInsertRow" ? .insertRow(at: index, views) : .insertColumn(at: index, views)
    case "gridMoveRow", "gridMoveColumn":
      let o = try object(["from", "to"])
      let from = try parseIndex(o.require("from"))
      let to = try parseIndex(o.require("to"))
      step = kind == "gridMoveRow" ? .moveRow(from: from, to: to) : .moveColumn(from: from, to: to)
    case "gridRemoveRow", "gridRemoveColumn":
      let index = try parseIndex(object(["index"]).require("index"))
      step = kind == "gridRemoveRow" ? .removeRow(index) : .removeColumn(index)
    case "gridSetRow":
      step = .setRow(try parseBand(cursor, row: true, allowing: base))
    case "gridSetColumn":
      step = .setColumn(try parseBand(cursor, row: false, allowing: base))
    case "gridSetCell":
      step = .setCell(try parseCell(cursor, allowing: base))
    case "gridSet":
      step = .set(
        try parseGridLevel(
          object(["rowSpacing", "columnSpacing", "xPlacement", "yPlacement", "rowAlignment"])))
    default:  // gridMerge
      step = .merge(try parseMerge(cursor, allowing: base))
    }
    let view = try cursor.object(allowing: Array(keys(of: cursor))).require("view").string()
    return .grid(view: view, step)
  }

  /// The keys of an object.
  private static func keys(of cursor: JSONCursor) -> [String] {
    guard case .object(let members) = cursor.value else { return [] }
    return Array(members.keys)
  }

  /// The grid expectation: `hidden`, `{view: isHidden}`.
  static func parseGridExpectations(
    _ object: JSONObjectCursor, into expectation: inout Expectation
  ) throws {
    guard let cursor = object["hidden"] else { return }
    guard case .object(let members) = cursor.value else {
      throw cursor.error("expected an object {view: true or false}")
    }
    let flags = JSONObjectCursor(members: members, path: cursor.path)
    for id in members.keys {
      expectation.hidden[id] = try flags.require(id).bool()
    }
  }

  // MARK: Checking

  /// Checks every id a grid names: the views of its rows, cells and steps are its children
  /// (each in `rows` once), the items of its custom equations exist, and grid steps name a
  /// grid.
  ///
  /// - Throws: `FixtureError` naming the place and the id.
  func checkGrids() throws {
    for (index, grid) in views.enumerated() where grid.kind == .grid {
      let path = "views[\(index)]"
      var placed: Set<String> = []
      for id in grid.grid.rows.joined().compactMap({ $0 }) {
        try checkGridChild(id, of: grid.id, at: "\(path).rows")
        guard placed.insert(id).inserted else {
          throw FixtureError("\(path).rows: \"\(id)\" is placed twice")
        }
      }
      for (offset, cell) in grid.grid.cells.enumerated() {
        try checkGridCell(cell, of: grid.id, at: "\(path).cells[\(offset)]")
      }
    }
    for (index, step) in steps.enumerated() {
      guard case .grid(let id, let action) = step.action else { continue }
      let path = "steps[\(index)]"
      guard view(id)?.kind == .grid else {
        throw FixtureError("\(path): \(action.summary) needs a grid view, and \"\(id)\" is not one")
      }
      if case .setCell(let cell) = action {
        try checkGridCell(cell, of: id, at: path)
      } else {
        for child in action.viewIDs { try checkGridChild(child, of: id, at: path) }
      }
    }
  }

  private func checkGridChild(_ id: String, of grid: String, at path: String) throws {
    guard view(id)?.parent == grid else {
      throw FixtureError(
        "\(path): \"\(id)\" is not a content view of \"\(grid)\" (a view whose parent is the grid)")
    }
  }

  private func checkGridCell(_ cell: GridCellSettings, of grid: String, at path: String) throws {
    for id in cell.viewIDs { try checkGridChild(id, of: grid, at: path) }
  }

  /// The custom placement equations of every grid (in its spec and its steps), with their
  /// places, so that their items and `#id`s are checked with the other equations'.
  func gridCustomEquations() -> [(String, ConstraintEquation)] {
    var found: [(String, ConstraintEquation)] = []
    for (index, view) in views.enumerated() where view.kind == .grid {
      for (offset, cell) in view.grid.cells.enumerated() {
        for (n, equation) in (cell.custom ?? []).enumerated() {
          found.append(("views[\(index)].cells[\(offset)].custom[\(n)]", equation))
        }
      }
    }
    for (index, step) in steps.enumerated() {
      guard case .grid(_, .setCell(let cell)) = step.action else { continue }
      for (n, equation) in (cell.custom ?? []).enumerated() {
        found.append(("steps[\(index)].custom[\(n)]", equation))
      }
    }
    return found
  }

  /// Checks the ids of the grid expectations.
  func checkGrid(_ expectation: Expectation, at path: String) throws {
    for id in expectation.hidden.keys.sorted() where view(id) == nil {
      throw FixtureError("\(path).hidden: \"\(id)\" is not a view")
    }
  }

  // MARK: Mirroring

  /// The grid's custom placement equations mirrored, in its spec and in its steps.
  func mirroredGrids(negated: inout Set<String>) throws -> (views: [ViewSpec], steps: [FixtureStep])
  {
    var views = self.views
    for index in views.indices where views[index].kind == .grid {
      for (offset, cell) in views[index].grid.cells.enumerated() {
        views[index].grid.cells[offset] = try Fixture.mirror(
          cell, at: "views[\(index)].cells[\(offset)]", negated: &negated)
      }
    }
    var steps = self.steps
    for index in steps.indices {
      guard case .grid(let id, .setCell(let cell)) = steps[index].action else { continue }
      steps[index].action = .grid(
        view: id,
        .setCell(try Fixture.mirror(cell, at: "steps[\(index)]", negated: &negated)))
    }
    return (views, steps)
  }

  private static func mirror(
    _ cell: GridCellSettings, at path: String, negated: inout Set<String>
  ) throws -> GridCellSettings {
    var cell = cell
    cell.custom = try cell.custom?.enumerated().map { offset, equation in
      try mirror(equation, at: "\(path).custom[\(offset)]", negated: &negated)
    }
    return cell
  }
}
