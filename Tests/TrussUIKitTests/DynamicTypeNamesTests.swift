import Testing
import TrussUIKit

/// Dynamic Type code spelled as for UIKit compiles and behaves as Truss's names do.
@Suite struct DynamicTypeNamesTests {
  @Test func uikitSpelledDynamicTypeCompiles() {
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    // Headline at Large: 17 pt semibold (Human Interface Guidelines, Dynamic Type sizes).
    #expect(headline.pointSize == 17)
    #expect(headline.weight == .semibold)

    let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
    // At Large the body metrics leave 17 unchanged (22/22).
    #expect(scaled.pointSize == 17)
    #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)

    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.body)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font.textStyle == UIFontTextStyle.body)

    let style: UIFontTextStyle = .caption1
    let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    // Caption1 at AX2: 26 pt.
    #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize == 26)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    #expect(UIFont(name: "HelveticaNeue-Bold", size: 14) == UIFont.boldSystemFont(ofSize: 14))
  }
}
