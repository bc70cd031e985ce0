import Foundation
import Testing
import Truss

@testable import LayoutContainers

/// Issue 15: how a self-sizing row is sized, and what UIKit logs when it cannot be.
@Suite struct TableSizingTests {
  /// A cell with one box in its content view: 10 below the top, `height` tall, and (unless
  /// `pinsBottom` is false) 10 above the bottom at `bottomPriority`.
  final class BoxCell: TableViewCell {
    let box = View()
    var height: LayoutConstraint?
    var bottom: LayoutConstraint?

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      box.identifier = "box"
      contentView.identifier = "content"
      box.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(box)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(height: CGFloat, pinsBottom: Bool, bottomPriority: LayoutPriority) {
      guard self.height == nil else { return }
      let h = box.heightAnchor.constraint(equalToConstant: height)
      h.identifier = "box-height"
      let top = box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10)
      top.identifier = "box-top"
      var constraints = [
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), top, h,
      ]
      if pinsBottom {
        let b = contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10)
        b.identifier = "box-bottom"
        b.priority = bottomPriority
        constraints.append(b)
        bottom = b
      }
      LayoutConstraint.activate(constraints)
      self.height = h
    }
  }

  /// Rows of box cells, all alike.
  final class BoxRows: TableViewDataSource {
    var count: Int
    var height: CGFloat
    var pinsBottom: Bool
    var bottomPriority: LayoutPriority

    init(
      count: Int, height: CGFloat, pinsBottom: Bool = true,
      bottomPriority: LayoutPriority = .required
    ) {
      self.count = count
      self.height = height
      self.pinsBottom = pinsBottom
      self.bottomPriority = bottomPriority
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
      (cell as? BoxCell)?.configure(
        height: height, pinsBottom: pinsBottom, bottomPriority: bottomPriority)
      return cell
    }
  }

  /// A window at scale 3 holding a table of `rows`.
  static func table(_ rows: BoxRows) -> (Window, TableView, TableLog) {
    let window = Window(size: CGSize(width: 375, height: 600), scale: 3)
    let log = TableLog(window)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
    table.identifier = "table"
    table.register(BoxCell.self, forCellReuseIdentifier: "box")
    table.dataSource = rows
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table, log)
  }

  /// A required chain of whole points (10 + 40 + 10) fits its row exactly: 60 of content, one
  /// pixel of separator, nothing logged.
  @Test func aRequiredChainOfWholePointsLogsNothing() throws {
    let (window, table, log) = Self.table(BoxRows(count: 3, height: 40))
    let cell = try #require(table.visibleCells.first as? BoxCell)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
    #expect(near(cell.frame.height, 60 + CGFloat(1) / 3))
    #expect(cell.box.frame == CGRect(x: 0, y: 10, width: 375, height: 40))
    #expect(log.messages.isEmpty && log.reports.isEmpty)
    #expect(!window.hasAmbiguousLayout)
  }

  /// A required chain of 60.25 points does not land on the 3× pixel grid: the row's content
  /// view is rounded up to 60.333 and held there by `'UIView-Encapsulated-Layout-Height'` at
  /// priority 1000, which conflicts with the chain. The log is UIKit's, listing the chain and
  /// the encapsulated height; one of the cell's own constraints is broken and the content view
  /// keeps the row's height (the published logs break a cell's constraint, never the
  /// encapsulated height: an avatar's `height == 34` against `UITableViewCellContentView.height
  /// == 54.3333`, say).
  @Test func aFractionalRequiredChainConflictsWithTheEncapsulatedHeight() throws {
    let (_, table, log) = Self.table(BoxRows(count: 1, height: 40.25))
    let cell = try #require(table.visibleCells.first as? BoxCell)
    #expect(near(cell.contentView.frame.height, CGFloat(181) / 3))
    try #require(log.reports.count == 1)
    let report = log.reports[0]
    #expect(report.conflicts.count == 4)
    let names = report.conflicts.compactMap(\.identifier)
    #expect(
      Set(names) == ["box-top", "box-height", "box-bottom", "UIView-Encapsulated-Layout-Height"])
    #expect(report.broken.identifier?.hasPrefix("box-") == true)
    let message = try #require(log.messages.first)
    #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(message.contains("'UIView-Encapsulated-Layout-Height' content.height == 60.3333"))
    #expect(message.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint"))
    #expect(log.messages.count == 1)
  }

  /// UIKit's fix: the bottom constraint at 999 gives way by a twelfth of a point, and nothing
  /// is logged.
  @Test func theBottomAt999FixesIt() throws {
    let (_, table, log) = Self.table(
      BoxRows(count: 1, height: 40.25, bottomPriority: LayoutPriority(999)))
    let cell = try #require(table.visibleCells.first as? BoxCell)
    #expect(near(cell.contentView.frame.height, CGFloat(181) / 3))
    #expect(near(cell.box.frame.height, 40 + CGFloat(1) / 3))
    #expect(log.messages.isEmpty && log.reports.isEmpty)
  }

  /// A cell whose bottom is not pinned: its constraints let the content view collapse to zero,
  /// so the row gets UIKit's warning (once per table; UIKit logs it once per process) and the
  /// standard 44 points, with the row named.
  @Test func aCellWhoseBottomIsNotPinnedGetsTheStandardHeight() throws {
    let (window, table, log) = Self.table(BoxRows(count: 3, height: 40, pinsBottom: false))
    let cells = table.visibleCells
    try #require(cells.count == 3)
    #expect(cells.allSatisfy { $0.frame.height == 44 })
    #expect(near(cells[0].contentView.frame.height, 44 - CGFloat(1) / 3))
    #expect(
      log.messages == [
        "TableView table: Warning once only: Detected a case where constraints ambiguously "
          + "suggest a height of zero for a tableview cell's content view. We're considering "
          + "the collapse unintentional and using standard height instead. (row 0 in section 0)"
      ])
    #expect(table.collapsedRows == (0...2).map { IndexPath(row: $0, section: 0) })
    #expect(near(table.contentSize.height, 3 * 44))
    _ = window
  }

  /// A conflict broken for one row is tried again when the cell is reused for a row whose
  /// chain fits: the constraint holds again.
  @Test func aConstraintBrokenForOneRowHoldsAgainInTheNext() throws {
    let rows = BoxRows(count: 1, height: 40.25)
    let (window, table, log) = Self.table(rows)
    let cell = try #require(table.visibleCells.first as? BoxCell)
    let broken = try #require(log.reports.first?.broken)
    #expect(broken.isActive)
    cell.height?.constant = 40
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    window.layoutIfNeeded()
    #expect(table.visibleCells.first === cell)
    #expect(cell.contentView.frame.height == 60)
    #expect(cell.box.frame == CGRect(x: 0, y: 10, width: 375, height: 40))
    #expect(log.reports.count == 1)
    #expect(!window.hasAmbiguousLayout)
  }
}
