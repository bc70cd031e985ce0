import AutoLayout
import Foundation

// Adding, inserting, moving and removing rows and columns, and merging cells. Every change
// makes the grid's constraints again at the next constraint update.

extension GridView {
  // MARK: Rows

  /// Adds a row of `views` at the bottom (AppKit's `addRow(with:)`); see
  /// ``insertRow(at:with:)``.
  @discardableResult
  public func addRow(with views: [View]) -> GridRow {
    insertRow(at: rows.count, with: views)
  }

  /// Inserts a row of `views` at `index` (AppKit's `insertRow(at:with:)`): `views[i]` is the
  /// content of column `i`; ``GridCell/emptyContentView`` and the columns past the end of
  /// `views` are empty cells; the grid gains columns, empty in the other rows, when `views`
  /// has more than it has.
  ///
  /// An index out of `0...numberOfRows` is clamped and reported; inserting inside a merged
  /// region (AppKit raises) is reported and refused: the row answered belongs to no grid.
  @discardableResult
  public func insertRow(at index: Int, with views: [View]) -> GridRow {
    let position = clamped(index, to: rows.count, "insertRow(at: \(index), with:)")
    if splitsRegion(atRow: position) {
      report(
        "insertRow(at: \(index), with:): row \(index) is inside a merged region; nothing "
          + "inserted (answering a row that belongs to no grid)")
      return GridRow(gridView: nil)
    }
    while columns.count < views.count { insertEmptyColumn(at: columns.count) }
    let row = GridRow(gridView: self)
    row.cells = columns.map { GridCell(row: row, column: $0) }
    rows.insert(row, at: position)
    for (column, view) in views.enumerated() where view !== GridCell.emptyContentView {
      setContent(view, of: row.cells[column])
    }
    visibilityChanged()
    return row
  }

  /// Moves the row at `fromIndex` so that it ends up at `toIndex` (AppKit's
  /// `moveRow(at:to:)`).
  ///
  /// Indices out of range, a row that is part of a merged region, or a destination inside
  /// one (AppKit raises) are reported and change nothing.
  public func moveRow(at fromIndex: Int, to toIndex: Int) {
    let call = "moveRow(at: \(fromIndex), to: \(toIndex))"
    guard rows.indices.contains(fromIndex), rows.indices.contains(toIndex) else {
      report("\(call): index out of range 0..<\(rows.count); nothing moved")
      return
    }
    guard !isMerged(row: fromIndex) else {
      report("\(call): row \(fromIndex) is part of a merged region; nothing moved")
      return
    }
    let row = rows.remove(at: fromIndex)
    if splitsRegion(atRow: toIndex) {
      rows.insert(row, at: fromIndex)
      report("\(call): the destination is inside a merged region; nothing moved")
      return
    }
    rows.insert(row, at: toIndex)
    visibilityChanged()
  }

  /// Removes the row at `index` (AppKit's `removeRow(at:)`); its content views leave the
  /// grid.
  ///
  /// An index out of range, or a row that is part of a merged region (AppKit raises), is
  /// reported and changes nothing.
  public func removeRow(at index: Int) {
    guard rows.indices.contains(index) else {
      report("removeRow(at: \(index)): index out of range 0..<\(rows.count); nothing removed")
      return
    }
    guard !isMerged(row: index) else {
      report("removeRow(at: \(index)): row \(index) is part of a merged region; nothing removed")
      return
    }
    let row = rows[index]
    for cell in row.cells where cell.storedContentView != nil { setContent(nil, of: cell) }
    rows.remove(at: index)
    for cell in row.cells {
      cell.row = nil
      cell.column = nil
    }
    row.cells = []
    row.gridView = nil
    visibilityChanged()
  }

  // MARK: Columns

  /// Adds a column of `views` at the trailing end (AppKit's `addColumn(with:)`); see
  /// ``insertColumn(at:with:)``.
  @discardableResult
  public func addColumn(with views: [View]) -> GridColumn {
    insertColumn(at: columns.count, with: views)
  }

  /// Inserts a column of `views` at `index` (AppKit's `insertColumn(at:with:)`): `views[i]` is
  /// the content of row `i`; ``GridCell/emptyContentView`` and the rows past the end of
  /// `views` are empty cells; the grid gains rows, empty in the other columns, when `views`
  /// has more than it has.
  ///
  /// An index out of `0...numberOfColumns` is clamped and reported; inserting inside a merged
  /// region (AppKit raises) is reported and refused: the column answered belongs to no grid.
  @discardableResult
  public func insertColumn(at index: Int, with views: [View]) -> GridColumn {
    let position = clamped(index, to: columns.count, "insertColumn(at: \(index), with:)")
    if splitsRegion(atColumn: position) {
      report(
        "insertColumn(at: \(index), with:): column \(index) is inside a merged region; "
          + "nothing inserted (answering a column that belongs to no grid)")
      return GridColumn(gridView: nil)
    }
    while rows.count < views.count {
      let row = GridRow(gridView: self)
      row.cells = columns.map { GridCell(row: row, column: $0) }
      rows.append(row)
    }
    let column = insertEmptyColumn(at: position)
    for (row, view) in views.enumerated() where view !== GridCell.emptyContentView {
      setContent(view, of: rows[row].cells[position])
    }
    visibilityChanged()
    return column
  }

  /// Moves the column at `fromIndex` so that it ends up at `toIndex` (AppKit's
  /// `moveColumn(at:to:)`).
  ///
  /// Indices out of range, a column that is part of a merged region, or a destination inside
  /// one (AppKit raises) are reported and change nothing.
  public func moveColumn(at fromIndex: Int, to toIndex: Int) {
    let call = "moveColumn(at: \(fromIndex), to: \(toIndex))"
    guard columns.indices.contains(fromIndex), columns.indices.contains(toIndex) else {
      report("\(call): index out of range 0..<\(columns.count); nothing moved")
      return
    }
    guard !isMerged(column: fromIndex) else {
      report("\(call): column \(fromIndex) is part of a merged region; nothing moved")
      return
    }
    let column = columns.remove(at: fromIndex)
    let cells = rows.map { $0.cells.remove(at: fromIndex) }
    if splitsRegion(atColumn: toIndex) {
      columns.insert(column, at: fromIndex)
      for (row, cell) in zip(rows, cells) { row.cells.insert(cell, at: fromIndex) }
      report("\(call): the destination is inside a merged region; nothing moved")
      return
    }
    columns.insert(column, at: toIndex)
    for (row, cell) in zip(rows, cells) { row.cells.insert(cell, at: toIndex) }
    visibilityChanged()
  }

  /// Removes the column at `index` (AppKit's `removeColumn(at:)`); its content views leave
  /// the grid.
  ///
  /// An index out of range, or a column that is part of a merged region (AppKit raises), is
  /// reported and changes nothing.
  public func removeColumn(at index: Int) {
    guard columns.indices.contains(index) else {
      report(
        "removeColumn(at: \(index)): index out of range 0..<\(columns.count); nothing removed")
      return
    }
    guard !isMerged(column: index) else {
      report(
        "removeColumn(at: \(index)): column \(index) is part of a merged region; nothing "
          + "removed")
      return
    }
    for row in rows where row.cells[index].storedContentView != nil {
      setContent(nil, of: row.cells[index])
    }
    let column = columns.remove(at: index)
    for row in rows {
      let cell = row.cells.remove(at: index)
      cell.row = nil
      cell.column = nil
    }
    column.gridView = nil
    visibilityChanged()
  }

  // MARK: Merging

  /// Merges the cells in the columns of `hRange` and the rows of `vRange` into one (AppKit's
  /// `mergeCells(inHorizontalRange:verticalRange:)`): the top-leading cell covers the whole
  /// region, and every reference to a cell inside it (``cell(atColumnIndex:rowIndex:)``,
  /// ``GridRow/cell(at:)``) answers that cell. Only the top-leading cell's content view is
  /// kept; the others leave the grid.
  ///
  /// A range that overlaps an existing merged region grows to take it in (as AppKit's does),
  /// until the region covers every region it touches. A range of one cell changes nothing;
  /// a range outside the grid, or empty, is reported and ignored. Merged regions cannot be
  /// undone (AppKit has no API for it either).
  public func mergeCells(inHorizontalRange hRange: NSRange, verticalRange vRange: NSRange) {
    let call =
      "mergeCells(inHorizontalRange: {\(hRange.location), \(hRange.length)}, verticalRange: "
      + "{\(vRange.location), \(vRange.length)})"
    guard let columnRange = range(hRange, within: columns.count),
      let rowRange = range(vRange, within: rows.count)
    else {
      report("\(call): not a range of cells of this \(columns.count) × \(rows.count) grid")
      return
    }
    var region = (columns: columnRange, rows: rowRange)
    guard region.columns.count > 1 || region.rows.count > 1 else { return }
    // Take in every merged region the range touches, until it touches no other.
    var grew = true
    while grew {
      grew = false
      for r in region.rows {
        for c in region.columns {
          guard let head = rows[r].cells[c].mergeHead,
            let position = position(of: head)
          else { continue }
          let span = regionSpan(ofHeadAt: position.column, position.row)
          let columnsUnion =
            min(
              span.columns.lowerBound, region.columns.lowerBound)..<max(
              span.columns.upperBound, region.columns.upperBound)
          let rowsUnion =
            min(
              span.rows.lowerBound, region.rows.lowerBound)..<max(
              span.rows.upperBound, region.rows.upperBound)
          if columnsUnion != region.columns || rowsUnion != region.rows {
            region = (columnsUnion, rowsUnion)
            grew = true
          }
        }
      }
    }
    let head = rows[region.rows.lowerBound].cells[region.columns.lowerBound]
    for r in region.rows {
      for c in region.columns {
        let cell = rows[r].cells[c]
        if cell !== head, cell.storedContentView != nil { setContent(nil, of: cell) }
        cell.mergeHead = head
      }
    }
    visibilityChanged()
  }

  // MARK: Helpers

  /// The columns and rows a cell's region covers: the head's own position alone when it is
  /// not merged.
  func regionSpan(ofHeadAt column: Int, _ row: Int) -> (columns: Range<Int>, rows: Range<Int>) {
    let head = rows[row].cells[column]
    guard head.mergeHead === head else { return (column..<column + 1, row..<row + 1) }
    var lastColumn = column
    while lastColumn + 1 < columns.count, rows[row].cells[lastColumn + 1].mergeHead === head {
      lastColumn += 1
    }
    var lastRow = row
    while lastRow + 1 < rows.count, rows[lastRow + 1].cells[column].mergeHead === head {
      lastRow += 1
    }
    return (column..<lastColumn + 1, row..<lastRow + 1)
  }

  /// Where a cell of this grid is.
  func position(of cell: GridCell) -> (column: Int, row: Int)? {
    guard let row = cell.row.map({ index(of: $0) }), row != NSNotFound,
      let column = cell.column.map({ index(of: $0) }), column != NSNotFound
    else { return nil }
    return (column, row)
  }

  /// Inserts a column of empty cells (no checks, no update).
  @discardableResult
  func insertEmptyColumn(at index: Int) -> GridColumn {
    let column = GridColumn(gridView: self)
    columns.insert(column, at: index)
    for row in rows { row.cells.insert(GridCell(row: row, column: column), at: index) }
    return column
  }

  /// Whether a row inserted at `index` would fall inside a merged region.
  func splitsRegion(atRow index: Int) -> Bool {
    guard index > 0, index < rows.count else { return false }
    return zip(rows[index - 1].cells, rows[index].cells).contains { above, below in
      below.mergeHead != nil && above.mergeHead === below.mergeHead
    }
  }

  /// Whether a column inserted at `index` would fall inside a merged region.
  func splitsRegion(atColumn index: Int) -> Bool {
    guard index > 0, index < columns.count else { return false }
    return rows.contains { row in
      row.cells[index].mergeHead != nil
        && row.cells[index - 1].mergeHead === row.cells[index].mergeHead
    }
  }

  /// Whether a cell of row `index` is part of a merged region.
  func isMerged(row index: Int) -> Bool {
    rows[index].cells.contains { $0.mergeHead != nil }
  }

  /// Whether a cell of column `index` is part of a merged region.
  func isMerged(column index: Int) -> Bool {
    rows.contains { $0.cells[index].mergeHead != nil }
  }

  /// `index` clamped to `0...count`, reported when it was out.
  private func clamped(_ index: Int, to count: Int, _ call: String) -> Int {
    guard index < 0 || index > count else { return index }
    let position = max(0, min(index, count))
    report("\(call): index out of range 0...\(count); inserted at \(position)")
    return position
  }

  /// The indices of an `NSRange` inside `0..<count`, or `nil` when it is empty or not inside.
  private func range(_ range: NSRange, within count: Int) -> Range<Int>? {
    guard range.location >= 0, range.length > 0, range.location <= count - range.length
    else { return nil }
    return range.location..<range.location + range.length
  }
}
