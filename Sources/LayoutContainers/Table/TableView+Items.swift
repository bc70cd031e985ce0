import AutoLayout
import Foundation

/// One of a table's items, in the order they stack: each section's header, its rows, its
/// footer.
enum TableItem: Equatable {
  case header(section: Int)
  case row(IndexPath)
  case footer(section: Int)

  /// The section the item belongs to.
  var section: Int {
    switch self {
    case .header(let section), .footer(let section): section
    case .row(let indexPath): indexPath.section
    }
  }
}

extension TableView {
  /// The item at `index` of the stack.
  func item(at index: Int) -> TableItem {
    // The last section starting at or before `index`.
    var low = 0
    var high = sectionStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    let section = low
    let offset = index - sectionStarts[section]
    if offset == 0 { return .header(section: section) }
    if offset > rowCounts[section] { return .footer(section: section) }
    return .row(IndexPath(row: offset - 1, section: section))
  }

  /// The item index of a row, or `nil` when the index path is out of range.
  func itemIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
      (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    else { return nil }
    return sectionStarts[indexPath.section] + 1 + indexPath.row
  }

  /// The item index of a section's header.
  func headerIndex(of section: Int) -> Int { sectionStarts[section] }

  /// The item index of a section's footer.
  func footerIndex(of section: Int) -> Int { sectionStarts[section] + rowCounts[section] + 1 }

  /// Whether the item at `index` is a row.
  func isRow(_ index: Int) -> Bool {
    if case .row = item(at: index) { return true }
    return false
  }

  /// The row nearest `index` in `direction` (+1 down, −1 up), `index` itself if it is a row;
  /// `nil` past the ends.
  func row(from index: Int, direction: Int) -> Int? {
    var i = index
    while i >= 0, i < heights.count {
      if isRow(i) { return i }
      i += direction
    }
    return nil
  }

  /// The display scale heights are counted in: the window's when the heights were estimated.
  var displayScale: CGFloat { heightsScale }

  /// The display scale of the window the table is in (1 outside a window).
  var currentDisplayScale: CGFloat { max(1, window?.scale ?? 1) }

  /// A length in points as whole pixels, rounded up (UIKit draws rows on the pixel grid: a
  /// 54.5-point row is 54.667 tall on a 3× screen, its content view 54.333 above a 0.333
  /// separator, as a published conflict log shows).
  func pixels(_ points: CGFloat) -> Int {
    guard points.isFinite, points > 0 else { return 0 }
    return Int((points * displayScale - 1e-6).rounded(.up))
  }

  /// Whole pixels in points.
  func points(_ pixels: Int) -> CGFloat { CGFloat(pixels) / displayScale }

  /// The height of the table header view: above every section.
  var tableHeaderHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

  /// Where the item at `index` starts, in content coordinates.
  func minY(ofItem index: Int) -> CGFloat {
    tableHeaderHeight + points(heights.start(of: index))
  }

  /// The item's height in points.
  func height(ofItem index: Int) -> CGFloat { points(heights.pixels[index]) }

  /// The item's rectangle in content coordinates, as wide as the table.
  func rect(ofItem index: Int) -> CGRect {
    CGRect(x: 0, y: minY(ofItem: index), width: bounds.width, height: height(ofItem: index))
  }
}
