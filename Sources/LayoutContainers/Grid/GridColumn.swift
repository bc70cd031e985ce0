import AutoLayout
import Foundation

/// A column of a grid view (AppKit's `NSGridColumn`): its width, its padding, whether it is
/// hidden, and the x placement its cells inherit.
///
/// Columns belong to their grid (``GridView/column(at:)``, ``GridView/addColumn(with:)``); a
/// column removed from its grid keeps its settings but has no ``gridView`` and no cells.
public final class GridColumn: CustomStringConvertible {
  /// The grid the column is in; `nil` once removed (AppKit's weak `gridView`).
  public internal(set) weak var gridView: GridView?

  /// A column of `gridView`.
  init(gridView: GridView?) {
    self.gridView = gridView
  }

  /// How many cells the column has: the grid's number of rows.
  public var numberOfCells: Int { gridView?.numberOfRows ?? 0 }

  /// The cell of the column in row `index`; for a merged region, the region's cell.
  ///
  /// An index out of range is a programmer error (AppKit raises `NSRangeException`): Truss
  /// reports it in the window's log and answers a cell that belongs to no grid.
  public func cell(at index: Int) -> GridCell {
    guard let gridView else {
      GridView.report(
        "GridColumn.cell(at: \(index)): the column is in no grid; answering a cell that "
          + "belongs to no grid", near: nil)
      return GridCell(row: nil, column: nil)
    }
    return gridView.cell(atColumnIndex: gridView.index(of: self), rowIndex: index)
  }

  /// The x placement of the column's cells that inherit theirs (`.inherited` by default: the
  /// grid's).
  public var xPlacement = GridCell.Placement.inherited { didSet { changed() } }
  /// The column's width, or ``GridView/sizedForContent`` (the default) for the width of its
  /// widest content (cells merged across several columns do not count). A fixed width is
  /// required: content wider than it is compressed, by its compression resistance. A negative
  /// width counts as zero.
  public var width = GridView.sizedForContent { didSet { changed() } }
  /// Space inside the column's band before its cells, on the leading side (0 by default). The
  /// space between two columns is the first one's ``trailingPadding``, the grid's
  /// ``GridView/columnSpacing`` and the second one's ``leadingPadding``, added.
  public var leadingPadding: CGFloat = 0 { didSet { changed() } }
  /// Space inside the column's band after its cells, on the trailing side (0 by default).
  public var trailingPadding: CGFloat = 0 { didSet { changed() } }
  /// Whether the column is hidden: it collapses to no width, its padding and the spacing next
  /// to it go, and its content views are hidden (shown again when the column is).
  public var isHidden = false {
    didSet { if isHidden != oldValue { gridView?.visibilityChanged() } }
  }

  /// Merges the column's cells in the rows of `range` into one (AppKit's
  /// `mergeCells(in:)`): ``GridView/mergeCells(inHorizontalRange:verticalRange:)`` with this
  /// column alone.
  public func mergeCells(in range: NSRange) {
    guard let gridView else { return }
    let index = gridView.index(of: self)
    gridView.mergeCells(
      inHorizontalRange: NSRange(location: index, length: 1), verticalRange: range)
  }

  /// `<GridColumn: index 1 of name>`.
  public var description: String {
    guard let gridView else { return "<GridColumn: not in a grid>" }
    return "<GridColumn: index \(gridView.index(of: self)) of \(gridView.layoutName)>"
  }

  private func changed() {
    gridView?.arrangementChanged()
  }
}
