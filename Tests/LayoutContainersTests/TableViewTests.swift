import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// Issue 15: table views, self-sizing rows. Every height is hand arithmetic in the box test font
/// (a 15-point glyph is 15 wide, a 15-point line 15 tall), at scale 3, where a row's separator
/// is one pixel (1/3 point) below its content view.
@Suite struct TableViewTests {
  /// `n` four-letter words: at 15 points, a line holds `k` words when `5k − 1` glyphs fit.
  static func words(_ n: Int) -> String {
    Array(repeating: "abcd", count: n).joined(separator: " ")
  }

  /// `count` rows with `n` words each.
  static func rows(_ count: Int, words n: Int = 1) -> CardRows {
    CardRows([(0..<count).map { _ in CardRow(message: words(n)) }])
  }

  /// A height in whole pixels at scale 3, as points.
  static func px(_ pixels: Int) -> CGFloat { CGFloat(pixels) / 3 }

  // MARK: The card cell of Examples/documents/card-cell.yaml

  /// The document's card, in a cell, at four widths. The content view's margins are UIKit's:
  /// 11 above and below, 16 at the sides of a compact-width table (20 at regular width); the
  /// card fills them, and its own 12-point margins hold an avatar (44 × 44), the name (17
  /// tall) with the time on its baseline at the trailing edge, and the message 4 below the
  /// name, `width − 2 × sides − 80` wide (the card less 12 + 44 + 12 before the message and
  /// 12 after). A line holds 2, 3, 4 and 8 words at 320, 375, 414 and 768 points
  /// (`(5k − 1) × 15` within 208, 263, 302 and 648), so twelve words take 6, 4, 3 and 2 lines
  /// of 15, nine words 5, 3, 3 and 2. A card is 12 + 17 + 4 + lines + 12 (the text is taller
  /// than the avatar); the content view 11 + card + 11; the row one pixel more.
  @Test(arguments: [
    CardWidth(width: 320, sides: 16, lines: [6, 5]),
    CardWidth(width: 375, sides: 16, lines: [4, 3]),
    CardWidth(width: 414, sides: 16, lines: [3, 3]),
    CardWidth(width: 768, sides: 20, lines: [2, 2]),
  ])
  func theCardCellAtSeveralWidths(_ example: CardWidth) throws {
    let (width, sides, lines) = (example.width, example.sides, example.lines)
    let rows = CardRows([[CardRow(message: Self.words(12)), CardRow(message: Self.words(9))]])
    let (window, table) = makeCardTable(rows, size: CGSize(width: width, height: 600))
    let recorder = TableLog(window)
    let cells = try table.visibleCells.map { try #require($0 as? CardCell) }
    try #require(cells.count == 2)
    let cards = lines.map { 12 + 17 + 4 + CGFloat(15 * $0) + 12 }
    let contents = cards.map { 11 + $0 + 11 }
    let first = cells[0]
    let cardWidth = width - 2 * sides
    #expect(near(first.frame, CGRect(x: 0, y: 0, width: width, height: contents[0] + Self.px(1))))
    #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: width, height: contents[0]))
    #expect(first.card.frame == CGRect(x: sides, y: 11, width: cardWidth, height: cards[0]))
    #expect(first.avatar.frame == CGRect(x: 12, y: 12, width: 44, height: 44))
    #expect(first.name.frame == CGRect(x: 68, y: 12, width: 51, height: 17))
    // The time's first baseline (0.8 × 15 below its top) on the name's (12 + 0.8 × 17 =
    // 25.6): its top at 13.6, snapped to 13.667 on the 3× grid; 4 glyphs of 15.
    #expect(
      near(first.time.frame, CGRect(x: cardWidth - 72, y: Self.px(41), width: 60, height: 15)))
    #expect(
      first.message.frame
        == CGRect(x: 68, y: 33, width: cardWidth - 80, height: CGFloat(15 * lines[0])))
    let second = cells[1]
    #expect(
      near(
        second.frame,
        CGRect(x: 0, y: first.frame.maxY, width: width, height: contents[1] + Self.px(1))))
    #expect(second.card.frame.height == cards[1])
    #expect(
      near(table.contentSize.height, contents[0] + contents[1] + Self.px(2))
        && table.contentSize.width == width)
    #expect(!window.hasAmbiguousLayout)
    #expect(recorder.messages.isEmpty)
  }

  /// Right to left, the card mirrors inside the content view: the avatar at the right margin,
  /// the name to its left, the time at the left margin.
  @Test func theCardCellRightToLeft() throws {
    let rows = CardRows([[CardRow(message: Self.words(12))]])
    let (window, table) = makeCardTable(rows, direction: .rightToLeft)
    let cell = try #require(table.visibleCells.first as? CardCell)
    // 375 wide: card 343 at x 16; avatar 44 at 343 − 12 − 44 = 287; name 51 wide ending at
    // 287 − 12 = 275; time 60 wide at 12; message 263 wide from 12.
    #expect(cell.card.frame == CGRect(x: 16, y: 11, width: 343, height: 105))
    #expect(cell.avatar.frame == CGRect(x: 287, y: 12, width: 44, height: 44))
    #expect(cell.name.frame == CGRect(x: 224, y: 12, width: 51, height: 17))
    #expect(cell.time.frame.minX == 12)
    #expect(cell.message.frame == CGRect(x: 12, y: 33, width: 263, height: 60))
    #expect(cell.frame.height == 127 + Self.px(1))
    #expect(!window.hasAmbiguousLayout)
  }

  // MARK: UIKit's geometry

  /// A new cell is 320 × 44 until its table sizes it; the content view is the row less one
  /// pixel of separator (none without separators), its margins UIKit's.
  @Test func contentViewGeometry() throws {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(
      cell.contentView.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(TableViewCell().frame.size == CGSize(width: 320, height: 44))

    let rows = Self.rows(3)
    rows.fixedHeights = [IndexPath(row: 0, section: 0): 44, IndexPath(row: 1, section: 0): 54.5]
    let (window, table) = makeCardTable(rows)
    let cells = table.visibleCells
    try #require(cells.count == 3)
    // 44 rows: 43.667 of content above a 0.333 separator (43.5 above 0.5 at 2×, as UIKit's).
    #expect(cells[0].contentView.frame.height == 44 - Self.px(1))
    // A 54.5-point row is on the pixel grid at 54.667 (UIKit: content 54.333).
    #expect(near(cells[1].frame.height, Self.px(164)))
    #expect(near(cells[1].contentView.frame.height, Self.px(163)))
    table.separatorStyle = .none
    window.layoutIfNeeded()
    #expect(table.visibleCells[0].contentView.frame.height == 44)
    #expect(table.visibleCells[2].frame.height == 90)
  }

  /// The content view's side margins are the table's: 16 at compact width, 20 at regular, the
  /// readable width's insets when asked; in landscape beside a sensor housing the content view
  /// starts past the safe area and its margins stay 16.
  @Test func cellMarginsFollowTheTable() throws {
    let rows = Self.rows(1)
    let (window, table) = makeCardTable(rows, size: CGSize(width: 1024, height: 600))
    let cell = try #require(table.visibleCells.first as? CardCell)
    #expect(cell.card.frame.minX == 20)
    table.cellLayoutMarginsFollowReadableWidth = true
    window.layoutIfNeeded()
    // Readable: at most 672 wide inside the 20-point margins of 1024: (984 − 672) / 2 = 156
    // more at each side.
    #expect(cell.card.frame == CGRect(x: 176, y: 11, width: 672, height: 68))

    let phone = Window(
      size: CGSize(width: 812, height: 375), scale: 3,
      safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    let landscape = TableView(frame: CGRect(x: 0, y: 0, width: 812, height: 375), style: .plain)
    landscape.register(CardCell.self, forCellReuseIdentifier: "card")
    landscape.dataSource = rows
    phone.addSubview(landscape)
    phone.layoutIfNeeded()
    let inset = try #require(landscape.visibleCells.first as? CardCell)
    #expect(inset.contentView.frame == CGRect(x: 44, y: 0, width: 724, height: 90))
    #expect(inset.card.frame.minX == 16)
    #expect(near(inset.card.frame.width, 724 - 32))
  }
}

/// A width to lay the card cell out at: the table's side margins there, and the lines the
/// two messages take.
struct CardWidth: Sendable, CustomTestStringConvertible {
  var width: CGFloat
  var sides: CGFloat
  var lines: [Int]

  var testDescription: String { "\(Int(width)) points" }
}
