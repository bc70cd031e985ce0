import AutoLayout
import Foundation

/// One section of a flow layout in flow coordinates: `along` is the scrolling axis (y for a
/// vertical flow), `across` the axis a line fills (x for a vertical flow). Not API: the storage
/// behind ``CollectionViewFlowLayout``.
///
/// Lines are broken greedily, as UIKit's `_UIFlowLayoutSection -computeLayout` breaks them (iOS
/// 26.1, decompiled in EthanArbuckle/iPhone18-3_26.1_23B85_Restore): a line starts with
/// `remaining` = the available length; an item goes on the line when its length is at most
/// `remaining`, which then loses the item's length and one interitem spacing; the first item of
/// a line goes on it whatever its length. Every line but the last is complete; the last counts
/// as complete when every line holds one item, or when it has as much room left as the line
/// before it (a full grid), and the difference matters for where its items go
/// (``acrossPlacement(of:)``).
///
/// Measuring one item re-breaks the lines from the one that holds it until a new line starts
/// where an old one did past the item: the rest are the old lines moved along, which keeps a
/// scroll step that measures one cell from visiting the whole section.
struct FlowSection {
  /// Each item's length across and along.
  var across: [CGFloat] = []
  var along: [CGFloat] = []
  /// Whether each item's size came from measuring its cell.
  var measured: [Bool] = []
  /// The section inset: before and after along, at the start and end across.
  var insetBefore: CGFloat = 0
  var insetAfter: CGFloat = 0
  var insetStart: CGFloat = 0
  var insetEnd: CGFloat = 0
  var lineSpacing: CGFloat = 0
  var interitemSpacing: CGFloat = 0
  /// The header's and footer's lengths along (0: none).
  var header: CGFloat = 0
  var footer: CGFloat = 0
  /// Whether every item is the layout's `itemSize` (no delegate sizes, no estimates): the last
  /// line's items then keep the other lines' columns.
  var fixedItemSize = false
  /// The room a line has across: the collection's dimension less the insets across.
  var available: CGFloat = 0
  var lines: [FlowLine] = []
  /// How many lines hold more than one item.
  var multiItemLines = 0
  /// Where the section starts along, in content coordinates, and its length along.
  var start: CGFloat = 0
  var length: CGFloat = 0

  var count: Int { across.count }

  /// The line holding `item`.
  func line(of item: Int) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lines[mid].first <= item { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Breaks every line again.
  mutating func breakAllLines() {
    lines.removeAll(keepingCapacity: true)
    multiItemLines = 0
    breakLines(from: 0, changedThrough: count)
  }

  /// Breaks the lines again after `item` changed size, from the line before its own (an
  /// item that shrank may now fit at the end of the previous line). Returns whether the
  /// section's length changed.
  @discardableResult
  mutating func itemChanged(_ item: Int) -> Bool {
    breakLines(from: max(0, line(of: item) - 1), changedThrough: item)
  }

  /// Breaks the lines again from `firstLine` on, given that no item after `changedThrough`
  /// changed size since they were last broken: once a new line starts where an old one did
  /// past that item, the old lines from there on stay, moved along. Returns whether the
  /// section's length changed.
  @discardableResult
  mutating func breakLines(from firstLine: Int, changedThrough: Int) -> Bool {
    let oldLength = length
    let keep = min(firstLine, lines.count)
    var item = keep == 0 ? 0 : lines[keep - 1].first + lines[keep - 1].count
    var offset =
      keep == 0
      ? header + insetBefore : lines[keep - 1].offset + lines[keep - 1].thickness + lineSpacing
    var fresh: [FlowLine] = []
    // A first break holds up to one line per item.
    if lines.isEmpty { fresh.reserveCapacity(count) }
    // The old line a new one resynchronises with, and how far the old ones after it move.
    var resume = keep
    var shift: CGFloat?
    while item < count {
      var remaining = available
      var thickness: CGFloat = 0
      var end = item
      while end < count {
        let length = across[end]
        if end > item, length > remaining { break }
        remaining -= length + interitemSpacing
        thickness = max(thickness, along[end])
        end += 1
      }
      fresh.append(
        FlowLine(
          first: item, count: end - item, offset: offset, thickness: thickness,
          remaining: remaining))
      offset += thickness + lineSpacing
      item = end
      // Past the changed items, an old line starting here and every one after it are as
      // they were: they stay, moved along, instead of being broken again.
      guard item > changedThrough, item < count else { continue }
      while resume < lines.count, lines[resume].first < item { resume += 1 }
      if resume < lines.count, lines[resume].first == item {
        shift = offset - lines[resume].offset
        break
      }
    }
    let replaced = keep..<(shift == nil ? lines.count : resume)
    for line in lines[replaced] where line.count != 1 { multiItemLines -= 1 }
    for line in fresh where line.count != 1 { multiItemLines += 1 }
    if replaced == lines.indices {
      lines = fresh
    } else {
      lines.replaceSubrange(replaced, with: fresh)
    }
    if let shift, shift != 0 {
      for i in (keep + fresh.count)..<lines.count { lines[i].offset += shift }
    }
    let content = lines.last.map { $0.offset + $0.thickness } ?? header + insetBefore
    length = content + insetAfter + footer
    return length != oldLength
  }

  /// Whether the last line counts as complete (UIKit's `_complete` on `_UIFlowLayoutRow`):
  /// every line holds one item, or the last has as much room left as the one before it.
  var lastLineIsComplete: Bool {
    guard let last = lines.last else { return false }
    if multiItemLines == 0 { return true }
    return lines.count >= 2 && last.remaining == lines[lines.count - 2].remaining
  }

  /// Where a line's items go across: the first one's position and the spacing between them,
  /// as UIKit's `-[_UIFlowLayoutRow layoutRow]` places them with the default row alignment
  /// options (`UICollectionViewFlowLayoutCommonInit`: common rows justified, the last row
  /// leading, rows centered vertically):
  /// - a complete line of several items is justified: the first at the start inset, the last
  ///   at the end inset, the spare room shared equally between them;
  /// - a complete line of one item centers it in the room (or puts it at the start inset when
  ///   it is longer);
  /// - the last line, when not complete, starts at the start inset with the interitem spacing
  ///   — except with a fixed item size, where it takes the spacing of a full line, so its
  ///   items sit in the columns of the lines above.
  func acrossPlacement(of lineIndex: Int) -> (start: CGFloat, spacing: CGFloat) {
    let line = lines[lineIndex]
    let complete = lineIndex < lines.count - 1 || lastLineIsComplete
    if complete {
      var total: CGFloat = 0
      for i in line.first..<(line.first + line.count) { total += across[i] }
      if line.count > 1 {
        return (insetStart, (available - total) / CGFloat(line.count - 1))
      }
      return (available >= total ? insetStart + (available - total) / 2 : insetStart, 0)
    }
    guard fixedItemSize, let length = across.last, length + interitemSpacing > 0 else {
      return (insetStart, interitemSpacing)
    }
    // How many items a full line holds, and the spacing that justifies them.
    var room = available
    var fitting = 0
    while length <= room {
      room -= length + interitemSpacing
      fitting += 1
    }
    guard fitting > 1 else { return (insetStart, 0) }
    return (insetStart, (available - length * CGFloat(fitting)) / CGFloat(fitting - 1))
  }

  /// The first line whose band reaches past `along` (section coordinates), or `lines.count`.
  func firstLine(endingAfter along: CGFloat) -> Int {
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].offset + lines[mid].thickness > along { high = mid } else { low = mid + 1 }
    }
    return low
  }
}

/// One line of a flow section: its items, where it starts along (from the section's start),
/// how thick it is (its longest item along) and the room left across after its items and a
/// spacing each.
struct FlowLine: Equatable {
  var first: Int
  var count: Int
  var offset: CGFloat
  var thickness: CGFloat
  var remaining: CGFloat
}
