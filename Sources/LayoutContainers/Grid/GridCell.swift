import AutoLayout
import Foundation

/// One cell of a grid view, where a row and a column meet (AppKit's `NSGridCell`): it holds
/// the content view the grid places, and how to place it.
///
/// A cell's placement is inherited unless set: ``xPlacement`` from its column then the grid,
/// ``yPlacement`` and ``rowAlignment`` from its row then the grid (see
/// ``GridView/xPlacement``). ``customPlacementConstraints`` take over the axes they position.
///
/// Cells belong to their grid: they are made with its rows and columns, never on their own.
/// The cells of a merged region are one cell, the region's top-leading one
/// (``GridView/mergeCells(inHorizontalRange:verticalRange:)``).
public final class GridCell: CustomStringConvertible {
  /// The marker for "no content view" in ``GridView/init(views:)``, ``GridView/addRow(with:)``
  /// and the other methods that take views (AppKit's `NSGridCell.emptyContentView`). A cell
  /// given it has no content view.
  ///
  /// It is a marker only: the grid never adds it to a view, and neither should you.
  // A view is not Sendable; the marker is shared as AppKit shares its one placeholder view,
  // and Truss never mutates it (only compares it by identity).
  nonisolated(unsafe) public static let emptyContentView = View(frame: .zero)

  /// The row the cell is in (the top row of a merged region); `nil` once the row is removed
  /// from its grid (AppKit's weak `row`).
  public internal(set) weak var row: GridRow?
  /// The column the cell is in (the leading column of a merged region); `nil` once the column
  /// is removed from its grid.
  public internal(set) weak var column: GridColumn?

  var storedContentView: View?
  /// The top-leading cell of the merged region this cell is part of; `nil` when unmerged (a
  /// region's head points at itself).
  weak var mergeHead: GridCell?
  /// Whether the cell's rows or columns were all hidden when the grid last looked.
  var isInHiddenBand = false
  /// Whether the grid hid the content view then (it shows again only a view it hid, so that
  /// your own `isHidden` stands).
  var contentHiddenByGrid = false

  /// A cell of `row` and `column`.
  init(row: GridRow?, column: GridColumn?) {
    self.row = row
    self.column = column
  }

  /// The grid the cell belongs to.
  var gridView: GridView? { row?.gridView }

  /// The view the grid places in the cell, or `nil` for an empty cell.
  ///
  /// Setting a view makes it a subview of the grid (unless it is already inside it), stops
  /// translating its autoresizing mask, and sets its `isHidden` to whether the cell's row or
  /// column is hidden (as AppKit does); a view that was another cell's content moves here.
  /// Later, hiding the row or column hides the view, and showing it shows the view again only
  /// if the grid was the one to hide it. The previous content view leaves the
  /// grid (Truss's choice: AppKit does not say what becomes of it). Setting
  /// ``emptyContentView`` is setting `nil`.
  public var contentView: View? {
    get { storedContentView }
    set {
      let view = newValue === GridCell.emptyContentView ? nil : newValue
      if let gridView {
        gridView.setContent(view, of: self)
      } else {
        storedContentView = view
      }
    }
  }

  /// Where the content sits across the cell (`.inherited` by default: the column's, then the
  /// grid's placement).
  public var xPlacement = Placement.inherited { didSet { changed() } }
  /// Where the content sits down the cell (`.inherited` by default: the row's, then the
  /// grid's placement). In a row whose cells line up on baselines it is not used: the row's
  /// aligned content moves as one group (see ``rowAlignment``).
  public var yPlacement = Placement.inherited { didSet { changed() } }
  /// Which baseline the content lines up on with the row's other aligned content
  /// (`.inherited` by default: the row's, then the grid's alignment).
  ///
  /// All the cells of a row whose alignment is a baseline form one group: their content views
  /// line up on their baselines (each on its own cell's baseline), and the group moves as one,
  /// placed by the y placement of its first cell whose y placement is not `.none` (AppKit's
  /// rule, from `NSGridView.h`). A group does not stretch: `.fill` places it at the top
  /// (Truss's choice).
  public var rowAlignment = GridRow.Alignment.inherited { didSet { changed() } }

  /// Constraints that place the content view instead of the grid (AppKit's
  /// `customPlacementConstraints`), active while the cell is visible and inactive while its
  /// row or column is hidden.
  ///
  /// A constraint that relates the content view's horizontal position (leading, trailing,
  /// left, right, centerX, or their margins) replaces the x placement, one on its vertical
  /// position (top, bottom, centerY, a baseline, or their margins) the y placement, as if that
  /// placement were `.none`; size constraints replace nothing. (AppKit asks you to set the
  /// placement to `.none` yourself; doing so here is harmless.)
  public var customPlacementConstraints: [LayoutConstraint] = [] {
    didSet { changed() }
  }

  /// `<GridCell: column 1, row 2; contentView = name>`.
  public var description: String {
    let column = gridView.map { String($0.index(ofColumnObject: self.column)) } ?? "-"
    let row = gridView.map { String($0.index(ofRowObject: self.row)) } ?? "-"
    let content = storedContentView?.layoutName ?? "nil"
    return "<GridCell: column \(column), row \(row); contentView = \(content)>"
  }

  private func changed() {
    gridView?.arrangementChanged()
  }
}
