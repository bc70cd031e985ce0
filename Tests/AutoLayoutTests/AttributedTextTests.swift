import Foundation
import Testing
import Truss

/// Issue 13 (a real screen sets HTML-styled text): `Label.attributedText` takes its string,
/// and its font and color from the first character, as UIKit documents; the text is measured
/// in that font. Box font (every glyph 1 em wide, lines 1 em high), so sizes are counts.
@Suite struct AttributedTextTests {
  @Test func theFirstCharactersFontAndColorBecomeTheLabels() {
    let label = Label()
    let styled = NSMutableAttributedString(
      string: "ab", attributes: [.font: Font.box(ofSize: 10), .foregroundColor: Color.red])
    styled.append(NSAttributedString(string: "cd", attributes: [.font: Font.box(ofSize: 20)]))
    label.attributedText = styled
    #expect(label.text == "abcd")
    #expect(label.font == .box(ofSize: 10))
    #expect(label.textColor == .red)
    // Four glyphs in the first run's 10-point font: 40 × 10 (the 20-point run is not
    // measured at its own size).
    #expect(label.intrinsicContentSize == CGSize(width: 40, height: 10))
    // The styling is kept as set.
    #expect(
      label.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? Font
        == .box(ofSize: 20))
  }

  @Test func aNewFontOrColorRestylesAllOfTheText() {
    let label = Label()
    label.attributedText = NSAttributedString(
      string: "abc", attributes: [.font: Font.box(ofSize: 10)])
    label.font = .box(ofSize: 12)
    label.textColor = .blue
    let text = label.attributedText
    #expect(text?.attribute(.font, at: 2, effectiveRange: nil) as? Font == .box(ofSize: 12))
    #expect(text?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .blue)
    #expect(label.intrinsicContentSize == CGSize(width: 36, height: 12))
  }

  @Test func plainTextReplacesStyledText() {
    let label = Label()
    label.font = .box(ofSize: 10)
    #expect(label.attributedText == nil)
    label.attributedText = NSAttributedString(
      string: "abc", attributes: [.font: Font.box(ofSize: 20)])
    label.text = "xy"
    // The plain text in the label's font and color.
    #expect(label.attributedText?.string == "xy")
    #expect(
      label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font
        == .box(ofSize: 20))
    #expect(label.intrinsicContentSize == CGSize(width: 40, height: 20))
    label.attributedText = nil
    #expect(label.text == nil)
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test func aNewAttributedStringResizesTheLabelInALayout() {
    let window = Window(size: CGSize(width: 300, height: 300))
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    label.leftAnchor.constraint(equalTo: window.leftAnchor).isActive = true
    label.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    label.attributedText = NSAttributedString(
      string: "abc", attributes: [.font: Font.box(ofSize: 10)])
    window.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 30, height: 10))
    label.attributedText = NSAttributedString(
      string: "abcde", attributes: [.font: Font.box(ofSize: 10)])
    window.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 50, height: 10))
  }
}
