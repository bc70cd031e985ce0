import Foundation

/// One row's or column's settings, in `rowSettings` / `columnSettings` or a `gridSetRow` /
/// `gridSetColumn` step: `{"index": i, "height": n | "auto", "topPadding": n, …}`.
struct GridBandSettings: Sendable {
  /// The row's or column's index.
  var index: Int
  /// `height` / `width`: points, or `nil` inside for `"auto"` (`GridView.sizedForContent`).
  var length: Double??
  /// `topPadding` / `leadingPadding`.
  var startPadding: Double?
  /// `bottomPadding` / `trailingPadding`.
  var endPadding: Double?
  /// `yPlacement` (rows) / `xPlacement` (columns).
  var placement: String?
  /// `rowAlignment` (rows only).
  var alignment: String?
  /// `hidden`: `isHidden`.
  var hidden: Bool?
}
