import Foundation
import LayoutContainers
import Testing
import Truss

/// Issue 15: the flow layout's geometry, checked against hand arithmetic. Windows have scale
/// 1, so origins round to whole points; every example is chosen so nothing needs rounding
/// unless a test says so.
@Suite struct CollectionViewFlowLayoutTests {
  /// A collection view filling a window of `size`, its cells registered, laid out.
  func makeCollection(
    size: CGSize = CGSize(width: 330, height: 500), layout: CollectionViewFlowLayout,
    source: TestCollectionSource, direction: UserInterfaceLayoutDirection = .leftToRight,
    safeArea: EdgeInsets = .zero,
    adjustment: ScrollView.ContentInsetAdjustmentBehavior = .automatic
  ) -> (Window, CollectionView) {
    let window = Window(size: size, scale: 1, safeAreaInsets: safeArea, layoutDirection: direction)
    let collection = CollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.register(
      SupplementaryView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "supplementary")
    collection.register(
      SupplementaryView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "supplementary")
    collection.contentInsetAdjustmentBehavior = adjustment
    collection.dataSource = source
    collection.delegate = source
    window.addSubview(collection)
    window.layoutIfNeeded()
    return (window, collection)
  }

  func frames(_ collection: CollectionView, section: Int = 0) -> [CGRect] {
    (0..<collection.numberOfItems(inSection: section)).compactMap {
      collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
  }

  /// UIKit's defaults: 50 × 50 items, 10 between lines and items, no insets, vertical.
  @Test func defaultsAreUIKits() {
    let layout = CollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero && layout.estimatedItemSize == .zero)
    #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    #expect(
      layout.scrollDirection == .vertical && layout.sectionInsetReference == .fromContentInset)
    #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
    #expect(CollectionViewFlowLayout.automaticSize.width == .greatestFiniteMagnitude)
  }

  /// A vertical grid of 60 × 40 items, 330 wide: four fit a line (4 × 60 + 3 × 10 = 270 ≤ 330;
  /// five need 340). A full line gives its spare 330 − 240 = 90 points to its three gaps, 30
  /// each: x = 0, 90, 180, 270. The last line (three items) keeps those columns, every item
  /// being `itemSize`. Lines 40 tall, 10 apart: the content is 330 × 90.
  @Test func fullLinesShareTheirSpareRoomBetweenTheItems() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 40)
    let source = TestCollectionSource(counts: [7])
    let (window, collection) = makeCollection(layout: layout, source: source)
    let expected = [
      CGRect(x: 0, y: 0, width: 60, height: 40), CGRect(x: 90, y: 0, width: 60, height: 40),
      CGRect(x: 180, y: 0, width: 60, height: 40), CGRect(x: 270, y: 0, width: 60, height: 40),
      CGRect(x: 0, y: 50, width: 60, height: 40), CGRect(x: 90, y: 50, width: 60, height: 40),
      CGRect(x: 180, y: 50, width: 60, height: 40),
    ]
    #expect(frames(collection) == expected)
    #expect(layout.collectionViewContentSize == CGSize(width: 330, height: 90))
    #expect(collection.contentSize == CGSize(width: 330, height: 90))
    // The cells shown have those frames.
    #expect(collection.visibleCells.map(\.frame) == expected)
    #expect(!window.hasAmbiguousLayout)
  }

  /// The same items, sized by the delegate: UIKit keeps the last line's columns only for a
  /// fixed item size, so here it starts at the left with the minimum spacing: x = 0, 70, 140.
  @Test func aLastLineOfDelegateSizesStartsAtTheLeadingEdge() {
    let layout = CollectionViewFlowLayout()
    let source = TestCollectionSource(counts: [7])
    source.sizes = { _ in CGSize(width: 60, height: 40) }
    let (window, collection) = makeCollection(layout: layout, source: source)
    let xs = frames(collection).map(\.minX)
    #expect(xs == [0, 90, 180, 270, 0, 70, 140])
    #expect(!window.hasAmbiguousLayout)
  }

  /// Items 200 wide in 330: one per line (200 + 10 + 200 = 410). Every line holds one item, so
  /// every line — the last too — centers it: x = (330 − 200) / 2 = 65. Lines 50 tall, 10 apart.
  @Test func aLineOfOneItemCentersIt() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 50)
    let (window, collection) = makeCollection(
      layout: layout, source: TestCollectionSource(counts: [3]))
    #expect(
      frames(collection) == [
        CGRect(x: 65, y: 0, width: 200, height: 50), CGRect(x: 65, y: 60, width: 200, height: 50),
        CGRect(x: 65, y: 120, width: 200, height: 50),
      ])
    // A section of one item: centered too.
    let (singleWindow, single) = makeCollection(
      layout: layout, source: TestCollectionSource(counts: [1]))
    #expect(frames(single) == [CGRect(x: 65, y: 0, width: 200, height: 50)])
    #expect(!window.hasAmbiguousLayout && !singleWindow.hasAmbiguousLayout)
  }

  /// Items of different heights in a line are centered vertically in it (the line is as tall
  /// as its tallest item). Three items 100 wide fit (320 ≤ 330), 40, 60 and 20 tall: the line
  /// is 60 tall, so y = 10, 0, 20. A single line is the last line and not complete: it starts
  /// at the left with the minimum spacing (x = 0, 110, 220), not justified.
  ///
  /// With a fourth item (30 tall) the first line is full and complete: its spare
  /// 330 − 300 = 30 goes in its two gaps, x = 0, 115, 230; the fourth item starts the last
  /// line at y = 60 + 10 = 70, on the left.
  @Test func itemsAreCenteredVerticallyInTheirLine() {
    let heights: [CGFloat] = [40, 60, 20, 30]
    let source = TestCollectionSource(counts: [3])
    source.sizes = { CGSize(width: 100, height: heights[$0.item]) }
    let (window, collection) = makeCollection(layout: CollectionViewFlowLayout(), source: source)
    #expect(
      frames(collection) == [
        CGRect(x: 0, y: 10, width: 100, height: 40), CGRect(x: 110, y: 0, width: 100, height: 60),
        CGRect(x: 220, y: 20, width: 100, height: 20),
      ])
    source.counts = [4]
    collection.reloadData()
    collection.layoutIfNeeded()
    #expect(
      frames(collection) == [
        CGRect(x: 0, y: 10, width: 100, height: 40), CGRect(x: 115, y: 0, width: 100, height: 60),
        CGRect(x: 230, y: 20, width: 100, height: 20), CGRect(x: 0, y: 70, width: 100, height: 30),
      ])
    #expect(!window.hasAmbiguousLayout)
  }

  /// Lines are filled greedily, in order: an item that does not fit starts a new line even
  /// when a later, smaller one would have fitted. Widths 150, 150, 100, 20 in 330 (spacing
  /// 10): 150 + 10 + 150 = 310, then 100 does not fit the 10 left (330 − 320), so it starts the
  /// second line with 20. The first line (complete, two items) is justified: x = 0, 180.
  @Test func linesAreFilledGreedily() {
    let widths: [CGFloat] = [150, 150, 100, 20]
    let source = TestCollectionSource(counts: [4])
    source.sizes = { CGSize(width: widths[$0.item], height: 30) }
    let (window, collection) = makeCollection(layout: CollectionViewFlowLayout(), source: source)
    #expect(frames(collection).map(\.minX) == [0, 180, 0, 110])
    #expect(frames(collection).map(\.minY) == [0, 0, 40, 40])
    #expect(!window.hasAmbiguousLayout)
  }

  /// Horizontal scrolling swaps the axes: items flow down a column, then columns run to the
  /// right. 200 tall, 50 × 80 items: two fit a column (80 + 10 + 80 = 170). A full column
  /// shares its spare 200 − 160 = 40 in its gap (y = 0, 120); columns are 50 wide and 10
  /// apart (x = 0, 60, 120); the last column's item keeps the first row (fixed item size).
  @Test func horizontalFlowFillsColumns() {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 80)
    let (window, collection) = makeCollection(
      size: CGSize(width: 400, height: 200), layout: layout,
      source: TestCollectionSource(counts: [5]))
    #expect(
      frames(collection) == [
        CGRect(x: 0, y: 0, width: 50, height: 80), CGRect(x: 0, y: 120, width: 50, height: 80),
        CGRect(x: 60, y: 0, width: 50, height: 80), CGRect(x: 60, y: 120, width: 50, height: 80),
        CGRect(x: 120, y: 0, width: 50, height: 80),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 170, height: 200))
    #expect(!window.hasAmbiguousLayout)
  }

  /// Headers, insets and footers: section 0 has a 30-point header, the inset (top 5, left 10,
  /// bottom 15, right 20), two 60 × 40 items and a 20-point footer; section 1 the same with one
  /// item. Section 0: header y 0–30 (330 wide: headers ignore the inset), items from
  /// y = 30 + 5 = 35 in a line 300 wide (330 − 10 − 20): the last line of two items starts at
  /// x = 10, then — every item being `itemSize`, the last line keeps the columns a full line
  /// would have: four fit 300 (4 × 60 + 3 × 10 = 270), 60 / 3 = 20 apart — 10 + 60 + 20 = 90;
  /// bottom inset to 35 + 40 + 15 = 90, footer 90–110.
  /// Section 1 starts at 110: header 110–140, its single item — every line holding one item —
  /// centered in the 300: x = 10 + (300 − 60) / 2 = 130, y = 145; footer 200–220.
  @Test func headersInsetsAndFooters() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 40)
    layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    layout.headerReferenceSize = CGSize(width: 999, height: 30)
    layout.footerReferenceSize = CGSize(width: 999, height: 20)
    let source = TestCollectionSource(counts: [2, 1])
    let (window, collection) = makeCollection(layout: layout, source: source)
    #expect(
      frames(collection, section: 0) == [
        CGRect(x: 10, y: 35, width: 60, height: 40), CGRect(x: 90, y: 35, width: 60, height: 40),
      ])
    #expect(frames(collection, section: 1) == [CGRect(x: 130, y: 145, width: 60, height: 40)])
    let header = CollectionView.elementKindSectionHeader
    let footer = CollectionView.elementKindSectionFooter
    func supplementary(_ kind: String, _ section: Int) -> CGRect? {
      collection.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(supplementary(header, 0) == CGRect(x: 0, y: 0, width: 330, height: 30))
    #expect(supplementary(footer, 0) == CGRect(x: 0, y: 90, width: 330, height: 20))
    #expect(supplementary(header, 1) == CGRect(x: 0, y: 110, width: 330, height: 30))
    #expect(supplementary(footer, 1) == CGRect(x: 0, y: 200, width: 330, height: 20))
    #expect(layout.collectionViewContentSize == CGSize(width: 330, height: 220))
    // The views: asked of the data source, at those frames, above the cells (z-index 10).
    #expect(source.supplementaryRequested.count == 4)
    let headers = collection.visibleSupplementaryViews(ofKind: header)
    #expect(headers.map(\.frame) == [supplementary(header, 0), supplementary(header, 1)])
    #expect(
      collection.layoutAttributesForSupplementaryElement(
        ofKind: header, at: IndexPath(item: 0, section: 0))?.zIndex == 10)
    #expect(!window.hasAmbiguousLayout)
  }

  /// The delegate's per-section metrics win over the layout's: section 1 gets a 20-point line
  /// spacing and a 40-point left inset, the others the layout's 10 and 0. Items 100 × 30, one
  /// per line in a 140-wide view (100 + 10 + 100 > 140), each line centered in its room:
  /// section 0 at x = 20, section 1 at 40 + (100 − 100) / 2 = 40.
  @Test func theDelegatesMetricsWinPerSection() {
    let source = TestCollectionSource(counts: [2, 2])
    source.insets[1] = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    source.lineSpacings[1] = 20
    source.sizes = { _ in CGSize(width: 100, height: 30) }
    let (window, collection) = makeCollection(
      size: CGSize(width: 140, height: 500), layout: CollectionViewFlowLayout(), source: source)
    // Section 0: y 0 and 40; section 1 starts at 70: y 70 and 70 + 30 + 20 = 120.
    #expect(
      frames(collection, section: 0) == [
        CGRect(x: 20, y: 0, width: 100, height: 30), CGRect(x: 20, y: 40, width: 100, height: 30),
      ])
    #expect(
      frames(collection, section: 1) == [
        CGRect(x: 40, y: 70, width: 100, height: 30), CGRect(x: 40, y: 120, width: 100, height: 30),
      ])
    #expect(!window.hasAmbiguousLayout)
  }

  // MARK: Section inset references

  /// A 400 × 600 window whose safe area is 40 at the top, 30 left, 20 bottom and 10 right;
  /// 100 × 50 items, a 5-point section inset. Measured from the safe area (UIKit's
  /// `-_adjustedSectionInsetForSectionInset:forAxis:`): across, each side's inset plus the
  /// safe area's less the adjusted content inset (0 with `.never`): left 35, right 15, so
  /// lines are 350 long; along, the content gains the safe area's top (40) before the first
  /// section and its bottom (20) after the last. Three items fit a line (320 ≤ 350), a last
  /// line keeping the columns of a full one, 25 apart: x = 35, 160, 285, y = 40 + 5 = 45. The
  /// content: 40 + 5 + 50 + 5 + 20 = 120 tall.
  @Test func insetsFromTheSafeArea() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    layout.sectionInsetReference = .fromSafeArea
    let safe = EdgeInsets(top: 40, left: 30, bottom: 20, right: 10)
    let (window, collection) = makeCollection(
      size: CGSize(width: 400, height: 600), layout: layout,
      source: TestCollectionSource(counts: [3]), safeArea: safe, adjustment: .never)
    #expect(
      frames(collection).map(\.origin) == [
        CGPoint(x: 35, y: 45), CGPoint(x: 160, y: 45), CGPoint(x: 285, y: 45),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 120))
    // From the content inset: lines are 390 long (5 each side), three fit, 45 apart
    // ((390 − 300) / 2): x = 5, 150, 295 at y = 5; 60 tall.
    layout.sectionInsetReference = .fromContentInset
    window.layoutIfNeeded()
    #expect(
      frames(collection).map(\.origin) == [
        CGPoint(x: 5, y: 5), CGPoint(x: 150, y: 5), CGPoint(x: 295, y: 5),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 60))
    // From the layout margins: the collection view's are the safe area plus 8 (38, 18, 48,
    // 28), so left 43, right 23, lines 334 long: 17 apart ((334 − 300) / 2), x = 43, 160, 277,
    // y = 48 + 5 = 53; 48 + 5 + 50 + 5 + 28 = 136 tall.
    #expect(collection.layoutMargins == EdgeInsets(top: 48, left: 38, bottom: 28, right: 18))
    layout.sectionInsetReference = .fromLayoutMargins
    window.layoutIfNeeded()
    #expect(
      frames(collection).map(\.origin) == [
        CGPoint(x: 43, y: 53), CGPoint(x: 160, y: 53), CGPoint(x: 277, y: 53),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 136))
    #expect(!window.hasAmbiguousLayout)
  }

  /// When the adjusted content inset already holds the safe area (`.always`), measuring from
  /// the safe area adds nothing more: the content is 400 − 30 − 10 = 360 wide, the insets stay
  /// 5 (5 + 30 − 30), lines are 350 long (x = 5, 130, 255) and nothing is added along.
  @Test func insetsFromTheSafeAreaDoNotCountItTwice() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    layout.sectionInsetReference = .fromSafeArea
    let (window, collection) = makeCollection(
      size: CGSize(width: 400, height: 600), layout: layout,
      source: TestCollectionSource(counts: [3]),
      safeArea: EdgeInsets(top: 40, left: 30, bottom: 20, right: 10), adjustment: .always)
    #expect(collection.adjustedContentInset == EdgeInsets(top: 40, left: 30, bottom: 20, right: 10))
    #expect(
      frames(collection).map(\.origin) == [
        CGPoint(x: 5, y: 5), CGPoint(x: 130, y: 5), CGPoint(x: 255, y: 5),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 360, height: 60))
    #expect(!window.hasAmbiguousLayout)
  }

  // MARK: Right to left

  /// Right to left the flow layout mirrors its lines (UIKit's rows place items from the right
  /// edge): 60 × 40 items in 330 with a 30-point left inset: lines are 300 long, four fit,
  /// 20 apart: left to right x = 30, 110, 190, 270; right to left 330 − x − 60 = 240, 160, 80,
  /// 0 — the left inset is now on the right. The last line keeps the columns: 240, 160. The
  /// header still spans the width.
  @Test func verticalFlowMirrorsRightToLeft() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 40)
    layout.sectionInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    let (ltrWindow, ltr) = makeCollection(layout: layout, source: TestCollectionSource(counts: [6]))
    #expect(frames(ltr).map(\.minX) == [30, 110, 190, 270, 30, 110])
    let mirrored = CollectionViewFlowLayout()
    mirrored.itemSize = CGSize(width: 60, height: 40)
    mirrored.sectionInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    mirrored.headerReferenceSize = CGSize(width: 0, height: 20)
    let (window, collection) = makeCollection(
      layout: mirrored, source: TestCollectionSource(counts: [6]), direction: .rightToLeft)
    #expect(collection.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(frames(collection).map(\.minX) == [240, 160, 80, 0, 240, 160])
    #expect(frames(collection).map(\.minY) == frames(ltr).map(\.minY))
    #expect(
      collection.layoutAttributesForSupplementaryElement(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)
      )?.frame == CGRect(x: 0, y: 0, width: 330, height: 20))
    #expect(!window.hasAmbiguousLayout && !ltrWindow.hasAmbiguousLayout)
  }

  /// A horizontal flow right to left runs from the content's right end: the columns of
  /// `horizontalFlowFillsColumns` (x = 0, 60, 120 in 170) become 170 − x − 50 = 120, 60, 0.
  @Test func horizontalFlowMirrorsRightToLeft() {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 80)
    let (window, collection) = makeCollection(
      size: CGSize(width: 400, height: 200), layout: layout,
      source: TestCollectionSource(counts: [5]), direction: .rightToLeft)
    #expect(frames(collection).map(\.minX) == [120, 120, 60, 60, 0])
    #expect(frames(collection).map(\.minY) == [0, 120, 0, 120, 0])
    // The offset stays at zero (UIKit opens such a flow there too).
    #expect(collection.contentOffset == .zero)
    #expect(!window.hasAmbiguousLayout)
  }
}
