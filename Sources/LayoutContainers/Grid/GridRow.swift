import AutoLayout
import Foundation

/// A row of a grid view (AppKit's `NSGridRow`): its height, its padding, whether it is
/// hidden, and the y placement and alignment its cells inherit.
///
/// Rows belong to their grid (``GridView/row(at:)``, ``GridView/addRow(with:)``); a row removed
/// from its grid keeps its settings but has no ``gridView`` and no cells.
public final class GridRow: CustomStringConvertible {
  /// The grid the row is in; `nil` once removed (AppKit's weak `gridView`).
  public internal(set) weak var gridView: GridView?
  /// The row's cells, one per column, merged regions included (each position keeps its own
  /// cell; the public accessors answer a region's head).
  var cells: [GridCell] = []

  /// A row of `gridView`, without cells yet.
  init(gridView: GridView?) {
    self.gridView = gridView
  }

  /// How many cells the row has: the grid's number of columns.
  public var numberOfCells: Int { cells.count }

  /// The cell of the row in column `index`; for a merged region, the region's cell.
  ///
  /// An index out of range is a programmer error (AppKit raises `NSRangeException`): Truss
  /// reports it in the window's log and answers a cell that belongs to no grid.
  public func cell(at index: Int) -> GridCell {
    guard cells.indices.contains(index) else {
      GridView.report(
        "GridRow.cell(at: \(index)): index out of range 0..<\(cells.count); answering a cell "
          + "that belongs to no grid", near: gridView)
      return GridCell(row: nil, column: nil)
    }
    return cells[index].mergeHead ?? cells[index]
  }

  /// The y placement of the row's cells that inherit theirs (`.inherited` by default: the
  /// grid's).
  public var yPlacement = GridCell.Placement.inherited { didSet { changed() } }
  /// The alignment of the row's cells that inherit theirs (`.inherited` by default: the
  /// grid's).
  public var rowAlignment = Alignment.inherited { didSet { changed() } }
  /// The row's height, or ``GridView/sizedForContent`` (the default) for the height of its
  /// tallest content (cells merged across several rows do not count). A fixed height is
  /// required: content taller than it is compressed, by its compression resistance. A
  /// negative height counts as zero.
  public var height = GridView.sizedForContent { didSet { changed() } }
  /// Space inside the row's band above its cells (0 by default). The space between two rows
  /// is the upper row's ``bottomPadding``, the grid's ``GridView/rowSpacing`` and the lower
  /// row's ``topPadding``, added.
  public var topPadding: CGFloat = 0 { didSet { changed() } }
  /// Space inside the row's band below its cells (0 by default).
  public var bottomPadding: CGFloat = 0 { didSet { changed() } }
  /// Whether the row is hidden: it collapses to no height, its padding and the spacing next
  /// to it go, and its content views are hidden (shown again when the row is).
  public var isHidden = false {
    didSet { if isHidden != oldValue { gridView?.visibilityChanged() } }
  }

  /// Merges the row's cells in the columns of `range` into one (AppKit's
  /// `mergeCells(in:)`): ``GridView/mergeCells(inHorizontalRange:verticalRange:)`` with this
  /// row alone.
  public func mergeCells(in range: NSRange) {
    guard let gridView else { return }
    let index = gridView.index(of: self)
    gridView.mergeCells(
      inHorizontalRange: range, verticalRange: NSRange(location: index, length: 1))
  }

  /// `<GridRow: index 2 of name>`.
  public var description: String {
    guard let gridView else { return "<GridRow: not in a grid>" }
    return "<GridRow: index \(gridView.index(of: self)) of \(gridView.layoutName)>"
  }

  private func changed() {
    gridView?.arrangementChanged()
  }
}
