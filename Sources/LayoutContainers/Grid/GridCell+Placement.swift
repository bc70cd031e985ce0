extension GridCell {
  /// Where a cell's content view sits in its cell along one axis (AppKit's
  /// `NSGridCell.Placement`, `NSGridCellPlacement` in `NSGridView.h`, with its raw values).
  ///
  /// A cell, row or column left at ``inherited`` takes the placement of the level above it:
  /// cell, then its column (x) or row (y), then the grid view.
  public enum Placement: Int, Hashable, Sendable {
    /// The level above decides (the default of cells, rows and columns).
    case inherited = 0
    /// The grid does not place the content on this axis: constraints of your own must
    /// (``GridCell/customPlacementConstraints``).
    case none = 1
    /// At the cell's leading edge (x) or top (y); the content keeps its own size.
    case leading = 2
    /// At the cell's trailing edge (x) or bottom (y); the content keeps its own size.
    case trailing = 3
    /// Centered in the cell; the content keeps its own size.
    case center = 4
    /// Stretched to both edges of the cell.
    case fill = 5

    /// The top of the cell, for ``GridCell/yPlacement``: ``leading`` (AppKit's
    /// `NSGridCellPlacementTop`).
    public static let top = Placement.leading
    /// The bottom of the cell, for ``GridCell/yPlacement``: ``trailing`` (AppKit's
    /// `NSGridCellPlacementBottom`).
    public static let bottom = Placement.trailing
  }
}

extension GridCell.Placement {
  /// The placements by AppKit's Swift case names (with `top` and `bottom`), for documents and
  /// fixtures. Not API.
  package static let byName: [String: GridCell.Placement] = [
    "inherited": .inherited, "none": .none, "leading": .leading, "top": .top,
    "trailing": .trailing, "bottom": .bottom, "center": .center, "fill": .fill,
  ]
}
