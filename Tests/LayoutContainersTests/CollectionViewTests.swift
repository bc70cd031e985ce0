import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// Issue 15: collection views realise what they show (and one line more at each end), reuse
/// cells, measure self-sizing cells once, invalidate only what changed, and apply batch
/// updates. Windows have scale 1; frames are hand arithmetic.
@Suite struct CollectionViewTests {
  /// A collection view filling a window of `size` with `cellClass` registered for "cell",
  /// laid out.
  func makeCollection(
    size: CGSize = CGSize(width: 320, height: 480), layout: CollectionViewFlowLayout,
    source: TestCollectionSource, cellClass: AnyClass = CollectionViewCell.self
  ) -> (Window, CollectionView) {
    let window = Window(size: size, scale: 1)
    let collection = CollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(cellClass, forCellWithReuseIdentifier: "cell")
    collection.dataSource = source
    collection.delegate = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    return (window, collection)
  }

  /// 100 items 320 × 100, one per line, no spacing: item k spans y 100k–100(k + 1). A
  /// 480-tall view shows items 0–4 (400–500 overlaps) and realises one line more below: 0–5.
  func rows(_ count: Int = 100) -> (CollectionViewFlowLayout, TestCollectionSource) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 0
    return (layout, TestCollectionSource(counts: [count]))
  }

  @Test func realisesTheVisibleItemsAndOneLineMore() {
    let (layout, source) = rows()
    let (window, collection) = makeCollection(layout: layout, source: source)
    let items = (0...5).map { IndexPath(item: $0, section: 0) }
    #expect(source.requested == items)
    #expect(collection.indexPathsForVisibleItems == Array(items[0...4]))
    #expect(collection.visibleCells.count == 5)
    #expect(collection.cellPool.madeCount == 6)
    #expect(collection.cellForItem(at: items[5]) == nil, "realised, not visible")
    #expect(collection.cells[items[5]]?.frame == CGRect(x: 0, y: 500, width: 320, height: 100))
    #expect(collection.contentSize == CGSize(width: 320, height: 10_000))
    #expect(source.displayed == items)
    #expect(!window.hasAmbiguousLayout)
  }

  /// Scrolling 1 point at a time realises nothing until an item crosses the edge, and costs no
  /// layout and no solver work; crossing realises one line.
  @Test func scrollingByAPointDoesNoWorkUntilALineComesIn() throws {
    let (layout, source) = rows()
    let (window, collection) = makeCollection(layout: layout, source: source)
    let statistics = try #require(window.solverStatistics)
    for y in 1...20 {
      collection.contentOffset = CGPoint(x: 0, y: CGFloat(y))
      #expect(!collection.needsLayout, "offset \(y)")
      window.layoutIfNeeded()
    }
    #expect(try #require(window.solverStatistics) == statistics)
    #expect(source.requested.count == 6)
    // At 21 the bounds reach 501: item 5 (500–600) is visible, and item 6 is realised.
    collection.contentOffset = CGPoint(x: 0, y: 21)
    #expect(collection.needsLayout)
    window.layoutIfNeeded()
    #expect(source.requested.last == IndexPath(item: 6, section: 0))
    #expect(source.requested.count == 7)
    #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
  }

  /// Cells leaving the realised part wait for reuse (hidden, still subviews) and come back for
  /// other items; a jump realises only where it lands.
  @Test func cellsAreReusedAndJumpsSkipWhatTheyPassOver() {
    let (layout, source) = rows()
    let (window, collection) = makeCollection(layout: layout, source: source)
    // At 350: items 3–8 visible (350–830), 2–9 realised: 0 and 1 leave, 6–9 come (two reused).
    collection.setContentOffset(CGPoint(x: 0, y: 350), animated: false)
    window.layoutIfNeeded()
    #expect(collection.indexPathsForVisibleItems.map(\.item) == [3, 4, 5, 6, 7, 8])
    #expect(collection.cells.keys.map(\.item).sorted() == Array(2...9))
    #expect(collection.cellPool.madeCount == 8)
    #expect(source.ended.map(\.item) == [0, 1])
    // A jump to item 50: 50–54 visible, 49–55 realised, all seven reused.
    source.requested.removeAll()
    collection.setContentOffset(CGPoint(x: 0, y: 5_000), animated: false)
    window.layoutIfNeeded()
    #expect(source.requested.map(\.item) == Array(49...55))
    #expect(collection.cellPool.madeCount == 8)
    // One cell still waits: hidden, still a subview.
    #expect(collection.cellPool.waitingCount("cell") == 1)
    let waiting = collection.subviews.compactMap { $0 as? CollectionViewCell }.filter(\.isHidden)
    #expect(waiting.count == 1)
    #expect(!window.hasAmbiguousLayout)
  }

  // MARK: Self-sizing

  /// 20 label cells (``LabelCell``: 300 wide, 10 points per line + 20) under an estimated
  /// 300 × 50, 10 points apart, in a 320 × 200 view: one item per line, centered at x = 10.
  /// Item i has (7i mod 5) + 1 lines: 1, 3, 5, 2, 4, 1, 3, … so heights 30, 50, 70, 40, 60, 30…
  func selfSizing() -> (Window, CollectionView, TestCollectionSource) {
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 300, height: 50)
    let source = TestCollectionSource(counts: [20])
    for i in 0..<20 {
      source.texts[IndexPath(item: i, section: 0)] = LabelCell.text(lines: (7 * i) % 5 + 1)
    }
    let (window, collection) = makeCollection(
      size: CGSize(width: 320, height: 200), layout: layout, source: source,
      cellClass: LabelCell.self)
    return (window, collection, source)
  }

  func frames(_ collection: CollectionView, _ items: ClosedRange<Int>) -> [CGRect] {
    items.compactMap {
      collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
  }

  /// Estimated, items sit 60 apart: 0–3 show (180 < 200) and 4 is the line after, so 0–4 are
  /// realised and measured, in order: 30, 50, 70, 40, 60. Measured, they sit at y 0, 40, 100,
  /// 180 and 230; 0–3 still show and 4 is still the next line, so nothing else is measured.
  /// The content: the five measured (250) and fifteen estimates (750), with 19 spacings:
  /// 1,190 tall.
  @Test func selfSizingCellsAreMeasuredOnceWhenTheyShow() {
    let (window, collection, source) = selfSizing()
    let items = (0...4).map { IndexPath(item: $0, section: 0) }
    #expect(source.measured == items)
    #expect(
      frames(collection, 0...5) == [
        CGRect(x: 10, y: 0, width: 300, height: 30), CGRect(x: 10, y: 40, width: 300, height: 50),
        CGRect(x: 10, y: 100, width: 300, height: 70),
        CGRect(x: 10, y: 180, width: 300, height: 40),
        CGRect(x: 10, y: 230, width: 300, height: 60),
        CGRect(x: 10, y: 300, width: 300, height: 50),
      ])
    #expect(collection.visibleCells.map(\.frame) == Array(frames(collection, 0...3)))
    #expect(collection.contentSize == CGSize(width: 320, height: 1_190))
    // The labels wrapped as measured: item 2's five lines.
    let cell = collection.cellForItem(at: items[2]) as? LabelCell
    #expect(cell?.label.frame == CGRect(x: 10, y: 10, width: 280, height: 50))
    #expect(cell?.label.visibleLines.count == 5)
    // Scrolling to 60: 1–4 show, 0 and 5 are the lines around them; only 5 is new (30 tall,
    // at 300). Back to the top: nothing is measured again.
    collection.contentOffset = CGPoint(x: 0, y: 60)
    window.layoutIfNeeded()
    collection.contentOffset = .zero
    window.layoutIfNeeded()
    #expect(source.measured == items + [IndexPath(item: 5, section: 0)])
    #expect(frames(collection, 5...6).map(\.minY) == [300, 340])
    #expect(!window.hasAmbiguousLayout)
  }

  /// Reloading item 2 with one line asks for its cell again and measures it, and no other
  /// item measured before: 30 tall, so the items after it move up 40 (3 at 140, 4 at 190);
  /// 4 now shows (190 < 200), so item 5, the line after it, comes in and is measured.
  @Test func reloadingAnItemMeasuresOnlyIt() {
    let (window, collection, source) = selfSizing()
    source.measured.removeAll()
    source.requested.removeAll()
    let item = IndexPath(item: 2, section: 0)
    source.texts[item] = LabelCell.text(lines: 1)
    collection.reloadItems(at: [item])
    let next = IndexPath(item: 5, section: 0)
    #expect(source.requested == [item, next])
    #expect(source.measured == [item, next])
    #expect(frames(collection, 0...4).map(\.minY) == [0, 40, 100, 140, 190])
    #expect(frames(collection, 2...2).first?.height == 30)
    #expect(!window.hasAmbiguousLayout)
  }

  /// A new width drops every measured size once: the realised cells are measured again, once
  /// each (the same heights: the cells are 300 wide), and centered in the new width (x = 20).
  /// A new text size does the same.
  @Test func aNewWidthOrTextSizeMeasuresTheShownCellsAgainOnce() {
    let (window, collection, source) = selfSizing()
    source.measured.removeAll()
    window.resize(to: CGSize(width: 340, height: 200))
    collection.frame = CGRect(x: 0, y: 0, width: 340, height: 200)
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(source.measured.map(\.item) == [0, 1, 2, 3, 4])
    #expect(frames(collection, 0...4).map(\.minX) == [20, 20, 20, 20, 20])
    #expect(frames(collection, 0...4).map(\.minY) == [0, 40, 100, 180, 230])
    source.measured.removeAll()
    window.setPreferredContentSizeCategory(.extraLarge)
    window.layoutIfNeeded()
    #expect(source.measured.map(\.item) == [0, 1, 2, 3, 4])
  }

  // MARK: Batch updates

  /// Deleting item 1 and inserting one at 3 in one update: the survivors keep their cells
  /// (old 2, 3 → 1, 2; old 4, 5 → 4, 5) and only the new item 3 is asked for, reusing the
  /// deleted item's cell. Items stay 100 apart.
  @Test func aBatchUpdateAsksOnlyForInsertedItems() {
    let (layout, source) = rows()
    let (window, collection) = makeCollection(layout: layout, source: source)
    let before = (0...5).map { collection.cells[IndexPath(item: $0, section: 0)] }
    source.requested.removeAll()
    var completed: Bool?
    collection.performBatchUpdates(
      {
        collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
      }, completion: { completed = $0 })
    #expect(completed == true)
    #expect(source.requested == [IndexPath(item: 3, section: 0)])
    #expect(collection.cellPool.madeCount == 6)
    let after = (0...5).map { collection.cells[IndexPath(item: $0, section: 0)] }
    #expect(after[0] === before[0] && after[1] === before[2] && after[2] === before[3])
    #expect(after[3] === before[1], "the deleted item's cell, reused")
    #expect(after[4] === before[4] && after[5] === before[5])
    #expect(after.map { $0?.frame.minY } == [0, 100, 200, 300, 400, 500])
    #expect(!window.hasAmbiguousLayout)
  }

  /// Moving item 0 to 4 keeps every cell: the first cell is now at y 400.
  @Test func aMoveKeepsTheCell() {
    let (layout, source) = rows()
    let (window, collection) = makeCollection(layout: layout, source: source)
    let first = collection.cells[IndexPath(item: 0, section: 0)]
    source.requested.removeAll()
    collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
    #expect(source.requested.isEmpty)
    #expect(collection.cells[IndexPath(item: 4, section: 0)] === first)
    #expect(first?.frame.minY == 400)
    #expect(!window.hasAmbiguousLayout)
  }

  /// An update whose counts do not add up is logged with UIKit's message and the data is
  /// reloaded (UIKit raises).
  @Test func anUpdateThatDoesNotAddUpIsLoggedAndReloads() {
    let (layout, source) = rows(10)
    let (window, collection) = makeCollection(layout: layout, source: source)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    source.counts = [11]
    var completed: Bool?
    collection.performBatchUpdates({}, completion: { completed = $0 })
    #expect(completed == false)
    #expect(log.count == 1)
    #expect(
      log.first?.contains(
        "Invalid update: invalid number of items in section 0. The number of items contained "
          + "in an existing section after the update (11) must be equal to the number of items "
          + "contained in that section before the update (10)") == true)
    #expect(collection.numberOfItems(inSection: 0) == 11)
  }
}
