import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// Issue 15: collection view queries (scrolling to an item, hit testing by point), a custom
/// layout mirrored by `flipsHorizontallyInOppositeLayoutDirection`, and misuse UIKit raises
/// for, logged and recovered from.
@Suite struct CollectionViewQueriesTests {
  /// 100 items 320 × 100, no spacing (item k at y 100k), in a 320 × 480 window.
  func rows(
    count: Int = 100, layout: CollectionViewLayout? = nil,
    direction: UserInterfaceLayoutDirection = .leftToRight
  ) -> (Window, CollectionView, TestCollectionSource, [String]) {
    let flow = CollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 320, height: 100)
    flow.minimumLineSpacing = 0
    let window = Window(
      size: CGSize(width: 320, height: 480), scale: 1, layoutDirection: direction)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let collection = CollectionView(
      frame: window.bounds, collectionViewLayout: layout ?? flow)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = TestCollectionSource(counts: [count])
    collection.dataSource = source
    collection.delegate = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    return (window, collection, source, log)
  }

  /// Item 50 spans 5,000–5,100 in a 480-tall view: at the top the offset is 5,000; centered,
  /// 5,050 − 240 = 4,810; at the bottom, 5,100 − 480 = 4,620. The last item at the top would
  /// pass the end: the offset stops at 10,000 − 480 = 9,520. With no position the view scrolls
  /// as little as shows the item: item 10 (1,000–1,100) from 0 needs 1,100 − 480 = 620.
  @Test func scrollsToAnItem() {
    let (window, collection, source, _) = rows()
    let item = IndexPath(item: 50, section: 0)
    collection.scrollToItem(at: item, at: .top, animated: false)
    #expect(collection.contentOffset.y == 5_000)
    collection.scrollToItem(at: item, at: .centeredVertically, animated: true)
    #expect(collection.contentOffset.y == 4_810)
    collection.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(collection.contentOffset.y == 4_620)
    window.layoutIfNeeded()
    #expect(collection.indexPathsForVisibleItems.map(\.item) == [46, 47, 48, 49, 50])
    // Only where it landed was realised (45–51), after the first screen (0–5).
    #expect(source.requested.map(\.item) == Array(0...5) + Array(45...51))
    collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset.y == 9_520)
    collection.contentOffset = .zero
    collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: [], animated: false)
    #expect(collection.contentOffset.y == 620)
  }

  /// The item under a point, shown or not; `nil` past the content.
  @Test func findsTheItemAtAPoint() {
    let (window, collection, source, _) = rows()
    #expect(source.requested.count == 6)
    #expect(
      collection.indexPathForItem(at: CGPoint(x: 160, y: 250)) == IndexPath(item: 2, section: 0))
    #expect(
      collection.indexPathForItem(at: CGPoint(x: 10, y: 9_999)) == IndexPath(item: 99, section: 0))
    #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 10_050)) == nil)
    if let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) {
      #expect(collection.indexPath(for: cell) == IndexPath(item: 1, section: 0))
    } else {
      Issue.record("no cell for item 1")
    }
    #expect(!window.hasAmbiguousLayout)
  }

  /// A custom layout: 50 × 50 items in a row, 10 apart, written for left to right. It asks to
  /// be flipped, so right to left its frames are mirrored across its content width
  /// (5 × 50 + 4 × 10 = 290): item k at 290 − 60k − 50 = 240, 180, 120, 60, 0.
  final class RowLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 290, height: 50) }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [CollectionViewLayoutAttributes]? {
      (0..<5).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        .filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(
      at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
      let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(x: CGFloat(indexPath.item) * 60, y: 0, width: 50, height: 50)
      return attributes
    }
  }

  @Test func aCustomLayoutThatFlipsIsMirroredRightToLeft() {
    let (ltrWindow, ltr, ltrSource, _) = rows(count: 5, layout: RowLayout())
    #expect(ltr.visibleCells.map(\.frame.minX) == [0, 60, 120, 180, 240])
    let (window, collection, source, _) = rows(
      count: 5, layout: RowLayout(), direction: .rightToLeft)
    #expect(source.requested.count == 5 && ltrSource.requested.count == 5)
    #expect(collection.visibleCells.map(\.frame.minX) == [240, 180, 120, 60, 0])
    #expect(collection.contentSize == CGSize(width: 290, height: 50))
    #expect(!window.hasAmbiguousLayout && !ltrWindow.hasAmbiguousLayout)
  }

  // MARK: Misuse

  /// An identifier nothing is registered for: UIKit raises; Truss logs UIKit's message and
  /// shows a plain cell.
  @Test func anUnregisteredIdentifierIsLogged() {
    let (window, collection, source, _) = rows(count: 0)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    source.identifier = "nothing"
    source.counts = [1]
    collection.reloadData()
    window.layoutIfNeeded()
    #expect(collection.visibleCells.count == 1)
    #expect(
      log.contains {
        $0.contains(
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
            + "nothing - must register a nib or a class")
      })
    // Registering a class that is not a cell is refused and logged too.
    collection.register(View.self, forCellWithReuseIdentifier: "view")
    #expect(log.last?.contains("is not a UICollectionViewCell subclass") == true)
  }

  /// Negative counts are read as 0 and logged; scrolling to an item out of range is logged
  /// and does not scroll (UIKit raises).
  @Test func badCountsAndIndexPathsAreLogged() {
    let (window, collection, source, _) = rows(count: 3)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    collection.scrollToItem(at: IndexPath(item: 7, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset == .zero)
    #expect(
      log.last?.hasSuffix(
        "Attempted to scroll the collection view to an out-of-bounds item (7) when there are "
          + "only 3 items in section 0.") == true)
    source.counts = [-2]
    collection.reloadData()
    window.layoutIfNeeded()
    #expect(collection.numberOfItems(inSection: 0) == 0)
    #expect(log.contains { $0.contains("the data source has -2 items in section 0; using 0") })
    #expect(collection.visibleCells.isEmpty && collection.contentSize.height == 0)
  }

  /// Bad item sizes are logged as UIKit logs them and laid out as something: a negative
  /// width is taken as 0, an item wider than the view minus its insets goes alone on its line.
  /// Items -5 x 40 are 0 wide: all three fit one line, the last (not complete), which with a
  /// fixed item size takes the columns of a full line: 33 items of 0 with spacings of 10 fill
  /// 320, so (320 − 0) / 32 = 10 apart: x = 0, 10, 20.
  @Test func badItemSizesAreLoggedAndLaidOut() {
    let (window, collection, _, _) = rows(count: 3)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let flow = collection.collectionViewLayout as! CollectionViewFlowLayout
    flow.itemSize = CGSize(width: -5, height: 40)
    window.layoutIfNeeded()
    #expect(log.filter { $0.contains("Negative sizes are not supported") }.count == 1)
    #expect(
      (0..<3).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        == (0..<3).map { CGRect(x: CGFloat($0) * 10, y: 0, width: 0, height: 40) })
    // 400 wide in a 320-wide view: alone on each line, at the start inset.
    flow.itemSize = CGSize(width: 400, height: 40)
    window.layoutIfNeeded()
    #expect(log.filter { $0.contains("the item width must be less than") }.count == 1)
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 40, width: 400, height: 40))
  }

  /// A data source that dequeues two cells for each item (UIKit raises since iOS 18): each one
  /// not returned is logged with UIKit's words and kept for reuse. Items are 320 x 100 in a
  /// 480-tall view: a layout realises items 0-4 and one line below (5). Reloaded, the 6 cells
  /// of the first layout wait; the 12 dequeues take them and make 6 more, and the 6 not
  /// returned wait. Scrolled by 100, item 6 comes (item 0 stays, one line above) and takes two
  /// of those: no cell is made.
  @Test func aDequeuedCellNotReturnedIsLoggedAndKeptForReuse() {
    final class TwoAtATime: CollectionViewDataSource {
      func collectionView(
        _ collectionView: CollectionView, numberOfItemsInSection section: Int
      ) -> Int { 100 }
      func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
      ) -> CollectionViewCell {
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }
    let (window, collection, _, _) = rows()
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let source = TwoAtATime()
    collection.dataSource = source
    collection.reloadData()
    window.layoutIfNeeded()
    let unreturned = { log.filter { $0.contains("Expected dequeued view to be returned") }.count }
    #expect(collection.cellPool.madeCount == 12)
    #expect(unreturned() == 6)
    #expect(collection.cellPool.waitingCount("cell") == 6)
    #expect(collection.subviews.filter { $0 is CollectionViewCell && !$0.isHidden }.count == 6)
    collection.contentOffset = CGPoint(x: 0, y: 100)
    window.layoutIfNeeded()
    #expect(collection.cellPool.madeCount == 12)
    #expect(unreturned() == 7)
    #expect(collection.cellPool.waitingCount("cell") == 5)
  }

  /// Index paths of other than two indexes (UIKit's NSIndexPath answers NSNotFound for a
  /// missing section or item; Foundation's IndexPath traps) are out of range everywhere: the
  /// queries answer nil, updates naming them are logged and the view reloads, nothing traps.
  @Test func indexPathsOfOtherLengthsAreOutOfRange() {
    let (window, collection, source, _) = rows(count: 3)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    for path in [IndexPath(), IndexPath(index: 1), IndexPath(indexes: [0, 1, 2])] {
      #expect(collection.cellForItem(at: path) == nil)
      #expect(collection.layoutAttributesForItem(at: path) == nil)
      #expect(collection.supplementaryView(forElementKind: "header", at: path) == nil)
      collection.scrollToItem(at: path, at: .top, animated: false)
      collection.reloadItems(at: [path])
      window.layoutIfNeeded()
      source.counts = [4]
      collection.insertItems(at: [path])
      window.layoutIfNeeded()
      source.counts = [3]
      collection.deleteItems(at: [path])
      window.layoutIfNeeded()
    }
    #expect(log.filter { $0.contains("out-of-bounds item") }.count == 3)
    #expect(log.filter { $0.contains("Invalid update") }.count == 9)
    #expect(collection.visibleCells.count == 3)
  }

  /// A layout with headers and a data source that does not give them: logged once (UIKit
  /// raises), the headers' places stay empty, the cells show.
  @Test func aMissingHeaderIsLoggedOnce() {
    final class NoHeaders: CollectionViewDataSource {
      func collectionView(
        _ collectionView: CollectionView, numberOfItemsInSection section: Int
      ) -> Int { 2 }
      func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
      ) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
    }
    let layout = CollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = NoHeaders()
    collection.dataSource = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    #expect(collection.visibleCells.count == 4)
    #expect(log.filter { $0.contains("does not implement") }.count == 1)
  }
}
