import AutoLayout
import Foundation

extension TableView {
  // MARK: Rectangles

  /// The rectangle of the row at `indexPath` in content coordinates: measured if it has been
  /// shown, estimated otherwise. An index path out of range is reported and gives `.zero`
  /// (UIKit raises an exception).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    guard let index = itemIndex(of: indexPath) else {
      report("rectForRow(at:) was given \(describe(indexPath)), which is out of range")
      return .zero
    }
    return rect(ofItem: index)
  }

  /// The rectangle of a section: its header, rows and footer.
  public func rect(forSection section: Int) -> CGRect {
    guard checkSection(section, "rect(forSection:)") else { return .zero }
    let top = minY(ofItem: headerIndex(of: section))
    let footer = footerIndex(of: section)
    let bottom = minY(ofItem: footer) + height(ofItem: footer)
    return CGRect(x: 0, y: top, width: bounds.width, height: bottom - top)
  }

  /// The rectangle of a section's header, where it would be without floating.
  public func rectForHeader(inSection section: Int) -> CGRect {
    guard checkSection(section, "rectForHeader(inSection:)") else { return .zero }
    return rect(ofItem: headerIndex(of: section))
  }

  /// The rectangle of a section's footer, where it would be without floating.
  public func rectForFooter(inSection section: Int) -> CGRect {
    guard checkSection(section, "rectForFooter(inSection:)") else { return .zero }
    return rect(ofItem: footerIndex(of: section))
  }

  /// Whether `section` exists, reporting it when it does not.
  private func checkSection(_ section: Int, _ method: String) -> Bool {
    reloadIfNeeded()
    guard rowCounts.indices.contains(section) else {
      report("\(method) was given section \(section) of \(rowCounts.count)")
      return false
    }
    return true
  }

  /// `row R in section S`, or the index path as it is when it is not a row's.
  func describe(_ indexPath: IndexPath) -> String {
    indexPath.count == 2
      ? "row \(indexPath.row) in section \(indexPath.section)" : "index path \(indexPath)"
  }

  // MARK: Finding rows

  /// The row whose rectangle contains `point` (content coordinates), or `nil` when the point is
  /// in a header, a footer or outside the rows.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard heights.count > 0, point.x >= 0, point.x < bounds.width else { return nil }
    let offset = Double((point.y - tableHeaderHeight) * displayScale)
    guard offset >= 0 else { return nil }
    let index = heights.firstItem(endingBelow: offset, strictly: true)
    guard index < heights.count, case .row(let indexPath) = item(at: index) else { return nil }
    return indexPath
  }

  /// The rows whose rectangles overlap `rect` (content coordinates), in order.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    reloadIfNeeded()
    guard heights.count > 0, rect.height > 0 else { return [] }
    let scale = Double(displayScale)
    let first = heights.firstItem(
      endingBelow: Double(rect.minY - tableHeaderHeight) * scale, strictly: true)
    let last = min(
      heights.firstItem(
        endingBelow: Double(rect.maxY - tableHeaderHeight) * scale, strictly: false),
      heights.count - 1)
    guard first <= last else { return [] }
    return (first...last).compactMap { index in
      guard heights.pixels[index] > 0, case .row(let indexPath) = item(at: index) else {
        return nil
      }
      return indexPath
    }
  }

  // MARK: Cells on screen

  /// The cells of the visible rows, top to bottom, as of the last layout. Rows realised beyond
  /// the edges, and rows only touching an edge, are not visible.
  public var visibleCells: [TableViewCell] {
    visibleRows().map(\.cell)
  }

  /// The index paths of the visible rows, top to bottom, as of the last layout.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visibleRows().map(\.indexPath)
  }

  /// The visible rows and their cells.
  private func visibleRows() -> [(indexPath: IndexPath, cell: TableViewCell)] {
    guard let visible = visibleItems else { return [] }
    return visible.compactMap { index in
      guard let cell = realisedCells[index], heights.pixels[index] > 0,
        case .row(let indexPath) = item(at: index)
      else { return nil }
      return (indexPath, cell)
    }
  }

  /// The cell of the row at `indexPath` if the row is visible, else `nil`.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    guard let index = itemIndex(of: indexPath), visibleItems?.contains(index) == true else {
      return nil
    }
    return realisedCells[index]
  }

  /// The index path of a cell the table shows (or keeps realised just off screen), else `nil`.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    guard let index = realisedCells.first(where: { $0.value === cell })?.key,
      case .row(let indexPath) = item(at: index)
    else { return nil }
    return indexPath
  }

  /// The header view of `section`, if it is shown.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    guard rowCounts.indices.contains(section) else { return nil }
    return realisedAccessories[headerIndex(of: section)] as? TableViewHeaderFooterView
  }

  /// The footer view of `section`, if it is shown.
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    guard rowCounts.indices.contains(section) else { return nil }
    return realisedAccessories[footerIndex(of: section)] as? TableViewHeaderFooterView
  }

  // MARK: Scrolling to a row

  /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: as little as it takes
  /// to show it), within the content and its insets. The offset is set at once from the
  /// heights known; the next layout measures the rows around it and sets it again, so the row
  /// ends exactly where asked. No animation in Truss.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    reloadIfNeeded()
    guard itemIndex(of: indexPath) != nil else {
      report("scrollToRow(at:at:animated:) was given \(describe(indexPath)), which is out of range")
      return
    }
    applyScrollTarget((indexPath, scrollPosition))
    scrollTarget = (indexPath, scrollPosition)
    setNeedsLayout()
  }

  /// Sets the offset that puts the target row where asked.
  func applyScrollTarget(_ target: (indexPath: IndexPath, position: ScrollPosition)) {
    guard let index = itemIndex(of: target.indexPath) else { return }
    let rect = rect(ofItem: index)
    let insets = adjustedContentInset
    let visible = bounds.height - insets.top - insets.bottom
    var y = contentOffset.y
    switch target.position {
    case .top: y = rect.minY - insets.top
    case .middle: y = rect.midY - insets.top - visible / 2
    case .bottom: y = rect.maxY - insets.top - visible
    case .none:
      if rect.minY < y + insets.top {
        y = rect.minY - insets.top
      } else if rect.maxY > y + insets.top + visible {
        y = rect.maxY - insets.top - visible
      }
    }
    let content = tableHeaderHeight + points(heights.total) + (tableFooterView?.frame.height ?? 0)
    let lowest = -insets.top
    let highest = max(lowest, content + insets.bottom - bounds.height)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(y, lowest), highest))
  }
}
