import AutoLayout
import Foundation

/// A view controller whose view is a table, its data source and delegate (UIKit's
/// `UITableViewController`).
///
/// Subclasses override the data source and delegate methods they need, as UIKit subclasses
/// do (`override func tableView(_:cellForRowAt:)`): every requirement of ``TableViewDataSource``
/// and ``TableViewDelegate`` is an overridable method here, with UIKit's default behaviour
/// (one section, no rows, the table's own heights, no header or footer views). The table is
/// made in ``loadView()`` with the style given at creation; its rows load at its first layout
/// (UIKit reloads when the view first appears: the same moment in Truss, where the first
/// layout follows the appearance).
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The style the table is made with.
  private let tableStyle: TableView.Style

  /// A controller whose table has the given style.
  public init(style: TableView.Style) {
    tableStyle = style
    super.init()
  }

  /// A controller with a plain table.
  public override init() {
    tableStyle = .plain
    super.init()
  }

  /// A controller with a plain table (Truss has no nib files: `nibName` and `bundle` are
  /// ignored).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller decoded from an archive (Truss has no storyboards: a plain table).
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table: the controller's view (loaded on first use).
  open var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// Whether the selection is cleared when the view appears. Stored: Truss has no selection.
  open var clearsSelectionOnViewWillAppear = true

  /// Makes a table of the controller's style, with the controller as its data source and
  /// delegate.
  open override func loadView() {
    let table = TableView(frame: .zero, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  // MARK: Data source

  /// One section.
  open func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// No rows.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// An empty cell (UIKit's controller has none to give without a storyboard).
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }

  // MARK: Delegate

  /// The table's ``TableView/rowHeight``.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// The table's ``TableView/estimatedRowHeight``.
  open func tableView(
    _ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath
  )
    -> CGFloat
  {
    tableView.estimatedRowHeight
  }

  /// No header view.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// No footer view.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }

  /// The table's ``TableView/sectionHeaderHeight``.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// The table's ``TableView/sectionFooterHeight``.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// The table's ``TableView/estimatedSectionHeaderHeight``.
  open func tableView(
    _ tableView: TableView, estimatedHeightForHeaderInSection section: Int
  )
    -> CGFloat
  {
    tableView.estimatedSectionHeaderHeight
  }

  /// The table's ``TableView/estimatedSectionFooterHeight``.
  open func tableView(
    _ tableView: TableView, estimatedHeightForFooterInSection section: Int
  )
    -> CGFloat
  {
    tableView.estimatedSectionFooterHeight
  }

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}
}
