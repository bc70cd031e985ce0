import AutoLayout
import Foundation

/// What a table view shows (UIKit's `UITableViewDataSource`): how many sections and rows, and
/// the cell for each row.
///
/// UIKit's optional methods are requirements here with default implementations in an
/// extension, so a class implementing one is called through the protocol (a method that is not
/// a requirement would be dispatched statically and never reached). Every default is UIKit's
/// behaviour when the method is missing.
public protocol TableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The number of sections (1 by default).
  func numberOfSections(in tableView: TableView) -> Int
}

extension TableViewDataSource {
  /// One section, as UIKit assumes without the method.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
