import Foundation
import Truss

/// The card of Examples/documents/card-cell.yaml as a table view cell, built in code: a card
/// pinned to the content view's margins, holding an avatar, a name with a timestamp at the
/// trailing edge (on the name's first baseline) and a message wrapping onto as many lines as it
/// needs, inside the card's 12-point margins. The card's bottom margin stays below both the
/// message and the avatar, and meets the message at priority 250, as in the document.
///
/// Text is in the box test font (every glyph 1 em wide, ascender 0.8 em, descender 0.2 em), so
/// every height is hand arithmetic: a name line is 17 tall, a message line 15.
final class CardCell: TableViewCell {
  let card = View()
  let avatar = View()
  let name = Label()
  let time = Label()
  let message = Label()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    card.identifier = "card"
    avatar.identifier = "avatar"
    name.identifier = "name"
    time.identifier = "time"
    message.identifier = "message"
    card.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 12, leading: 12, bottom: 12, trailing: 12)
    name.font = .box(ofSize: 17)
    time.font = .box(ofSize: 15)
    time.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
    message.font = .box(ofSize: 15)
    message.numberOfLines = 0
    for view in [card, avatar, name, time, message] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    contentView.addSubview(card)
    for view in [avatar, name, time, message] { card.addSubview(view) }
    let content = contentView.layoutMarginsGuide
    let margins = card.layoutMarginsGuide
    let hugging = margins.bottomAnchor.constraint(equalTo: message.bottomAnchor)
    hugging.priority = LayoutPriority(250)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      card.topAnchor.constraint(equalTo: content.topAnchor),
      card.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 44),
      avatar.heightAnchor.constraint(equalToConstant: 44),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      time.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
      time.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      avatar.topAnchor.constraint(equalTo: margins.topAnchor),
      name.topAnchor.constraint(equalTo: margins.topAnchor),
      time.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
      message.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      message.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      message.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
      margins.bottomAnchor.constraint(greaterThanOrEqualTo: message.bottomAnchor),
      margins.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor),
      hugging,
    ])
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  func configure(_ row: CardRow) {
    name.text = row.name
    time.text = row.time
    message.text = row.message
  }
}

/// One card's text.
struct CardRow {
  var name = "Ada"
  var time = "9:41"
  var message: String
}

/// A data source and delegate over rows of cards, counting what the table asks for.
final class CardRows: TableViewDataSource, TableViewDelegate {
  var sections: [[CardRow]]
  /// The rows whose cells were asked for, in order.
  var requested: [IndexPath] = []
  /// Fixed heights by row (others automatic), and heights for headers.
  var fixedHeights: [IndexPath: CGFloat] = [:]
  var headerViews: [Int: View] = [:]
  var footerViews: [Int: View] = [:]
  var headerHeights: [Int: CGFloat] = [:]
  var footerHeights: [Int: CGFloat] = [:]
  var displayed: [IndexPath] = []
  var ended: [IndexPath] = []

  init(_ sections: [[CardRow]]) { self.sections = sections }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    requested.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
    (cell as? CardCell)?.configure(sections[indexPath.section][indexPath.row])
    return cell
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    fixedHeights[indexPath] ?? tableView.rowHeight
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeights[section] ?? tableView.sectionHeaderHeight
  }

  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    footerHeights[section] ?? tableView.sectionFooterHeight
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    headerViews[section]
  }

  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    footerViews[section]
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    ended.append(indexPath)
  }
}

/// A window of `size` at scale 3 (no safe area) holding a plain table filling it, with card
/// cells registered, rows from `rows`.
func makeCardTable(
  _ rows: CardRows, size: CGSize = CGSize(width: 375, height: 600),
  direction: UserInterfaceLayoutDirection = .leftToRight
) -> (Window, TableView) {
  let window = Window(size: size, scale: 3, layoutDirection: direction)
  let table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
  table.identifier = "table"
  table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  table.register(CardCell.self, forCellReuseIdentifier: "card")
  table.dataSource = rows
  table.delegate = rows
  window.addSubview(table)
  window.layoutIfNeeded()
  return (window, table)
}

/// What a window logs: every message and every unsatisfiable-constraints report.
final class TableLog {
  var messages: [String] = []
  var reports: [UnsatisfiableConstraintsReport] = []

  init(_ window: Window) {
    window.logHandler = { self.messages.append($0) }
    window.unsatisfiableConstraintsHandler = { self.reports.append($0) }
  }
}

/// Whether two rectangles are equal but for float rounding (pixel-grid values such as 163/3
/// come out of sums and snapping a last bit apart).
func near(_ a: CGRect, _ b: CGRect) -> Bool {
  near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width)
    && near(a.height, b.height)
}

/// Whether two lengths are equal but for float rounding.
func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
