import Foundation
import Testing
import Truss

@Suite struct ContentViewTests {
  @Test func imageViewSizesToItsImageAndKeepsItsAspectRatio() throws {
    let window = Window(size: CGSize(width: 320, height: 480))
    let image = ImageView(image: ImageView.Image(named: "sun", size: CGSize(width: 64, height: 48)))
    image.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(image)
    #expect(image.intrinsicContentSize == CGSize(width: 64, height: 48))
    let ratio = try #require(image.aspectRatioConstraint())
    LayoutConstraint.activate([
      ratio, image.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      image.topAnchor.constraint(equalTo: window.topAnchor),
      image.widthAnchor.constraint(equalToConstant: 200),
    ])
    window.layoutIfNeeded()
    // Width 200 (required) beats hugging; the height follows the 4:3 ratio: 150.
    #expect(image.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
    #expect(ImageView().intrinsicContentSize.width == View.noIntrinsicMetric)
  }

  @Test func buttonSizesToItsTitleAndInsets() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let button = Button()
    button.titleLabel?.font = .box(ofSize: 10)
    button.setTitle("Go", for: .normal)
    button.contentEdgeInsets = EdgeInsets(top: 5, left: 12, bottom: 5, right: 12)
    button.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(button)
    LayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
    ])
    window.layoutIfNeeded()
    // Title 2 × 10 = 20 wide, 10 high; plus insets: 44 × 20, centered: x = 160 − 22.
    #expect(button.frame == CGRect(x: 138, y: 100, width: 44, height: 20))
    #expect(button.titleLabel?.frame == CGRect(x: 12, y: 5, width: 20, height: 10))
    // Baselines pass through the insets: 5 + 0.8 × 10.
    #expect(button.firstBaselineOffsetFromTop == 13)
  }

  @Test func shapeViewsHaveNoIntrinsicSize() {
    let chevron = ShapeView.chevron()
    #expect(chevron.intrinsicContentSize.width == View.noIntrinsicMetric)
    if case .polygon(let points) = chevron.shape {
      #expect(points == ShapeView.chevronPoints)
      #expect(points.contains(CGPoint(x: 1, y: 0.5)), "the tip is on the right edge")
    } else {
      Issue.record("a chevron is a polygon")
    }
    if case .polygon(let points) = ShapeView.chevron(pointingLeft: true).shape {
      #expect(points.contains(CGPoint(x: 0, y: 0.5)), "the tip is on the left edge")
      #expect(points.count == 6)
    } else {
      Issue.record("a chevron is a polygon")
    }
  }

  @Test func fontsByName() {
    #expect(
      Font(name: "Helvetica-Bold", size: 12)?.spec == FontSpec(family: .sans, size: 12, bold: true))
    #expect(Font(name: "Courier", size: 10)?.spec == FontSpec(family: .mono, size: 10))
    #expect(Font(name: "Comic Sans", size: 10) == nil)
    #expect(Font.box(ofSize: 10).lineHeight == 10)
    #expect(Font.box(ofSize: 10).descender == -2)
  }
}

extension ContentViewTests {
  func label(_ text: String, width: CGFloat, mode: Label.LineBreakMode, lines: Int = 1) -> Label {
    // Tall enough for three lines: a label draws only the lines its height holds.
    let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 30))
    label.font = .box(ofSize: 10)
    label.text = text
    label.numberOfLines = lines
    label.lineBreakMode = mode
    return label
  }

  /// Box glyphs are 10 pt: 60 pt holds six, the ellipsis included.
  @Test func truncationModes() {
    #expect(label("abcdefghij", width: 60, mode: .byTruncatingTail).visibleLines == ["abcde…"])
    #expect(label("abcdefghij", width: 60, mode: .byTruncatingHead).visibleLines == ["…fghij"])
    #expect(label("abcdefghij", width: 60, mode: .byTruncatingMiddle).visibleLines == ["abc…ij"])
    #expect(label("abcdefghij", width: 60, mode: .byClipping).visibleLines == ["abcdefghij"])
  }

  @Test func characterWrapping() {
    let wrapped = label("ab cdefg", width: 30, mode: .byCharWrapping, lines: 0)
    #expect(wrapped.visibleLines == ["ab ", "cde", "fg"])
    let words = label("ab cdefg", width: 30, mode: .byWordWrapping, lines: 0)
    #expect(words.visibleLines == ["ab", "cde", "fg"])
  }
}

extension ContentViewTests {
  /// "AV" in Nimbus Sans at 12 pt: A 667 + V 667 units = 16.008 pt; the AFM's A–V kerning
  /// pair (−71 units) brings it to 15.156 pt. A label's intrinsic size is that, rounded up to
  /// the pixel grid (whole points outside a window; thirds in a window of scale 3).
  @Test func labelWidthsAreTheFontsAdvanceWidths() {
    let label = Label()
    label.font = .systemFont(ofSize: 12)
    label.text = "AV"
    #expect(abs(Label.standardMeasurer.width(of: "AV", font: label.font.spec) - 15.156) < 0.001)
    #expect(label.intrinsicContentSize.width == 16)
    let window = Window(size: CGSize(width: 100, height: 100), scale: 3)
    window.addSubview(label)
    #expect(abs(label.intrinsicContentSize.width - 46.0 / 3) < 1e-9)  // 15.156 → 15.333
    label.usesKerning = false
    #expect(
      abs(Label.standardMeasurer.width(of: "AV", font: label.font.spec, kerning: false) - 16.008)
        < 0.001)
    #expect(abs(label.intrinsicContentSize.width - 49.0 / 3) < 1e-9)  // 16.008 → 16.333
  }
}
