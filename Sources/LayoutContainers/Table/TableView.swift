import AutoLayout
import Foundation

/// A scroll view of rows in sections, each row a cell from a data source (UIKit's
/// `UITableView`, reduced to layout).
///
/// Rows come from ``dataSource``: the number of sections and rows, and a cell for each row,
/// usually dequeued (``register(_:forCellReuseIdentifier:)``,
/// ``dequeueReusableCell(withIdentifier:for:)``). Heights come from ``rowHeight`` or the
/// ``delegate``; ``automaticDimension`` (the default) sizes a row from its cell's constraints
/// (see ``TableViewCell``).
///
/// Only the rows on screen are realised, with one more row above and below them; the others
/// are estimates (``estimatedRowHeight``, 44 points when automatic) until they scroll into
/// view, and ``contentSize`` is the measured rows plus the estimates of the rest at every
/// step (the table holds its content guide at that size with two constraints of its own,
/// `UITableView-contentSize-width` and `-height`). Measured heights are kept per row:
/// scrolling back to a row, or scrolling without showing a new row, measures nothing and,
/// when no row comes or goes, makes no solver work.
/// A row skipped over by a jump is never asked for. Cells that leave the screen stay in the
/// table, hidden, until they are dequeued again (as UIKit keeps them: a published
/// `recursiveDescription` shows deleted rows' cells still in the table with `hidden = YES`).
///
/// Changes are targeted: ``reloadRows(at:with:)`` measures only the rows named; an update
/// (``performBatchUpdates(_:completion:)``, ``beginUpdates()``/``endUpdates()``) asks for the
/// inserted and reloaded rows only and measures the rows on screen again (so a cell whose
/// content changed takes its new height); a new width, a new text size or size class drops
/// every measured height once, and the rows on screen are measured again.
///
/// Where Truss differs from UIKit: nothing animates; there is no selection by touch, editing,
/// swipe actions, index or prefetching; `.grouped` and `.insetGrouped` lay out as `.plain`
/// without floating headers and footers; rows do not keep their place on screen when rows
/// above them are measured (UIKit corrects the offset; Truss moves the rows below). Misuse UIKit
/// raises an exception for (an unregistered identifier, an update whose counts do not add up,
/// an index path out of range) is reported in the window's log, and the table recovers.
open class TableView: ScrollView {
  /// The height that means "from the cell's constraints" (UIKit's
  /// `UITableView.automaticDimension`); as an estimate, "choose one" (44 points in Truss).
  public static let automaticDimension: CGFloat = -1

  /// The height UIKit gives a row whose constraints collapse it, and Truss's estimate when
  /// none is given: 44 points.
  static let standardRowHeight: CGFloat = 44

  /// The style, fixed at creation.
  public let style: Style

  /// What the table shows. Not retained.
  open weak var dataSource: (any TableViewDataSource)? {
    didSet { if dataSource !== oldValue { reloadData() } }
  }
  /// Heights, headers, footers and display callbacks. Not retained.
  open weak var delegate: (any TableViewDelegate)? {
    didSet { if delegate !== oldValue { reloadData() } }
  }

  /// The height of every row the delegate does not size (``automaticDimension`` by default,
  /// as in UIKit since iOS 11).
  open var rowHeight: CGFloat = TableView.automaticDimension {
    didSet { if rowHeight != oldValue { invalidateAllHeights() } }
  }
  /// The estimated height of rows not shown yet (``automaticDimension`` by default: 44
  /// points); 0 turns estimates off, and every fixed row height is then asked for at once.
  open var estimatedRowHeight: CGFloat = TableView.automaticDimension {
    didSet { if estimatedRowHeight != oldValue { invalidateAllHeights() } }
  }
  /// The height of every section header the delegate does not size (``automaticDimension``:
  /// the header view's constraints, 0 without a view).
  open var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { if sectionHeaderHeight != oldValue { invalidateAllHeights() } }
  }
  /// The height of every section footer the delegate does not size (``automaticDimension``).
  open var sectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { if sectionFooterHeight != oldValue { invalidateAllHeights() } }
  }
  /// The estimated height of section headers not shown yet (``automaticDimension``: 0).
  open var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { if estimatedSectionHeaderHeight != oldValue { invalidateAllHeights() } }
  }
  /// The estimated height of section footers not shown yet (``automaticDimension``: 0).
  open var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { if estimatedSectionFooterHeight != oldValue { invalidateAllHeights() } }
  }
  /// Whether rows are separated by a line one pixel high, taken from each row's height.
  open var separatorStyle = SeparatorStyle.singleLine {
    didSet { if separatorStyle != oldValue { invalidateAllHeights() } }
  }
  /// The insets of the separators from the cells' edges. Stored: Truss draws no separators.
  /// UIKit's default starts the line at the cells' leading margin; so does this one until set.
  open var separatorInset: EdgeInsets {
    get {
      storedSeparatorInset
        ?? EdgeInsets(top: 0, left: cellMargins.leading, bottom: 0, right: 0)
    }
    set { storedSeparatorInset = newValue }
  }
  var storedSeparatorInset: EdgeInsets?
  /// Whether the cells' side margins follow the table's readable content guide rather than its
  /// margins (false by default, as in UIKit since iOS 12).
  open var cellLayoutMarginsFollowReadableWidth = false {
    didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { setNeedsLayout() } }
  }
  /// Whether cells', headers' and footers' content views are kept out of the safe area at the
  /// sides (true by default, as in UIKit): in landscape on a phone with a sensor housing, the
  /// content starts beside it.
  open var insetsContentViewsToSafeArea = true {
    didSet { if insetsContentViewsToSafeArea != oldValue { setNeedsLayout() } }
  }
  /// A view above the first section, as wide as the table, as tall as its frame.
  open var tableHeaderView: View? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section, as wide as the table, as tall as its frame.
  open var tableFooterView: View? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }

  // MARK: State

  var cellPool = ReusePool<TableViewCell>()
  var headerFooterPool = ReusePool<TableViewHeaderFooterView>()
  /// The number of rows in each section, as of the last reload or update.
  var rowCounts: [Int] = []
  /// Where each section's items start: its header, then its rows, then its footer.
  var sectionStarts: [Int] = []
  var heights = TableHeights()
  /// The display scale ``heights`` counts pixels at.
  var heightsScale: CGFloat = 1
  /// Whether the sections and heights must be asked for again.
  var needsReload = true
  /// The realised rows' cells, by item.
  var realisedCells: [Int: TableViewCell] = [:]
  /// The realised headers' and footers' views, by item (`nil`: asked for, none given).
  var realisedAccessories: [Int: View?] = [:]
  /// The items visible as of the last layout (a row touching an edge is not).
  var visibleItems: ClosedRange<Int>?
  /// What the last full layout placed the rows for (`nil`: lay them out again).
  var placed: PlacedState?
  /// What the measured heights depend on, as of the last layout; a change drops them.
  var measuredGeometry: CellGeometry?
  /// Whether a trait change asked for every height to be measured again.
  var traitsChangedHeights = false
  /// Realised rows to measure again at the next layout (the rows on screen after an update).
  var rowsToRemeasure: Set<Int> = []
  /// Cells dequeued while rows were realised, to put back if the data source dropped them.
  var dequeuedCells: [TableViewCell] = []
  var isLayingOutRows = false
  /// Whether the data source asked for a reload or an update while rows were being realised
  /// (the table reloads once they are).
  var reloadRequestedDuringLayout = false
  /// The depth of ``beginUpdates()`` calls, and the changes waiting for the last
  /// ``endUpdates()``.
  var updateDepth = 0
  var pendingUpdates = TableUpdates()
  /// A row to scroll to at the next layout, once the rows around it are measured.
  var scrollTarget: (indexPath: IndexPath, position: ScrollPosition)?
  /// The content size the table last gave its content guide.
  var contentSizeConstraints: (width: LayoutConstraint, height: LayoutConstraint)?
  var zeroHeightWarningLogged = false
  /// The rows whose constraints collapsed them to zero, given the standard height instead (for
  /// tools reporting them). Not API.
  package internal(set) var collapsedRows: [IndexPath] = []
  /// How many times the table measured a row, header or footer from its constraints. Not API:
  /// tests count measurements.
  package internal(set) var measurementCount = 0

  /// A plain table with the given frame.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// A table of the given style and frame.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    setUpTable()
  }

  /// A table decoded from an archive (Truss has no nibs: an empty plain table).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    setUpTable()
  }

  private func setUpTable() {
    let width = contentLayoutGuide.widthAnchor.constraint(equalToConstant: 0)
    width.identifier = "UITableView-contentSize-width"
    let height = contentLayoutGuide.heightAnchor.constraint(equalToConstant: 0)
    height.identifier = "UITableView-contentSize-height"
    addConstraints([width, height])
    contentSizeConstraints = (width, height)
    updateOwnMargins()
  }

  // MARK: Registration and dequeuing

  /// Registers a cell class for `identifier` (`nil` unregisters it): dequeuing makes new cells
  /// of it through ``TableViewCell/init(style:reuseIdentifier:)`` with the `.default` style.
  open func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    cellPool.register(
      cellClass.map { type in { type.init(style: .default, reuseIdentifier: identifier) } },
      for: identifier)
  }

  /// Registers a header or footer class for `identifier` (`nil` unregisters it).
  open func register(
    _ aClass: TableViewHeaderFooterView.Type?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterPool.register(
      aClass.map { type in { type.init(reuseIdentifier: identifier) } }, for: identifier)
  }

  /// A cell waiting for reuse under `identifier`, prepared for reuse, or a new one of the
  /// registered class; `nil` when none waits and nothing is registered.
  open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard let (cell, reused) = cellPool.dequeue(identifier) else { return nil }
    cell.reuseIdentifier = identifier
    if reused { cell.prepareForReuse() }
    if isLayingOutRows { dequeuedCells.append(cell) }
    return cell
  }

  /// A cell for the row at `indexPath`, as ``dequeueReusableCell(withIdentifier:)``, already
  /// as wide as the table. Dequeuing an identifier nothing is registered for is reported (UIKit
  /// raises an exception) and gives an empty cell.
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> TableViewCell
  {
    let cell: TableViewCell
    if let dequeued = dequeueReusableCell(withIdentifier: identifier) {
      cell = dequeued
    } else {
      report(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard; an empty "
          + "cell is used for \(describe(indexPath))")
      cell = TableViewCell(style: .default, reuseIdentifier: identifier)
    }
    if cell.frame.width != bounds.width {
      cell.frame.size.width = bounds.width
    }
    return cell
  }

  /// A header or footer view waiting for reuse under `identifier`, prepared for reuse, or a new
  /// one of the registered class; `nil` when none waits and nothing is registered.
  open func dequeueReusableHeaderFooterView(
    withIdentifier identifier: String
  )
    -> TableViewHeaderFooterView?
  {
    guard let (view, reused) = headerFooterPool.dequeue(identifier) else { return nil }
    view.reuseIdentifier = identifier
    if reused { view.prepareForReuse() }
    return view
  }

  // MARK: Counts

  /// The number of sections, as of the last reload or update.
  open var numberOfSections: Int {
    reloadIfNeeded()
    return rowCounts.count
  }

  /// The number of rows in `section`, as of the last reload or update (0 for a section out of
  /// range).
  open func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  // MARK: Reporting

  /// Reports misuse in the window's log.
  func report(_ message: String) {
    reportLayoutIssue("TableView " + layoutName + ": " + message, near: self)
  }

  // MARK: Traits

  /// A new text size or size class drops every measured height, once.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let now = traitCollection
    guard let previous = previousTraitCollection else { return }
    updateOwnMargins()
    if previous.preferredContentSizeCategory != now.preferredContentSizeCategory
      || previous.horizontalSizeClass != now.horizontalSizeClass
      || previous.displayScale != now.displayScale
    {
      traitsChangedHeights = true
      setNeedsLayout()
    }
  }

  /// The table's own margins when none are set: UIKit's system minimum at the sides (16 points
  /// at compact width, 20 at regular), which its cells' content follows.
  func updateOwnMargins() {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    defaultLayoutMargins = DirectionalEdgeInsets(
      top: 8, leading: side, bottom: 8, trailing: side)
  }

  // MARK: Scrolling

  /// The visible area's origin in the content; moving it realises and reuses rows.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      guard newValue != super.contentOffset else { return }
      super.contentOffset = newValue
      setNeedsLayout()
    }
  }

  /// Lays the rows out: the parent's content-size report, then the rows.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  /// Puts a new table header or footer view in the table.
  private func replaceAccessoryView(_ old: View?, with new: View?) {
    guard old !== new else { return }
    if let old, old.superview === self { old.removeFromSuperview() }
    if let new { addSubview(new) }
    setNeedsLayout()
  }
}

/// What a table's last full layout placed its rows for: while the heights, the table header
/// and the visible rows stay the same, the rows stay where they are.
struct PlacedState: Equatable {
  var heightsVersion: Int
  var headerHeight: CGFloat
  var visible: ClosedRange<Int>?
}
