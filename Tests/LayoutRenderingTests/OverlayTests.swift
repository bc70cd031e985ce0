import AutoLayout
import Foundation
import LayoutContainers
import Testing

@testable import LayoutRendering

/// The diagnostic overlays: which groups appear, what they contain, their colors.
@MainActor
@Suite struct OverlayTests {
  /// The constrained window with every overlay on, `footer` marked misplaced.
  private func renderAll(marks: RenderMarks? = nil) -> String {
    let marks =
      marks ?? RenderMarks(misplaced: ["footer": CGRect(x: 5, y: 100, width: 100, height: 30)])
    return SVGRenderer(overlays: Set(Overlay.allCases)).render(
      TestWindows.constrained(), marks: marks)
  }

  /// The lines of the `<g data-overlay="name">` group, or `[]` when there is none.
  private func group(_ name: String, in svg: String) -> [String] {
    let lines = svg.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.contains("<g data-overlay=\"\(name)\"") })
    else { return [] }
    let indent = lines[start].prefix { $0 == " " }
    let end = lines[start...].firstIndex { $0 == indent + "</g>" } ?? lines.count - 1
    return Array(lines[start...end])
  }

  @Test func snapshotWithEveryOverlay() {
    let svg = renderAll()
    #expect(svg == renderAll())
    Snapshot.expect(svg, matches: "overlays.svg")
  }

  @Test(arguments: Overlay.allCases)
  func eachOverlayEmitsItsGroupOnlyWhenOn(_ overlay: Overlay) {
    let marks = RenderMarks(misplaced: ["footer": CGRect(x: 5, y: 100, width: 100, height: 30)])
    let window =
      switch overlay {
      case .scrollContent: TestWindows.scrolling()
      case .gridBands: TestWindows.gridded()
      default: TestWindows.constrained()
      }
    let on = SVGRenderer(overlays: [overlay]).render(window, marks: marks)
    #expect(on.contains("<g data-overlay=\"\(overlay.rawValue)\""))
    #expect(on.components(separatedBy: "data-overlay=").count == 2)
    let others = Set(Overlay.allCases).subtracting([overlay])
    let off = SVGRenderer(overlays: others).render(window, marks: marks)
    #expect(!off.contains("<g data-overlay=\"\(overlay.rawValue)\""))
  }

  @Test func overlaysAreDrawnInAFixedOrderOverTheViews() throws {
    let svg = renderAll()
    let positions = try ["safeArea", "margins", "constraints", "misplaced", "ambiguity"].map {
      name in try #require(svg.range(of: "data-overlay=\"\(name)\"")?.lowerBound)
    }
    #expect(positions == positions.sorted())
    let lastView = try #require(svg.range(of: "data-view=\"loose\"")?.lowerBound)
    #expect(lastView < positions[0])
    var reversed = Set<Overlay>()
    for overlay in Overlay.allCases.reversed() { reversed.insert(overlay) }
    let marks = RenderMarks(misplaced: ["footer": CGRect(x: 5, y: 100, width: 100, height: 30)])
    #expect(
      SVGRenderer(overlays: reversed).render(TestWindows.constrained(), marks: marks) == svg)
  }

  /// The content area drawn where it lies at the offset (120 up), over the clipped views.
  @Test func scrollContentOutlinesTheWholeContentAreaAtItsOffset() {
    let svg = SVGRenderer(overlays: [.scrollContent]).render(TestWindows.scrolling())
    #expect(
      group("scrollContent", in: svg) == [
        "  <g data-overlay=\"scrollContent\" fill=\"none\" stroke=\"#30b0c7\" stroke-width=\"1\""
          + " stroke-dasharray=\"6 3\">",
        "    <rect x=\"0\" y=\"-120\" width=\"200\" height=\"500\" data-view=\"scroll\"/>",
        "  </g>",
      ])
    // Not drawn by default.
    #expect(!SVGRenderer().render(TestWindows.scrolling()).contains("scrollContent"))
  }

  /// Each row's band across the grid and each column's band down it, where the cells are.
  @Test func gridBandsOutlineEachRowAndColumn() {
    let svg = SVGRenderer(overlays: [.gridBands]).render(TestWindows.gridded())
    let rect = { (x: Int, y: Int, w: Int, h: Int) in
      "    <rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" data-view=\"grid\"/>"
    }
    #expect(
      group("gridBands", in: svg) == [
        "  <g data-overlay=\"gridBands\" fill=\"none\" stroke=\"#af52de\" stroke-width=\"1\""
          + " stroke-dasharray=\"2 2\">",
        rect(10, 20, 116, 30), rect(10, 56, 116, 10), rect(10, 20, 50, 46), rect(66, 20, 60, 46),
        "  </g>",
      ])
    // Not drawn by default, and a hidden row has no band (and hides c: column 0 is a's 40).
    #expect(!SVGRenderer().render(TestWindows.gridded()).contains("gridBands"))
    let window = TestWindows.gridded()
    (window.subviews[0] as? GridView)?.row(at: 1).isHidden = true
    window.layoutIfNeeded()
    let hidden = group("gridBands", in: SVGRenderer(overlays: [.gridBands]).render(window))
    #expect(
      Array(hidden.dropFirst().dropLast()) == [
        rect(10, 20, 106, 30), rect(10, 20, 40, 30), rect(56, 20, 60, 30),
      ])
  }

  @Test func defaultsAreSafeAreaAmbiguityAndMisplaced() {
    #expect(SVGRenderer().overlays == [.safeArea, .ambiguity, .misplaced])
    #expect(!SVGRenderer().showsDeviceFrame)
    let svg = SVGRenderer().render(TestWindows.constrained())
    #expect(svg.contains(#"data-overlay="safeArea""#))
    #expect(!svg.contains(#"data-overlay="constraints""#))
    #expect(!svg.contains(#"data-overlay="margins""#))
  }

  @Test func safeAreaIsDashedBlueAndOmittedWithoutInsets() {
    let safe = group("safeArea", in: renderAll())
    #expect(
      safe.contains {
        $0.contains(
          ##"<rect x="0" y="20" width="240" height="170" fill="none" stroke="#007aff" stroke-width="1" stroke-dasharray="4 4"/>"##
        )
      })
    let bare = Window(size: CGSize(width: 50, height: 50))
    bare.layoutIfNeeded()
    #expect(!SVGRenderer().render(bare).contains("data-overlay"))
  }

  @Test func marginsOutlineTheWindowContainersAndViewsConstrainedToMargins() {
    let margins = group("margins", in: renderAll())
    #expect(margins.first?.contains(##"stroke="#34c759" stroke-opacity="0.7""##) == true)
    // The window: 16-point system margins inside the safe area.
    #expect(margins.contains { $0.contains(#"<rect x="16" y="20" width="208" height="170"/>"#) })
    // The header contains views; its default 8-point margins.
    #expect(
      margins.contains {
        $0.contains(#"<rect x="8" y="38" width="224" height="44" data-view="header"/>"#)
      })
    // Leaves no constraint attaches by their margins are left out.
    #expect(!margins.contains { $0.contains(#"data-view="icon""#) })
    #expect(!margins.contains { $0.contains(#"data-view="footer""#) })

    let window = Window(size: CGSize(width: 100, height: 100))
    let leaf = View()
    leaf.identifier = "leaf"
    leaf.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(leaf)
    let inner = View()
    inner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(inner)
    LayoutConstraint.activate([
      leaf.topAnchor.constraint(equalTo: window.topAnchor),
      leaf.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      leaf.widthAnchor.constraint(equalToConstant: 60),
      leaf.heightAnchor.constraint(equalToConstant: 60),
      LayoutConstraint(
        item: inner, attribute: .leading, relatedBy: .equal, toItem: leaf,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
    ])
    window.layoutIfNeeded()
    let svg = SVGRenderer(overlays: [.margins]).render(window)
    #expect(svg.contains(#"<rect x="8" y="8" width="44" height="44" data-view="leaf"/>"#))
  }

  @Test func ambiguousViewsComeFromTheViewsOrFromTheMarks() {
    let asked = group("ambiguity", in: renderAll())
    #expect(asked.first?.contains(##"stroke="#ff0000" stroke-width="2""##) == true)
    #expect(asked.count == 3)
    #expect(asked.contains { $0.contains(#"data-view="loose""#) })

    let named = group(
      "ambiguity", in: renderAll(marks: RenderMarks(ambiguous: ["header", "nobody"])))
    #expect(named.count == 3)
    #expect(named.contains { $0.contains(#"<rect x="0" y="30" width="240" height="60""#) })
    #expect(!named.contains { $0.contains(#"data-view="loose""#) })

    let none = renderAll(marks: RenderMarks(ambiguous: []))
    #expect(!none.contains(#"data-overlay="ambiguity""#))
  }

  @Test func misplacedViewsShowTheDesignFrameDashedAndTheSolvedFrameInOrange() {
    let marks = RenderMarks(
      ambiguous: [],
      misplaced: [
        "zz-gone": CGRect(x: 1, y: 2, width: 3, height: 4),
        "footer": CGRect(x: 5, y: 100, width: 100, height: 30),
      ])
    let misplaced = group("misplaced", in: renderAll(marks: marks))
    #expect(
      misplaced == [
        ##"  <g data-overlay="misplaced" fill="none" stroke="#ff9500" stroke-width="1.5">"##,
        ##"    <rect x="5" y="100" width="100" height="30" stroke-dasharray="4 3" data-view="footer" data-frame="design"/>"##,
        ##"    <rect x="0" y="110" width="120" height="40" data-view="footer" data-frame="solved"/>"##,
        ##"    <rect x="1" y="2" width="3" height="4" stroke-dasharray="4 3" data-view="zz-gone" data-frame="design"/>"##,
        "  </g>",
      ])
    #expect(!renderAll(marks: RenderMarks()).contains(#"data-overlay="misplaced""#))
  }
}
