import AutoLayout
import Foundation

/// Rows and columns of views placed by constraints the grid owns (AppKit's `NSGridView`,
/// introduced at WWDC 2016 in "What's New in Auto Layout", on every platform).
///
/// A grid holds ``GridRow``s and ``GridColumn``s, and a ``GridCell`` where each row meets each
/// column; a cell places one content view. Rows are as tall as their tallest content and
/// columns as wide as their widest (or as a fixed ``GridRow/height`` / ``GridColumn/width``);
/// every cell of a row is as tall as the row and every cell of a column as wide as the column.
/// Between rows and between columns go the grid's spacing and the bands' paddings. Placement
/// is described once and inherited: a cell's, else its row's or column's, else the grid's.
///
/// With AppKit's names, and AppKit's defaults from `NSGridView.h`: ``rowSpacing`` and
/// ``columnSpacing`` 6, paddings 0, every cell, row and column placement `.inherited`. The
/// grid's own ``xPlacement`` is `.leading`, its ``yPlacement`` `.top` and its ``rowAlignment``
/// `.none`. (`NSGridView.h` says the grid-level placements "default to bottom-leading
/// placement, with no alignment"; AppKit itself starts a grid at leading and top, which
/// GNUstep checked against AppKit on macOS when it matched its defaults to AppKit's,
/// gnustep/libs-gui pull request 671. Truss follows AppKit.)
///
/// ## Built from constraints
///
/// Like the stack view, the grid makes ordinary constraints, held by the grid and named so
/// that logs, `autolayoutTrace()`, the unsatisfiable-constraints report and
/// `constraintsAffectingLayout(for:)` explain it. Each row and each column has a layout guide,
/// its band without its padding: `NSGridView-row-2` spans the grid's width and is as tall as
/// row 2's cells, `NSGridView-column-0` spans the grid's height. A merged region has a guide
/// of its own, `NSGridView-cell-0-5` (column, then row, of its top-leading cell), and a row
/// whose content lines up on baselines a guide around the aligned group,
/// `NSGridView-row-1-baseline`. The constraints are named after what they do, with the index
/// of their row, column or cell (column first):
///
/// - `NSGridView-row-<r>-top` and `NSGridView-column-<c>-leading`: a band's start, from the
///   grid's edge or the previous visible band (padding and spacing in the constant);
///   `-bottom` / `-trailing`: the last visible band to the grid's far edge;
/// - `-height` / `-width`: a fixed size; `-hidden`: a hidden band's zero size;
///   `-hugging`: an automatic band as small as its content (see below);
/// - `-span`: a band guide across the whole grid on its other axis;
/// - `NSGridView-cell-<c>-<r>-xPlacement` and `-yPlacement`: a content view in its cell;
///   `-merge`: a merged region's guide to its first and last bands; `-baseline`: a content
///   view on the baseline of its row's first aligned content;
/// - `NSGridView-row-<r>-baselineGroup`: the aligned group's guide around its content and
///   in its row; `NSGridView-empty-width` / `-height`: an empty grid's zero size.
///
/// Indices are those of the moment the constraints were made; they are made again whenever
/// the grid changes (rows, columns, cells, placements, spacing, padding, its hugging), at the
/// next constraint update, and only those that change are replaced in the engine (the others
/// keep their identity, renamed if their indices moved). A resize makes nothing again. (Unlike
/// AppKit's, whose spacing and padding setters do not ask for a new layout, every setting
/// here takes effect at the next layout pass.)
///
/// ## Sizing, and the grid's hugging
///
/// The grid's size comes from its content, so a grid can be pinned at its top and leading
/// edges only. Each automatic row or column hugs its content at the grid's own content
/// hugging priority (250 by default, as any view's; the WWDC form raises it to 600 so that
/// its window hugs the grid), capped at 749 so that hugging never squeezes content held at
/// the default compression resistance (750). When constraints make the grid larger than its
/// content, the last visible automatic row (or column) takes the extra space: it hugs one
/// step lower than the others (Truss's choice; AppKit does not document where the space
/// goes). A grid with no visible automatic band cannot grow: pinning it wider is a conflict.
///
/// Content spanning several columns (or rows) of a merged region does not size them: the
/// columns keep the width their other cells give them, and wider content overflows the region
/// (its end constraint gives way, one step below the bands' hugging). A region merged across
/// columns only still sizes its row, and one merged across rows only its column.
///
/// Hidden rows and columns collapse to no size, with their padding and the spacing next to
/// them. Their content views are hidden and size nothing, on either axis (Truss's choice):
/// each waits at its own size where its cell would be (its constraints to the cell's far
/// edges give way, as for merged content). A hidden cell's custom placement constraints are
/// inactive, as AppKit documents; on the axes they positioned, the content waits at the
/// cell's leading edge and top, so that a hidden view is never left undetermined.
///
/// ## Misuse
///
/// Where AppKit raises (an index out of range, removing a row that takes part in a merged
/// region), Truss reports the misuse in the window's log, changes nothing and goes on, as
/// constraints do: accessors answer a row, column or cell that belongs to no grid, indices
/// to insert at are clamped, other calls are ignored.
open class GridView: View, ArrangementObserver, ContentHuggingObserver {
  /// The size of a row or column that fits its content (AppKit's
  /// `NSGridView.sizedForContent`, `NSGridViewSizeForContent`): the default of
  /// ``GridRow/height`` and ``GridColumn/width``. Its value is `Float`'s least normal
  /// magnitude, AppKit's sentinel.
  public static let sizedForContent = CGFloat(Float.leastNormalMagnitude)

  var rows: [GridRow] = []
  var columns: [GridColumn] = []
  /// Each content view's cell, by the view's identity (for ``cell(for:)``).
  var cellsByContent: [ObjectIdentifier: GridCell] = [:]

  /// Where content sits across its cell when neither the cell nor its column says
  /// (`.leading` by default, AppKit's; `.inherited` here counts as `.leading`).
  open var xPlacement = GridCell.Placement.leading { didSet { arrangementChanged() } }
  /// Where content sits down its cell when neither the cell nor its row says (`.top` by
  /// default, AppKit's; `.inherited` here counts as `.top`).
  open var yPlacement = GridCell.Placement.top { didSet { arrangementChanged() } }
  /// How content lines up across a row when neither the cell nor its row says (`.none` by
  /// default; `.inherited` here counts as `.none`).
  open var rowAlignment = GridRow.Alignment.none { didSet { arrangementChanged() } }
  /// The space between rows, added to their paddings (6 by default, AppKit's).
  open var rowSpacing: CGFloat = 6 { didSet { arrangementChanged() } }
  /// The space between columns, added to their paddings (6 by default, AppKit's).
  open var columnSpacing: CGFloat = 6 { didSet { arrangementChanged() } }

  var gridConstraints: [LayoutConstraint] = []
  /// The custom placement constraints the grid activated, which it deactivates when their
  /// cell hides, leaves or changes them.
  var activeCustomConstraints: [LayoutConstraint] = []
  var rowGuides: [LayoutGuide] = []
  var columnGuides: [LayoutGuide] = []
  /// The guides of merged regions and of baseline-aligned groups, made again with the
  /// constraints.
  var regionGuides: [LayoutGuide] = []
  /// The region guides of the last rebuild not used yet by this one.
  var spareRegionGuides: [LayoutGuide] = []
  var needsArrangement = true
  var needsVisibilitySync = false

  /// An empty grid: no rows, no columns.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A grid decoded from an archive (Truss has no nibs: an empty grid).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A grid of `numberOfColumns` columns and `numberOfRows` rows of empty cells (AppKit's
  /// `init(numberOfColumns:rows:)`). Negative counts count as zero.
  public convenience init(numberOfColumns: Int, rows numberOfRows: Int) {
    self.init(frame: .zero)
    for _ in 0..<max(0, numberOfColumns) { addColumn(with: []) }
    for _ in 0..<max(0, numberOfRows) { addRow(with: []) }
  }

  /// A grid of the given rows of views (AppKit's `init(views:)`): each inner array is a row,
  /// added with ``addRow(with:)``, so the grid has as many columns as the longest row and
  /// shorter rows end with empty cells. ``GridCell/emptyContentView`` marks an empty cell.
  public convenience init(views rows: [[View]]) {
    self.init(frame: .zero)
    for views in rows { addRow(with: views) }
  }

  // MARK: Rows, columns and cells

  /// How many rows the grid has.
  public var numberOfRows: Int { rows.count }
  /// How many columns the grid has.
  public var numberOfColumns: Int { columns.count }

  /// The row at `index`, from the top.
  ///
  /// An index out of range is a programmer error (AppKit raises `NSRangeException`): Truss
  /// reports it in the window's log and answers a row that belongs to no grid.
  public func row(at index: Int) -> GridRow {
    guard rows.indices.contains(index) else {
      report(
        "row(at: \(index)): index out of range 0..<\(rows.count); answering a row that "
          + "belongs to no grid")
      return GridRow(gridView: nil)
    }
    return rows[index]
  }

  /// The index of `row`, or `NSNotFound` when it is not one of the grid's rows.
  ///
  /// - Complexity: O(number of rows), as AppKit's.
  public func index(of row: GridRow) -> Int {
    rows.firstIndex { $0 === row } ?? NSNotFound
  }

  /// The column at `index`, from the leading edge.
  ///
  /// An index out of range is a programmer error (AppKit raises `NSRangeException`): Truss
  /// reports it in the window's log and answers a column that belongs to no grid.
  public func column(at index: Int) -> GridColumn {
    guard columns.indices.contains(index) else {
      report(
        "column(at: \(index)): index out of range 0..<\(columns.count); answering a "
          + "column that belongs to no grid")
      return GridColumn(gridView: nil)
    }
    return columns[index]
  }

  /// The index of `column`, or `NSNotFound` when it is not one of the grid's columns.
  ///
  /// - Complexity: O(number of columns), as AppKit's.
  public func index(of column: GridColumn) -> Int {
    columns.firstIndex { $0 === column } ?? NSNotFound
  }

  /// The cell where column `columnIndex` meets row `rowIndex`; inside a merged region, the
  /// region's cell (its top-leading one).
  ///
  /// Indices out of range are a programmer error (AppKit raises `NSRangeException`): Truss
  /// reports it in the window's log and answers a cell that belongs to no grid.
  public func cell(atColumnIndex columnIndex: Int, rowIndex: Int) -> GridCell {
    guard rows.indices.contains(rowIndex), columns.indices.contains(columnIndex) else {
      report(
        "cell(atColumnIndex: \(columnIndex), rowIndex: \(rowIndex)): out of range (\(columns.count)"
          + " columns, \(rows.count) rows); answering a cell that belongs to no grid")
      return GridCell(row: nil, column: nil)
    }
    let cell = rows[rowIndex].cells[columnIndex]
    return cell.mergeHead ?? cell
  }

  /// The cell whose content view is `view` or one of its superviews, or `nil` when `view` is
  /// not in any of the grid's cells.
  public func cell(for view: View) -> GridCell? {
    var current: View? = view
    while let candidate = current, candidate !== self {
      if let cell = cellsByContent[ObjectIdentifier(candidate)],
        cell.storedContentView === candidate
      {
        return cell
      }
      current = candidate.superview
    }
    return nil
  }

  /// The index of a row object, or `NSNotFound` for `nil` or a row of another grid.
  func index(ofRowObject row: GridRow?) -> Int {
    row.map { index(of: $0) } ?? NSNotFound
  }

  /// The index of a column object, or `NSNotFound` for `nil` or a column of another grid.
  func index(ofColumnObject column: GridColumn?) -> Int {
    column.map { index(of: $0) } ?? NSNotFound
  }

  // MARK: Content

  /// Makes `view` (or nothing) the content of `cell`, a cell of this grid: see
  /// ``GridCell/contentView``.
  func setContent(_ view: View?, of cell: GridCell) {
    let old = cell.storedContentView
    guard old !== view else { return }
    if let old {
      cell.storedContentView = nil
      cellsByContent[ObjectIdentifier(old)] = nil
      if old.arrangementObserver === self { old.arrangementObserver = nil }
      if old.superview === self { old.removeFromSuperview() }
    }
    if let view {
      // A view moves from the cell that had it, as an arranged view moves in a stack view.
      if let previous = cellsByContent[ObjectIdentifier(view)], previous !== cell,
        previous.storedContentView === view
      {
        previous.storedContentView = nil
      }
      if view === self || isDescendant(of: view) {
        report("a cell's content view cannot be the grid or contain it (\(view.layoutName))")
        arrangementChanged()
        return
      }
      if !view.isDescendant(of: self) { addSubview(view) }
      view.translatesAutoresizingMaskIntoConstraints = false
      cell.storedContentView = view
      cellsByContent[ObjectIdentifier(view)] = cell
      view.arrangementObserver = self
      // As AppKit does when a content view is set: hidden with its row or column.
      let hidden = !isVisible(cell)
      cell.isInHiddenBand = hidden
      cell.contentHiddenByGrid = hidden
      view.isHidden = hidden
    }
    arrangementChanged()
  }

  /// Whether a cell (a merged region's head) shows: some row and some column it spans are
  /// visible.
  func isVisible(_ cell: GridCell) -> Bool {
    guard let rowIndex = cell.row.map({ index(of: $0) }), rowIndex != NSNotFound,
      let columnIndex = cell.column.map({ index(of: $0) }), columnIndex != NSNotFound
    else { return true }
    let span = regionSpan(ofHeadAt: columnIndex, rowIndex)
    return span.rows.contains { !rows[$0].isHidden }
      && span.columns.contains {
        !columns[$0].isHidden
      }
  }

  // MARK: Arrangement observer

  package func arrangedViewVisibilityChanged(_ view: View) {
    // A content view's own isHidden does not change the grid's layout (cells never collapse
    // for it; rows and columns do).
  }

  package func arrangedViewIntrinsicSizeChanged(_ view: View) {
    // The grid's constraints do not depend on intrinsic sizes; the engine re-reads them.
  }

  package func arrangedViewWillLeaveSuperview(_ view: View) {
    guard let cell = cellsByContent[ObjectIdentifier(view)], cell.storedContentView === view
    else { return }
    // Leaving the grid's hierarchy empties the cell, as leaving a stack removes the view
    // from its arranged views.
    cell.storedContentView = nil
    cellsByContent[ObjectIdentifier(view)] = nil
    if view.arrangementObserver === self { view.arrangementObserver = nil }
    arrangementChanged()
  }

  package func contentHuggingPriorityDidChange(for axis: LayoutConstraint.Axis) {
    // The bands hug at the grid's hugging priority.
    arrangementChanged()
  }

  // MARK: Updating

  /// Asks for the grid's constraints to be made again at the next constraint update (adding
  /// a hundred rows one by one makes them once).
  func arrangementChanged() {
    needsArrangement = true
    setNeedsUpdateConstraints()
  }

  /// A row or column was hidden or shown: its content views follow, and the constraints are
  /// made again.
  func visibilityChanged() {
    needsVisibilitySync = true
    arrangementChanged()
  }

  /// Makes the constraints again if something changed since they were made.
  open override func updateConstraints() {
    if needsVisibilitySync { syncContentVisibility() }
    if needsArrangement { rebuildConstraints() }
    super.updateConstraints()
  }

  /// Hides the content views of hidden rows and columns and shows those whose row and column
  /// are visible again; a view the grid did not hide keeps your `isHidden`.
  func syncContentVisibility() {
    needsVisibilitySync = false
    for (rowIndex, row) in rows.enumerated() {
      for (columnIndex, cell) in row.cells.enumerated()
      where cell.mergeHead.map({
        $0 === cell
      }) ?? true {
        guard let view = cell.storedContentView else { continue }
        let span = regionSpan(ofHeadAt: columnIndex, rowIndex)
        let hidden =
          !(span.rows.contains { !rows[$0].isHidden }
          && span.columns.contains { !columns[$0].isHidden })
        guard hidden != cell.isInHiddenBand else { continue }
        cell.isInHiddenBand = hidden
        if hidden, !view.isHidden {
          cell.contentHiddenByGrid = true
          view.isHidden = true
        } else if !hidden, cell.contentHiddenByGrid {
          cell.contentHiddenByGrid = false
          view.isHidden = false
        }
      }
    }
  }

  /// Reports a misuse of this grid in its window's log.
  func report(_ message: String) {
    GridView.report("GridView " + layoutName + ": " + message, near: self)
  }

  /// Reports a misuse in the log of the window `grid` is in (standard error outside one).
  static func report(_ message: String, near grid: GridView?) {
    reportLayoutIssue(message, near: grid)
  }
}
