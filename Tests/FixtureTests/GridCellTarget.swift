import Foundation

/// Which cell a `cells` entry or `gridSetCell` step means.
enum GridCellTarget: Sendable, Equatable {
  /// `"at": [column, row]`: `cell(atColumnIndex:rowIndex:)`.
  case position(column: Int, row: Int)
  /// `"of": id`: `cell(for:)` of a content view.
  case content(String)
}
