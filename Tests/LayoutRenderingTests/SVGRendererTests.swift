import AutoLayout
import Foundation
import Testing

@testable import LayoutRendering

/// A small window built by hand: a colored card with a two-line box-font label, an image
/// placeholder and a chevron inside it, and an ellipse; box-font text so the snapshot does
/// not depend on real font data.
@MainActor
private func sampleWindow() -> Window {
  let window = Window(
    size: CGSize(width: 200, height: 120),
    safeAreaInsets: EdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
  let card = View(frame: CGRect(x: 10, y: 20, width: 180, height: 90))
  card.identifier = "card"
  card.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
  window.addSubview(card)
  let label = Label(frame: CGRect(x: 5, y: 5, width: 100, height: 20))
  label.identifier = "label"
  label.font = .box(ofSize: 10)
  label.numberOfLines = 2
  label.text = "Hi <you> & me"
  label.textColor = Color(white: 0.2)
  card.addSubview(label)
  let image = ImageView(image: ImageView.Image(named: "sun", size: CGSize(width: 32, height: 32)))
  image.frame = CGRect(x: 120, y: 10, width: 32, height: 32)
  card.addSubview(image)
  let chevron = ShapeView.chevron()
  chevron.frame = CGRect(x: 160, y: 50, width: 10, height: 20)
  card.addSubview(chevron)
  let dot = ShapeView(shape: .ellipse, frame: CGRect(x: 0, y: 100, width: 8, height: 6))
  dot.fillColor = .blue
  dot.strokeColor = .black
  dot.lineWidth = 0.5
  window.addSubview(dot)
  let hidden = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
  hidden.backgroundColor = .red
  hidden.isHidden = true
  window.addSubview(hidden)
  window.layoutIfNeeded()
  return window
}

private let sans = "Nimbus Sans, Liberation Sans, Arimo, Arial, Helvetica, sans-serif"

private let expectedSample = """
  <?xml version="1.0" encoding="UTF-8"?>
  <svg xmlns="http://www.w3.org/2000/svg" width="200" height="148" viewBox="0 0 200 148">
    <rect x="0" y="0" width="200" height="120" fill="#ffffff"/>
    <rect x="10" y="20" width="180" height="90" fill="#ff8000" fill-opacity="0.5" data-view="card"/>
    <text x="15" y="33" font-family="\(sans)" font-size="10" fill="#333333" xml:space="preserve">Hi &lt;you&gt; &amp;</text>
    <text x="15" y="43" font-family="\(sans)" font-size="10" fill="#333333" xml:space="preserve">me</text>
    <rect x="130" y="30" width="32" height="32" fill="#d9d9d9" stroke="#999999" stroke-width="1"/>
    <text x="146" y="46" font-family="\(sans)" font-size="12" fill="#555555" text-anchor="middle" dominant-baseline="central">sun</text>
    <polygon points="170,70 180,80 170,90" fill="#000000"/>
    <ellipse cx="4" cy="103" rx="4" ry="3" fill="#0000ff" stroke="#000000" stroke-width="0.5"/>
    <rect x="0" y="10" width="200" height="105" fill="none" stroke="#007aff" stroke-width="1" stroke-dasharray="4 4" data-overlay="safe-area"/>
    <text x="8" y="138" font-family="\(sans)" font-size="12" fill="#333333">200 × 120</text>
  </svg>

  """

@MainActor
@Suite struct SVGRendererTests {
  @Test func snapshotOfABuiltWindow() {
    let first = SVGRenderer().render(sampleWindow())
    let second = SVGRenderer().render(sampleWindow())
    #expect(first == second)
    #expect(first == expectedSample)
  }

  @Test func numbersHaveAtMostThreeDecimalsAndNoTrailingZeros() {
    #expect(SVGNumber.format(12.0) == "12")
    #expect(SVGNumber.format(12.5) == "12.5")
    #expect(SVGNumber.format(1.0 / 3.0) == "0.333")
    #expect(SVGNumber.format(-2.0 / 3.0) == "-0.667")
    #expect(SVGNumber.format(0.10000001) == "0.1")
    #expect(SVGNumber.format(-0.0001) == "0")
    #expect(SVGNumber.format(1.0005) == "1.001")
    #expect(SVGNumber.format(Double.nan) == "0")
  }

  @Test func escapesMarkupAndDropsControlCharacters() {
    #expect(SVGEscaping.escape(#"a<b>&"c"'d'"#) == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
    #expect(SVGEscaping.escape("tab\there\u{1}x") == "tab\there" + "x")
    #expect(SVGEscaping.escape("café ☀︎") == "café ☀︎")
  }

  @Test func escapesIdentifiersImageNamesAndCaptions() {
    let window = Window(size: CGSize(width: 40, height: 40))
    let view = ImageView(image: ImageView.Image(named: "a&b", size: CGSize(width: 10, height: 10)))
    view.identifier = "x\"y"
    view.backgroundColor = .white
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    window.addSubview(view)
    window.layoutIfNeeded()
    let svg = SVGRenderer(caption: "<Mine>").render(window)
    #expect(svg.contains(#"data-view="x&quot;y""#))
    #expect(svg.contains(">a&amp;b</text>"))
    #expect(svg.contains(">&lt;Mine&gt;</text>"))
    #expect(!svg.contains("<Mine>"))
  }

  @Test func ambiguousViewsAreOutlinedInRed() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 20).isActive = true
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    window.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    let svg = SVGRenderer().render(window)
    #expect(svg.contains(##"stroke="#ff0000" stroke-width="2" data-overlay="ambiguous"/>"##))
    let plain = SVGRenderer(showsAmbiguity: false).render(window)
    #expect(!plain.contains("#ff0000"))
  }

  @Test func deviceWindowsHaveADeviceCaptionAndMonospacedFonts() throws {
    let device = try #require(DeviceProfile.named("iPhone 15 Pro"))
    let window = Window(device: device, orientation: .landscape)
    let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    label.font = .monospacedSystemFont(ofSize: 14, weight: .bold)
    label.text = "mono"
    label.textAlignment = .center
    window.addSubview(label)
    window.layoutIfNeeded()
    let svg = SVGRenderer().render(window)
    let size =
      "\(SVGNumber.format(window.bounds.width)) × \(SVGNumber.format(window.bounds.height))"
    #expect(svg.contains(">iPhone 15 Pro, landscape, \(size)</text>"))
    #expect(
      svg.contains(
        #"font-family="Nimbus Mono PS, Courier New, monospace" font-size="14" font-weight="bold""#))
    #expect(svg.contains(#"x="150""#) && svg.contains(#"text-anchor="middle""#))
    #expect(SVGRenderer(caption: "").render(window).components(separatedBy: "<text").count == 2)
  }

  @Test func arcsArePaths() {
    let window = Window(size: CGSize(width: 20, height: 20))
    let arc = ShapeView(
      shape: .arc(startAngle: 0, endAngle: 90), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    arc.fillColor = nil
    arc.strokeColor = .red
    window.addSubview(arc)
    window.layoutIfNeeded()
    let svg = SVGRenderer().render(window)
    #expect(
      svg.contains(
        ##"<path d="M 20 10 A 10 10 0 0 1 10 20" fill="none" stroke="#ff0000" stroke-width="1"/>"##)
    )
  }
}
