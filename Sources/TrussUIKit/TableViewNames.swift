// UIKit's names for table views, their cells, header-footer views, protocols and controller.

/// UIKit's `UITableView`.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's `UITableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UITableViewController`.
public typealias UITableViewController = TableViewController
