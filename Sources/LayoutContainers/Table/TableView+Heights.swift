import AutoLayout
import Foundation

/// What the measured heights of a table's rows depend on besides their content: a change drops
/// them all.
struct CellGeometry: Equatable {
  /// The table's width.
  var width: CGFloat
  /// The content views' insets from the cells' sides (the safe area).
  var left: CGFloat
  var right: CGFloat
  /// The content views' side margins.
  var margins: DirectionalEdgeInsets
  /// The separator's height in pixels.
  var separatorPixels: Int
  /// The display scale.
  var scale: CGFloat
}

extension TableView {
  // MARK: Loading

  /// Asks the data source for the sections and rows again, if a reload is pending.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    var counts: [Int] = []
    if let dataSource {
      let sections = dataSource.numberOfSections(in: self)
      if sections < 0 {
        report("numberOfSections(in:) returned \(sections); the table shows no sections")
      }
      for section in 0..<max(0, sections) {
        let rows = dataSource.tableView(self, numberOfRowsInSection: section)
        if rows < 0 {
          report(
            "tableView(_:numberOfRowsInSection:) returned \(rows) for section \(section); "
              + "the section shows no rows")
        }
        counts.append(max(0, rows))
      }
    }
    rowCounts = counts
    heightsScale = currentDisplayScale
    var pixels: [Int] = []
    var sources: [TableHeights.Source] = []
    pixels.reserveCapacity(counts.reduce(0, +) + 2 * counts.count)
    sources.reserveCapacity(pixels.capacity)
    for (section, rows) in counts.enumerated() {
      append(estimateOfAccessory(section, header: true), to: &pixels, &sources)
      if delegate == nil, estimatedRowHeight != 0 {
        // Without a delegate every row has the table's estimate: no index path per row.
        let estimate = self.pixels(
          validEstimate(estimatedRowHeight, default: TableView.standardRowHeight))
        pixels.append(contentsOf: repeatElement(estimate, count: rows))
        sources.append(contentsOf: repeatElement(.estimated, count: rows))
      } else {
        for row in 0..<rows {
          append(estimateOfRow(IndexPath(row: row, section: section)), to: &pixels, &sources)
        }
      }
      append(estimateOfAccessory(section, header: false), to: &pixels, &sources)
    }
    heights = TableHeights(pixels: pixels, sources: sources)
    sectionStarts = TableView.sectionStarts(of: counts)
    collapsedRows = []
  }

  private func append(
    _ estimate: (Int, TableHeights.Source), to pixels: inout [Int],
    _ sources: inout [TableHeights.Source]
  ) {
    pixels.append(estimate.0)
    sources.append(estimate.1)
  }

  /// Where each section's items start, for rows counted per section.
  static func sectionStarts(of counts: [Int]) -> [Int] {
    var starts: [Int] = []
    starts.reserveCapacity(counts.count)
    var next = 0
    for rows in counts {
      starts.append(next)
      next += rows + 2
    }
    return starts
  }

  // MARK: Estimates

  /// A row's height before it is shown: the delegate's estimate (the table's
  /// ``estimatedRowHeight`` by default; automatic is 44 points). With estimates off (0), the
  /// row's fixed height is asked for at once (a self-sizing row still starts at 44).
  func estimateOfRow(_ indexPath: IndexPath) -> (Int, TableHeights.Source) {
    let estimate =
      delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    if estimate == 0 {
      if let height = fixedHeight(rowHeight(at: indexPath), "heightForRowAt", indexPath) {
        return (pixels(height), .fixed)
      }
      return (pixels(TableView.standardRowHeight), .estimated)
    }
    return (pixels(validEstimate(estimate, default: TableView.standardRowHeight)), .estimated)
  }

  /// A section header's (or, with `header` false, footer's) height before it is shown: a fixed
  /// height is taken at once; an automatic one starts at the estimate (0 when automatic) and
  /// is measured when shown.
  func estimateOfAccessory(_ section: Int, header: Bool) -> (Int, TableHeights.Source) {
    let height =
      header
      ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    let method = header ? "heightForHeaderInSection" : "heightForFooterInSection"
    if let fixed = fixedHeight(height, method, IndexPath(row: 0, section: section)) {
      return (pixels(fixed), .fixed)
    }
    let estimate =
      header
      ? delegate?.tableView(self, estimatedHeightForHeaderInSection: section)
        ?? estimatedSectionHeaderHeight
      : delegate?.tableView(self, estimatedHeightForFooterInSection: section)
        ?? estimatedSectionFooterHeight
    return (pixels(validEstimate(estimate, default: 0)), .estimated)
  }

  /// The estimate of any item at `index`.
  func estimate(ofItem index: Int) -> (Int, TableHeights.Source) {
    switch item(at: index) {
    case .header(let section): estimateOfAccessory(section, header: true)
    case .row(let indexPath): estimateOfRow(indexPath)
    case .footer(let section): estimateOfAccessory(section, header: false)
    }
  }

  /// The delegate's height for the row (the table's ``rowHeight`` by default).
  func rowHeight(at indexPath: IndexPath) -> CGFloat {
    delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
  }

  /// A fixed height, or `nil` for ``automaticDimension``; a negative or non-finite height is
  /// reported and taken as 0.
  func fixedHeight(_ height: CGFloat, _ method: String, _ indexPath: IndexPath) -> CGFloat? {
    if height == TableView.automaticDimension { return nil }
    guard height.isFinite, height >= 0 else {
      report(
        "tableView(_:\(method):) gave \(height) for row \(indexPath.row) in section "
          + "\(indexPath.section); heights are 0 or more (or automaticDimension); 0 is used")
      return 0
    }
    return height
  }

  /// An estimate, or `default` when it is automatic (or not a usable number).
  func validEstimate(_ estimate: CGFloat, default value: CGFloat) -> CGFloat {
    estimate.isFinite && estimate >= 0 ? estimate : value
  }

  // MARK: Invalidation

  /// Drops every height, measured or given, back to its estimate (a new row height setting).
  func invalidateAllHeights() {
    guard !needsReload else { return }
    for index in 0..<heights.count where heights.sources[index] != .estimated {
      let (pixels, source) = estimate(ofItem: index)
      heights.set(index, pixels: pixels, source: source)
    }
    rowsToRemeasure.formUnion(realisedCells.keys)
    setNeedsLayout()
  }

  /// Estimates every item again, at the window's display scale (the table moved to a window of
  /// another scale: every pixel count changes).
  func reestimateAtCurrentScale() {
    heightsScale = currentDisplayScale
    for index in 0..<heights.count {
      let (pixels, source) = estimate(ofItem: index)
      heights.set(index, pixels: pixels, source: source)
    }
    rowsToRemeasure.formUnion(realisedCells.keys)
    rowsToRemeasure.formUnion(realisedAccessories.keys)
  }

  /// Drops every measured height back to its estimate (a new width, text size or size class):
  /// the realised rows are measured again at the next layout, the others when shown.
  func invalidateMeasuredHeights() {
    for index in 0..<heights.count where heights.sources[index] == .measured {
      let (pixels, source) = estimate(ofItem: index)
      heights.set(index, pixels: pixels, source: source)
    }
    rowsToRemeasure.formUnion(realisedCells.keys)
    for index in realisedAccessories.keys where heights.sources[index] == .estimated {
      rowsToRemeasure.insert(index)
    }
  }

  // MARK: Cell geometry

  /// The cells' side margins: the table's margins less the safe area the content views are
  /// already inset by, or its readable-width insets.
  var cellMargins: DirectionalEdgeInsets {
    cellGeometry.margins
  }

  /// The geometry cells are laid out and measured in, from the table's current bounds,
  /// margins and safe area.
  var cellGeometry: CellGeometry {
    let safe = insetsContentViewsToSafeArea ? safeAreaInsets : .zero
    let margins = layoutMargins
    var left = max(0, margins.left - safe.left)
    var right = max(0, margins.right - safe.right)
    if cellLayoutMarginsFollowReadableWidth {
      let spare = bounds.width - margins.left - margins.right - View.readableContentWidth
      if spare > 0 {
        left += spare / 2
        right += spare / 2
      }
    }
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return CellGeometry(
      width: bounds.width, left: safe.left, right: safe.right,
      margins: DirectionalEdgeInsets(
        top: 0, leading: rightToLeft ? right : left, bottom: 0,
        trailing: rightToLeft ? left : right),
      separatorPixels: separatorStyle == .singleLine ? 1 : 0, scale: currentDisplayScale)
  }

  /// Gives a cell the table's geometry: width, separator, side insets and margins.
  func configure(_ cell: TableViewCell, _ geometry: CellGeometry) {
    cell.separatorHeight = CGFloat(geometry.separatorPixels) / geometry.scale
    cell.contentInsets = (geometry.left, geometry.right)
    let margins = TableViewCell.contentMargins(sides: 0)
    let sides = DirectionalEdgeInsets(
      top: margins.top, leading: geometry.margins.leading, bottom: margins.bottom,
      trailing: geometry.margins.trailing)
    cell.contentView.defaultLayoutMargins = sides
    cell.defaultLayoutMargins = sides
  }

  /// Gives a header or footer view the table's side insets and margins.
  func configure(_ view: TableViewHeaderFooterView, _ geometry: CellGeometry) {
    view.contentInsets = (geometry.left, geometry.right)
    let margins = TableViewHeaderFooterView.contentMargins(sides: 0)
    view.contentView.defaultLayoutMargins = DirectionalEdgeInsets(
      top: margins.top, leading: geometry.margins.leading, bottom: margins.bottom,
      trailing: geometry.margins.trailing)
  }

  // MARK: Measuring

  /// The height of a self-sizing row in pixels: its content view's fitting height at its width,
  /// rounded up to a pixel, plus the separator. A content view whose constraints collapse it to
  /// zero gets UIKit's warning and the standard height (44 points), as UIKit does.
  func measure(_ cell: TableViewCell, at indexPath: IndexPath, _ geometry: CellGeometry) -> Int {
    measurementCount += 1
    let content = fittedContentPixels(of: cell, geometry)
    if content == 0 {
      collapsedRows.append(indexPath)
      if !zeroHeightWarningLogged {
        zeroHeightWarningLogged = true
        // UIKit's words (logged once per process there; once per table here), then the row.
        report(
          "Warning once only: Detected a case where constraints ambiguously suggest a height "
            + "of zero for a tableview cell's content view. We're considering the collapse "
            + "unintentional and using standard height instead. (row \(indexPath.row) in "
            + "section \(indexPath.section))")
      }
    }
    return rowPixels(content: content, geometry)
  }

  /// The fitting height of a cell's content view at its width in the table, rounded up to a
  /// pixel (0 when its constraints collapse it).
  func fittedContentPixels(of cell: TableViewCell, _ geometry: CellGeometry) -> Int {
    fittedPixels(of: cell.contentView, width: geometry.width - geometry.left - geometry.right)
  }

  /// A row's height in pixels for content `content` pixels tall: the content and the separator,
  /// or UIKit's standard height for collapsed content.
  func rowPixels(content: Int, _ geometry: CellGeometry) -> Int {
    content > 0 ? content + geometry.separatorPixels : pixels(TableView.standardRowHeight)
  }

  /// The height of a self-sizing header or footer view in pixels: a header-footer view's
  /// content view's fitting height, any other view's own, at the table's width.
  func measure(accessory view: View, _ geometry: CellGeometry) -> Int {
    measurementCount += 1
    if let view = view as? TableViewHeaderFooterView {
      return fittedPixels(
        of: view.contentView, width: geometry.width - geometry.left - geometry.right)
    }
    return fittedPixels(of: view, width: geometry.width)
  }

  /// `view`'s height from its constraints at `width` (width required, height at
  /// `fittingSizeLevel`), rounded up to a pixel.
  private func fittedPixels(of view: View, width: CGFloat) -> Int {
    pixels(
      view.systemLayoutSizeFitting(
        CGSize(width: max(0, width), height: View.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
      ).height)
  }
}
