import AutoLayout
import Foundation
import Testing

@testable import LayoutRendering

/// Corner radii, borders and clipping, from each view's `layer`.
@MainActor
@Suite struct LayerDrawingTests {
  private let svg = SVGRenderer().render(TestWindows.layers())

  @Test func snapshot() {
    #expect(svg == SVGRenderer().render(TestWindows.layers()))
    Snapshot.expect(svg, matches: "layers.svg")
  }

  @Test func backgroundsAreRoundedByTheCornerRadius() {
    #expect(
      svg.contains(
        ##"<rect x="10" y="10" width="100" height="60" rx="12" ry="12" fill="#f2f2f2" data-view="card"/>"##
      ))
  }

  @Test func bordersAreDrawnInsideTheBounds() {
    // Width 2: the stroke's center line is 1 point in, its corners 1 point tighter.
    #expect(
      svg.contains(
        ##"<rect x="11" y="11" width="98" height="58" rx="11" ry="11" fill="none" stroke="#0000ff" stroke-width="2"/>"##
      ))
    // A border without a background, in the layer's default black.
    #expect(
      svg.contains(
        ##"<rect x="10.5" y="80.5" width="29" height="29" fill="none" stroke="#000000" stroke-width="1"/>"##
      ))
  }

  @Test func radiiAreClampedToHalfTheShorterSide() {
    #expect(
      svg.contains(
        ##"<rect x="115" y="10" width="40" height="40" rx="20" ry="20" fill="#d9d9d9""##))
  }

  @Test func masksToBoundsClipsSubviewsToTheRoundedBounds() throws {
    #expect(
      svg.contains(
        #"<clipPath id="clip-1"><rect x="10" y="10" width="100" height="60" rx="12" ry="12"/></clipPath>"#
      ))
    let lines = svg.components(separatedBy: "\n")
    let open = try #require(lines.firstIndex { $0.contains(#"<g clip-path="url(#clip-1)">"#) })
    let badge = try #require(lines.firstIndex { $0.contains(#"data-view="badge""#) })
    let border = try #require(lines.firstIndex { $0.contains(##"stroke="#0000ff""##) })
    let close = try #require(lines[open...].firstIndex { $0.hasSuffix("</g>") })
    // The badge is inside the clip; the border is drawn after it, over the subviews.
    #expect(open < badge && badge < close && close < border)
    #expect(svg.components(separatedBy: "<clipPath").count == 2)
  }

  @Test func clipIdsAreNumberedInDrawingOrder() {
    let window = Window(size: CGSize(width: 100, height: 100))
    for index in 0..<3 {
      let outer = View(frame: CGRect(x: 30 * CGFloat(index), y: 0, width: 20, height: 20))
      outer.layer.masksToBounds = true
      outer.addSubview(View(frame: CGRect(x: 5, y: 5, width: 30, height: 30)))
      window.addSubview(outer)
    }
    let empty = View(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
    empty.layer.masksToBounds = true
    window.addSubview(empty)
    window.layoutIfNeeded()
    let svg = SVGRenderer().render(window)
    #expect(svg.contains(#"id="clip-1""#) && svg.contains(#"id="clip-3""#))
    #expect(!svg.contains(#"id="clip-4""#))
  }
}
