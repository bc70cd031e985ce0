import Foundation
import Testing
import Truss

/// Dynamic Type: text styles, content size categories, preferred fonts, font metrics, labels
/// that adjust, and system spacing that follows the fonts.
///
/// Truss's system font is Nimbus Sans: ascender 0.729 em, descender 0.271 em, line gap
/// 0.2 em, so a line is 1.2 em (20.4 points at 17). Sizes and leadings are the Human
/// Interface Guidelines' (Typography, Dynamic Type sizes; cross-checked against
/// temoki/UIKit_DynamicType README at 04de9d61, iOS 13.3 simulator).
@Suite struct DynamicTypeTests {
  /// Nimbus Sans's line height at `size`: 1.2 em.
  func lineHeight(_ size: CGFloat) -> CGFloat { size * 1.2 }

  func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  // MARK: Categories and styles

  @Test func categoriesHaveUIKitsRawValuesAndOrder() {
    // Raw values printed by the iOS 13.3 simulator (temoki/UIKit_DynamicType README).
    #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(
      ContentSizeCategory.accessibilityMedium.rawValue == "UICTContentSizeCategoryAccessibilityM")
    #expect(
      ContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
        == "UICTContentSizeCategoryAccessibilityXXXL")
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
    #expect(ContentSizeCategory.extraSmall < .large)
    #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(ContentSizeCategory.unspecified < .extraSmall)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
    #expect(
      ContentSizeCategory.didChangeNotification.rawValue
        == "UIContentSizeCategoryDidChangeNotification")
  }

  @Test func textStylesHaveUIKitsRawValues() {
    // temoki/UIKit_DynamicType README; largeTitle also in dotnet/macios#18335.
    #expect(Font.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    #expect(Font.TextStyle.title1.rawValue == "UICTFontTextStyleTitle1")
    #expect(Font.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
    #expect(Font.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    #expect(Font.TextStyle.caption2.rawValue == "UICTFontTextStyleCaption2")
    #expect(Font.TextStyle.allCases.count == 11)
  }

  // MARK: The table

  /// Point sizes from the Human Interface Guidelines' Dynamic Type table (Typography,
  /// Specifications), the simulator's printout agreeing.
  @Test(
    arguments: [
      (Font.TextStyle.body, ContentSizeCategory.extraSmall, 14.0),
      (.body, .large, 17),
      (.body, .extraExtraExtraLarge, 23),
      (.body, .accessibilityExtraExtraExtraLarge, 53),
      (.largeTitle, .large, 34),
      (.largeTitle, .accessibilityExtraLarge, 52),
      (.title2, .accessibilityMedium, 34),
      (.headline, .medium, 16),
      (.footnote, .medium, 12),
      (.caption1, .extraLarge, 14),
      // The Guidelines say 40; the iOS 13.3 simulator printed 41. Truss keeps 40.
      (.caption2, .accessibilityExtraExtraExtraLarge, 40),
    ])
  func preferredFontSizesFollowTheGuidelines(
    style: Font.TextStyle, category: ContentSizeCategory, size: Double
  ) {
    let traits = TraitCollection(preferredContentSizeCategory: category)
    let font = Font.preferredFont(forTextStyle: style, compatibleWith: traits)
    #expect(font.pointSize == CGFloat(size))
    #expect(font.familyName == "System")
    #expect(font.textStyle == style)
  }

  @Test func headlineIsSemiboldAndTheRestRegular() {
    #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(Font.preferredFont(forTextStyle: .headline).spec.bold)
    #expect(Font.preferredFont(forTextStyle: .body).weight == .regular)
    #expect(Font.preferredFont(forTextStyle: .largeTitle).weight == .regular)
  }

  @Test func withoutTraitsTheAppCategoryIsUsed() {
    // Large by default: body 17.
    #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
    ContentSizeCategory.$current.withValue(.extraLarge) {
      // Body at xLarge: 19. A trait collection with an unspecified category falls back too.
      #expect(Font.preferredFont(forTextStyle: .body).pointSize == 19)
      let unspecified = TraitCollection(preferredContentSizeCategory: .unspecified)
      #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: unspecified).pointSize == 19)
      #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 19)
    }
  }

  @Test func preferredFontsCarryTheGuidelinesLeading() {
    // Body at Large: HIG leading 22, line 1.2 × 17 = 20.4, so leading = 22 − 20.4 = 1.6.
    let body = Font.preferredFont(forTextStyle: .body)
    #expect(close(body.leading, 1.6))
    #expect(close(body.lineHeight + body.leading, 22))
    // Body at AX5: 53 pt, line 63.6 against a HIG leading of 62: leading −1.6.
    let ax5 = Font.preferredFont(
      forTextStyle: .body,
      compatibleWith: TraitCollection(
        preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    #expect(close(ax5.leading, 62 - 63.6))
    // Fonts made by size have none.
    #expect(Font.systemFont(ofSize: 17).leading == 0)
  }

  @Test func howAFontWasMadeIsNotPartOfEquality() {
    // Radar 36243585: a scaled font isEqual: to the font it scaled, at Large.
    let plain = Font.systemFont(ofSize: 17)
    let preferred = Font.preferredFont(forTextStyle: .body)
    let scaled = FontMetrics.default.scaledFont(for: plain)
    #expect(preferred == plain)
    #expect(scaled == plain)
    #expect(Set([plain, preferred, scaled]).count == 1)
    #expect(plain.textStyle == nil)
    #expect(scaled.textStyle == .body)
    #expect(preferred.withSize(20).textStyle == nil)
    #expect(preferred.withSize(20).leading == 0)
  }

  // MARK: Font metrics

  @Test func scaledValuesFollowTheLeadingRatioRoundedToPixels() {
    // Jared Sinclair, "Scaled Metrics" (2024): body metrics at Medium give 16.333 for 17 on a
    // 3× device. 17 × 21/22 (body's leadings at Medium and Large) = 16.227; × 3 = 48.68,
    // nearest pixel 49; 49 / 3 = 16.333.
    let medium3x = TraitCollection(displayScale: 3, preferredContentSizeCategory: .medium)
    #expect(close(FontMetrics.default.scaledValue(for: 17, compatibleWith: medium3x), 49.0 / 3))
    // At 2×: 16.227 × 2 = 32.45, nearest pixel 32: 16.
    let medium2x = TraitCollection(displayScale: 2, preferredContentSizeCategory: .medium)
    #expect(FontMetrics.default.scaledValue(for: 17, compatibleWith: medium2x) == 16)
    // Scale 0 rounds to whole points: 16.227 → 16.
    let medium = TraitCollection(preferredContentSizeCategory: .medium)
    #expect(FontMetrics.default.scaledValue(for: 17, compatibleWith: medium) == 16)
    // Title1 at AX2: 44 × 51/34 = 66 exactly.
    let ax2 = TraitCollection(displayScale: 3, preferredContentSizeCategory: .accessibilityLarge)
    #expect(FontMetrics(forTextStyle: .title1).scaledValue(for: 44, compatibleWith: ax2) == 66)
    // At Large nothing changes.
    #expect(FontMetrics.default.scaledValue(for: 17) == 17)
  }

  @Test func scaledFontsFollowTheLeadingRatioNotThePointSizes() {
    // Stack Overflow q. 51243804: at AX5 body's preferred font is 53 pt, while
    // UIFontMetrics.default.scaledFont(for: systemFont(ofSize: 17)) is 48.00 pt:
    // 17 × 62/22 = 47.909, rounded to 48.
    ContentSizeCategory.$current.withValue(.accessibilityExtraExtraExtraLarge) {
      let scaled = FontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))
      #expect(scaled.pointSize == 48)
      #expect(scaled.leading == 0)
      #expect(Font.preferredFont(forTextStyle: .body).pointSize == 53)
      // Capped: min(48, 30) = 30.
      #expect(
        FontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30)
          .pointSize == 30)
      // The weight and family stay: bold 12 with caption1 metrics: 12 × 51/16 = 38.25 → 38.
      let caption = FontMetrics(forTextStyle: .caption1).scaledFont(
        for: .boldSystemFont(ofSize: 12))
      #expect(caption == .boldSystemFont(ofSize: 38))
    }
  }

  // MARK: Labels

  @Test func multiLineLabelsSpaceLinesByTheLeading() {
    // Three lines of body at Large: 3 × 20.4 + 2 × 1.6 = 64.4, which is whole pixels at scale
    // 5 (322), so nothing is rounded.
    let window = Window(size: CGSize(width: 320, height: 480), scale: 5)
    let label = Label()
    label.font = .preferredFont(forTextStyle: .body)
    label.text = "one\ntwo\nthree"
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(close(label.frame.height, 64.4))
    // The last baseline is two HIG leadings below the first: 12.393 + 2 × 22 = 56.393
    // (64.4 − the descender and line gap, 0.471 × 17 = 8.007).
    let first = label.frame.minY + (label.firstBaselineOffsetFromTop ?? 0)
    let last = label.frame.maxY - (label.lastBaselineOffsetFromBottom ?? 0)
    #expect(close(last - first, 44))
    #expect(label.visibleLines == ["one", "two", "three"])
    // Outside a window a label rounds up to whole points: 64.4 → 65. A plain 17-point font
    // has no leading: 3 × 20.4 = 61.2 → 62.
    let loose = Label()
    loose.font = .preferredFont(forTextStyle: .body)
    loose.text = "one\ntwo\nthree"
    loose.numberOfLines = 0
    #expect(loose.intrinsicContentSize.height == 65)
    loose.font = .systemFont(ofSize: 17)
    #expect(loose.intrinsicContentSize.height == 62)
  }

  /// A label pinned to the top left of a 2× window, showing "Hello" in body.
  func adjustingLabel(in window: Window) -> Label {
    let label = Label()
    label.text = "Hello"
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    return label
  }

  @Test func anAdjustingLabelGrowsWithItsWindowsCategory() {
    let window = Window(size: CGSize(width: 375, height: 667), scale: 2)
    let label = adjustingLabel(in: window)
    window.layoutIfNeeded()
    // Body at Large: 17 pt, one line 20.4 → 20.5 at 2×.
    #expect(label.frame.height == 20.5)
    let width17 = label.frame.width
    window.setPreferredContentSizeCategory(.extraExtraExtraLarge)
    // Body at xxxLarge: 23 pt (HIG), one line 1.2 × 23 = 27.6 → 28 at 2×.
    #expect(label.font.pointSize == 23)
    #expect(label.font.textStyle == .body)
    window.layoutIfNeeded()
    #expect(label.frame.height == 28)
    #expect(label.frame.width > width17)
    // Back to Large, and the label follows.
    window.setPreferredContentSizeCategory(.large)
    window.layoutIfNeeded()
    #expect(label.font.pointSize == 17)
    #expect(label.frame.height == 20.5)
  }

  @Test func aLabelThatDoesNotAdjustKeepsItsFont() {
    let window = Window(size: CGSize(width: 375, height: 667), scale: 2)
    let label = adjustingLabel(in: window)
    label.adjustsFontForContentSizeCategory = false
    let plain = Label()
    plain.font = .systemFont(ofSize: 17)
    plain.adjustsFontForContentSizeCategory = true
    window.addSubview(plain)
    window.setPreferredContentSizeCategory(.accessibilityMedium)
    #expect(label.font.pointSize == 17)
    // A font made by size does not follow the category, adjusting or not (UIKit's header:
    // the font must be a preferred font or one scaled by UIFontMetrics).
    #expect(plain.font.pointSize == 17)
  }

  @Test func turningAdjustingOnTakesTheWindowsCategoryAtOnce() {
    let window = Window(size: CGSize(width: 375, height: 667), scale: 2)
    window.setPreferredContentSizeCategory(.accessibilityMedium)
    let label = Label()
    label.text = "Hello"
    label.font = .preferredFont(forTextStyle: .headline)  // 17 pt: made at Large
    window.addSubview(label)
    #expect(label.font.pointSize == 17)
    label.adjustsFontForContentSizeCategory = true
    // Headline at AX1: 28 pt semibold.
    #expect(label.font == .systemFont(ofSize: 28, weight: .semibold))
    // A font scaled by metrics is scaled again from its base: 17 × 34/22 (body at AX1) =
    // 26.27 → 26.5 at 2×.
    label.font = FontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))
    #expect(label.font.pointSize == 26.5)
    // With its cap kept: min(26.5, 20) = 20.
    label.font = FontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20)
    #expect(label.font.pointSize == 20)
  }

  @Test func aLabelEnteringAWindowTakesItsCategory() {
    let window = Window(size: CGSize(width: 375, height: 667), scale: 2)
    window.setPreferredContentSizeCategory(.extraSmall)
    let label = Label()
    label.font = .preferredFont(forTextStyle: .title1)
    label.adjustsFontForContentSizeCategory = true
    // Outside a window: the app's category, Large: title1 28.
    #expect(label.font.pointSize == 28)
    window.addSubview(label)
    // Title1 at xSmall: 25.
    #expect(label.font.pointSize == 25)
  }

  @Test func aWindowStartsAtTheAppCategory() {
    // UIKit's windows start at the app's category; Truss's at ContentSizeCategory.current.
    let window = ContentSizeCategory.$current.withValue(.extraLarge) {
      Window(size: CGSize(width: 375, height: 667), scale: 2)
    }
    #expect(window.traitCollection.preferredContentSizeCategory == .extraLarge)
    let label = Label()
    label.font = .preferredFont(forTextStyle: .body)  // 17: made at Large
    label.adjustsFontForContentSizeCategory = true
    window.addSubview(label)
    // Body at xLarge: 19.
    #expect(label.font.pointSize == 19)
  }

  // MARK: System spacing

  /// Two body labels stacked in a 5× window (where 1.2 em lines are whole pixels), the second
  /// one system spacing below the first's baseline.
  @Test func systemSpacingBetweenBaselinesFollowsTheFonts() {
    let window = Window(size: CGSize(width: 320, height: 480), scale: 5)
    let upper = Label()
    let lower = Label()
    for label in [upper, lower] {
      label.text = "Hello"
      label.font = .preferredFont(forTextStyle: .body)
      label.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(label)
    }
    let spacing = lower.firstBaselineAnchor.constraint(
      equalToSystemSpacingBelow: upper.lastBaselineAnchor, multiplier: 1)
    LayoutConstraint.activate([
      upper.topAnchor.constraint(equalTo: window.topAnchor),
      upper.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      lower.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      spacing,
    ])
    window.layoutIfNeeded()
    // Both fonts' baseline-to-baseline distance is body's HIG leading, 22; the lower label's
    // top is 12.393 (the upper baseline) + 22 − 12.393 (its ascender) = 22.
    #expect(close(spacing.constant, 22))
    #expect(lower.frame.minY == 22)
    // The upper label grows to body at AX1 (28 pt, HIG leading 34): max(34, 22) = 34.
    upper.font = .preferredFont(
      forTextStyle: .body,
      compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium))
    window.layoutIfNeeded()
    #expect(close(spacing.constant, 34))
    // Upper baseline 0.729 × 28 = 20.412; + 34 = 54.412; − 12.393 = 42.019, snapped to the
    // nearest fifth: 42.
    #expect(lower.frame.minY == 42)
    // A multiplier scales it: 2 × 34 = 68.
    let double = lower.firstBaselineAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: upper.lastBaselineAnchor, multiplier: 2)
    #expect(close(double.constant, 68))
    // A constant set by hand stays, whatever the fonts do.
    spacing.constant = 30
    upper.font = .preferredFont(forTextStyle: .body)
    window.layoutIfNeeded()
    #expect(spacing.constant == 30)
  }

  @Test func systemSpacingToAnEdgeUsesTheTextFontAndEightWithoutText() {
    let label = Label()
    label.font = .systemFont(ofSize: 17)
    let box = View()
    // A baseline below a plain edge: the label's distance, 20.4 + 0 (no leading).
    #expect(
      close(
        label.firstBaselineAnchor.constraint(
          equalToSystemSpacingBelow: box.bottomAnchor, multiplier: 1
        ).constant, 20.4))
    // An edge below a baseline: the same.
    #expect(
      close(
        box.topAnchor.constraint(
          equalToSystemSpacingBelow: label.lastBaselineAnchor, multiplier: 1
        ).constant, 20.4))
    // Edges only, or a label's edges: 8.
    #expect(
      box.topAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 1)
        .constant == 8)
    #expect(
      box.topAnchor.constraint(
        lessThanOrEqualToSystemSpacingBelow: box.bottomAnchor, multiplier: 1.5
      )
      .constant == 12)
  }

  @Test func visualFormatStandardSpacingBetweenBaselinesUsesTheFonts() throws {
    let a = Label()
    let b = Label()
    a.identifier = "a"
    b.identifier = "b"
    a.font = .preferredFont(forTextStyle: .body)
    b.font = .preferredFont(forTextStyle: .title1)
    let constraints = try LayoutConstraint.visualFormatConstraints(
      "V:[a]-[b]", options: .spacingBaselineToBaseline, views: ["a": a, "b": b])
    // Body's 22 against title1's 34 (HIG leading at Large): 34.
    #expect(constraints.count == 1)
    #expect(close(constraints[0].constant, 34))
    #expect(constraints[0].description.contains("V:[a]-(NSSpace(34))-[b]"))
    // Without the option the standard spacing is 8, edge to edge.
    let edges = try LayoutConstraint.visualFormatConstraints("V:[a]-[b]", views: ["a": a, "b": b])
    #expect(edges[0].constant == 8)
  }

  // MARK: Fonts by name

  /// iOS font names (UIFont.familyNames printed on a device, riklowe/WordBlox1) mapped to the
  /// metrics Truss ships.
  @Test(
    arguments: [
      ("Helvetica", "System", Font.Weight.regular),
      ("Helvetica-Bold", "System", .bold),
      ("Helvetica-BoldOblique", "System", .bold),
      ("HelveticaNeue-Medium", "System", .medium),
      ("HelveticaNeue-UltraLightItalic", "System", .ultraLight),
      ("HelveticaNeue-CondensedBlack", "System", .black),
      ("Helvetica Neue", "System", .regular),
      ("ArialMT", "System", .regular),
      ("Arial-BoldMT", "System", .bold),
      ("ArialRoundedMTBold", "System", .bold),
      ("Avenir-Heavy", "System", .heavy),
      ("Avenir-Book", "System", .regular),
      ("AvenirNext-DemiBold", "System", .semibold),
      ("AvenirNextCondensed-UltraLight", "System", .ultraLight),
      ("GillSans-SemiBold", "System", .semibold),
      ("GillSans-UltraBold", "System", .heavy),
      ("Verdana-Bold", "System", .bold),
      ("TrebuchetMS", "System", .regular),
      ("Trebuchet-BoldItalic", "System", .bold),
      ("Futura-CondensedExtraBold", "System", .heavy),
      ("Georgia-Bold", "System", .bold),
      ("TimesNewRomanPSMT", "System", .regular),
      ("TimesNewRomanPS-BoldItalicMT", "System", .bold),
      ("Baskerville-SemiBoldItalic", "System", .semibold),
      ("Palatino-Roman", "System", .regular),
      ("Courier", "Monospaced", .regular),
      ("Courier-Bold", "Monospaced", .bold),
      ("CourierNewPSMT", "Monospaced", .regular),
      ("CourierNewPS-BoldMT", "Monospaced", .bold),
      ("Menlo-Regular", "Monospaced", .regular),
      ("Menlo-Bold", "Monospaced", .bold),
      ("NimbusMonoPS", "Monospaced", .regular),
    ])
  func fontNamesMapToShippedMetrics(name: String, family: String, weight: Font.Weight) {
    let font = Font(name: name, size: 15)
    #expect(font?.familyName == family)
    #expect(font?.weight == weight)
    #expect(font?.pointSize == 15)
  }

  @Test func unknownFontNamesGiveNil() {
    #expect(Font(name: "Comic Sans MS", size: 12) == nil)
    #expect(Font(name: "Chalkduster", size: 12) == nil)
    #expect(Font(name: "", size: 12) == nil)
    #expect(Font(name: ".SFUI-Regular", size: 12) == nil)
  }
}
