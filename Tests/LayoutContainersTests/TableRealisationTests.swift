import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// Issue 15: which rows a table realises, measures and asks for. Rows of one word are 90.333
/// points (271 pixels at 3×: a 68-point card, 11 above and below it, one pixel of separator);
/// rows not shown yet are estimated at 44 (132 pixels). The table is 375 × 600 (1,800 pixels).
@Suite struct TableRealisationTests {
  static let row = 271
  static let estimate = 132

  /// The content height, in points, with `measured` rows of 271 pixels and the rest estimated.
  static func contentHeight(measured: Int, of count: Int) -> CGFloat {
    CGFloat(measured * row + (count - measured) * estimate) / 3
  }

  static func indexPaths(_ rows: ClosedRange<Int>) -> [IndexPath] {
    rows.map { IndexPath(row: $0, section: 0) }
  }

  /// Only the rows on screen are asked for and measured, with one more below; the content size
  /// is those rows measured and the others estimated. Rows 0 to 6 are visible (row 6 starts at
  /// 1,626 pixels, before 1,800), row 7 is realised below them, not visible.
  @Test func firstLayoutRealisesTheVisibleRowsAndOneMore() throws {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    #expect(rows.requested == Self.indexPaths(0...7))
    #expect(table.measurementCount == 8)
    #expect(table.indexPathsForVisibleRows == Self.indexPaths(0...6))
    #expect(table.visibleCells.count == 7)
    #expect(near(table.contentSize.height, Self.contentHeight(measured: 8, of: 100)))
    #expect(table.cellForRow(at: IndexPath(row: 7, section: 0)) == nil)
    #expect(
      table.indexPath(for: try #require(table.visibleCells.last)) == IndexPath(row: 6, section: 0))
    #expect(rows.displayed == Self.indexPaths(0...7))
    #expect(table.cellPool.madeCount == 8)
    _ = window
  }

  /// Scrolling by exactly one row: row 0 now only touches the top edge, so it is not visible
  /// but stays realised above; row 7 becomes visible and row 8 is asked for and measured.
  @Test func aRowTouchingAnEdgeIsNotVisible() {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    table.contentOffset = CGPoint(x: 0, y: CGFloat(Self.row) / 3)
    window.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == Self.indexPaths(1...7))
    #expect(rows.requested == Self.indexPaths(0...8))
    #expect(table.measurementCount == 9)
    #expect(near(table.contentSize.height, Self.contentHeight(measured: 9, of: 100)))
    // Rows 0 and 8 are realised, not visible.
    #expect(table.realisedCells.count == 9)
  }

  /// A jump to offset 3,000 (9,000 pixels) lands among estimated rows: row 58 holds it
  /// (9 measured rows then 49 estimated ones: 2,439 + 49 × 132 = 8,907 pixels). Measuring the
  /// row above it first moves it down, so row 57 holds the offset once rows 56 and 57 are
  /// measured (56 starts at 2,439 + 47 × 132 = 8,643 and ends at 8,914; 57 ends at 9,185).
  /// From there rows 57 to 63 reach past the bottom edge (10,800 pixels: row 63 ends at
  /// 10,811), with 56 and 64 realised beyond them. Rows 9 to 55 are never asked for; the nine
  /// cells shown before are reused, none is made.
  @Test func rowsSkippedByAJumpAreNeverRealised() {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    table.contentOffset = CGPoint(x: 0, y: CGFloat(Self.row) / 3)
    window.layoutIfNeeded()
    rows.requested = []
    table.contentOffset = CGPoint(x: 0, y: 3000)
    window.layoutIfNeeded()
    // Row 57 first (the row above 58, where the estimates put the offset), then 56 (above 57
    // once 57 holds the offset), then down from 58.
    #expect(
      rows.requested == [57, 56, 58, 59, 60, 61, 62, 63, 64].map { IndexPath(row: $0, section: 0) })
    #expect(table.indexPathsForVisibleRows == Self.indexPaths(57...63))
    #expect(table.measurementCount == 18)
    #expect(near(table.contentSize.height, Self.contentHeight(measured: 18, of: 100)))
    #expect(near(table.rectForRow(at: IndexPath(row: 57, section: 0)).minY, CGFloat(8914) / 3))
    #expect(table.cellPool.madeCount == 9)
    #expect(Set(rows.ended) == Set(Self.indexPaths(0...8)))
  }

  /// Scrolling back over rows already shown asks for their cells again but measures nothing,
  /// and the content size keeps every height measured so far.
  @Test func scrollingBackMeasuresNothing() {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    for y in stride(from: 0, through: 1200, by: 150) {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
      window.layoutIfNeeded()
    }
    let measured = table.measurementCount
    #expect(near(table.contentSize.height, Self.contentHeight(measured: measured, of: 100)))
    rows.requested = []
    table.contentOffset = .zero
    window.layoutIfNeeded()
    #expect(table.measurementCount == measured)
    #expect(rows.requested == Self.indexPaths(0...7))
  }

  /// Scrolling that shows no new row asks for nothing, measures nothing, and does no solver
  /// work.
  @Test func scrollingWithinTheRealisedRowsDoesNoWork() throws {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    rows.requested = []
    let before = try #require(window.solverStatistics)
    for y in 1...30 {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
      window.layoutIfNeeded()
    }
    #expect(rows.requested.isEmpty)
    #expect(table.measurementCount == 8)
    #expect(window.solverStatistics == before)
  }

  // MARK: Targeted invalidation

  /// `reloadRows` asks for and measures the rows named, only them; a row not realised just
  /// goes back to its estimate.
  @Test func reloadingARowMeasuresOnlyIt() {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    rows.requested = []
    rows.sections[0][3].message = TableViewTests.words(12)
    table.reloadRows(
      at: [IndexPath(row: 3, section: 0), IndexPath(row: 40, section: 0)], with: .automatic)
    window.layoutIfNeeded()
    #expect(rows.requested == [IndexPath(row: 3, section: 0)])
    #expect(table.measurementCount == 9)
    // Row 3 is now 127.333 (382 pixels: four lines at 375); rows 4 and on move down by 37.
    #expect(near(table.rectForRow(at: IndexPath(row: 3, section: 0)).height, CGFloat(382) / 3))
    #expect(
      near(table.rectForRow(at: IndexPath(row: 4, section: 0)).minY, CGFloat(3 * 271 + 382) / 3))
  }

  /// A new width drops every measured height once: the rows on screen are measured again
  /// without being asked for, the rows measured off screen go back to their estimates.
  @Test func aNewWidthDropsEveryMeasuredHeight() {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    table.contentOffset = CGPoint(x: 0, y: 900)
    window.layoutIfNeeded()
    table.contentOffset = .zero
    window.layoutIfNeeded()
    #expect(table.measurementCount > 8)
    let measured = table.measurementCount
    rows.requested = []
    window.resize(to: CGSize(width: 414, height: 600))
    window.layoutIfNeeded()
    #expect(rows.requested.isEmpty)
    #expect(table.measurementCount == measured + 8)
    #expect(near(table.contentSize.height, Self.contentHeight(measured: 8, of: 100)))
    #expect(table.visibleCells.first?.frame.width == 414)
    window.layoutIfNeeded()
    #expect(table.measurementCount == measured + 8)
  }

  /// A new text size drops every measured height once, as a new width does.
  @Test func aNewTextSizeDropsEveryMeasuredHeightOnce() {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    window.setPreferredContentSizeCategory(.accessibilityExtraLarge)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(table.measurementCount == 16)
    #expect(rows.requested == TableRealisationTests.indexPaths(0...7))
  }

  // MARK: Updates

  /// A batch update deleting row 2 and inserting a twelve-word row at the top: only the new row
  /// is asked for; the rows on screen keep their cells and are measured again (same heights);
  /// row 2's cell waits for reuse. New order: the new row (382 pixels), old rows 0, 1, 3, 4, 5,
  /// 6 (visible, 271 each: the last from 1,737 to 2,008 pixels) and 7 (realised below), then
  /// 8 and 9 estimated.
  @Test func aBatchUpdateAsksOnlyForTheNewRows() throws {
    let rows = TableViewTests.rows(10)
    let (window, table) = makeCardTable(rows)
    let survivors = try (0...7).filter { $0 != 2 }.map {
      try #require(table.realisedCells[$0 + 1])
    }
    rows.requested = []
    var completed = false
    table.performBatchUpdates(
      {
        rows.sections[0].remove(at: 2)
        rows.sections[0].insert(CardRow(message: TableViewTests.words(12)), at: 0)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }, completion: { completed = $0 })
    #expect(completed)
    #expect(rows.requested == [IndexPath(row: 0, section: 0)])
    #expect(table.measurementCount == 8 + 1 + 7)
    let heights = [382] + Array(repeating: 271, count: 7) + [132, 132]
    var y = 0
    for (row, height) in heights.enumerated() {
      #expect(
        near(
          table.rectForRow(at: IndexPath(row: row, section: 0)),
          CGRect(x: 0, y: CGFloat(y) / 3, width: 375, height: CGFloat(height) / 3)))
      y += height
    }
    #expect(near(table.contentSize.height, CGFloat(y) / 3))
    #expect(table.indexPathsForVisibleRows == TableRealisationTests.indexPaths(0...6))
    // The survivors kept their cells, one row down (row 1 moved to 2, row 0 to 1, …).
    for (index, cell) in zip([1, 2, 3, 4, 5, 6, 7], survivors) {
      #expect(table.cellForRow(at: IndexPath(row: index, section: 0)) === cell || index == 7)
    }
    // The new row took the deleted row's cell: no cell was made.
    #expect(table.cellPool.waitingCount("card") == 0)
    #expect(table.cellPool.madeCount == 8)
    _ = window
  }

  /// `beginUpdates`/`endUpdates` with no change measures the rows on screen again, so a cell
  /// whose content changed takes its new height (UIKit's idiom), without asking for any cell.
  @Test func anEmptyUpdateMeasuresTheRowsOnScreen() throws {
    let rows = TableViewTests.rows(10)
    let (window, table) = makeCardTable(rows)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CardCell)
    rows.requested = []
    cell.message.text = TableViewTests.words(12)
    table.beginUpdates()
    table.endUpdates()
    window.layoutIfNeeded()
    #expect(rows.requested.isEmpty)
    #expect(table.measurementCount == 16)
    #expect(near(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, CGFloat(382) / 3))
    #expect(near(cell.frame.height, CGFloat(382) / 3))
  }

  /// Moving a row keeps its cell and height.
  @Test func movingARowKeepsItsCellAndHeight() throws {
    let rows = TableViewTests.rows(10)
    rows.sections[0][0].message = TableViewTests.words(12)
    let (window, table) = makeCardTable(rows)
    let moved = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    rows.requested = []
    rows.sections[0].insert(rows.sections[0].remove(at: 0), at: 3)
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    window.layoutIfNeeded()
    #expect(rows.requested.isEmpty)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moved)
    #expect(
      near(
        table.rectForRow(at: IndexPath(row: 3, section: 0)),
        CGRect(x: 0, y: CGFloat(3 * 271) / 3, width: 375, height: CGFloat(382) / 3)))
  }

  // MARK: Finding rows

  /// Rows by point and rectangle, and scrolling to a row.
  @Test func findingAndScrollingToRows() {
    let rows = TableViewTests.rows(100)
    let (window, table) = makeCardTable(rows)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: -1)) == nil)
    #expect(
      table.indexPathsForRows(in: CGRect(x: 0, y: 95, width: 10, height: 100))
        == TableRealisationTests.indexPaths(1...2))
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    window.layoutIfNeeded()
    let rect = table.rectForRow(at: IndexPath(row: 50, section: 0))
    #expect(near(table.contentOffset.y, rect.minY))
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    window.layoutIfNeeded()
    // The last row cannot reach the top: the offset stops at the end of the content.
    #expect(near(table.contentOffset.y, table.contentSize.height - 600))
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
    table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .middle, animated: false)
    window.layoutIfNeeded()
    let middle = table.rectForRow(at: IndexPath(row: 60, section: 0))
    #expect(near(table.contentOffset.y, middle.midY - 300))
  }
}
