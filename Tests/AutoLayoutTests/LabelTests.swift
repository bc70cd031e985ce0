import Foundation
import Testing
import Truss

/// Labels measured with the box test font (every glyph 1 em wide, ascender 0.8 em,
/// descender 0.2 em), so every expected number is hand arithmetic.
@Suite struct LabelTests {
  func boxLabel(_ text: String, size: CGFloat = 10, lines: Int = 1) -> Label {
    let label = Label()
    label.font = .box(ofSize: size)
    label.text = text
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  @Test func singleLineIntrinsicSizeIsTheMeasuredText() {
    // 5 glyphs × 10 pt wide; one line of 0.8 + 0.2 em = 10 pt.
    #expect(boxLabel("Hello").intrinsicContentSize == CGSize(width: 50, height: 10))
    #expect(boxLabel("").intrinsicContentSize == .zero)
    #expect(boxLabel("Hi", size: 24).intrinsicContentSize == CGSize(width: 48, height: 24))
  }

  /// A cell whose multi-line label is pinned to its 8-point margins: as the cell narrows, the
  /// label wraps into more lines and the fitted height grows line by line. Text: four
  /// 4-glyph words, 40 pt each, spaces 10 pt ("aaaa bbbb cccc dddd" is 190 pt on one line).
  @Test(
    arguments: [
      // (cell width, content width, lines, fitted height = 8 + 10 × lines + 8)
      (216.0, 200.0, 1, 26.0),  // 190 ≤ 200: one line
      (166.0, 150.0, 2, 36.0),  // "aaaa bbbb cccc" = 140 ≤ 150, "dddd"
      (106.0, 90.0, 2, 36.0),  // "aaaa bbbb" = 90 ≤ 90, "cccc dddd" = 90
      (96.0, 80.0, 4, 56.0),  // only single words (40) fit
      (46.0, 30.0, 8, 96.0),  // words break between characters: "aaa", "a", …
    ])
  func selfSizingCellGrowsAsItNarrows(
    cellWidth: Double, contentWidth: Double, lines: Int, height: Double
  ) {
    let cell = View()
    cell.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    let label = boxLabel("aaaa bbbb cccc dddd", lines: 0)
    cell.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
      label.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: cellWidth, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: cellWidth, height: height))
    // The same cell laid out in a window at that width wraps the same way.
    let window = Window(size: CGSize(width: cellWidth, height: 400))
    cell.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(cell)
    LayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      cell.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 8, y: 8, width: contentWidth, height: 10 * Double(lines)))
    #expect(label.visibleLines.count == lines)
    #expect(cell.frame.height == CGFloat(height), "\(cell.frame.height - CGFloat(height))")
  }

  /// Two single-line labels in a 200-point row: "left" resists compression less, so it
  /// shrinks and truncates with "…" instead of overflowing.
  @Test func compressedSingleLineLabelTruncates() {
    let window = Window(size: CGSize(width: 200, height: 100))
    let left = boxLabel("abcdefghijklmno")  // 150 pt
    left.identifier = "left"
    let right = boxLabel("0123456789")  // 100 pt
    right.identifier = "right"
    left.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    window.addSubview(left)
    window.addSubview(right)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      left.topAnchor.constraint(equalTo: window.topAnchor),
      right.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(right.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
    #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    // 100 pt holds 10 box glyphs: 9 letters and the ellipsis.
    #expect(left.visibleLines == ["abcdefghi…"])
    #expect(right.visibleLines == ["0123456789"])
  }

  /// A big and a small label in a row, aligned on their first baselines: the big one's
  /// baseline is 0.8 × 40 = 32 below its top, the small one's 0.8 × 10 = 8, so the small
  /// label's top is at 20 + 32 − 8 = 44.
  @Test func baselineAlignmentOfBigAndSmallLabels() {
    let window = Window(size: CGSize(width: 320, height: 200))
    let big = boxLabel("42", size: 40)
    let small = boxLabel("°C", size: 10)
    window.addSubview(big)
    window.addSubview(small)
    LayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      big.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    #expect(big.frame == CGRect(x: 10, y: 20, width: 80, height: 40))
    #expect(small.frame == CGRect(x: 94, y: 44, width: 20, height: 10))
    // Last baselines: 0.2 em above the bottom.
    let last = boxLabel("x", size: 10)
    window.addSubview(last)
    LayoutConstraint.activate([
      last.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      last.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
    ])
    window.layoutIfNeeded()
    // big's last baseline: 20 + 40 − 8 = 52; last's top: 52 − 8 = 44.
    #expect(last.frame == CGRect(x: 0, y: 44, width: 10, height: 10))
  }

  @Test func changingTheTextRemeasures() {
    let window = Window(size: CGSize(width: 320, height: 200))
    let label = boxLabel("abc")
    window.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(label.frame.width == 30)
    label.text = "abcdef"
    window.layoutIfNeeded()
    #expect(label.frame.width == 60)
  }
}

extension LabelTests {
  /// UIKit rounds a label's size up to the pixel grid: `sizeThatFits` of "gyjq" in the 30-point
  /// system font is 57 × 36 where `boundingRect` measures 56.87 × 35.80 (mo4tech.com, "UILabel
  /// is a pit that many people will step on"); a 17-point label made in code prints
  /// `height == 20.3333` at scale 3 for a 20.29-point line (its NSContentSizeLayoutConstraint,
  /// quoted in coderapp.vercel.app/answer/46780633); Apple's `boundingRect(with:…)`
  /// documentation says to raise fractional sizes with `ceil` before sizing views. With the box
  /// font every glyph is exactly 1 em, so a 10.25-point font makes "Hello" 51.25 × 10.25.
  @Test func intrinsicSizeIsRoundedUpToPixels() {
    let label = boxLabel("Hello", size: 10.25)
    // Outside a window: whole points.
    #expect(label.intrinsicContentSize == CGSize(width: 52, height: 11))
    for (scale, width, height) in [(2.0, 51.5, 10.5), (3.0, 154.0 / 3, 31.0 / 3)] {
      let window = Window(size: CGSize(width: 200, height: 100), scale: CGFloat(scale))
      window.addSubview(label)
      #expect(abs(label.intrinsicContentSize.width - CGFloat(width)) < 1e-9, "scale \(scale)")
      #expect(abs(label.intrinsicContentSize.height - CGFloat(height)) < 1e-9, "scale \(scale)")
    }
    // A size already on the grid stays.
    #expect(boxLabel("Hello", size: 10).intrinsicContentSize == CGSize(width: 50, height: 10))
  }

  /// A label sized to fit is never narrower than its text: "Hello" in the 17-point system
  /// font measures 38.66 points, and its frame at scale 2 is 39 wide (it was 38.5 when the
  /// measured width was snapped to the nearest pixel).
  @Test func aLabelSizedToFitIsNeverNarrowerThanItsText() {
    let window = Window(size: CGSize(width: 200, height: 100), scale: 2)
    let label = Label()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    let text = Label.standardMeasurer.width(of: "Hello", font: label.font.spec)
    #expect(abs(text - 38.66) < 0.01)
    #expect(label.frame.width == 39)
    #expect(label.frame.width >= CGFloat(text))
  }

  /// Labels made in code hug at 250, as UIKit's do: `UILabel()` prints `Hug:250
  /// CompressionResistance:750` (an NSContentSizeLayoutConstraint quoted in
  /// coderapp.vercel.app/answer/46780633; also Stack Overflow 28696264). Interface Builder's 251
  /// is for labels loaded from documents (LayoutDocumentTests.AppearanceTests).
  @Test func labelsMadeInCodeHugAt250() {
    let label = Label()
    #expect(label.contentHuggingPriority(for: .horizontal) == 250)
    #expect(label.contentHuggingPriority(for: .vertical) == 250)
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == 750)
  }
}
