import Foundation
import Testing
import Truss

@Suite struct TraceJSONTests {
  @Test func treeNamesKindsFramesAndAmbiguity() throws {
    let window = Window(size: CGSize(width: 320, height: 480))
    let banner = View(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
    banner.identifier = "banner"
    banner.autoresizingMask = [.flexibleWidth]
    window.addSubview(banner)
    let cell = View()
    cell.identifier = "cell"
    cell.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(cell)
    LayoutConstraint.activate([
      cell.topAnchor.constraint(equalTo: banner.bottomAnchor),
      cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.layoutIfNeeded()
    let tree = window.autolayoutTraceTree()
    #expect(tree.layout == "host")
    #expect(tree.subviews.map(\.name) == ["banner", "cell"])
    #expect(tree.subviews[0].layout == "autoresizing")
    #expect(tree.subviews[0].autoresizingMask == "W")
    #expect(tree.subviews[0].frame == [0, 0, 320, 40])
    #expect(tree.subviews[1].layout == "auto")
    #expect(tree.subviews[1].ambiguous.map(\.variable) == ["Height"])
    let json = window.autolayoutTraceJSON()
    #expect(json == window.autolayoutTraceJSON())
    let decoded = try JSONDecoder().decode(LayoutTraceNode.self, from: Data(json.utf8))
    #expect(decoded == tree)
    #expect(json.contains("\"variable\" : \"Height\""))
  }
}
