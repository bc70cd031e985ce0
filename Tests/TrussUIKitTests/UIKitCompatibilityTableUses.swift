import Foundation
import TrussUIKit

// One use of each table view API in Docs/UIKitCompatibility.md, each after its `// api:` line
// (UIKitCompatibilityTableTests reads this file with its own).

/// A data source and delegate written as for UIKit: an `NSObject` adopting both protocols,
/// implementing the optional methods it needs.
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var count = 30

  func numberOfSections(in tableView: UITableView) -> Int { 1 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.row == 0 ? 60 : UITableView.automaticDimension
  }

  func tableView(
    _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
  )
    -> CGFloat
  {
    50
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    cell.selectionStyle = .none
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
}

/// A self-sizing cell as UIKit code writes one, but for the `required` initializer.
private final class Row: UITableViewCell {
  let label = UILabel()

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.numberOfLines = 0
    label.text = "A row"
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    label.text = nil
  }
}

/// A header with a label in its content view.
private final class Header: UITableViewHeaderFooterView {
  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    let label = UILabel()
    label.text = "Header"
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A table view controller overriding what it needs.
private final class Controller: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }
}

extension UIKitCompatibilityTableTests {
  func tableUses() {
    let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 2)
    // api: `UITableView`
    // api: `UITableView.init(frame:style:)`
    // api: `UITableView.Style`
    let table = UITableView(frame: window.bounds, style: UITableView.Style.plain)
    // api: `UITableView.register(_:forCellReuseIdentifier:)`
    // api: `UITableViewCell`
    table.register(Row.self, forCellReuseIdentifier: "row")
    // api: `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`
    // api: `UITableViewHeaderFooterView`
    table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
    // api: `UITableView.rowHeight`
    // api: `UITableView.automaticDimension`
    table.rowHeight = UITableView.automaticDimension
    // api: `UITableView.estimatedRowHeight`
    table.estimatedRowHeight = 44
    // api: `UITableView.sectionHeaderHeight`
    table.sectionHeaderHeight = UITableView.automaticDimension
    // api: `UITableView.sectionFooterHeight`
    table.sectionFooterHeight = 0
    // api: `UITableView.estimatedSectionHeaderHeight`
    table.estimatedSectionHeaderHeight = 28
    // api: `UITableView.estimatedSectionFooterHeight`
    table.estimatedSectionFooterHeight = 0
    // api: `UITableView.separatorStyle`
    // api: `UITableViewCell.SeparatorStyle`
    table.separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    // api: `UITableView.separatorInset`
    table.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    // api: `UITableView.cellLayoutMarginsFollowReadableWidth`
    table.cellLayoutMarginsFollowReadableWidth = false
    // api: `UITableView.insetsContentViewsToSafeArea`
    table.insetsContentViewsToSafeArea = true
    // api: `UITableView.tableHeaderView`
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
    // api: `UITableView.tableFooterView`
    table.tableFooterView = UIView()
    let rows = Rows()
    // api: `UITableView.dataSource`
    // api: `UITableViewDataSource`
    table.dataSource = rows
    // api: `UITableView.delegate`
    // api: `UITableViewDelegate`
    // api: `UITableViewDelegate.tableView(_:heightForRowAt:)`
    // api: `UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)`
    // api: `UITableViewDelegate.tableView(_:viewForHeaderInSection:)`
    // api: `UITableViewDelegate.tableView(_:heightForHeaderInSection:)`
    // api: `UITableViewDelegate.tableView(_:willDisplay:forRowAt:)`
    // api: `UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)`
    table.delegate = rows
    window.addSubview(table)
    window.layoutIfNeeded()
    // api: `UITableView.numberOfSections`
    _ = table.numberOfSections
    // api: `UITableView.numberOfRows(inSection:)`
    _ = table.numberOfRows(inSection: 0)
    // api: `UITableView.visibleCells`
    let cells = table.visibleCells
    // api: `UITableView.indexPathsForVisibleRows`
    // api: `IndexPath.init(row:section:)`
    let first = table.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
    // api: `IndexPath.row`
    // api: `IndexPath.section`
    _ = first.row + first.section
    // api: `UITableView.cellForRow(at:)`
    _ = table.cellForRow(at: first)
    if let cell = cells.first {
      // api: `UITableView.indexPath(for:)`
      _ = table.indexPath(for: cell)
      // api: `UITableViewCell.contentView`
      _ = cell.contentView.frame
      // api: `UITableViewCell.reuseIdentifier`
      _ = cell.reuseIdentifier
      // api: `UITableViewCell.selectionStyle`
      cell.selectionStyle = .none
      // api: `UITableViewCell.setSelected(_:animated:)`
      cell.setSelected(true, animated: false)
      // api: `UITableViewCell.prepareForReuse()`
      cell.prepareForReuse()
    }
    // api: `UITableViewCell.init(style:reuseIdentifier:)`
    // api: `UITableViewCell.CellStyle`
    _ = UITableViewCell(style: UITableViewCell.CellStyle.subtitle, reuseIdentifier: nil)
    // api: `UITableView.dequeueReusableCell(withIdentifier:)`
    _ = table.dequeueReusableCell(withIdentifier: "row")
    // api: `UITableView.dequeueReusableCell(withIdentifier:for:)`
    _ = table.dequeueReusableCell(withIdentifier: "row", for: first)
    // api: `UITableView.dequeueReusableHeaderFooterView(withIdentifier:)`
    // api: `UITableViewHeaderFooterView.init(reuseIdentifier:)`
    // api: `UITableViewHeaderFooterView.contentView`
    _ =
      table.dequeueReusableHeaderFooterView(withIdentifier: "header")?.contentView
      ?? UITableViewHeaderFooterView(reuseIdentifier: nil).contentView
    // api: `UITableView.indexPathForRow(at:)`
    _ = table.indexPathForRow(at: CGPoint(x: 10, y: 100))
    // api: `UITableView.indexPathsForRows(in:)`
    _ = table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 10, height: 200))
    // api: `UITableView.rectForRow(at:)`
    _ = table.rectForRow(at: first)
    // api: `UITableView.rect(forSection:)`
    _ = table.rect(forSection: 0)
    // api: `UITableView.rectForHeader(inSection:)`
    _ = table.rectForHeader(inSection: 0)
    // api: `UITableView.rectForFooter(inSection:)`
    _ = table.rectForFooter(inSection: 0)
    // api: `UITableView.headerView(forSection:)`
    _ = table.headerView(forSection: 0)
    // api: `UITableView.footerView(forSection:)`
    _ = table.footerView(forSection: 0)
    // api: `UITableView.ScrollPosition`
    // api: `UITableView.scrollToRow(at:at:animated:)`
    table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: true)
    window.layoutIfNeeded()
    // api: `UITableView.performBatchUpdates(_:completion:)`
    // api: `UITableView.insertRows(at:with:)`
    // api: `UITableView.RowAnimation`
    table.performBatchUpdates(
      {
        rows.count += 1
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: UITableView.RowAnimation.fade)
      }, completion: nil)
    // api: `UITableView.beginUpdates()`
    table.beginUpdates()
    // api: `UITableView.deleteRows(at:with:)`
    rows.count -= 1
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    // api: `UITableView.endUpdates()`
    table.endUpdates()
    // api: `UITableView.moveRow(at:to:)`
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    // api: `UITableView.reloadRows(at:with:)`
    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    // api: `UITableView.reloadSections(_:with:)`
    table.reloadSections(IndexSet(integer: 0), with: .automatic)
    // api: `UITableView.moveSection(_:toSection:)`
    table.moveSection(0, toSection: 0)
    // api: `UITableView.insertSections(_:with:)`
    // api: `UITableView.deleteSections(_:with:)`
    table.performBatchUpdates({
      table.deleteSections(IndexSet(integer: 0), with: .fade)
      table.insertSections(IndexSet(integer: 0), with: .fade)
    })
    // api: `UITableView.reloadData()`
    table.reloadData()
    window.layoutIfNeeded()

    // api: `UITableViewController`
    // api: `UITableViewController.init(style:)`
    let controller = Controller(style: .plain)
    // api: `UITableViewController.clearsSelectionOnViewWillAppear`
    controller.clearsSelectionOnViewWillAppear = false
    window.rootViewController = controller
    window.layoutIfNeeded()
    // api: `UITableViewController.tableView`
    _ = controller.tableView.visibleCells.count
  }
}
