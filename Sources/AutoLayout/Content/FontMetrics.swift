import Foundation

/// Scales custom fonts and layout values the way a text style grows with the user's preferred
/// text size (UIKit's `UIFontMetrics`).
///
/// The factor for a category is the ratio of the style's leading there to its leading at
/// Large, from the Human Interface Guidelines' Dynamic Type table (``DynamicTypeTable``), not
/// the ratio of its point sizes. Two measurements on iOS show it: body metrics scale 17 to
/// 16.333 at Medium on a 3× screen (Jared Sinclair, "Scaled Metrics",
/// https://jaredsinclair.com/2024/03/02/scaled-metrics.html: 17 × 21/22 = 16.227, nearest
/// third 16.333, where the point sizes' 16/17 would give 16), and a 17-point system font to
/// 48 points at AX5 (Stack Overflow question 51243804: 17 × 62/22 = 47.91, while body's
/// preferred font is 53 there).
///
/// Without traits, or with traits whose category is unspecified, the category is
/// ``ContentSizeCategory/current``.
public struct FontMetrics: Hashable, Sendable {
  /// The text style whose growth the metrics follow.
  public let textStyle: Font.TextStyle

  /// Metrics that scale like `textStyle` (body for a style UIKit does not define).
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = DynamicTypeTable.known(textStyle)
  }

  /// The body style's metrics (UIKit's `UIFontMetrics.default`: "The font metrics object in
  /// this property uses the body style").
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// The scale factor at the category of `traitCollection`: the style's leading there over its
  /// leading at Large.
  func ratio(compatibleWith traitCollection: TraitCollection?) -> CGFloat {
    let category = ContentSizeCategory.resolved(traitCollection?.preferredContentSizeCategory)
    let leading = DynamicTypeTable.entry(textStyle, category).leading
    return leading / DynamicTypeTable.entry(textStyle, .large).leading
  }

  /// `value` rounded to the nearest pixel of `traitCollection`'s display scale, as UIKit
  /// rounds scaled values (`UIRoundToScale`); a scale of 0 (unspecified, or no traits) rounds
  /// to whole points, since Truss has no main screen whose scale UIKit would use. Halves
  /// round away from zero.
  static func rounded(
    _ value: CGFloat, compatibleWith traitCollection: TraitCollection?
  )
    -> CGFloat
  {
    let scale = traitCollection?.displayScale ?? 0
    let pixels = scale > 0 ? scale : 1
    return (value * pixels).rounded() / pixels
  }

  /// `font` scaled for the app's preferred size (``ContentSizeCategory/current``): give the
  /// size you use at Large, the default. The result remembers how it was scaled, so a label
  /// with ``Label/adjustsFontForContentSizeCategory`` scales it again when the category
  /// changes.
  ///
  /// The point size is `font.pointSize` × the style's leading ratio, rounded as
  /// ``scaledValue(for:compatibleWith:)`` rounds: how UIKit rounds a scaled font's size is
  /// not documented, and the one measurement (48.00 points for 17 × 62/22 = 47.91 at AX5)
  /// shows only that it does round. The scaled font's ``Font/leading`` is 0, as the system
  /// font's is (the preferred fonts' leading is not applied to fonts passed through font
  /// metrics). UIKit raises an exception for a font that was already scaled; Truss scales its
  /// current size as for any other font.
  public func scaledFont(for font: Font) -> Font {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled for the app's preferred size, no larger than `maximumPointSize` points
  /// (0: no limit). The cap applies after rounding, so a capped font is exactly
  /// `maximumPointSize` (UIKit documents the cap, not its order with rounding).
  public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for the preferred size of `traitCollection`.
  public func scaledFont(
    for font: Font, compatibleWith traitCollection: TraitCollection?
  )
    -> Font
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for the preferred size of `traitCollection`, no larger than
  /// `maximumPointSize` points (0: no limit).
  public func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    let base = font.pointSize
    var size = Self.rounded(
      base * ratio(compatibleWith: traitCollection), compatibleWith: traitCollection)
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    var scaled = font.withSize(size)
    scaled.dynamicType = .scaled(textStyle, base: base, maximumPointSize: max(0, maximumPointSize))
    return scaled
  }

  /// A layout value (a height, a spacing) scaled for the app's preferred size: give its value
  /// at Large. Rounded to whole points, as there are no traits to give a display scale.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// A layout value scaled for the preferred size of `traitCollection`: `value` × the style's
  /// leading ratio, rounded to the nearest pixel of the traits' display scale (whole points
  /// when it is 0).
  public func scaledValue(
    for value: CGFloat, compatibleWith traitCollection: TraitCollection?
  )
    -> CGFloat
  {
    Self.rounded(value * ratio(compatibleWith: traitCollection), compatibleWith: traitCollection)
  }
}
