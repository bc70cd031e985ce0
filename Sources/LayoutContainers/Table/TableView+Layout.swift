import AutoLayout
import Foundation

/// The items a table realises: a run of rows (with the headers and footers between them) and
/// the floating header and footer of a plain table when they sit outside the run.
struct WantedItems: Equatable {
  var rows: ClosedRange<Int>?
  var floating: [Int]

  /// Whether the item at `index` is wanted.
  func contains(_ index: Int) -> Bool {
    (rows?.contains(index) ?? false) || floating.contains(index)
  }

  /// Every wanted item, in order.
  var indices: [Int] {
    let run = rows.map(Array.init) ?? []
    return (floating.filter { $0 < (rows?.lowerBound ?? .max) }) + run
      + floating.filter { $0 > (rows?.upperBound ?? .max) }
  }
}

extension TableView {
  /// How many rows beyond the visible ones are realised at each end.
  static let overscanRows = 1

  /// Lays the rows out for the current bounds: loads the sections if needed, drops measured
  /// heights if the geometry changed, realises the rows on screen (and one more at each end)
  /// and reuses the others, places the headers, footers and the table's header and footer
  /// views, and gives the content guide the content's size.
  func layoutRows() {
    guard !isLayingOutRows else { return }
    isLayingOutRows = true
    defer {
      isLayingOutRows = false
      putBackUnusedCells()
      if reloadRequestedDuringLayout {
        reloadRequestedDuringLayout = false
        reloadData()
      }
    }
    reloadIfNeeded()
    let geometry = cellGeometry
    if placeFloatingItemsOnly(geometry) { return }
    if geometry != measuredGeometry || traitsChangedHeights {
      if geometry.scale != heightsScale {
        reestimateAtCurrentScale()
      } else if measuredGeometry != nil {
        invalidateMeasuredHeights()
      }
      measuredGeometry = geometry
      traitsChangedHeights = false
    }
    placeAccessory(tableHeaderView, y: 0)
    // Measuring rows moves the rows below them; a row to scroll to is placed again once the
    // rows around it are measured.
    realiseRows(geometry)
    for _ in 0..<4 {
      guard let target = scrollTarget else { break }
      let offset = contentOffset
      applyScrollTarget(target)
      if contentOffset == offset { break }
      realiseRows(geometry)
    }
    scrollTarget = nil
    visibleItems = visibleRange()
    placeRealisedItems()
    placeAccessory(tableFooterView, y: tableHeaderHeight + points(heights.total))
    updateContentSize()
    placed = PlacedState(
      heightsVersion: heights.version, headerHeight: tableHeaderHeight, visible: visibleItems)
  }

  /// The layout's fast path, taken when the offset moved and nothing else did: the same rows
  /// are visible (so the same are realised), no height changed, nothing waits to be measured.
  /// Only floating headers and footers move then: no row is asked for, measured or moved, and
  /// the solver has no work. Returns whether it was taken.
  private func placeFloatingItemsOnly(_ geometry: CellGeometry) -> Bool {
    guard let placed, geometry == measuredGeometry, !traitsChangedHeights,
      rowsToRemeasure.isEmpty, scrollTarget == nil, placed.heightsVersion == heights.version,
      placed.headerHeight == tableHeaderHeight, placed.visible == visibleRange()
    else { return false }
    guard style == .plain else { return true }
    for (index, entry) in realisedAccessories {
      guard let view = entry else { continue }
      let height = view.frame.height
      let y = floatingMinY(ofItem: index, height: height)
      if view.frame.minY != y { view.frame.origin.y = y }
    }
    return true
  }

  // MARK: Which items

  /// The items whose rectangles overlap the bounds (a row touching an edge does not), or `nil`.
  func visibleRange() -> ClosedRange<Int>? {
    guard heights.count > 0 else { return nil }
    let scale = Double(displayScale)
    let top = Double(bounds.minY - tableHeaderHeight) * scale
    let bottom = Double(bounds.maxY - tableHeaderHeight) * scale
    let first = heights.firstItem(endingBelow: top, strictly: true)
    guard bottom > 0, first < heights.count else { return nil }
    let last = min(heights.firstItem(endingBelow: bottom, strictly: false), heights.count - 1)
    guard last >= first, Double(heights.start(of: last)) < bottom else { return nil }
    return first...last
  }

  // MARK: Realising

  /// Realises the rows on screen, top to bottom, measuring each as it comes, so the rows
  /// realised are those on screen with their measured heights (a row measured taller pushes
  /// the next ones down, past the bottom edge); then one more row at each end and the
  /// floating header and footer. Puts away every other realised item. Returns the items
  /// realised.
  @discardableResult
  func realiseRows(_ geometry: CellGeometry) -> WantedItems {
    // Put away first what is clearly off screen, so its cells can be reused for the rows
    // coming in (a jump reuses every cell instead of making new ones).
    let first = visibleRange()
    putAwayItems(
      outside: first.map { WantedItems(rows: widened($0), floating: []) }, accessories: false)
    var wanted = WantedItems(rows: nil, floating: [])
    if var visible = first {
      // The row above first (its height moves the ones below it), until the first visible row
      // settles.
      var low = visible.lowerBound
      for _ in 0..<4 {
        low = visible.lowerBound
        for _ in 0..<TableView.overscanRows {
          if let above = row(from: low - 1, direction: -1) { low = above }
        }
        for index in low..<visible.lowerBound { ensureRealised(index, geometry) }
        guard let now = visibleRange() else { break }
        let settled = now.lowerBound == visible.lowerBound
        visible = now
        if settled { break }
      }
      low = min(low, visible.lowerBound)
      // Down from the first visible item until one reaches the bottom edge.
      let bottom = Double(bounds.maxY - tableHeaderHeight) * Double(displayScale)
      var index = visible.lowerBound
      var high = index
      while index < heights.count {
        ensureRealised(index, geometry)
        if Double(heights.start(of: index)) >= bottom, index > visible.lowerBound { break }
        high = index
        if Double(heights.start(of: index + 1)) >= bottom { break }
        index += 1
      }
      for _ in 0..<TableView.overscanRows {
        if let below = row(from: high + 1, direction: 1) {
          for item in (high + 1)...below { ensureRealised(item, geometry) }
          high = below
        }
      }
      var floating: [Int] = []
      if style == .plain, let visible = visibleRange() {
        let header = headerIndex(of: item(at: visible.lowerBound).section)
        let footer = footerIndex(of: item(at: visible.upperBound).section)
        if header < low { floating.append(header) }
        if footer > high { floating.append(footer) }
        for item in floating { ensureRealised(item, geometry) }
      }
      wanted = WantedItems(rows: low...high, floating: floating)
    }
    putAwayItems(outside: wanted, accessories: true)
    return wanted
  }

  /// `visible` with the rows beyond it at each end (and the headers and footers between).
  private func widened(_ visible: ClosedRange<Int>) -> ClosedRange<Int> {
    var low = visible.lowerBound
    var high = visible.upperBound
    for _ in 0..<TableView.overscanRows {
      if let above = row(from: low - 1, direction: -1) { low = above }
      if let below = row(from: high + 1, direction: 1) { high = below }
    }
    return low...high
  }

  /// Puts away the realised rows outside `wanted` (every row, for `nil`), and the headers and
  /// footers too with `accessories`.
  private func putAwayItems(outside wanted: WantedItems?, accessories: Bool) {
    for index in realisedCells.keys.sorted() where !(wanted?.contains(index) ?? false) {
      unrealiseRow(index)
    }
    guard accessories else { return }
    for index in realisedAccessories.keys.sorted() where !(wanted?.contains(index) ?? false) {
      unrealiseAccessory(index)
    }
  }

  /// Realises the item at `index` if it is not, or sizes it again if it is waiting for that.
  private func ensureRealised(_ index: Int, _ geometry: CellGeometry) {
    switch item(at: index) {
    case .row(let indexPath):
      if let cell = realisedCells[index] {
        if rowsToRemeasure.remove(index) != nil {
          remeasureRow(index, indexPath, cell, geometry)
        }
      } else {
        realiseRow(index, indexPath, geometry)
      }
    case .header(let section), .footer(let section):
      if realisedAccessories[index] == nil {
        realiseAccessory(index, section: section, geometry)
      } else if rowsToRemeasure.remove(index) != nil,
        let view = realisedAccessories[index] ?? nil
      {
        sizeAccessory(index, view, geometry)
      }
    }
  }

  /// Asks the data source for the row's cell, puts it in the table, sizes it (measuring it if
  /// its height is automatic and not known yet) and places it.
  private func realiseRow(_ index: Int, _ indexPath: IndexPath, _ geometry: CellGeometry) {
    guard let dataSource else { return }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    configure(cell, geometry)
    if cell.superview !== self {
      // A new cell enters the table before it is measured, so it has the table's traits (its
      // fonts at the table's text size), with its height left out of its constraints until it
      // is known: a height not yet measured conflicts with nothing.
      cell.removeFromSuperview()
      cell.contentView.frameTranslation = .encapsulatedWidthOnly
      cell.frame = CGRect(
        x: 0, y: minY(ofItem: index), width: geometry.width, height: height(ofItem: index))
      cell.layoutContentView()
      addSubview(cell)
      sendSubviewToBack(cell)
    }
    cell.isHidden = false
    sizeRow(index, indexPath, cell, geometry)
    cell.frame = rect(ofItem: index)
    cell.layoutContentView()
    cell.contentView.frameTranslation = .encapsulated
    realisedCells[index] = cell
    rowsToRemeasure.remove(index)
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  /// Sizes a realised row again without asking for its cell (after an update or a change of
  /// width, text size or size class).
  private func remeasureRow(
    _ index: Int, _ indexPath: IndexPath, _ cell: TableViewCell, _ geometry: CellGeometry
  ) {
    configure(cell, geometry)
    if heights.sources[index] == .measured {
      heights.set(index, pixels: heights.pixels[index], source: .estimated)
    }
    sizeRow(index, indexPath, cell, geometry)
  }

  /// Replaces a row's estimate by its height: the delegate's, or measured from the cell.
  private func sizeRow(
    _ index: Int, _ indexPath: IndexPath, _ cell: TableViewCell, _ geometry: CellGeometry
  ) {
    guard heights.sources[index] == .estimated else { return }
    if let fixed = fixedHeight(rowHeight(at: indexPath), "heightForRowAt", indexPath) {
      heights.set(index, pixels: pixels(fixed), source: .fixed)
    } else {
      heights.set(index, pixels: measure(cell, at: indexPath, geometry), source: .measured)
    }
  }

  /// Takes a row off screen: its cell is hidden and waits for reuse (a cell without a reuse
  /// identifier leaves the table).
  func unrealiseRow(_ index: Int) {
    guard let cell = realisedCells.removeValue(forKey: index) else { return }
    cell.isHidden = true
    if case .row(let indexPath) = item(at: index), index < heights.count {
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    putAway(cell)
  }

  /// Hides a cell and puts it back in the pool (or out of the table, without an identifier).
  func putAway(_ cell: TableViewCell) {
    cell.isHidden = true
    cell.setSelected(false, animated: false)
    if let identifier = cell.reuseIdentifier {
      cellPool.enqueue(cell, identifier: identifier)
    } else {
      cell.removeFromSuperview()
    }
  }

  /// Puts back cells dequeued during the layout that the data source did not return.
  private func putBackUnusedCells() {
    guard !dequeuedCells.isEmpty else { return }
    let used = Set(realisedCells.values.map(ObjectIdentifier.init))
    for cell in dequeuedCells where !used.contains(ObjectIdentifier(cell)) {
      if cell.superview === self || cell.superview == nil { putAway(cell) }
    }
    dequeuedCells = []
  }

  /// Asks the delegate for a header's or footer's view, puts it in the table and sizes it.
  private func realiseAccessory(_ index: Int, section: Int, _ geometry: CellGeometry) {
    let isHeader = index == headerIndex(of: section)
    let view =
      isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    realisedAccessories[index] = .some(view)
    guard let view else {
      if heights.sources[index] == .estimated {
        heights.set(index, pixels: 0, source: .measured)
      }
      return
    }
    if view.superview !== self {
      view.removeFromSuperview()
      view.frame = rect(ofItem: index)
      addSubview(view)
    } else {
      bringSubviewToFront(view)
    }
    view.isHidden = false
    sizeAccessory(index, view, geometry)
    if isHeader {
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    } else {
      delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    }
  }

  /// Measures a header's or footer's view when its height is automatic and not known yet.
  private func sizeAccessory(_ index: Int, _ view: View, _ geometry: CellGeometry) {
    if let view = view as? TableViewHeaderFooterView { configure(view, geometry) }
    guard heights.sources[index] == .estimated else { return }
    heights.set(index, pixels: measure(accessory: view, geometry), source: .measured)
  }

  /// Takes a header or footer off screen: a reusable header-footer view waits for reuse, any
  /// other view leaves the table.
  func unrealiseAccessory(_ index: Int) {
    guard let entry = realisedAccessories.removeValue(forKey: index), let view = entry else {
      return
    }
    if let reusable = view as? TableViewHeaderFooterView,
      let identifier = reusable.reuseIdentifier
    {
      reusable.isHidden = true
      headerFooterPool.enqueue(reusable, identifier: identifier)
    } else {
      view.removeFromSuperview()
    }
  }

  // MARK: Placing

  /// Gives every realised cell, header and footer its frame (headers and footers of a plain
  /// table float: a header stays at the top of the visible area while its section passes
  /// under it, pushed up by the section's end; a footer stays at the bottom).
  func placeRealisedItems() {
    for (index, cell) in realisedCells {
      let frame = rect(ofItem: index)
      if cell.frame != frame { cell.frame = frame }
      cell.layoutContentView()
    }
    for (index, entry) in realisedAccessories {
      guard let view = entry else { continue }
      var frame = rect(ofItem: index)
      if style == .plain { frame.origin.y = floatingMinY(ofItem: index, height: frame.height) }
      if view.frame != frame { view.frame = frame }
      (view as? TableViewHeaderFooterView)?.layoutContentView()
    }
  }

  /// Where a plain table's header or footer sits as the table scrolls.
  func floatingMinY(ofItem index: Int, height itemHeight: CGFloat) -> CGFloat {
    let natural = minY(ofItem: index)
    let section = item(at: index).section
    let insets = adjustedContentInset
    if index == headerIndex(of: section) {
      let top = contentOffset.y + insets.top
      let sectionEnd = minY(ofItem: footerIndex(of: section))
      return max(natural, min(top, sectionEnd - itemHeight))
    }
    let bottom = contentOffset.y + bounds.height - insets.bottom
    let header = headerIndex(of: section)
    let sectionStart = minY(ofItem: header) + height(ofItem: header)
    return min(natural, max(bottom - itemHeight, sectionStart))
  }

  /// Places the table's header or footer view across the table at `y`.
  private func placeAccessory(_ view: View?, y: CGFloat) {
    guard let view else { return }
    let frame = CGRect(x: 0, y: y, width: bounds.width, height: view.frame.height)
    if view.frame != frame { view.frame = frame }
  }

  /// Gives the content guide the table's width and the height of everything in it.
  private func updateContentSize() {
    guard let (width, height) = contentSizeConstraints else { return }
    let contentHeight =
      tableHeaderHeight + points(heights.total) + (tableFooterView?.frame.height ?? 0)
    if width.constant != bounds.width { width.constant = bounds.width }
    if height.constant != contentHeight { height.constant = contentHeight }
  }
}
