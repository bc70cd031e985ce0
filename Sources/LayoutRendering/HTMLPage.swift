/// A self-contained HTML5 page of rendered layouts — the device matrix and the gallery: a
/// title, then sections, each a heading over a wrapping grid of panels; each panel a title,
/// an inline SVG drawing and its problem list (a green "No problems" when clean, the problems
/// in red otherwise).
///
/// The page needs nothing else: CSS is inline, SVGs are inline, there are no scripts and no
/// links. Text is escaped; each SVG's ids are prefixed with its panel's position so
/// drawings' clip paths cannot collide. The output is deterministic.
///
/// ```swift
/// var page = HTMLPage(title: "weather.yaml")
/// page.addSection("Phones", panels: [HTMLPage.Panel(title: "iPhone 15 Pro", svg: svg)])
/// let html = page.render()
/// ```
public struct HTMLPage: Sendable {
  /// One drawing with its caption and the problems found in it.
  public struct Panel: Sendable {
    /// The panel's heading (the device, orientation, document).
    public var title: String
    /// An SVG document (``SVGRenderer/render(_:marks:)``), inlined as it is but for its XML
    /// declaration and its ids.
    public var svg: String
    /// The problems found (or, for a clean panel, remarks shown in gray under "No
    /// problems"), one an item; newlines are kept.
    public var notes: [String]
    /// Whether the layout has no problems.
    public var isClean: Bool

    /// A panel; clean with no notes by default.
    public init(title: String, svg: String, notes: [String] = [], isClean: Bool = true) {
      self.title = title
      self.svg = svg
      self.notes = notes
      self.isClean = isClean
    }
  }

  /// A heading and its panels.
  private struct Section: Sendable {
    var heading: String
    var panels: [Panel]
  }

  /// The page's title, in the `<title>` and as its top heading.
  public var title: String
  private var sections: [Section] = []

  /// An empty page with the given title.
  public init(title: String) {
    self.title = title
  }

  /// Appends a section: a heading over a grid of `panels` (one device matrix row, one
  /// example document).
  public mutating func addSection(_ heading: String, panels: [Panel]) {
    sections.append(Section(heading: heading, panels: panels))
  }

  /// The page as HTML5.
  public func render() -> String {
    let panelCount = sections.reduce(0) { $0 + $1.panels.count }
    let problemCount = sections.reduce(0) { $0 + $1.panels.filter { !$0.isClean }.count }
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title))</title>
      <style>
      \(HTMLPage.styleSheet)</style>
      </head>
      <body>
      <header>
      <h1>\(escape(title))</h1>
      <p class="summary">\(HTMLPage.summary(sections: sections.count, panels: panelCount, problems: problemCount))</p>
      </header>

      """
    for (sectionIndex, section) in sections.enumerated() {
      let bad = section.panels.filter { !$0.isClean }.count
      let count = "\(section.panels.count) " + (section.panels.count == 1 ? "panel" : "panels")
      html += "<section id=\"section-\(sectionIndex + 1)\">\n"
      html += "<h2>\(escape(section.heading)) <span class=\"count\">\(count)"
      html += bad > 0 ? ", <span class=\"bad\">\(bad) with problems</span>" : ""
      html += "</span></h2>\n<div class=\"grid\">\n"
      for (panelIndex, panel) in section.panels.enumerated() {
        html += render(panel, id: "s\(sectionIndex + 1)-p\(panelIndex + 1)")
      }
      html += "</div>\n</section>\n"
    }
    html += "</body>\n</html>\n"
    return html
  }

  /// One panel as an `<article>`; `id` prefixes its SVG's ids.
  private func render(_ panel: Panel, id: String) -> String {
    var html = "<article class=\"panel \(panel.isClean ? "clean" : "problems")\" id=\"\(id)\">\n"
    html += "<h3>\(escape(panel.title))</h3>\n"
    html += "<div class=\"drawing\">\n"
    let svg = SVGEmbedding.inline(panel.svg, idPrefix: id + "-")
    html += svg.hasSuffix("\n") ? svg : svg + "\n"
    html += "</div>\n"
    let items = panel.notes.map { "<li>\(escape($0))</li>\n" }.joined()
    if panel.isClean {
      html += "<p class=\"status ok\">✓ No problems</p>\n"
      if !items.isEmpty { html += "<ul class=\"notes\">\n\(items)</ul>\n" }
    } else {
      let count = panel.notes.count
      let heading =
        count == 0
        ? "Problems found" : "\(count) " + (count == 1 ? "problem" : "problems")
      html += "<p class=\"status bad\">✗ \(heading)</p>\n"
      if !items.isEmpty { html += "<ul class=\"problem-list\">\n\(items)</ul>\n" }
    }
    html += "</article>\n"
    return html
  }

  /// `2 sections · 12 panels · 3 with problems` (or `all clean`).
  private static func summary(sections: Int, panels: Int, problems: Int) -> String {
    let parts = [
      "\(sections) " + (sections == 1 ? "section" : "sections"),
      "\(panels) " + (panels == 1 ? "panel" : "panels"),
      problems == 0 ? "all clean" : "\(problems) with problems",
    ]
    return parts.joined(separator: " · ")
  }

  private func escape(_ text: String) -> String { SVGEscaping.escape(text) }

  /// The page's CSS: system fonts, a light background, white cards with a shadow and a
  /// green or red top edge.
  static let styleSheet = """
    :root { color-scheme: light; }
    * { box-sizing: border-box; }
    body {
      margin: 0; padding: 24px 32px 48px; background: #f2f2f7; color: #1c1c1e;
      font: 14px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue",
        "Noto Sans", "Liberation Sans", Arial, sans-serif;
    }
    h1 { font-size: 26px; margin: 0 0 4px; }
    .summary { margin: 0 0 28px; color: #636366; }
    section { margin: 0 0 40px; }
    h2 {
      font-size: 19px; margin: 0 0 14px; padding-bottom: 6px; border-bottom: 1px solid #d1d1d6;
    }
    .count { font-size: 14px; font-weight: normal; color: #8e8e93; }
    .grid {
      display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 20px;
      align-items: start;
    }
    .panel {
      background: #ffffff; border-radius: 12px; padding: 14px; border-top: 4px solid #34c759;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12), 0 6px 16px rgba(0, 0, 0, 0.06);
    }
    .panel.problems { border-top-color: #ff3b30; }
    .panel h3 { font-size: 14px; margin: 0 0 10px; overflow-wrap: anywhere; }
    .drawing { text-align: center; background: #f5f5f7; border-radius: 8px; padding: 8px; }
    .drawing svg { display: block; margin: 0 auto; max-width: 100%; max-height: 720px; height: auto; }
    .status { margin: 10px 0 0; font-weight: 600; }
    .ok { color: #248a3d; }
    .bad { color: #d70015; }
    ul { margin: 6px 0 0; padding-left: 18px; font-size: 12px; }
    li { margin: 3px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    .problem-list { color: #d70015; }
    .notes { color: #636366; }

    """
}
