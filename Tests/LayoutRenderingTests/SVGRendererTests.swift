import AutoLayout
import Foundation
import Testing

@testable import LayoutRendering

@MainActor
@Suite struct SVGRendererTests {
  @Test func snapshotOfABuiltWindow() {
    let first = SVGRenderer().render(TestWindows.sample())
    let second = SVGRenderer().render(TestWindows.sample())
    #expect(first == second)
    Snapshot.expect(first, matches: "sample.svg")
  }

  @Test func numbersHaveAtMostThreeDecimalsAndNoTrailingZeros() {
    #expect(LengthText.format(12.0) == "12")
    #expect(LengthText.format(12.5) == "12.5")
    #expect(LengthText.format(1.0 / 3.0) == "0.333")
    #expect(LengthText.format(-2.0 / 3.0) == "-0.667")
    #expect(LengthText.format(0.10000001) == "0.1")
    #expect(LengthText.format(-0.0001) == "0")
    #expect(LengthText.format(1.0005) == "1.001")
    #expect(LengthText.format(Double.nan) == "0")
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

  @Test func labelsSetEachLineAtItsBaselineWithAnExplicitLineHeight() throws {
    let window = Window(size: CGSize(width: 100, height: 100))
    let label = Label(frame: CGRect(x: 0, y: 10, width: 60, height: 60))
    label.font = .box(ofSize: 10)
    label.numberOfLines = 0
    label.text = "one two three"
    window.addSubview(label)
    window.layoutIfNeeded()
    let lineHeight = LengthText.format(label.font.lineHeight)
    let lines = SVGRenderer().render(window).components(separatedBy: "\n").filter {
      $0.contains("<text") && $0.contains("xml:space")
    }
    #expect(lines.count == label.visibleLines.count)
    #expect(lines.count == 3)
    for (index, line) in lines.enumerated() {
      let baseline =
        10 + (label.firstBaselineOffsetFromTop ?? 0)
        + label.font.lineHeight * CGFloat(index)
      #expect(line.contains(#"y="\#(LengthText.format(baseline))""#))
      #expect(line.contains(#"data-line-height="\#(lineHeight)""#))
    }
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
    #expect(
      svg.contains(##"<g data-overlay="ambiguity" fill="none" stroke="#ff0000" stroke-width="2">"##)
    )
    let plain = SVGRenderer(overlays: []).render(window)
    #expect(!plain.contains("#ff0000"))
    #expect(!plain.contains("data-overlay"))
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
      "\(LengthText.format(window.bounds.width)) × \(LengthText.format(window.bounds.height))"
    #expect(svg.contains(">iPhone 15 Pro, landscape, \(size)</text>"))
    #expect(
      svg.contains(
        #"font-family="Nimbus Mono PS, Courier New, monospace" font-size="14" font-weight="bold""#))
    #expect(svg.contains(#"x="150""#) && svg.contains(#"text-anchor="middle""#))
    #expect(SVGRenderer(caption: "").render(window).components(separatedBy: "<text").count == 2)
  }

  @Test func captionsNameTheSplitAndRightToLeftLayouts() throws {
    let device = try #require(DeviceProfile.named("iPad Pro 11-inch"))
    let split = Window(device: device, orientation: .landscape, split: .oneThird)
    #expect(
      SVGRenderer.defaultCaption(for: split)
        == "iPad Pro 11-inch, landscape, 1/3 split, "
        + "\(LengthText.format(split.bounds.width)) × \(LengthText.format(split.bounds.height))")
    let rtl = Window(size: CGSize(width: 30, height: 20), layoutDirection: .rightToLeft)
    #expect(SVGRenderer.defaultCaption(for: rtl) == "30 × 20, RTL")
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

  @Test func renderingChangesNothingInTheWindow() {
    let window = TestWindows.constrained()
    let before = window.subviews.map(\.frame)
    let all = SVGRenderer(overlays: Set(Overlay.allCases), showsDeviceFrame: true)
    let first = all.render(window)
    #expect(window.subviews.map(\.frame) == before)
    #expect(all.render(window) == first)
  }
}
