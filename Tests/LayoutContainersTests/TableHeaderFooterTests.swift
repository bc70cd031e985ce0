import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// Issue 15: section headers and footers, the table's header and footer views, and misuse.
/// Rows are one-word cards, 90.333 points (271 pixels) each.
@Suite struct TableHeaderFooterTests {
  /// A header whose label (15-point box text, one line) fills its content view's margins (8
  /// above and below): 8 + 15 + 8 = 31 points tall.
  final class TitleHeader: TableViewHeaderFooterView {
    let title = Label()

    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      title.font = .box(ofSize: 15)
      title.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(title)
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        title.topAnchor.constraint(equalTo: margins.topAnchor),
        title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
  }

  /// Three sections of five rows; self-sizing headers (31 points), 20-point footers (a view in
  /// section 1). Section 0: header 0–31, rows to 482.667, footer to 502.667; section 1 from
  /// there.
  static func sections() -> (Window, TableView, CardRows) {
    let rows = CardRows(
      (0..<3).map { _ in (0..<5).map { _ in CardRow(message: TableViewTests.words(1)) } })
    let window = Window(size: CGSize(width: 375, height: 600), scale: 3)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    table.register(CardCell.self, forCellReuseIdentifier: "card")
    table.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "title")
    for section in 0..<3 {
      let header = table.dequeueReusableHeaderFooterView(withIdentifier: "title") as? TitleHeader
      header?.title.text = "S\(section)"
      rows.headerViews[section] = header
      rows.footerHeights[section] = 20
    }
    rows.footerViews[1] = View()
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table, rows)
  }

  static let sectionHeight = CGFloat(93 + 5 * 271 + 60) / 3

  @Test func headersAndFootersAreSizedAndPlaced() throws {
    let (_, table, _) = Self.sections()
    #expect(near(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 375, height: 31)))
    #expect(near(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 31))
    #expect(
      near(
        table.rectForFooter(inSection: 0),
        CGRect(x: 0, y: CGFloat(93 + 5 * 271) / 3, width: 375, height: 20)))
    #expect(near(table.rect(forSection: 0).height, Self.sectionHeight))
    #expect(near(table.rectForHeader(inSection: 1).minY, Self.sectionHeight))
    let header = try #require(table.headerView(forSection: 0) as? TitleHeader)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 31))
    #expect(header.title.frame == CGRect(x: 16, y: 8, width: 30, height: 15))
    // Section 1's footer floats at the bottom edge while its section is on screen.
    let footer = try #require(table.realisedAccessories[table.footerIndex(of: 1)] ?? nil)
    #expect(footer.frame == CGRect(x: 0, y: 580, width: 375, height: 20))
  }

  /// A plain table's header stays at the top while its section passes under it, and is pushed
  /// up by the section's end: its rows end at 482.667, so from an offset of 451.667 the header
  /// rides up with them.
  @Test func plainHeadersFloat() throws {
    let (window, table, _) = Self.sections()
    let header = try #require(table.headerView(forSection: 0))
    table.contentOffset = CGPoint(x: 0, y: 100)
    window.layoutIfNeeded()
    #expect(header.frame.minY == 100)
    #expect(table.headerView(forSection: 0) === header)
    table.contentOffset = CGPoint(x: 0, y: 470)
    window.layoutIfNeeded()
    #expect(near(header.frame.minY, CGFloat(93 + 5 * 271) / 3 - 31))
    // Past its section, the header is put away; section 1's takes the top.
    table.contentOffset = CGPoint(x: 0, y: 700)
    window.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.headerView(forSection: 1)?.frame.minY == 700)
  }

  /// A grouped table's headers do not float.
  @Test func groupedHeadersStayInPlace() throws {
    let rows = CardRows([(0..<10).map { _ in CardRow(message: "abcd") }])
    rows.headerHeights[0] = 30
    let header = View()
    rows.headerViews[0] = header
    let window = Window(size: CGSize(width: 375, height: 600), scale: 3)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .grouped)
    table.register(CardCell.self, forCellReuseIdentifier: "card")
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 30))
    table.contentOffset = CGPoint(x: 0, y: 10)
    window.layoutIfNeeded()
    #expect(header.frame.minY == 0)
  }

  /// The table's header view spans the table above the first section, as tall as its frame;
  /// the footer view follows the last section.
  @Test func tableHeaderAndFooterViews() {
    let rows = TableViewTests.rows(2)
    let (window, table) = makeCardTable(rows)
    let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
    let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    table.tableHeaderView = header
    table.tableFooterView = footer
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
    #expect(near(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 50))
    #expect(near(footer.frame, CGRect(x: 0, y: 50 + CGFloat(2 * 271) / 3, width: 375, height: 30)))
    #expect(near(table.contentSize.height, 80 + CGFloat(2 * 271) / 3))
  }

  // MARK: Misuse

  /// A negative row count is reported and shows no rows; dequeuing an identifier nothing is
  /// registered for is reported and gives an empty cell; an update the data source's counts
  /// contradict is reported with UIKit's message and the table reloads; a row out of range has
  /// no rectangle. Nothing crashes.
  @Test func misuseIsReportedAndRecovered() throws {
    final class Broken: TableViewDataSource {
      var count = -3
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "nope", for: indexPath)
      }
    }
    let source = Broken()
    let window = Window(size: CGSize(width: 375, height: 600), scale: 3)
    let log = TableLog(window)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    table.identifier = "table"
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(
      log.messages == [
        "TableView table: tableView(_:numberOfRowsInSection:) returned -3 for section 0; the "
          + "section shows no rows"
      ])
    source.count = 2
    table.reloadData()
    window.layoutIfNeeded()
    #expect(table.visibleCells.count == 2)
    #expect(
      log.messages.dropFirst().first?.contains("unable to dequeue a cell with identifier nope")
        == true)
    #expect(near(table.visibleCells[0].frame.height, 44))
    log.messages = []
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(
      log.messages.first?.hasPrefix(
        "TableView table: Invalid update: invalid number of rows in section 0. The number of "
          + "rows contained in an existing section after the update (2) must be equal to the "
          + "number of rows contained in that section before the update (2), plus or minus the "
          + "number of rows inserted or deleted from that section (1 inserted, 0 deleted)") == true)
    window.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 2)
    log.messages = []
    #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
    #expect(log.messages.count == 1)
    table.endUpdates()
    #expect(log.messages.last?.contains("endUpdates() was called without beginUpdates()") == true)
    // An index path that is not a row's (one index) is reported, not trapped on.
    table.insertRows(at: [IndexPath(index: 0)], with: .none)
    #expect(log.messages.last?.contains("which is not a row's index path") == true)
    _ = table.dequeueReusableCell(withIdentifier: "never", for: IndexPath(index: 3))
    #expect(log.messages.last?.contains("for index path [3]") == true, "\(log.messages.last ?? "")")
  }
}
