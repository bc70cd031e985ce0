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

/// The feed's content: avatar at the content margins' top leading corner, the name beside it,
/// the message below the name; the content's bottom margin below both, meeting the message at
/// priority 250 (the table's cell and the collection's).
func setUpFeedContent(_ avatar: View, _ name: Label, _ message: Label, in content: View) {
  name.font = tableNameFont
  message.font = tableMessageFont
  message.numberOfLines = 0
  for view in [avatar, name, message] {
    view.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(view)
  }
  let margins = content.layoutMarginsGuide
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

/// The self-sizing cell: the feed's content in its content view (``setUpFeedContent``).
final class FeedCell: TableViewCell {
  let avatar = View()
  let name = Label()
  let message = Label()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUpFeedContent(avatar, name, message, in: contentView)
  }

  required init?(coder: NSCoder) { nil }
}

/// The data source: row `r` shows ``tableName(_:)`` and ``tableMessage(_:)``; counts the
/// cells asked for and the rows asked for the first time.
final class FeedSource: TableViewDataSource {
  var counts = ShownCounts()

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    TableMetrics.rows
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    counts.ask(indexPath.row)
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

// MARK: The hand-written table

/// The same rows laid out by hand (a ``HandList`` of ``Row``s): for each row shown, plain
/// views given frames computed from the labels' sizes (the name's line, the message measured
/// at its width).
/// Whether a hand-written row's cell is a separator taller than its content view (a type, not
/// a stored flag: a row stored with a flag beside its views made every hand-written step that
/// shows no new row 1 µs slower, 0.6 -> 1.6 µs).
protocol RowSeparation { static var separated: Bool { get } }

enum HandTable {
  /// A row's views: a cell, its content view, and the avatar, name and message in it; the cell
  /// a separator taller than its content view when `Separation` says so (a table's row is; a
  /// collection's item, the same content, is not).
  struct Row<Separation: RowSeparation>: HandItem {
    let cell = View()
    let content = View()
    let avatar = View()
    let name = Label()
    let message = Label()

    init(in root: View) {
      root.addSubview(cell)
      cell.addSubview(content)
      for view in [avatar, name, message] { content.addSubview(view) }
    }

    func layOut(_ index: Int, top: CGFloat) -> CGFloat {
      var (frames, height) = HandTable.frames(index, name: name, message: message)
      if !Separation.separated { (frames[0], height) = (frames[1], frames[1].height) }
      cell.frame = frames[0].offsetBy(dx: 0, dy: top)
      content.frame = frames[1]
      avatar.frame = frames[2]
      name.frame = frames[3]
      message.frame = frames[4]
      return height
    }
  }

  /// A table's rows: separated.
  enum Separated: RowSeparation { static var separated: Bool { true } }

  /// The hand-written table: rows estimated 44 tall until shown, no spacing.
  static func list() -> HandList<Row<Separated>> {
    HandList(size: TableMetrics.size, count: TableMetrics.rows, estimate: 44, spacing: 0) {
      Row(in: $0)
    }
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
}

// MARK: The workloads

/// The table under test.
struct TableUnderTest: ListUnderTest {
  let window: Window
  let table: TableView
  let source: FeedSource

  init() { (window, table, source) = makeFeedTable() }

  var counts: ShownCounts { source.counts }
  var visibleCount: Int { table.visibleCells.count }
  var contentHeight: CGFloat { table.contentSize.height }
  func scroll(to y: CGFloat) { scrollList(window, table, to: y) }

  /// Checks the visible rows against the hand-computed frames.
  func checkFrames(_ hand: HandList<some HandItem>) {
    for cell in table.visibleCells {
      guard let cell = cell as? FeedCell, let row = table.indexPath(for: cell)?.row else {
        continue
      }
      let (expected, _) = HandTable.frames(row, name: Label(), message: Label())
      let actual = [
        CGRect(origin: .zero, size: cell.frame.size), cell.contentView.frame, cell.avatar.frame,
        cell.name.frame, cell.message.frame,
      ]
      if framesDiffer(actual, expected) {
        fail("table row \(row): frames \(actual), expected \(expected)")
      }
    }
  }
}

/// The table's workloads (``runListWorkloads``): tableFirstLayout, tableRowStep (a 1-point
/// step showing a new row), tablePointStep (one showing none), tableScreenStep.
func runTableWorkloads(
  runs: Int
) -> (
  rows: [(String, String, Double, Double)], checks: [String]
) {
  runListWorkloads(
    runs: runs,
    names: ListWorkloadNames(
      first: "tableFirstLayout", step: "tableRowStep", point: "tablePointStep",
      screen: "tableScreenStep", noun: "row"),
    items: TableMetrics.rows, screen: TableMetrics.size.height, make: TableUnderTest.init,
    makeHand: HandTable.list)
}
