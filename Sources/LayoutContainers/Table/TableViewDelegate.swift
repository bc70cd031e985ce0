import AutoLayout
import Foundation

/// What a table view asks about its rows' heights, its section headers and footers, and tells
/// about cells coming and going (UIKit's `UITableViewDelegate`, its layout part).
///
/// UIKit's optional methods are requirements here with default implementations in an
/// extension, so a class implementing one is called through the protocol. Each default is what
/// UIKit does without the method: the table's ``TableView/rowHeight``,
/// ``TableView/estimatedRowHeight``, ``TableView/sectionHeaderHeight`` and so on, no header or
/// footer view, nothing done on display. Selection callbacks are absent: Truss has no touches.
public protocol TableViewDelegate: AnyObject {
  /// The height of the row at `indexPath`, or ``TableView/automaticDimension`` for a height
  /// from the cell's constraints.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// An estimate of the height of the row at `indexPath`, used until the row is shown.
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The view above the rows of `section`.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// The view below the rows of `section`.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  /// The height of the header of `section`, or ``TableView/automaticDimension``.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of the footer of `section`, or ``TableView/automaticDimension``.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// An estimate of the height of the header of `section`, used until it is shown.
  func tableView(
    _ tableView: TableView, estimatedHeightForHeaderInSection section: Int
  )
    -> CGFloat
  /// An estimate of the height of the footer of `section`, used until it is shown.
  func tableView(
    _ tableView: TableView, estimatedHeightForFooterInSection section: Int
  )
    -> CGFloat
  /// The cell is about to be shown for the row at `indexPath` (sized and placed).
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the screen (it waits for reuse).
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The header view of `section` is about to be shown.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  /// The footer view of `section` is about to be shown.
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
}

extension TableViewDelegate {
  /// The table's ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// The table's ``TableView/estimatedRowHeight``.
  public func tableView(
    _ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath
  )
    -> CGFloat
  {
    tableView.estimatedRowHeight
  }

  /// No header view.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// No footer view.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }

  /// The table's ``TableView/sectionHeaderHeight``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// The table's ``TableView/sectionFooterHeight``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// The table's ``TableView/estimatedSectionHeaderHeight``.
  public func tableView(
    _ tableView: TableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat {
    tableView.estimatedSectionHeaderHeight
  }

  /// The table's ``TableView/estimatedSectionFooterHeight``.
  public func tableView(
    _ tableView: TableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat {
    tableView.estimatedSectionFooterHeight
  }

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}
}
