import Foundation
import Testing
import Truss

/// SPEC §9.3: `autolayoutTrace()` — the tree with `•` (engine host), `*` (auto layout) and
/// `+` (translated autoresizing) marks, custom guides, and the legend.
@Suite struct AutolayoutTraceTests {
  @Test func unambiguousTreeWithEveryMark() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let header = constrainedView("header")
    let footer = View(frame: CGRect(x: 0, y: 440, width: 320, height: 40))
    footer.identifier = "footer"
    let gap = LayoutGuide()
    gap.identifier = "gap"
    window.addSubview(header)
    window.addSubview(footer)
    window.addLayoutGuide(gap)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
      gap.topAnchor.constraint(equalTo: header.bottomAnchor),
      gap.bottomAnchor.constraint(equalTo: footer.topAnchor),
      gap.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      gap.widthAnchor.constraint(equalToConstant: 1),
    ])
    window.layoutIfNeeded()
    #expect(gap.layoutFrame == CGRect(x: 0, y: 44, width: 1, height: 396))
    #expect(
      window.autolayoutTrace() == """
        •Window:Window
        |   *LayoutGuide:gap
        |   *View:header
        |   +View:footer

        Legend:
        \t* - is laid out with auto layout
        \t+ - is laid out manually, but is represented in the layout engine because \
        translatesAutoresizingMaskIntoConstraints = YES
        \t• - layout engine host
        """)
  }

  @Test func ambiguousGuideIsMarked() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let gap = LayoutGuide()
    gap.identifier = "gap"
    window.addLayoutGuide(gap)
    LayoutConstraint.activate([
      gap.topAnchor.constraint(equalTo: window.topAnchor),
      gap.heightAnchor.constraint(equalToConstant: 10),
      gap.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(window.hasAmbiguousLayout)
    let line = window.autolayoutTrace().split(separator: "\n").dropFirst().first
    #expect(line?.hasPrefix("|   *LayoutGuide:gap- AMBIGUOUS LAYOUT for gap.Width{id: ") == true)
  }
}
