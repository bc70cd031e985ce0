import AutoLayout
import Foundation
import Testing

@testable import LayoutRendering

/// The self-contained HTML page of panels.
@MainActor
@Suite struct HTMLPageTests {
  /// A page of two sections: the layers window clean and with problems, and the sample.
  private func page() -> HTMLPage {
    let layers = SVGRenderer().render(TestWindows.layers())
    var page = HTMLPage(title: "Gallery <&> \"all\"")
    page.addSection(
      "layers.yaml",
      panels: [
        HTMLPage.Panel(title: "Clean", svg: layers),
        HTMLPage.Panel(
          title: "Broken <one>", svg: layers,
          notes: ["ambiguous view 'x' <minX>", "line one\nline two"], isClean: false),
      ])
    page.addSection(
      "sample",
      panels: [HTMLPage.Panel(title: "Sample", svg: SVGRenderer().render(TestWindows.sample()))])
    return page
  }

  @Test func snapshot() {
    let html = page().render()
    #expect(html == page().render())
    Snapshot.expect(html, matches: "page.html")
  }

  @Test func structureIsATitleSectionsAndPanels() {
    let html = page().render()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    #expect(html.hasSuffix("</body>\n</html>\n"))
    #expect(html.contains("<title>Gallery &lt;&amp;&gt; &quot;all&quot;</title>"))
    #expect(html.contains("<h1>Gallery &lt;&amp;&gt; &quot;all&quot;</h1>"))
    #expect(html.contains("<p class=\"summary\">2 sections · 3 panels · 1 with problems</p>"))
    #expect(html.components(separatedBy: "<section ").count == 3)
    #expect(html.components(separatedBy: "<article ").count == 4)
    #expect(html.components(separatedBy: "<svg ").count == 4)
    #expect(
      html.contains(
        "<h2>layers.yaml <span class=\"count\">2 panels, <span class=\"bad\">1 with problems</span></span></h2>"
      ))
    #expect(html.contains("<h2>sample <span class=\"count\">1 panel</span></h2>"))
    #expect(!html.contains("<?xml"))
  }

  @Test func cleanPanelsSayNoProblemsAndOthersListThemInRed() {
    let html = page().render()
    #expect(html.contains("<article class=\"panel clean\" id=\"s1-p1\">"))
    #expect(html.contains("<article class=\"panel problems\" id=\"s1-p2\">"))
    #expect(html.components(separatedBy: "<p class=\"status ok\">✓ No problems</p>").count == 3)
    #expect(html.contains("<p class=\"status bad\">✗ 2 problems</p>"))
    #expect(
      html.contains(
        "<ul class=\"problem-list\">\n<li>ambiguous view &apos;x&apos; &lt;minX&gt;</li>\n"
          + "<li>line one\nline two</li>\n</ul>"))
    #expect(html.contains("<h3>Broken &lt;one&gt;</h3>"))
    var other = HTMLPage(title: "t")
    other.addSection(
      "s",
      panels: [
        HTMLPage.Panel(title: "a", svg: "<svg/>", notes: [], isClean: false),
        HTMLPage.Panel(title: "b", svg: "<svg/>", notes: ["iPhone only"]),
      ])
    let html2 = other.render()
    #expect(html2.contains("<p class=\"status bad\">✗ Problems found</p>"))
    #expect(html2.contains("<ul class=\"notes\">\n<li>iPhone only</li>\n</ul>"))
  }

  @Test func thePageIsSelfContained() {
    let html = page().render()
    #expect(html.contains("<style>"))
    for forbidden in ["<script", "<link", "src=", "<img", "@import", "url(http", "href=\"http"] {
      #expect(!html.contains(forbidden), "found \(forbidden)")
    }
    // The only address is the SVG namespace.
    let addresses = html.components(separatedBy: "http").count - 1
    #expect(
      addresses == html.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1)
  }

  @Test func eachDrawingsIdsArePrefixedSoClipPathsDoNotCollide() {
    let html = page().render()
    #expect(html.contains(#"<clipPath id="s1-p1-clip-1">"#))
    #expect(html.contains(#"<g clip-path="url(#s1-p1-clip-1)">"#))
    #expect(html.contains(#"<clipPath id="s1-p2-clip-1">"#))
    #expect(html.contains(#"<g clip-path="url(#s1-p2-clip-1)">"#))
    #expect(!html.contains(#"id="clip-1""#))
  }

  @Test func idPrefixingLeavesTextCommentsAndOtherAttributesAlone() {
    let svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg>
        <!-- id="keep" url(#keep) -->
        <clipPath
          id="c"><rect data-id="d"/></clipPath>
        <use href="#c" clip-path="url(#c)"/>
        <text>id="t" url(#t)</text>
      </svg>
      """
    #expect(
      SVGEmbedding.inline(svg, idPrefix: "p-") == """
        <svg>
          <!-- id="keep" url(#keep) -->
          <clipPath
            id="p-c"><rect data-id="d"/></clipPath>
          <use href="#p-c" clip-path="url(#p-c)"/>
          <text>id="t" url(#t)</text>
        </svg>
        """)
  }
}
