import Foundation
import Testing
import Truss
import TrussTesting

/// A view with a fixed intrinsic size.
private final class Box: View {
  let size: CGSize
  init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    identifier = name
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// SPEC §6.2: the grid view's model (rows, columns, cells, merging, misuse) and the shape of
/// its constraints. Layouts are pinned down by the fixtures in Fixtures/layout/grid; the
/// frames here are hand arithmetic on the stated sizes.
@Suite struct GridViewTests {
  /// A grid pinned at its top-left corner (10, 10) in a 400 × 400 window at scale 1.
  fileprivate func host(_ grid: GridView, rtl: Bool = false) -> (Window, WindowLog) {
    let window = Window(
      size: CGSize(width: 400, height: 400), layoutDirection: rtl ? .rightToLeft : .leftToRight)
    let log = WindowLog(window)
    grid.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(grid)
    LayoutConstraint.activate([
      grid.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      grid.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    return (window, log)
  }

  @Test func defaultsAreAppKits() {
    let grid = GridView(frame: .zero)
    #expect(grid.rowSpacing == 6)
    #expect(grid.columnSpacing == 6)
    #expect(grid.xPlacement == .leading)
    #expect(grid.yPlacement == .top)
    #expect(grid.rowAlignment == .none)
    #expect(grid.numberOfRows == 0 && grid.numberOfColumns == 0)
    let sized = GridView(numberOfColumns: 3, rows: 2)
    #expect(sized.numberOfColumns == 3 && sized.numberOfRows == 2)
    let row = sized.row(at: 1)
    #expect(row.height == GridView.sizedForContent)
    #expect(row.topPadding == 0 && row.bottomPadding == 0)
    #expect(row.yPlacement == .inherited && row.rowAlignment == .inherited && !row.isHidden)
    #expect(row.numberOfCells == 3)
    let column = sized.column(at: 2)
    #expect(column.width == GridView.sizedForContent)
    #expect(column.leadingPadding == 0 && column.trailingPadding == 0)
    #expect(column.xPlacement == .inherited && !column.isHidden)
    #expect(column.numberOfCells == 2)
    let cell = sized.cell(atColumnIndex: 2, rowIndex: 1)
    #expect(cell.xPlacement == .inherited && cell.yPlacement == .inherited)
    #expect(cell.rowAlignment == .inherited)
    #expect(cell.customPlacementConstraints.isEmpty)
    #expect(cell.contentView == nil)
    #expect(cell.row === row && cell.column === column)
    #expect(GridCell.Placement.top == .leading && GridCell.Placement.bottom == .trailing)
    #expect(GridView.sizedForContent == CGFloat(Float.leastNormalMagnitude))
  }

  @Test func shortRowsArePaddedWithEmptyCells() {
    let a = Box("a", 10, 10)
    let b = Box("b", 10, 10)
    let c = Box("c", 10, 10)
    let empty = GridCell.emptyContentView
    let grid = GridView(views: [[a, b, c], [empty, a], []])
    // `a` moved from the first row to the second, as a view moves between a stack's places.
    #expect(grid.numberOfRows == 3 && grid.numberOfColumns == 3)
    #expect(grid.cell(atColumnIndex: 0, rowIndex: 0).contentView == nil)
    #expect(grid.cell(atColumnIndex: 1, rowIndex: 1).contentView === a)
    #expect(grid.cell(atColumnIndex: 2, rowIndex: 1).contentView == nil)
    #expect(grid.row(at: 2).numberOfCells == 3)
    #expect(grid.cell(for: b) === grid.cell(atColumnIndex: 1, rowIndex: 0))
    #expect(grid.cell(for: a)?.row === grid.row(at: 1))
    #expect(grid.subviews.count == 3)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(!empty.isDescendant(of: grid))
    let inner = View(frame: .zero)
    c.addSubview(inner)
    #expect(grid.cell(for: inner) === grid.cell(atColumnIndex: 2, rowIndex: 0))
    #expect(grid.cell(for: View(frame: .zero)) == nil)
  }

  @Test func rowsAndColumnsAreInsertedMovedAndRemoved() {
    let views = (0..<6).map { Box("v\($0)", 10, 10) }
    let grid = GridView(views: [[views[0], views[1]], [views[2], views[3]]])
    let first = grid.row(at: 0)
    grid.insertRow(at: 1, with: [views[4]])
    #expect(grid.numberOfRows == 3)
    #expect(grid.cell(atColumnIndex: 0, rowIndex: 1).contentView === views[4])
    #expect(grid.index(of: first) == 0)
    // A longer row adds a column, empty in the other rows.
    grid.addRow(with: [GridCell.emptyContentView, GridCell.emptyContentView, views[5]])
    #expect(grid.numberOfColumns == 3)
    #expect(grid.cell(atColumnIndex: 2, rowIndex: 0).contentView == nil)
    grid.moveRow(at: 0, to: 3)
    #expect(grid.index(of: first) == 3)
    #expect(grid.cell(atColumnIndex: 1, rowIndex: 3).contentView === views[1])
    grid.removeRow(at: 3)
    #expect(grid.numberOfRows == 3)
    #expect(first.gridView == nil && first.numberOfCells == 0)
    #expect(views[0].superview == nil && views[1].superview == nil)
    #expect(grid.index(of: first) == NSNotFound)
    // Columns: a longer column adds rows.
    let column = grid.insertColumn(
      at: 0, with: [views[0], views[1], GridCell.emptyContentView, views[0]])
    #expect(grid.numberOfColumns == 4 && grid.numberOfRows == 4)
    #expect(grid.cell(atColumnIndex: 0, rowIndex: 3).contentView === views[0])
    #expect(grid.cell(atColumnIndex: 0, rowIndex: 0).contentView == nil)
    grid.moveColumn(at: 0, to: 2)
    #expect(grid.index(of: column) == 2)
    #expect(grid.cell(atColumnIndex: 2, rowIndex: 1).contentView === views[1])
    grid.removeColumn(at: 2)
    #expect(column.gridView == nil)
    #expect(views[1].superview == nil)
    #expect(grid.numberOfColumns == 3)
  }

  @Test func mergedRegionsAnswerOneCellAndGrowOverOthers() {
    let a = Box("a", 10, 10)
    let b = Box("b", 10, 10)
    let grid = GridView(numberOfColumns: 4, rows: 4)
    grid.cell(atColumnIndex: 1, rowIndex: 1).contentView = a
    grid.cell(atColumnIndex: 2, rowIndex: 1).contentView = b
    grid.mergeCells(
      inHorizontalRange: NSRange(location: 1, length: 2),
      verticalRange: NSRange(location: 1, length: 1))
    let head = grid.cell(atColumnIndex: 1, rowIndex: 1)
    #expect(grid.cell(atColumnIndex: 2, rowIndex: 1) === head)
    #expect(grid.row(at: 1).cell(at: 2) === head)
    #expect(grid.column(at: 2).cell(at: 1) === head)
    #expect(head.contentView === a)
    #expect(b.superview == nil)  // only the top-leading content is kept
    // A range that touches the region takes it in: column 1 and rows 1...2 grow to columns
    // 1...2, rows 1...2 (the head, and its content, stay).
    grid.column(at: 1).mergeCells(in: NSRange(location: 1, length: 2))
    #expect(grid.cell(atColumnIndex: 2, rowIndex: 2) === head)
    #expect(grid.cell(atColumnIndex: 1, rowIndex: 2) === head)
    #expect(head.contentView === a)
    // Columns 0...1 of row 2 touch it too: columns 0...2, rows 1...2, headed by (0, 1).
    grid.row(at: 2).mergeCells(in: NSRange(location: 0, length: 2))
    let grown = grid.cell(atColumnIndex: 0, rowIndex: 1)
    #expect(grid.cell(atColumnIndex: 2, rowIndex: 2) === grown)
    #expect(grid.cell(atColumnIndex: 3, rowIndex: 2) !== grown)
    #expect(grid.cell(atColumnIndex: 1, rowIndex: 0) !== grown)
    #expect(a.superview == nil)  // the new head had no content
    // A region cannot be cut.
    let (window, log) = host(grid)
    grid.insertRow(at: 2, with: [])
    grid.removeColumn(at: 1)
    grid.moveRow(at: 3, to: 2)
    grid.moveRow(at: 1, to: 0)
    #expect(grid.numberOfRows == 4 && grid.numberOfColumns == 4)
    #expect(log.contains("insertRow(at: 2, with:): row 2 is inside a merged region"))
    #expect(log.contains("removeColumn(at: 1): column 1 is part of a merged region"))
    #expect(log.contains("moveRow(at: 3, to: 2): the destination is inside a merged region"))
    #expect(log.contains("moveRow(at: 1, to: 0): row 1 is part of a merged region"))
    grid.insertRow(at: 1, with: [])  // at the region's top edge: allowed
    #expect(grid.numberOfRows == 5)
    #expect(grid.cell(atColumnIndex: 2, rowIndex: 3) === grown)
    window.layoutIfNeeded()
    #expect(!window.hasAmbiguousLayout)
    #expect(grid.layoutGuides.compactMap(\.identifier).contains("NSGridView-cell-0-2"))
  }

  @Test func misuseIsReportedAndChangesNothing() {
    let grid = GridView(views: [[Box("a", 10, 10)]])
    let (window, log) = host(grid)
    let stray = grid.row(at: 5)
    #expect(stray.gridView == nil)
    stray.isHidden = true  // a row of no grid: no effect
    #expect(grid.column(at: -1).gridView == nil)
    #expect(grid.cell(atColumnIndex: 3, rowIndex: 0).row == nil)
    #expect(grid.row(at: 0).cell(at: 9).row == nil)
    grid.removeRow(at: 4)
    grid.moveColumn(at: 0, to: 7)
    grid.mergeCells(
      inHorizontalRange: NSRange(location: 0, length: 3),
      verticalRange: NSRange(location: 0, length: 1))
    grid.insertRow(at: 9, with: [])
    #expect(grid.numberOfRows == 2)
    #expect(log.contains("row(at: 5): index out of range 0..<1"))
    #expect(log.contains("column(at: -1): index out of range"))
    #expect(log.contains("cell(atColumnIndex: 3, rowIndex: 0): out of range"))
    #expect(log.contains("GridRow.cell(at: 9): index out of range 0..<1"))
    #expect(log.contains("removeRow(at: 4): index out of range 0..<1; nothing removed"))
    #expect(log.contains("moveColumn(at: 0, to: 7): index out of range"))
    #expect(log.contains("not a range of cells of this 1 × 1 grid"))
    #expect(log.contains("insertRow(at: 9, with:): index out of range 0...1; inserted at 1"))
    window.layoutIfNeeded()
    #expect(!window.hasAmbiguousLayout)
  }

  @Test func constraintsAreNamedAndTheGridIsNotAmbiguous() {
    let a = Box("a", 40, 10)
    let b = Box("b", 20, 30)
    let c = Box("c", 30, 10)
    let grid = GridView(views: [[a, b], [c]])
    let (window, log) = host(grid)
    // Columns 40 and 20 (6 apart), rows 30 and 10 (6 apart); leading, top placement.
    #expect(grid.frame == CGRect(x: 10, y: 10, width: 66, height: 46))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(b.frame == CGRect(x: 46, y: 0, width: 20, height: 30))
    #expect(c.frame == CGRect(x: 0, y: 36, width: 30, height: 10))
    #expect(!window.hasAmbiguousLayout)
    #expect(log.isEmpty)
    let names = Set(grid.constraints.compactMap(\.identifier))
    for name in [
      "NSGridView-row-0-top", "NSGridView-row-1-top", "NSGridView-row-1-bottom",
      "NSGridView-row-0-hugging", "NSGridView-row-0-span", "NSGridView-column-1-leading",
      "NSGridView-column-1-trailing", "NSGridView-cell-1-0-xPlacement",
      "NSGridView-cell-0-1-yPlacement",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    #expect(grid.layoutGuides.compactMap(\.identifier).contains("NSGridView-column-1"))
    let affecting = b.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier)
    #expect(affecting.contains("NSGridView-cell-1-0-xPlacement"))
    #expect(affecting.contains("NSGridView-column-1-leading"))
  }

  @Test func resizingRebuildsNothing() {
    let views = (0..<4).map { Box("v\($0)", 10, 10) }
    let grid = GridView(views: [[views[0], views[1]], [views[2], views[3]]])
    let (window, _) = host(grid)
    let before = grid.constraints.map(ObjectIdentifier.init)
    window.resize(to: CGSize(width: 500, height: 300))
    window.layoutIfNeeded()
    #expect(grid.constraints.map(ObjectIdentifier.init) == before)
    grid.row(at: 0).isHidden = true
    window.layoutIfNeeded()
    #expect(views[0].isHidden && views[1].isHidden && !views[2].isHidden)
    grid.row(at: 0).isHidden = false
    window.layoutIfNeeded()
    #expect(!views[0].isHidden && !views[1].isHidden)
  }

  @Test func aChangeKeepsTheConstraintsItDoesNotChange() {
    let views = (0..<9).map { Box("v\($0)", 10, 10) }
    let grid = GridView(views: [Array(views[0..<3]), Array(views[3..<6]), Array(views[6..<9])])
    let (window, log) = host(grid)
    let before = Dictionary(
      uniqueKeysWithValues: grid.constraints.map { (ObjectIdentifier($0), $0.identifier ?? "") })
    grid.row(at: 1).isHidden = true
    window.layoutIfNeeded()
    let after = grid.constraints.filter { before[ObjectIdentifier($0)] == nil }
    // Replaced: row 1's hugging (now required: hidden), and row 2's top (now after row 0);
    // the cells of row 1 place their content yieldingly (hidden content sizes nothing).
    let replaced = Set(after.compactMap(\.identifier))
    #expect(replaced.contains("NSGridView-row-1-hidden"))
    #expect(replaced.contains("NSGridView-row-2-top"))
    #expect(!replaced.contains { $0.hasPrefix("NSGridView-column-") })
    #expect(!replaced.contains { $0.hasPrefix("NSGridView-cell-0-0") })
    #expect(after.count < 20, "\(after.count) of \(grid.constraints.count)")
    #expect(views[6].frame.minY == 16)
    // Moving row 0 to the end renames the kept constraints with their new indices.
    grid.row(at: 1).isHidden = false
    grid.moveRow(at: 0, to: 2)
    window.layoutIfNeeded()
    #expect(views[0].frame.minY == 32 && views[3].frame.minY == 0)
    let names = grid.constraints.compactMap(\.identifier)
    #expect(names.filter { $0 == "NSGridView-row-2-bottom" }.count == 1)
    #expect(!window.hasAmbiguousLayout)
    #expect(log.isEmpty, "\(log.messages)")
  }

  @Test func contentThatLeavesTheGridEmptiesItsCell() {
    let a = Box("a", 40, 10)
    let b = Box("b", 20, 10)
    let grid = GridView(views: [[a, b]])
    let (window, log) = host(grid)
    b.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(grid.cell(atColumnIndex: 1, rowIndex: 0).contentView == nil)
    #expect(grid.cell(for: b) == nil)
    #expect(b.arrangementObserver == nil)
    // Column 1 is empty: 0 wide after 40 + 6.
    #expect(grid.frame == CGRect(x: 10, y: 10, width: 46, height: 10))
    // A new content view replaces the old one, which leaves the grid.
    let c = Box("c", 30, 20)
    grid.cell(atColumnIndex: 0, rowIndex: 0).contentView = c
    window.layoutIfNeeded()
    #expect(a.superview == nil && c.superview === grid)
    #expect(grid.frame == CGRect(x: 10, y: 10, width: 36, height: 20))
    // A content view moves from the cell that had it; the marker empties a cell.
    grid.cell(atColumnIndex: 1, rowIndex: 0).contentView = c
    #expect(grid.cell(atColumnIndex: 0, rowIndex: 0).contentView == nil)
    grid.cell(atColumnIndex: 1, rowIndex: 0).contentView = GridCell.emptyContentView
    #expect(grid.cell(atColumnIndex: 1, rowIndex: 0).contentView == nil)
    // b, placed again where it was: its old constraints went with it, new ones place it.
    grid.cell(atColumnIndex: 1, rowIndex: 0).contentView = b
    window.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 6, y: 0, width: 20, height: 10))
    // Out and back in before the grid makes its constraints again: the engine deactivated
    // b's constraints when it left, and the grid makes them anew.
    b.removeFromSuperview()
    grid.cell(atColumnIndex: 1, rowIndex: 0).contentView = b
    window.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 6, y: 0, width: 20, height: 10))
    #expect(grid.constraints.allSatisfy { $0.isActive })
    #expect(!window.hasAmbiguousLayout)
    #expect(log.isEmpty, "\(log.messages)")
  }

  @Test func theGridsHuggingIsItsBandsHugging() {
    let a = Box("a", 40, 10)
    let grid = GridView(views: [[a]])
    let (window, _) = host(grid)
    #expect(
      grid.constraints.first { $0.identifier == "NSGridView-column-0-hugging" }?.priority == 249)
    grid.setContentHuggingPriority(600, for: .horizontal)
    window.layoutIfNeeded()
    #expect(
      grid.constraints.first { $0.identifier == "NSGridView-column-0-hugging" }?.priority == 599)
  }
}
