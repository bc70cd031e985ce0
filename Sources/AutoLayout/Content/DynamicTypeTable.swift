import Foundation

/// Apple's Dynamic Type sizes for iOS: for each text style and content size category, the
/// point size and the leading (the distance from one baseline to the next), and each style's
/// weight.
///
/// Source: Apple Human Interface Guidelines, Typography, Specifications, "Dynamic Type sizes"
/// for iOS and iPadOS (https://developer.apple.com/design/human-interface-guidelines/typography;
/// read from the copy in ykswang/apple-hig-skill at 0379e8da,
/// `skills/apple-hig/references/foundations/typography.md`, and a second copy dated June 2023
/// that agrees in every cell). Cross-checked against the point sizes `preferredFont` printed on
/// the iOS 13.3 simulator (temoki/UIKit_DynamicType README at 04de9d61): they agree in 131 of
/// the 132 cells; caption2 at AX5 printed 41 where the Guidelines say 40, and Truss keeps the
/// Guidelines' 40.
///
/// Every style is regular except headline, which is semibold (Guidelines). The leadings are
/// the Guidelines' line heights; ``FontMetrics`` scales by their ratio.
enum DynamicTypeTable {
  /// One cell: a style at a category.
  struct Entry: Hashable, Sendable {
    /// The font size in points.
    var pointSize: CGFloat
    /// The distance from one baseline to the next, in points.
    var leading: CGFloat
    /// The style's weight.
    var weight: Font.Weight
  }

  /// Point sizes and leadings per style, one pair per category in the order of
  /// ``ContentSizeCategory/allCases``: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
  private static let rows: [Font.TextStyle: (sizes: [CGFloat], leadings: [CGFloat])] = [
    .largeTitle: (
      [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    ),
    .title1: (
      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    ),
    .title2: (
      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    ),
    .title3: (
      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
    ),
    .headline: (
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    ),
    .body: (
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    ),
    .callout: (
      [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    ),
    .subheadline: (
      [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    ),
    .footnote: (
      [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    ),
    .caption1: (
      [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    ),
    .caption2: (
      [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
      [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    ),
  ]

  /// `style`, or body for a style UIKit does not define.
  static func known(_ style: Font.TextStyle) -> Font.TextStyle {
    rows[style] == nil ? .body : style
  }

  /// The size, leading and weight of `style` at `category` (a known category: see
  /// ``ContentSizeCategory/resolved(_:)``; Large for any other). A style UIKit does not
  /// define reads as body.
  static func entry(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> Entry {
    let style = known(style)
    // Every known style has a row; body at Large stands in should the table ever lack one.
    guard let row = rows[style] else { return Entry(pointSize: 17, leading: 22, weight: .regular) }
    let index = category.index >= 0 ? category.index : ContentSizeCategory.large.index
    return Entry(
      pointSize: row.sizes[index], leading: row.leadings[index],
      weight: style == .headline ? .semibold : .regular)
  }
}
