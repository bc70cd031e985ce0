import Foundation
import Testing
import Truss

/// SPEC §9.3: `recursiveDescription()` as UIKit prints it.
@Suite struct RecursiveDescriptionTests {
  @Test func smallTree() {
    let window = Window(size: CGSize(width: 320, height: 480))
    window.identifier = "root"
    let header = constrainedView("header")
    let title = constrainedView("title")
    let footer = View(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
    footer.identifier = "footer"
    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    let spinner = View(frame: CGRect(x: 10.5, y: 10, width: 20, height: 20))
    spinner.isHidden = true
    window.addSubview(header)
    header.addSubview(title)
    window.addSubview(footer)
    window.addSubview(spinner)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
      title.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
      title.bottomAnchor.constraint(equalTo: header.layoutMarginsGuide.bottomAnchor),
      title.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
    ])
    window.layoutIfNeeded()

    #expect(
      window.recursiveDescription() == """
        <Window: root; frame = (0 0; 320 480)>
           | <View: header; frame = (0 0; 320 44)>
           |    | <View: title; frame = (8 8; 304 28)>
           | <View: footer; frame = (0 436; 320 44); autoresize = W+TM>
           | <View: View[2]; frame = (10.5 10; 20 20); hidden = YES>
        """)
    #expect(
      header.recursiveDescription() == """
        <View: header; frame = (0 0; 320 44)>
           | <View: title; frame = (8 8; 304 28)>
        """)
  }

  @Test func subclassNamesAndUnnamedViews() {
    let log = CallLog()
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = RecordingView("child", log: log)
    child.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    let grandchild = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    root.addSubview(View())
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(
      root.recursiveDescription() == """
        <View: View; frame = (0 0; 100 100)>
           | <View: View[0]; frame = (0 0; 0 0)>
           | <RecordingView: child; frame = (1 2; 3 4)>
           |    | <View: View[1.0]; frame = (0 0; 1 1)>
        """)
  }

  @Test func constraintAndGuideDescriptions() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let guide = LayoutGuide()
    guide.identifier = "gap"
    window.addLayoutGuide(guide)
    let c = guide.widthAnchor.constraint(
      equalTo: window.widthAnchor, multiplier: 0.25, constant: -10)
    c.identifier = "gap-width"
    c.priority = .defaultHigh
    let line = c.line
    #expect(
      c.description
        == "<LayoutConstraint 'gap-width' gap.width == 0.25*Window.width - 10 @750   "
        + "(inactive, AutoLayoutTests/RecursiveDescriptionTests.swift:\(line))>")
    LayoutConstraint.activate([
      c,
      guide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 4),
      guide.topAnchor.constraint(equalTo: window.topAnchor, constant: 6),
      guide.heightAnchor.constraint(equalToConstant: 8),
    ])
    window.layoutIfNeeded()
    #expect(guide.description == "<LayoutGuide: gap; layoutFrame = (4 6; 70 8)>")
    #expect(
      window.layoutMarginsGuide.description
        == "<LayoutGuide: Window.UIViewLayoutMarginsGuide; layoutFrame = (16 0; 288 480)>")
  }
}
