import Foundation
import Truss

// The collection workloads of container-bench (issue 15): a vertical flow layout of 10,000
// self-sizing items (the table's feed content: an avatar, a name, and a message wrapping onto
// one to six lines) filling the same phone window, against the same items laid out by hand
// (plain views given frames computed from the labels' measured sizes).

/// The flow's shape: the table's window, full-width items 10 apart, estimated 375 × 80.
enum FlowMetrics {
  static let items = TableMetrics.rows
  static let size = TableMetrics.size
  static let spacing: CGFloat = 10
  static let estimate = CGSize(width: TableMetrics.size.width, height: 80)
}

/// The self-sizing item: the feed's content (``setUpFeedContent``) with the table cell's
/// margins (11 above and below, 16 at the sides), fitted at the width the layout gives, as
/// full-width self-sizing cells are on iOS (IGListKit's `FullWidthSelfSizingCell`: its
/// `preferredLayoutAttributesFitting(_:)` fits the content view at that width, required, and
/// takes the height). Its content view takes no margins from the safe area, like the table
/// cell's: margins that do are refreshed on every offset change (14 µs a step for 8 cells).
/// (Pinning the content view's width instead also works, but Truss then logs the pin as
/// redundant with the cell's frame, translated into constraints, whenever the cell has that
/// width.)
final class FeedItemCell: CollectionViewCell {
  let avatar = View()
  let name = Label()
  let message = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.insetsLayoutMarginsFromSafeArea = false
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(
      top: TableMetrics.marginTop, leading: TableMetrics.marginSide,
      bottom: TableMetrics.marginTop, trailing: TableMetrics.marginSide)
    setUpFeedContent(avatar, name, message, in: contentView)
  }

  required init?(coder: NSCoder) { nil }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(width: layoutAttributes.size.width, height: 0),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    layoutAttributes.size.height = fitted.height
    return layoutAttributes
  }
}

/// The data source: item `i` shows ``tableName(_:)`` and ``tableMessage(_:)``; counts the
/// cells asked for and the items asked for the first time (measured once each).
final class FeedItemSource: CollectionViewDataSource {
  var counts = ShownCounts()

  func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    FlowMetrics.items
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    counts.ask(indexPath.item)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "feed", for: indexPath)
    if let cell = cell as? FeedItemCell {
      cell.name.text = tableName(indexPath.item)
      cell.message.text = tableMessage(indexPath.item)
    }
    return cell
  }
}

/// A window holding the collection, laid out (its first layout).
func makeFeedFlow() -> (Window, CollectionView, FeedItemSource) {
  let window = Window(size: FlowMetrics.size, scale: TableMetrics.scale)
  let layout = CollectionViewFlowLayout()
  layout.estimatedItemSize = FlowMetrics.estimate
  layout.minimumLineSpacing = FlowMetrics.spacing
  let collection = CollectionView(
    frame: CGRect(origin: .zero, size: FlowMetrics.size), collectionViewLayout: layout)
  collection.register(FeedItemCell.self, forCellWithReuseIdentifier: "feed")
  let source = FeedItemSource()
  collection.dataSource = source
  window.addSubview(collection)
  window.layoutIfNeeded()
  return (window, collection, source)
}

// MARK: The hand-written flow

/// The same items laid out by hand: the table's hand-written rows (a cell, its content view
/// and the content) without the separator, 10 apart.
enum HandFlow {
  /// An item's cell is as tall as its content view.
  enum Unseparated: RowSeparation { static var separated: Bool { false } }

  /// The hand-written flow: items estimated 80 tall until shown, 10 apart.
  static func list() -> HandList<HandTable.Row<Unseparated>> {
    HandList(
      size: FlowMetrics.size, count: FlowMetrics.items, estimate: FlowMetrics.estimate.height,
      spacing: FlowMetrics.spacing
    ) { HandTable.Row(in: $0) }
  }

  /// The frames of an item's cell (at the origin), content view, avatar, name and message:
  /// the table row's, the cell as tall as its content.
  static func frames(_ i: Int, name: Label, message: Label) -> [CGRect] {
    var frames = HandTable.frames(i, name: name, message: message).frames
    frames[0] = frames[1]
    return frames
  }
}

// MARK: The workloads

/// The collection under test.
struct FlowUnderTest: ListUnderTest {
  let window: Window
  let collection: CollectionView
  let source: FeedItemSource

  init() { (window, collection, source) = makeFeedFlow() }

  var counts: ShownCounts { source.counts }
  var visibleCount: Int { collection.visibleCells.count }
  var contentHeight: CGFloat { collection.contentSize.height }
  func scroll(to y: CGFloat) { scrollList(window, collection, to: y) }

  /// Checks the visible items against the hand-computed frames, and their positions against
  /// the hand-written flow's.
  func checkFrames(_ hand: HandList<some HandItem>) {
    for cell in collection.visibleCells {
      guard let cell = cell as? FeedItemCell, let item = collection.indexPath(for: cell)?.item
      else { continue }
      let expected = HandFlow.frames(item, name: Label(), message: Label())
      let actual = [
        CGRect(origin: .zero, size: cell.frame.size), cell.contentView.frame, cell.avatar.frame,
        cell.name.frame, cell.message.frame,
      ]
      if framesDiffer(actual, expected) {
        fail("flow item \(item): frames \(actual), expected \(expected)")
      }
      if let shown = hand.shown[item], abs(shown.cell.frame.minY - cell.frame.minY) > 1e-6 {
        fail("flow item \(item) at \(cell.frame.minY), by hand at \(shown.cell.frame.minY)")
      }
    }
  }
}

/// The collection's workloads (``runListWorkloads``): flowFirstLayout, flowLineStep (a
/// 1-point step realising a new line, its one item asked for and measured), flowPointStep
/// (one realising none), flowScreenStep.
func runCollectionWorkloads(
  runs: Int
) -> (
  rows: [(String, String, Double, Double)], checks: [String]
) {
  runListWorkloads(
    runs: runs,
    names: ListWorkloadNames(
      first: "flowFirstLayout", step: "flowLineStep", point: "flowPointStep",
      screen: "flowScreenStep", noun: "item"),
    items: FlowMetrics.items, screen: FlowMetrics.size.height, make: FlowUnderTest.init,
    makeHand: HandFlow.list)
}
