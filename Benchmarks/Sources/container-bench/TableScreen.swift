import Foundation
import Truss

// The table workloads of container-bench (issue 15): a plain table of 10,000 self-sizing rows
// (an avatar, a name, and a message wrapping onto one to six lines) filling an iPhone-sized
// window, against the same rows laid out by hand (plain views given frames computed from
// the labels' measured sizes, the way a UIKit app computes heights in `heightForRowAt`).

/// The table's shape: a phone's window at 3×, its rows' content.
enum TableMetrics {
  static let rows = 10_000
  static let size = CGSize(width: 375, height: 812)
  static let scale: CGFloat = 3
  /// The cell's content margins (UIKit's: 11 above and below, 16 at the sides of a
  /// compact-width table) and its pieces.
  static let marginTop: CGFloat = 11
  static let marginSide: CGFloat = 16
  static let avatar: CGFloat = 40
  static let gap: CGFloat = 12
  static let lineGap: CGFloat = 4
  /// The separator below each row: one pixel.
  static let separator: CGFloat = 1 / 3
}

/// The words messages are made of.
let tableWords = [
  "the", "engine", "has", "finished", "a", "table", "of", "Bernoulli", "numbers", "and",
  "wants", "another", "set", "of", "wheels", "before", "Thursday", "when", "we", "meet",
]

/// Row `r`'s message: about 45 characters a line for 1 to 6 lines (a 291-point message at
/// 15 points takes about that many), varied by the row.
func tableMessage(_ r: Int) -> String {
  let lines = r % 6 + 1
  var words: [String] = []
  var length = 0
  var i = r * 7
  while length < lines * 45 - 10 {
    let word = tableWords[i % tableWords.count]
    words.append(word)
    length += word.count + 1
    i += 1
  }
  return words.joined(separator: " ")
}

/// The name shown in row `r`.
func tableName(_ r: Int) -> String { "Contributor \(r)" }

let tableNameFont = Font.systemFont(ofSize: 17, weight: .semibold)
let tableMessageFont = Font.systemFont(ofSize: 15)

/// The self-sizing cell: avatar at the content margins' top leading corner, the name beside
/// it, the message below the name; the content's bottom margin below both, meeting the
/// message at priority 250.
final class FeedCell: TableViewCell {
  let avatar = View()
  let name = Label()
  let message = Label()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    name.font = tableNameFont
    message.font = tableMessageFont
    message.numberOfLines = 0
    for view in [avatar, name, message] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let margins = contentView.layoutMarginsGuide
    let hugging = margins.bottomAnchor.constraint(equalTo: message.bottomAnchor)
    hugging.priority = LayoutPriority(250)
    LayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: margins.topAnchor),
      avatar.widthAnchor.constraint(equalToConstant: TableMetrics.avatar),
      avatar.heightAnchor.constraint(equalToConstant: TableMetrics.avatar),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: TableMetrics.gap),
      name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      name.topAnchor.constraint(equalTo: margins.topAnchor),
      message.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      message.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      message.topAnchor.constraint(equalTo: name.bottomAnchor, constant: TableMetrics.lineGap),
      margins.bottomAnchor.constraint(greaterThanOrEqualTo: message.bottomAnchor),
      margins.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor),
      hugging,
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// The data source: row `r` shows ``tableName(_:)`` and ``tableMessage(_:)``.
final class FeedSource: TableViewDataSource {
  /// Cells asked for, and rows asked for the first time (the rows measured: a row's height is
  /// measured when it is first shown and kept; the tests count measurements themselves).
  var requested = 0
  var firstShown = 0
  private var shown = Set<Int>()

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    TableMetrics.rows
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    requested += 1
    if shown.insert(indexPath.row).inserted { firstShown += 1 }
    let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath)
    if let cell = cell as? FeedCell {
      cell.name.text = tableName(indexPath.row)
      cell.message.text = tableMessage(indexPath.row)
    }
    return cell
  }
}

/// A window holding the table, laid out (its first layout).
func makeFeedTable() -> (Window, TableView, FeedSource) {
  let window = Window(size: TableMetrics.size, scale: TableMetrics.scale)
  let table = TableView(frame: CGRect(origin: .zero, size: TableMetrics.size), style: .plain)
  table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  table.register(FeedCell.self, forCellReuseIdentifier: "feed")
  let source = FeedSource()
  table.dataSource = source
  window.addSubview(table)
  window.layoutIfNeeded()
  return (window, table, source)
}

/// One scroll step of the table, a function of its own so a profiler can count only it
/// (`valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*scrollTable*'`).
@inline(never)
func scrollTable(_ window: Window, _ table: TableView, to y: CGFloat) {
  table.contentOffset = CGPoint(x: 0, y: y)
  window.layoutIfNeeded()
}

// MARK: The hand-written table

/// The same rows laid out by hand: for each row shown, plain views given frames computed from
/// the labels' sizes (the name's line, the message measured at its width), reused as rows
/// leave the screen.
final class HandTable {
  struct Row {
    let cell = View()
    let content = View()
    let avatar = View()
    let name = Label()
    let message = Label()
  }

  let root = View(frame: CGRect(origin: .zero, size: TableMetrics.size))
  /// Every row's height, once known (estimated 44 before).
  var heights: [CGFloat] = Array(repeating: 44, count: TableMetrics.rows)
  var starts: [CGFloat] = []
  var shown: [Int: Row] = [:]
  var spare: [Row] = []

  init() {
    recomputeStarts()
  }

  func recomputeStarts() {
    starts = [0]
    starts.reserveCapacity(heights.count + 1)
    for h in heights { starts.append(starts[starts.count - 1] + h) }
  }

  /// The frames of a row's cell, content view, avatar, name and message, and its height.
  static func frames(
    _ r: Int, name: Label, message: Label
  ) -> (
    frames: [CGRect], height: CGFloat
  ) {
    let width = TableMetrics.size.width
    let x = TableMetrics.marginSide + TableMetrics.avatar + TableMetrics.gap
    let textWidth = width - TableMetrics.marginSide - x
    name.font = tableNameFont
    name.text = tableName(r)
    message.font = tableMessageFont
    message.numberOfLines = 0
    message.preferredMaxLayoutWidth = textWidth
    message.text = tableMessage(r)
    // Measured outside a window (whole points), then put on the 3× pixel grid by hand: the
    // line count is what the whole-point height holds.
    let nameHeight = onPixels(lines: 1, tableNameFont)
    let wholePoints = message.intrinsicContentSize.height
    var lines = 1
    while lines < 100, unrounded(lines: lines, tableMessageFont).rounded(.up) < wholePoints - 1e-9 {
      lines += 1
    }
    let messageHeight = onPixels(lines: lines, tableMessageFont)
    let content =
      2 * TableMetrics.marginTop
      + max(TableMetrics.avatar, nameHeight + TableMetrics.lineGap + messageHeight)
    let top = TableMetrics.marginTop
    return (
      [
        CGRect(x: 0, y: 0, width: width, height: content + TableMetrics.separator),
        CGRect(x: 0, y: 0, width: width, height: content),
        CGRect(x: TableMetrics.marginSide, y: top, width: TableMetrics.avatar, height: 40),
        CGRect(x: x, y: top, width: textWidth, height: nameHeight),
        CGRect(
          x: x, y: top + nameHeight + TableMetrics.lineGap, width: textWidth,
          height: messageHeight),
      ], content + TableMetrics.separator
    )
  }

  /// The height of `lines` lines of `font`, rounded up to the 3× pixel grid as labels are.
  static func onPixels(lines: Int, _ font: Font) -> CGFloat {
    (unrounded(lines: lines, font) * TableMetrics.scale - 1e-6).rounded(.up) / TableMetrics.scale
  }

  /// The height of `lines` lines of `font`: each line's height and the leading between them.
  static func unrounded(lines: Int, _ font: Font) -> CGFloat {
    CGFloat(lines) * font.lineHeight + CGFloat(lines - 1) * font.leading
  }

  /// Shows the rows visible at offset `y` (and one more at each end), measuring new ones.
  func scroll(to y: CGFloat) {
    root.bounds.origin.y = y
    var first = firstRow(at: y)
    if first > 0 { first -= 1 }
    var r = first
    var wanted: [Int] = []
    while r < heights.count, starts[r] < y + TableMetrics.size.height || wanted.count < 2 {
      wanted.append(r)
      if shown[r] == nil { show(r) }
      r += 1
      if starts[r - 1] >= y + TableMetrics.size.height { break }
    }
    for (row, views) in shown where !wanted.contains(row) {
      views.cell.isHidden = true
      spare.append(views)
      shown[row] = nil
    }
  }

  func firstRow(at y: CGFloat) -> Int {
    var low = 0
    var high = heights.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= y { low = mid } else { high = mid - 1 }
    }
    return low
  }

  func show(_ r: Int) {
    let views = spare.popLast() ?? makeRow()
    let (frames, height) = HandTable.frames(r, name: views.name, message: views.message)
    if heights[r] != height {
      let delta = height - heights[r]
      heights[r] = height
      for i in (r + 1)..<starts.count { starts[i] += delta }
    }
    views.cell.isHidden = false
    views.cell.frame = frames[0].offsetBy(dx: 0, dy: starts[r])
    views.content.frame = frames[1]
    views.avatar.frame = frames[2]
    views.name.frame = frames[3]
    views.message.frame = frames[4]
    shown[r] = views
  }

  func makeRow() -> Row {
    let row = Row()
    root.addSubview(row.cell)
    row.cell.addSubview(row.content)
    for view in [row.avatar, row.name, row.message] { row.content.addSubview(view) }
    return row
  }
}

// MARK: Checks

/// Checks the table's visible rows against the hand-computed frames; stops the run on a
/// difference.
func checkFeedFrames(_ table: TableView) {
  for cell in table.visibleCells {
    guard let cell = cell as? FeedCell, let row = table.indexPath(for: cell)?.row else { continue }
    let (expected, _) = HandTable.frames(row, name: Label(), message: Label())
    let actual = [
      CGRect(origin: .zero, size: cell.frame.size), cell.contentView.frame, cell.avatar.frame,
      cell.name.frame, cell.message.frame,
    ]
    for (a, e) in zip(actual, expected)
    where abs(a.minX - e.minX) > 1e-6 || abs(a.minY - e.minY) > 1e-6
      || abs(a.width - e.width) > 1e-6 || abs(a.height - e.height) > 1e-6
    {
      fail("table row \(row): frames \(actual), expected \(expected)")
    }
  }
}

/// The table's workloads, each against the hand-written table: the first layout; scrolling
/// down 1 point at a time over rows never shown (a step that shows a new row, which is asked
/// for and measured, and a step that shows none); then scrolling to the end a screen height
/// at a time. Returns the README rows and the checks made.
func runTableWorkloads(
  runs: Int
) -> (
  rows: [(String, String, Double, Double)], checks: [String]
) {
  var firstTruss: [Double] = []
  var firstHand: [Double] = []
  var rowTruss: [Double] = []
  var rowHand: [Double] = []
  var noneTruss: [Double] = []
  var noneHand: [Double] = []
  var screenTruss: [Double] = []
  var screenHand: [Double] = []
  var checks: [String] = []
  for run in 0..<runs {
    var built: (Window, TableView, FeedSource)?
    firstTruss.append(milliseconds(clock.measure { built = makeFeedTable() }))
    guard let (window, table, source) = built else { fail("no table") }
    let hand = HandTable()
    firstHand.append(milliseconds(clock.measure { hand.scroll(to: 0) }))
    if run == 0 {
      checkFeedFrames(table)
      let measured = source.firstShown
      checks.append(
        "first layout measured \(measured) rows (\(table.visibleCells.count) visible and one "
          + "below), asked for \(source.requested)")
      if measured != table.visibleCells.count + 1 { fail("first layout measured \(measured)") }
    }
    // 1 point at a time over rows not shown yet: each step shows a new row or none.
    let points = 3_000
    var rowSteps: [Double] = []
    var noneSteps: [Double] = []
    var solverWork = 0
    for step in 1...points {
      let requested = source.requested
      let measured = source.firstShown
      let statistics = window.solverStatistics
      let time = milliseconds(clock.measure { scrollTable(window, table, to: CGFloat(step)) })
      let shown = source.requested - requested
      if shown == 0 {
        noneSteps.append(time * 1000)
        if window.solverStatistics != statistics { solverWork += 1 }
      } else if shown == 1, source.firstShown - measured == 1 {
        rowSteps.append(time * 1000)
      }
    }
    var handRow: [Double] = []
    var handNone: [Double] = []
    for step in 1...points {
      let shown = hand.shown.count
      let before = hand.shown.keys.max() ?? 0
      let time = milliseconds(clock.measure { hand.scroll(to: CGFloat(step)) })
      if (hand.shown.keys.max() ?? 0) != before || hand.shown.count != shown {
        handRow.append(time * 1000)
      } else {
        handNone.append(time * 1000)
      }
    }
    rowTruss.append(median(rowSteps))
    noneTruss.append(median(noneSteps))
    rowHand.append(median(handRow))
    noneHand.append(median(handNone))
    if run == 0 {
      checkFeedFrames(table)
      checks.append(
        "scrolled \(points) points 1 at a time: \(rowSteps.count) steps showed a new row "
          + "(asked for and measured), \(noneSteps.count) showed none, \(solverWork) of those "
          + "did solver work")
      if solverWork > 0 { fail("steps showing no new row did solver work") }
    }
    // To the end, a screen height at a time: about a screenful of new rows each step.
    let screen = TableMetrics.size.height
    var y = CGFloat(points)
    var steps = 0
    let before = source.firstShown
    let screenTime = milliseconds(
      clock.measure {
        while y + screen < table.contentSize.height {
          y += screen
          scrollTable(window, table, to: y)
          steps += 1
        }
      })
    screenTruss.append(screenTime * 1000 / Double(steps))
    var handY = CGFloat(points)
    var handSteps = 0
    let handTime = milliseconds(
      clock.measure {
        while handY + screen < hand.starts[hand.starts.count - 1] {
          handY += screen
          hand.scroll(to: handY)
          handSteps += 1
        }
      })
    screenHand.append(handTime * 1000 / Double(handSteps))
    if run == 0 {
      checkFeedFrames(table)
      checks.append(
        "scrolled \(steps) screens to the end: \(source.firstShown - before) rows "
          + "measured; every row measured once: \(source.firstShown == TableMetrics.rows)")
      if source.firstShown != TableMetrics.rows { fail("rows measured more than once") }
    }
  }
  return (
    [
      ("tableFirstLayout", "ms", firstTruss, firstHand),
      ("tableRowStep", "µs", rowTruss, rowHand),
      ("tablePointStep", "µs", noneTruss, noneHand),
      ("tableScreenStep", "µs", screenTruss, screenHand),
    ].map { ($0.0, $0.1, median($0.2), median($0.3)) },
    checks
  )
}
