import Foundation
import Testing
import Truss

/// SPEC §3.1: a hierarchy with no window lays out when asked (its root's frame, translated,
/// sets the size), as a UIKit view not yet on screen does.
@Suite struct WindowlessLayoutTests {
  @Test func rootFrameSizesTheLayout() {
    let log = CallLog()
    let root = RecordingView("root", log: log)
    root.frame = CGRect(x: 50, y: 60, width: 200, height: 100)
    let child = constrainedView("child")
    root.addSubview(child)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(root.frame == CGRect(x: 50, y: 60, width: 200, height: 100))
    #expect(log.views(receiving: "layoutSubviews") == ["root"])
    #expect(!root.hasAmbiguousLayout && !child.hasAmbiguousLayout)

    root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
    #expect(log.views(receiving: "layoutSubviews") == ["root", "root"])
  }

  @Test func movingTheHierarchyIntoAWindowKeepsItsConstraints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.identifier = "root"
    let child = constrainedView("child")
    root.addSubview(child)
    let constraints = [
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 40),
      child.heightAnchor.constraint(equalToConstant: 20),
    ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 80, y: 40, width: 40, height: 20))

    let window = Window(size: CGSize(width: 320, height: 480))
    window.addSubview(root)
    root.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
    window.layoutIfNeeded()
    #expect(constraints.allSatisfy { $0.isActive })
    // The centring constraints stay installed on the root, the sizes on the child.
    #expect(root.constraints.count == 2 && child.constraints.count == 2)
    #expect(child.frame == CGRect(x: 30, y: 15, width: 40, height: 20))
    #expect(!window.hasAmbiguousLayout)
  }
}

extension WindowlessLayoutTests {
  /// A view no engine lays out yet applies its subviews' autoresizing masks when its frame
  /// changes, as UIKit's `setFrame:` does ("When a view's bounds change, that view
  /// automatically resizes its subviews according to each subview's autoresizing mask";
  /// several flexible parts of an axis share the change in proportion to their sizes).
  @Test func autoresizingMasksActBeforeAnyEngine() {
    let parent = View(frame: .zero)
    let filling = View(frame: .zero)
    filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(filling)
    // 20 from the left, 60 wide, 20 from the right of a 100-point parent: the flexible left
    // margin and width share a 100-point growth as 20 : 60.
    let shared = View(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
    shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    let pinned = View(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    parent.addSubview(shared)
    parent.addSubview(pinned)
    #expect(filling.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    #expect(filling.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    #expect(shared.frame == CGRect(x: 45, y: 0, width: 135, height: 10))
    #expect(pinned.frame == CGRect(x: 20, y: 0, width: 60, height: 10))
    // The engine made later starts from those frames.
    parent.layoutIfNeeded()
    #expect(shared.frame == CGRect(x: 45, y: 0, width: 135, height: 10))
  }
}
