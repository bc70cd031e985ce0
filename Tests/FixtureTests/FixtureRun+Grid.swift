import Foundation
import Truss

// The runner's part for grid views: making a grid (its grid-level settings), placing its
// content once every view exists (rows, then row and column settings, merges, cells), the
// grid steps, and the `hidden` expectation. Custom placement equations become constraints
// through the runner's own maker, so they are named in reports like any fixture constraint.

extension FixtureRun {
  /// A grid of the spec's empty columns and rows (`numberOfColumns`, `numberOfRows`) with its
  /// grid-level settings; its content comes with `configureGrids`.
  func makeGridView(_ spec: ViewSpec, frame: CGRect) -> GridView {
    let grid = GridView(
      numberOfColumns: spec.grid.numberOfColumns ?? 0, rows: spec.grid.numberOfRows ?? 0)
    grid.frame = frame
    apply(spec.grid.level, to: grid)
    return grid
  }

  /// Places every grid's content: its `rows` (`addRow(with:)`, as `GridView(views:)` does),
  /// then its row and column settings, merges and cells, in that order.
  func configureGrids(
    _ specs: [ViewSpec], lookup: (String) -> View?,
    constraint: (ConstraintEquation) -> LayoutConstraint?
  ) {
    for spec in specs where spec.kind == .grid {
      guard let grid = lookup(spec.id) as? GridView else { continue }
      for row in spec.grid.rows { grid.addRow(with: views(row, lookup)) }
      for band in spec.grid.rowSettings { apply(band, toRowOf: grid) }
      for band in spec.grid.columnSettings { apply(band, toColumnOf: grid) }
      for merge in spec.grid.merges { apply(merge, to: grid) }
      for cell in spec.grid.cells {
        apply(cell, to: grid, lookup: lookup, constraint: constraint)
      }
    }
  }

  /// Applies a grid step to `grid`.
  func applyGrid(
    _ step: GridStep, to grid: GridView?, lookup: (String) -> View?,
    constraint: (ConstraintEquation) -> LayoutConstraint?
  ) {
    guard let grid else { return }
    switch step {
    case .addRow(let ids): grid.addRow(with: views(ids, lookup))
    case .insertRow(let index, let ids): grid.insertRow(at: index, with: views(ids, lookup))
    case .moveRow(let from, let to): grid.moveRow(at: from, to: to)
    case .removeRow(let index): grid.removeRow(at: index)
    case .addColumn(let ids): grid.addColumn(with: views(ids, lookup))
    case .insertColumn(let index, let ids): grid.insertColumn(at: index, with: views(ids, lookup))
    case .moveColumn(let from, let to): grid.moveColumn(at: from, to: to)
    case .removeColumn(let index): grid.removeColumn(at: index)
    case .setRow(let band): apply(band, toRowOf: grid)
    case .setColumn(let band): apply(band, toColumnOf: grid)
    case .setCell(let cell): apply(cell, to: grid, lookup: lookup, constraint: constraint)
    case .set(let level): apply(level, to: grid)
    case .merge(let merge): apply(merge, to: grid)
    }
  }

  /// The `hidden` expectations: each view's `isHidden`.
  func checkGrid(_ expectation: Expectation?, lookup: (String) -> View?) -> [String] {
    guard let expectation else { return [] }
    var problems: [String] = []
    for (id, expected) in expectation.hidden.sorted(by: { $0.key < $1.key }) {
      guard let view = lookup(id) else { continue }
      if view.isHidden != expected {
        problems.append("isHidden of \(id): expected \(expected), got \(view.isHidden)")
      }
    }
    return problems
  }

  // MARK: Settings

  /// Content views by id, `GridCell.emptyContentView` for `null`.
  private func views(_ ids: [String?], _ lookup: (String) -> View?) -> [View] {
    ids.map { id in id.flatMap(lookup) ?? GridCell.emptyContentView }
  }

  private func apply(_ level: GridLevelSettings, to grid: GridView) {
    if let spacing = level.rowSpacing { grid.rowSpacing = CGFloat(spacing) }
    if let spacing = level.columnSpacing { grid.columnSpacing = CGFloat(spacing) }
    if let name = level.xPlacement, let value = GridCell.Placement.byName[name] {
      grid.xPlacement = value
    }
    if let name = level.yPlacement, let value = GridCell.Placement.byName[name] {
      grid.yPlacement = value
    }
    if let name = level.rowAlignment, let value = GridRow.Alignment.byName[name] {
      grid.rowAlignment = value
    }
  }

  /// A band's length: points, or `GridView.sizedForContent` for `"auto"`.
  private func length(_ value: Double?) -> CGFloat {
    value.map { CGFloat($0) } ?? GridView.sizedForContent
  }

  private func apply(_ band: GridBandSettings, toRowOf grid: GridView) {
    let row = grid.row(at: band.index)
    if let height = band.length { row.height = length(height) }
    if let padding = band.startPadding { row.topPadding = CGFloat(padding) }
    if let padding = band.endPadding { row.bottomPadding = CGFloat(padding) }
    if let name = band.placement, let value = GridCell.Placement.byName[name] {
      row.yPlacement = value
    }
    if let name = band.alignment, let value = GridRow.Alignment.byName[name] {
      row.rowAlignment = value
    }
    if let hidden = band.hidden { row.isHidden = hidden }
  }

  private func apply(_ band: GridBandSettings, toColumnOf grid: GridView) {
    let column = grid.column(at: band.index)
    if let width = band.length { column.width = length(width) }
    if let padding = band.startPadding { column.leadingPadding = CGFloat(padding) }
    if let padding = band.endPadding { column.trailingPadding = CGFloat(padding) }
    if let name = band.placement, let value = GridCell.Placement.byName[name] {
      column.xPlacement = value
    }
    if let hidden = band.hidden { column.isHidden = hidden }
  }

  private func apply(_ merge: GridMerge, to grid: GridView) {
    func range(_ pair: [Int]) -> NSRange { NSRange(location: pair[0], length: pair[1]) }
    switch merge.through {
    case .grid:
      grid.mergeCells(inHorizontalRange: range(merge.columns), verticalRange: range(merge.rows))
    case .row(let index):
      grid.row(at: index).mergeCells(in: range(merge.columns))
    case .column(let index):
      grid.column(at: index).mergeCells(in: range(merge.rows))
    }
  }

  private func apply(
    _ settings: GridCellSettings, to grid: GridView, lookup: (String) -> View?,
    constraint: (ConstraintEquation) -> LayoutConstraint?
  ) {
    let cell: GridCell
    switch settings.target {
    case .position(let column, let row):
      cell = grid.cell(atColumnIndex: column, rowIndex: row)
    case .content(let id):
      guard let view = lookup(id), let found = grid.cell(for: view) else { return }
      cell = found
    }
    if let content = settings.content { cell.contentView = content.flatMap(lookup) }
    if let name = settings.xPlacement, let value = GridCell.Placement.byName[name] {
      cell.xPlacement = value
    }
    if let name = settings.yPlacement, let value = GridCell.Placement.byName[name] {
      cell.yPlacement = value
    }
    if let name = settings.rowAlignment, let value = GridRow.Alignment.byName[name] {
      cell.rowAlignment = value
    }
    if let custom = settings.custom {
      cell.customPlacementConstraints = custom.compactMap(constraint)
    }
  }
}
