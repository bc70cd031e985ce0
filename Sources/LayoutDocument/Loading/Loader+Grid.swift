import AutoLayout
import Foundation
import LayoutContainers
import Yams

// Grid views in documents: a grid's children are its cells' content, placed by its `rows`;
// its `rowSettings`, `columnSettings` and `merges`, and each content view's `cell`, are read
// once every view is declared (a row names views declared below the grid).

extension LayoutDocument {
  /// The keys of a grid view that describe its arrangement (not properties: they do not vary
  /// by traits).
  static let gridKeys = ["rows", "rowSettings", "columnSettings", "merges"]
  /// The keys of a row's settings.
  static let rowSettingKeys = [
    "row", "height", "topPadding", "bottomPadding", "yPlacement", "rowAlignment", "hidden",
  ]
  /// The keys of a column's settings.
  static let columnSettingKeys = [
    "column", "width", "leadingPadding", "trailingPadding", "xPlacement", "hidden",
  ]
  /// The keys of a content view's `cell`.
  static let cellKeys = ["xPlacement", "yPlacement", "rowAlignment"]
}

/// What a document says of one grid, read when the grid is declared.
struct GridSpec {
  let id: String
  let grid: GridView
  /// The `rows` node (a list of lists of view ids, `~` for an empty cell).
  var rows: Node?
  var rowSettings: Node?
  var columnSettings: Node?
  var merges: Node?
  /// The node of the grid's id, where errors about the grid as a whole point.
  let idNode: Node
}

extension Loader {
  /// The names of the placements on each axis (AppKit's, with `top` and `bottom` for y).
  static func placementNames(horizontal: Bool) -> [String: GridCell.Placement] {
    let axis = horizontal ? ["leading", "trailing"] : ["top", "bottom"]
    return GridCell.Placement.byName.filter {
      axis.contains($0.key) || ["inherited", "none", "center", "fill"].contains($0.key)
    }
  }

  /// An x placement (`horizontal`) or a y placement.
  func placement(_ node: Node, horizontal: Bool) throws(DocumentError) -> GridCell.Placement {
    let what = horizontal ? "an x placement" : "a y placement"
    let name = try reader.string(node, what)
    let names = Loader.placementNames(horizontal: horizontal)
    guard let placement = names[name] else {
      throw reader.error(
        node,
        "unknown \(horizontal ? "x" : "y") placement \"\(name)\"; expected "
          + names.keys.sorted().joined(separator: ", "))
    }
    return placement
  }

  /// A row alignment.
  func rowAlignment(_ node: Node) throws(DocumentError) -> GridRow.Alignment {
    let name = try reader.string(node, "a row alignment")
    guard let alignment = GridRow.Alignment.byName[name] else {
      throw reader.error(
        node,
        "unknown row alignment \"\(name)\"; expected "
          + GridRow.Alignment.byName.keys.sorted().joined(separator: ", "))
    }
    return alignment
  }

  /// Records what a grid view's declaration says of its arrangement; checks that only grids
  /// have those keys.
  mutating func noteGrid(
    _ id: String, _ view: View, kind: String, idNode: Node,
    values: [String: (key: Node, value: Node)]
  ) throws(DocumentError) {
    guard let grid = view as? GridView else {
      // A table's `rows` are its data (see Loader+Table).
      for key in LayoutDocument.gridKeys where !(key == "rows" && view is TableView) {
        if let entry = values[key] {
          throw reader.error(entry.key, "a \(kind) has no \(key); expected a grid")
        }
      }
      return
    }
    gridSpecs.append(
      GridSpec(
        id: id, grid: grid, rows: values["rows"]?.value,
        rowSettings: values["rowSettings"]?.value,
        columnSettings: values["columnSettings"]?.value, merges: values["merges"]?.value,
        idNode: idNode))
  }

  /// Fills every grid from its `rows`, then applies row, column, merge and cell settings.
  mutating func buildGrids() throws(DocumentError) {
    for spec in gridSpecs {
      try fill(spec)
      try applyRowSettings(spec)
      try applyColumnSettings(spec)
      try applyMerges(spec)
    }
    // Every view's cell settings are checked, whatever its traits; they apply to the views
    // in a grid.
    for (id, node) in cellSettings {
      guard let view = views[id] else { continue }
      try applyCellSettings(node, to: view)
    }
  }

  /// Adds a grid's rows of content views, every child of the grid exactly once.
  private mutating func fill(_ spec: GridSpec) throws(DocumentError) {
    let children = gridChildren[spec.id] ?? []
    var placed: Set<String> = []
    if let node = spec.rows {
      for rowNode in try reader.sequence(node, "the grid's rows (a list of lists of view ids)") {
        let cells = try reader.sequence(
          rowNode, "a grid row (a list of view ids, ~ for an empty cell)")
        var row: [View] = []
        for cell in cells {
          guard let name = cell.scalar?.string, !Loader.isEmptyMarker(cell) else {
            guard cell.scalar != nil else {
              throw reader.error(cell, "expected a view id or ~ (an empty cell)")
            }
            row.append(GridCell.emptyContentView)
            continue
          }
          guard children.contains(name) else {
            throw reader.error(
              cell,
              views[name] == nil
                ? "unknown view \"\(name)\" in grid \"\(spec.id)\"; expected a view whose "
                  + "parent is \(spec.id)"
                : "view \"\(name)\" is not a child of grid \"\(spec.id)\"; give it "
                  + "parent: \(spec.id)")
          }
          guard placed.insert(name).inserted else {
            throw reader.error(
              cell, "view \"\(name)\" is in grid \"\(spec.id)\" twice; a view fills one cell")
          }
          // A view left out by its `when` leaves its cell empty.
          guard let view = views[name], !uninstalled.contains(name) else {
            row.append(GridCell.emptyContentView)
            continue
          }
          row.append(view)
        }
        spec.grid.addRow(with: row)
      }
    }
    if let missing = children.first(where: { !placed.contains($0) }) {
      throw reader.error(
        spec.rows ?? spec.idNode,
        "view \"\(missing)\" is a child of grid \"\(spec.id)\" but in none of its rows; "
          + "add it to rows")
    }
  }

  /// Whether a cell of `rows` is the empty marker: `~`, `null` or nothing.
  static func isEmptyMarker(_ node: Node) -> Bool {
    guard let scalar = node.scalar else { return false }
    return ["~", "null", ""].contains(scalar.string) && scalar.style == .plain
  }

  /// A row or column index in `0..<count`.
  private func index(_ node: Node, _ what: String, count: Int) throws(DocumentError) -> Int {
    let value = try reader.integer(node, "a \(what) index")
    guard (0..<count).contains(value) else {
      throw reader.error(
        node,
        count == 0
          ? "\(what) \(value) does not exist: the grid has no \(what)s"
          : "\(what) \(value) does not exist; expected 0...\(count - 1)")
    }
    return value
  }

  /// The list of settings `node`, each with its index key first checked.
  private func settings(
    _ node: Node?, _ what: String, indexKey: String, known: [String], count: Int
  ) throws(DocumentError) -> [(index: Int, pairs: [(key: String, keyNode: Node, value: Node)])] {
    guard let node else { return [] }
    var result: [(index: Int, pairs: [(key: String, keyNode: Node, value: Node)])] = []
    var seen: Set<Int> = []
    for element in try reader.sequence(node, "\(what)s") {
      let pairs = try reader.mapping(element, "\(what)", known: known)
      guard let indexNode = pairs.first(where: { $0.key == indexKey })?.value else {
        throw reader.error(
          element, "expected the \(indexKey) the settings are for (\(indexKey): N)")
      }
      let i = try index(indexNode, indexKey, count: count)
      guard seen.insert(i).inserted else {
        throw reader.error(indexNode, "\(indexKey) \(i) has settings already; give them once")
      }
      result.append((i, pairs.filter { $0.key != indexKey }))
    }
    return result
  }

  private func applyRowSettings(_ spec: GridSpec) throws(DocumentError) {
    for (i, pairs) in try settings(
      spec.rowSettings, "a row's settings", indexKey: "row",
      known: LayoutDocument.rowSettingKeys, count: spec.grid.numberOfRows)
    {
      let row = spec.grid.row(at: i)
      for pair in pairs {
        switch pair.key {
        case "height": row.height = try length(pair.value, "a row height")
        case "topPadding": row.topPadding = try length(pair.value, "a top padding")
        case "bottomPadding": row.bottomPadding = try length(pair.value, "a bottom padding")
        case "yPlacement": row.yPlacement = try placement(pair.value, horizontal: false)
        case "rowAlignment": row.rowAlignment = try rowAlignment(pair.value)
        default: row.isHidden = try reader.bool(pair.value, "hidden")
        }
      }
    }
  }

  private func applyColumnSettings(_ spec: GridSpec) throws(DocumentError) {
    for (i, pairs) in try settings(
      spec.columnSettings, "a column's settings", indexKey: "column",
      known: LayoutDocument.columnSettingKeys, count: spec.grid.numberOfColumns)
    {
      let column = spec.grid.column(at: i)
      for pair in pairs {
        switch pair.key {
        case "width": column.width = try length(pair.value, "a column width")
        case "leadingPadding": column.leadingPadding = try length(pair.value, "a leading padding")
        case "trailingPadding":
          column.trailingPadding = try length(pair.value, "a trailing padding")
        case "xPlacement": column.xPlacement = try placement(pair.value, horizontal: true)
        default: column.isHidden = try reader.bool(pair.value, "hidden")
        }
      }
    }
  }

  /// Merges regions `{columns: [first, last], rows: [first, last]}` (inclusive; either
  /// defaults to a single index only when given), refusing overlapping regions.
  private func applyMerges(_ spec: GridSpec) throws(DocumentError) {
    guard let node = spec.merges else { return }
    var regions: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
    for element in try reader.sequence(node, "merges") {
      let pairs = try reader.mapping(
        element, "a merge ({columns: [first, last], rows: [first, last]})",
        known: ["columns", "rows"])
      var columns: ClosedRange<Int>?
      var rows: ClosedRange<Int>?
      for pair in pairs {
        let isColumns = pair.key == "columns"
        let what = isColumns ? "column" : "row"
        let count = isColumns ? spec.grid.numberOfColumns : spec.grid.numberOfRows
        let ends = try reader.sequence(pair.value, "the merged \(what)s [first, last]")
        guard ends.count == 2 else {
          throw reader.error(pair.value, "expected the merged \(what)s [first, last]")
        }
        let first = try index(ends[0], what, count: count)
        let last = try index(ends[1], what, count: count)
        guard first <= last else {
          throw reader.error(pair.value, "expected [first, last] with first <= last")
        }
        if isColumns { columns = first...last } else { rows = first...last }
      }
      guard let columns, let rows else {
        throw reader.error(
          element, "expected both the columns and the rows a merge spans, as [first, last]")
      }
      if regions.contains(where: { $0.columns.overlaps(columns) && $0.rows.overlaps(rows) }) {
        throw reader.error(element, "this merge overlaps an earlier one; merged regions are apart")
      }
      regions.append((columns, rows))
      spec.grid.mergeCells(
        inHorizontalRange: NSRange(location: columns.lowerBound, length: columns.count),
        verticalRange: NSRange(location: rows.lowerBound, length: rows.count))
    }
  }

  /// A content view's `cell: {xPlacement:, yPlacement:, rowAlignment:}`.
  private func applyCellSettings(_ node: Node, to view: View) throws(DocumentError) {
    let pairs = try reader.mapping(node, "a cell's settings", known: LayoutDocument.cellKeys)
    var x: GridCell.Placement?
    var y: GridCell.Placement?
    var alignment: GridRow.Alignment?
    for pair in pairs {
      switch pair.key {
      case "xPlacement": x = try placement(pair.value, horizontal: true)
      case "yPlacement": y = try placement(pair.value, horizontal: false)
      default: alignment = try rowAlignment(pair.value)
      }
    }
    guard let grid = view.superview as? GridView, let cell = grid.cell(for: view) else {
      return
    }
    if let x { cell.xPlacement = x }
    if let y { cell.yPlacement = y }
    if let alignment { cell.rowAlignment = alignment }
  }
}
