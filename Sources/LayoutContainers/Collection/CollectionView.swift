import AutoLayout
import Foundation

/// A scroll view showing items from a data source in sections, placed by a layout (UIKit's
/// `UICollectionView`, reduced to layout); with ``CollectionViewFlowLayout``, items flow into
/// lines.
///
/// As UIKit's, it realises cells only for what it shows: at each layout it asks its layout for
/// the elements in the visible part — with a flow layout, plus one line before it and one
/// after, as a table view realises one row more at each end — asks its data source for the
/// cells it does not have yet, and puts the cells that left that part back to wait for reuse — hidden and kept as subviews, as UIKit
/// keeps them (`-[UICollectionReusableView _setHiddenForReuse:]`), so reusing a cell moves it
/// without adding or removing its constraints. A cell shown while its layout estimates sizes
/// is asked for its size once (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``)
/// and keeps it until its item is reloaded, the width or the traits change, or the data is
/// reloaded. Moving ``ScrollView/contentOffset`` lays the view out only when the realised part
/// must change; otherwise it does no work (no solver work either way, unless cells are made).
///
/// Where Truss differs from UIKit: there is no selection, highlighting, drag and drop,
/// prefetching data source or animation (batch updates apply at once and their completion
/// runs before `performBatchUpdates` returns); misuse UIKit raises an exception for (an
/// unregistered identifier, a data source whose counts do not match its updates, an item out
/// of range) is logged in the window's log and recovered from.
open class CollectionView: ScrollView {
  /// The axis a layout scrolls along (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Hashable, Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right (right to left in a right-to-left layout).
    case horizontal
  }

  /// Where ``scrollToItem(at:at:animated:)`` puts an item (UIKit's
  /// `UICollectionView.ScrollPosition`; at most one vertical and one horizontal option).
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A position from its raw value (UIKit's values).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centered vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centered horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// What kind of element layout attributes describe (UIKit's
  /// `UICollectionView.ElementCategory`).
  public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory

  /// The kind of a section header (UIKit's `elementKindSectionHeader`, whose value it is).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer (UIKit's `elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout placing the elements; setting it lays everything out again.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      oldValue.collectionView = nil
      adopt(collectionViewLayout)
    }
  }

  /// Sets the layout (without animation in Truss).
  open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Where the items come from; setting it reloads them.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// What is told about realised views, and — as a flow layout's delegate — asked for sizes.
  public weak var delegate: (any CollectionViewDelegate)? {
    didSet { collectionViewLayout.invalidateLayout() }
  }

  /// How to make cells and supplementary views, by reuse identifier, and those waiting.
  let cellPool = ReusePool<CollectionViewCell>()
  let supplementaryPool = ReusePool<CollectionReusableView>()
  /// The data source's counts, as last read (`nil`: read at the next layout).
  var counts: [Int]?
  /// The realised cells and supplementary views.
  var cells: [IndexPath: CollectionViewCell] = [:]
  var supplementaries: [SupplementaryKey: CollectionReusableView] = [:]
  /// Whether the layout was prepared since it was last invalidated.
  var layoutIsPrepared = false
  /// The elements realised at the last layout, to tell whether a new offset needs another.
  var realisedWindow: ElementWindow?
  /// The size and adjusted insets the layout last saw.
  var laidOutSize: CGSize?
  var laidOutInsets = EdgeInsets.zero
  /// The attributes of the element being realised, which a dequeue applies.
  var pendingAttributes: CollectionViewLayoutAttributes?
  /// Views dequeued and not yet returned by the data source, with their pools' identifiers.
  var dequeuedViews: [(view: CollectionReusableView, poolIdentifier: String)] = []
  /// The constraints giving the content layout guide the layout's content size.
  var contentSizeConstraints: [LayoutConstraint] = []
  /// Batch updates being collected by `performBatchUpdates`.
  var batch: Batch?
  /// Kinds whose missing supplementary view was already reported.
  var reportedMissingKinds: Set<String> = []

  /// A collection view with the given frame, placed by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    adopt(layout)
  }

  /// A collection view decoded from an archive (Truss has no nibs: an empty view with a flow
  /// layout).
  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
    adopt(collectionViewLayout)
  }

  private func adopt(_ layout: CollectionViewLayout) {
    layout.collectionView = self
    layout.invalidateLayout()
  }

  /// Called by the layout when it was invalidated: prepare it and lay out again.
  func layoutDidInvalidate() {
    layoutIsPrepared = false
    realisedWindow = nil
    setNeedsLayout()
  }

  // MARK: Layout

  /// Realises what the view shows.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateVisibleElements()
  }

  /// Where the visible part's origin is in the content. Moving it lays the view out only when
  /// the elements realised must change.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      super.contentOffset = newValue
      guard layoutIsPrepared, let realisedWindow,
        collectionViewLayout.elementWindow(in: bounds) == realisedWindow
      else {
        setNeedsLayout()
        return
      }
    }
  }

  /// Cached sizes depend on the traits text and size classes give: a change drops them once.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let traits = traitCollection
    guard let previous = previousTraitCollection,
      previous.preferredContentSizeCategory != traits.preferredContentSizeCategory
        || previous.horizontalSizeClass != traits.horizontalSizeClass
        || previous.verticalSizeClass != traits.verticalSizeClass
        || previous.layoutDirection != traits.layoutDirection
        || previous.displayScale != traits.displayScale
    else { return }
    collectionViewLayout.forgetAllMeasurements()
  }

  /// Forgets every cell and measured size and reads the data source again at the next layout.
  /// The cells shown go back to wait for reuse, so the data source gets them again.
  open func reloadData() {
    recycleElements(notIn: [])
    counts = nil
    collectionViewLayout.forgetAllMeasurements()
  }

  // MARK: Registration

  /// Registers a cell class for `identifier` (made with its `init(frame:)`); `nil`
  /// unregisters it.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    register(
      cellClass, in: cellPool, key: identifier, as: "UICollectionViewCell",
      for: "the cell identifier \(identifier)")
  }

  /// Registers a supplementary view class for `elementKind` and `identifier`; `nil`
  /// unregisters it.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    register(
      viewClass, in: supplementaryPool, key: Self.supplementaryIdentifier(elementKind, identifier),
      as: "UICollectionReusableView", for: "the \(elementKind) identifier \(identifier)")
  }

  /// Registers `viewClass` in `pool` under `key` (`nil` unregisters); a class that is not an
  /// `Element` is refused and logged, naming UIKit's class `uiKitName` and what it was for.
  private func register<Element: CollectionReusableView>(
    _ viewClass: AnyClass?, in pool: ReusePool<Element>, key: String, as uiKitName: String,
    for purpose: String
  ) {
    guard let viewClass else {
      pool.register(nil, for: key)
      return
    }
    guard let type = viewClass as? Element.Type else {
      report(
        "could not register \(viewClass) for \(purpose): it is not a \(uiKitName) subclass")
      return
    }
    pool.register({ type.init(registeredWithFrame: .zero) }, for: key)
  }

  static func supplementaryIdentifier(_ kind: String, _ identifier: String) -> String {
    kind + "\u{1F}" + identifier
  }

  /// A cell for the item at `indexPath`: one waiting for reuse (prepared with
  /// `prepareForReuse()`) or a new one, already given the item's frame. Call it from the data
  /// source's `cellForItemAt`. An identifier nothing is registered for gets a plain cell and a
  /// line in the log (UIKit raises).
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionViewCell {
    let attributes = attributesToApply(forItemAt: indexPath)
    guard let (cell, reused) = cellPool.dequeue(identifier) else {
      report(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
      let cell = CollectionViewCell(frame: attributes?.frame ?? .zero)
      return cell
    }
    cell.reuseIdentifier = identifier
    if reused {
      cell.isHidden = false
      cell.prepareForReuse()
    }
    if let attributes { apply(attributes, to: cell) }
    dequeuedViews.append((cell, identifier))
    return cell
  }

  /// A supplementary view of `elementKind` for `indexPath`, as
  /// ``dequeueReusableCell(withReuseIdentifier:for:)`` gives cells. Call it from the data
  /// source's `viewForSupplementaryElementOfKind`.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let attributes =
      pendingAttributes?.representedElementKind == elementKind
        && pendingAttributes?.indexPath == indexPath
      ? pendingAttributes
      : layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
    let key = Self.supplementaryIdentifier(elementKind, identifier)
    guard let (view, reused) = supplementaryPool.dequeue(key) else {
      report(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
      return CollectionReusableView(frame: attributes?.frame ?? .zero)
    }
    view.reuseIdentifier = identifier
    if reused {
      view.isHidden = false
      view.prepareForReuse()
    }
    if let attributes { apply(attributes, to: view) }
    dequeuedViews.append((view, key))
    return view
  }

  /// Gives `view` the attributes' frame, then lets it read them.
  func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
    if view.frame != attributes.frame { view.frame = attributes.frame }
    if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
    view.apply(attributes)
  }

  private func attributesToApply(forItemAt indexPath: IndexPath) -> CollectionViewLayoutAttributes?
  {
    if let pending = pendingAttributes, pending.representedElementCategory == .cell,
      pending.indexPath == indexPath
    {
      return pending
    }
    return layoutAttributesForItem(at: indexPath)
  }

  /// What the data source's default `viewForSupplementaryElementOfKind` returns: a line in the
  /// log (UIKit raises) and an empty view.
  func missingSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    if reportedMissingKinds.insert(kind).inserted {
      report(
        "the layout has a \(kind) at \(Self.describe(indexPath)) but the data source does not "
          + "implement collectionView(_:viewForSupplementaryElementOfKind:at:); its place stays "
          + "empty")
    }
    return CollectionReusableView(frame: pendingAttributes?.frame ?? .zero)
  }

  /// Logs a misuse in the window's log (UIKit raises or logs these).
  func report(_ message: String) {
    reportLayoutIssue("[UICollectionView] \(layoutName): " + message, near: self)
  }

  static func describe(_ indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "{\(indexPath[0]), \(indexPath[1])}" : "\(Array(indexPath))"
  }

  // MARK: Data

  /// The number of sections, as the data source last gave it.
  public var numberOfSections: Int {
    loadCountsIfNeeded()
    return counts?.count ?? 0
  }

  /// The number of items in `section`, as the data source last gave it (0 out of range).
  public func numberOfItems(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    guard let counts, counts.indices.contains(section) else { return 0 }
    return counts[section]
  }

  /// Reads the data source's counts, if not read since the last reload. Negative counts are
  /// logged and read as 0.
  func loadCountsIfNeeded() {
    guard counts == nil else { return }
    counts = readCounts()
  }

  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    if sections < 0 { report("the data source has \(sections) sections; using 0") }
    return (0..<max(0, sections)).map { section in
      let items = dataSource.collectionView(self, numberOfItemsInSection: section)
      if items < 0 {
        report("the data source has \(items) items in section \(section); using 0")
      }
      return max(0, items)
    }
  }

  // MARK: What is shown

  /// The cells showing at least part of themselves, in index-path order (the overscan's are
  /// realised but not visible; one touching an edge is not visible).
  public var visibleCells: [CollectionViewCell] {
    cells.filter { isVisible($0.value) }.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of ``visibleCells``, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    cells.filter { isVisible($0.value) }.map(\.key).sorted()
  }

  /// The visible cell of the item at `indexPath`, or `nil`.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    guard let cell = cells[indexPath], isVisible(cell) else { return nil }
    return cell
  }

  /// The visible supplementary view of `elementKind` at `indexPath`, or `nil`.
  public func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard let view = supplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)],
      isVisible(view)
    else { return nil }
    return view
  }

  /// The visible supplementary views of `elementKind`, in index-path order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    supplementaries.filter { $0.key.kind == elementKind && isVisible($0.value) }
      .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  func isVisible(_ view: View) -> Bool {
    let f = view.frame
    let b = bounds
    return f.minX < b.maxX && f.maxX > b.minX && f.minY < b.maxY && f.maxY > b.minY
  }

  /// The layout's attributes for the item at `indexPath` (mirrored as the layout asks), or
  /// `nil` out of range.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(flipped)
  }

  /// The layout's attributes for the supplementary view of `kind` at `indexPath`, or `nil`.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
      .map(flipped)
  }

  /// The index path of the item at `point` (content coordinates), shown or not, or `nil`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    return layoutAttributes(in: probe)
      .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
      .map(\.indexPath).min()
  }

  /// The index path of `cell`, when it is realised.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }
}

/// A realised supplementary view's identity: its kind and index path.
struct SupplementaryKey: Hashable {
  var kind: String
  var indexPath: IndexPath
}
