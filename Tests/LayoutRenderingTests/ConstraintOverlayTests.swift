import AutoLayout
import Foundation
import Testing

@testable import LayoutRendering

/// The constraints overlay: one figure per user constraint, drawn Interface Builder's way.
@MainActor
@Suite struct ConstraintOverlayTests {
  /// The `<g data-constraint>` groups of the constraints overlay, each as its lines joined.
  private func figures(_ window: Window) -> [String] {
    let svg = SVGRenderer(overlays: [.constraints]).render(window)
    var result: [String] = []
    var current: [String]?
    for line in svg.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("<g data-constraint=") {
        current = [trimmed]
      } else if trimmed == "</g>", let figure = current {
        result.append(figure.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(trimmed)
      }
    }
    return result
  }

  /// The figure whose title is `title`.
  private func figure(_ title: String, in figures: [String]) -> String? {
    figures.first { $0.contains("<title>\(title)</title>") }
  }

  @Test func everyUserConstraintHasOneFigureAndEngineConstraintsNone() {
    let window = TestWindows.constrained()
    let all = figures(window)
    let installed = [window] + window.subviews + window.subviews.flatMap(\.subviews)
    #expect(all.count == installed.reduce(0) { $0 + $1.constraints.count })
    #expect(all.count == 18)
    #expect(all.first?.hasPrefix(#"<g data-constraint="1">"#) == true)
    // Views laid out by their frames have only engine-made (autoresizing) constraints.
    let svg = SVGRenderer(overlays: [.constraints]).render(TestWindows.sample())
    #expect(!svg.contains("data-overlay"))
  }

  @Test func sizesAreIBeamsWithTheirValues() throws {
    let all = figures(TestWindows.constrained())
    let width = try #require(figure("icon.width == 30", in: all))
    // Along the bottom edge inside the view, with end ticks and the value above.
    #expect(width.contains(#"<line x1="8" y1="70" x2="38" y2="70"/>"#))
    #expect(width.contains(#"<line x1="8" y1="67" x2="8" y2="73"/>"#))
    #expect(width.contains(#">30</text>"#))
    let aspect = try #require(figure("icon.height == icon.width", in: all))
    #expect(aspect.contains(">= width</text>"))
    let relative = try #require(figure("footer.width == 0.5*header.width", in: all))
    #expect(relative.contains(">= 0.5×header.width</text>"))
  }

  @Test func inequalitiesAndOptionalPrioritiesAreLabelledAndOptionalOnesDotted() throws {
    let all = figures(TestWindows.constrained())
    let minimum = try #require(figure("footer.height &gt;= 30", in: all))
    #expect(minimum.contains(">≥ 30</text>"))
    #expect(!minimum.contains("stroke-dasharray"))
    let preferred = try #require(figure("footer.height == 40 @250", in: all))
    #expect(preferred.contains(#"stroke-dasharray="2 2""#))
    #expect(preferred.contains(">40 @250</text>"))
    // The second height beam on the footer is moved aside rather than drawn over the first.
    let firstLine = minimum.components(separatedBy: "\n")[2]
    let secondLine = preferred.components(separatedBy: "\n")[2]
    #expect(firstLine != secondLine.replacingOccurrences(of: #" stroke-dasharray="2 2""#, with: ""))
  }

  @Test func spacingsAreTickedLinesBetweenTheEdges() throws {
    let all = figures(TestWindows.constrained())
    let gap = try #require(figure("footer.top == header.bottom + 20", in: all))
    // Between y 90 and 110, at the middle of the views' horizontal overlap (0–120).
    #expect(gap.contains(#"<line x1="60" y1="90" x2="60" y2="110"/>"#))
    #expect(gap.contains(#"<line x1="57" y1="90" x2="63" y2="90"/>"#))
    #expect(gap.contains(">20</text>"))
    let toSafeArea = try #require(
      figure("header.top == Window.UIViewSafeAreaLayoutGuide.top + 10", in: all))
    #expect(toSafeArea.contains(#"<line x1="120" y1="20" x2="120" y2="30"/>"#))
  }

  @Test func edgeAlignmentsAreLinesAlongTheSharedEdge() throws {
    let all = figures(TestWindows.constrained())
    let aligned = try #require(figure("footer.leading == header.leading", in: all))
    // x = 0 from the header's top to the footer's bottom, no label for a zero constant.
    #expect(aligned.contains(#"<line x1="0" y1="30" x2="0" y2="150"/>"#))
    #expect(!aligned.contains("<text"))
  }

  @Test func centerAlignmentsAreDashedLinesBetweenCenters() throws {
    let all = figures(TestWindows.constrained())
    let centers = try #require(figure("title.centerY == icon.centerY", in: all))
    #expect(centers.contains(#"stroke-dasharray="5 3""#))
    #expect(centers.contains(#"<line x1="23" y1="60""#))
  }

  @Test func constraintsOfHiddenViewsAreNotDrawn() {
    let window = TestWindows.constrained()
    let before = figures(window).count
    let loose = window.subviews.first { $0.identifier == "loose" }
    loose?.isHidden = true
    #expect(figures(window).count == before - 3)
  }

  @Test func rightToLeftLeadingEdgesAreOnTheRight() throws {
    let window = Window(size: CGSize(width: 100, height: 50), layoutDirection: .rightToLeft)
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 20),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    let leading = try #require(figures(window).first)
    #expect(leading.contains(#"<line x1="100" y1="10" x2="90" y2="10"/>"#))
  }
}
