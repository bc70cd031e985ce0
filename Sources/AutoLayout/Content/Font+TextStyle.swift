import Foundation

extension Font {
  /// A role for text whose size follows the user's preferred text size (UIKit's
  /// `UIFont.TextStyle`): ``Font/preferredFont(forTextStyle:)`` gives the system font at the
  /// style's size and weight for a ``ContentSizeCategory``.
  ///
  /// Raw values are UIKit's (temoki/UIKit_DynamicType README at 04de9d61, iOS 13.3 simulator;
  /// `largeTitle` printed again as `UICTFontTextStyleTitle0` in dotnet/macios#18335).
  public struct TextStyle: RawRepresentable, Hashable, Sendable, CaseIterable {
    /// UIKit's name for the style, such as `UICTFontTextStyleBody`.
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The large title of a navigation bar: 34 points at Large.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title: 28 points at Large.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title: 22 points at Large.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title: 20 points at Large.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A heading: 17 points semibold at Large.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheading: 15 points at Large.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text: 17 points at Large.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout: 16 points at Large.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote: 13 points at Large.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A standard caption: 12 points at Large.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// An alternate caption: 11 points at Large.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The eleven styles, largest first, as the Human Interface Guidelines list them.
    public static let allCases: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
      .footnote, .caption1, .caption2,
    ]
  }

  /// The system font for a text style at the app's preferred size
  /// (``ContentSizeCategory/current``), as UIKit's `preferredFont(forTextStyle:)` uses the
  /// app's setting.
  ///
  /// The size, weight and line spacing come from the Human Interface Guidelines' Dynamic
  /// Type table (``DynamicTypeTable``); the face is Truss's system font, Nimbus Sans. The
  /// font remembers its style, so a label with ``Label/adjustsFontForContentSizeCategory``
  /// can replace it with the same style at another size, and its ``leading`` makes the
  /// distance between the baselines of wrapped lines the table's line spacing. A style
  /// UIKit does not define gives the body style.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font for a text style at the preferred size of `traitCollection`
  /// (``ContentSizeCategory/current`` when it is `nil` or its category is unspecified).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    let category = ContentSizeCategory.resolved(traitCollection?.preferredContentSizeCategory)
    let entry = DynamicTypeTable.entry(style, category)
    var font = Font.systemFont(ofSize: entry.pointSize, weight: entry.weight)
    font.dynamicType = .preferred(DynamicTypeTable.known(style))
    // UIKit's `leading` of a preferred font: what the line height lacks of the style's
    // baseline-to-baseline distance (mobimeo/ios-baseline-alignment measured the distance
    // between two lines' baselines as lineHeight + leading for every preferred font).
    font.leading = entry.leading - font.lineHeight
    return font
  }

  /// The font again for another preferred size: a preferred font at the same style, a font
  /// scaled by ``FontMetrics`` scaled again from its base size; `nil` for any other font.
  /// This is what an element that adjusts for the content size category puts in place of its
  /// font ("the element replaces the assigned font with a new instance based on the original
  /// settings", Apple's documentation of `preferredFont(forTextStyle:)`).
  func resolved(compatibleWith traitCollection: TraitCollection?) -> Font? {
    switch dynamicType {
    case nil:
      return nil
    case .preferred(let style):
      return .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    case .scaled(let style, let base, let maximumPointSize):
      return FontMetrics(forTextStyle: style).scaledFont(
        for: withSize(base), maximumPointSize: maximumPointSize,
        compatibleWith: traitCollection)
    }
  }

  /// Where a font that follows the preferred text size came from, so it can be made again
  /// for another category.
  enum DynamicType: Hashable, Sendable {
    /// ``Font/preferredFont(forTextStyle:compatibleWith:)`` of a style.
    case preferred(TextStyle)
    /// ``FontMetrics/scaledFont(for:maximumPointSize:compatibleWith:)``: the metrics' style,
    /// the size of the font it scaled, and the cap (0: none).
    case scaled(TextStyle, base: CGFloat, maximumPointSize: CGFloat)
  }
}

extension ContentSizeCategory {
  /// `category`, or ``current`` when it is `nil`, unspecified or not one UIKit defines.
  static func resolved(_ category: ContentSizeCategory?) -> ContentSizeCategory {
    guard let category, category.index >= 0 else { return current }
    return category
  }
}
