import Foundation

/// A merge: `{"columns": [location, length], "rows": [location, length]}` for
/// `mergeCells(inHorizontalRange:verticalRange:)`, or `{"row": i, "columns": […]}` for
/// `GridRow.mergeCells(in:)`, or `{"column": j, "rows": […]}` for `GridColumn.mergeCells(in:)`.
struct GridMerge: Sendable {
  enum Through: Sendable, Equatable {
    case grid
    case row(Int)
    case column(Int)
  }
  var through: Through
  /// `[location, length]` of columns (unused for `.column`).
  var columns: [Int]
  /// `[location, length]` of rows (unused for `.row`).
  var rows: [Int]
}
