import Foundation
import Testing
import Truss

/// SPEC §3.1: `layoutSubviews` runs top-down (parents before children) on the views that
/// asked or whose size changed.
@Suite struct LayoutSubviewsTests {
  @Test func firstPassLaysOutTopDown() {
    let tree = UpdateConstraintsTests.Tree(settled: false)
    tree.window.layoutIfNeeded()
    let laidOut = tree.log.views(receiving: "layoutSubviews")
    #expect(laidOut.count == 4)
    let depth = ["p": 1, "s": 1, "c": 2, "g": 3]
    let depths = laidOut.compactMap { depth[$0] }
    #expect(depths == depths.sorted())
  }

  @Test func requestsAreServedParentsFirst() {
    let tree = UpdateConstraintsTests.Tree()
    tree.g.setNeedsLayout()
    tree.p.setNeedsLayout()
    tree.c.setNeedsLayout()
    #expect(tree.g.needsLayout && tree.p.needsLayout && !tree.s.needsLayout)
    tree.window.layoutIfNeeded()
    #expect(tree.log.views(receiving: "layoutSubviews") == ["p", "c", "g"])
    #expect(!tree.g.needsLayout && !tree.p.needsLayout && !tree.c.needsLayout)
    // Nothing asked: nothing is laid out.
    tree.window.layoutIfNeeded()
    #expect(tree.log.views(receiving: "layoutSubviews") == ["p", "c", "g"])
  }

  @Test func layoutIfNeededOnAnyViewRunsTheWholePass() {
    let tree = UpdateConstraintsTests.Tree()
    tree.s.setNeedsLayout()
    tree.g.layoutIfNeeded()
    #expect(tree.log.views(receiving: "layoutSubviews") == ["s"])
  }

  @Test func aViewResizedByItsParentsLayoutIsLaidOutAfterItInTheSamePass() {
    let tree = UpdateConstraintsTests.Tree()
    tree.p.onLayout = { [unowned c = tree.c] in
      c.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    }
    tree.p.setNeedsLayout()
    tree.window.layoutIfNeeded()
    #expect(tree.log.views(receiving: "layoutSubviews") == ["p", "c"])
  }

  @Test func aLayoutThatRemovesAndFreesViewsWaitingForLayoutSkipsThem() {
    // The engine's list of views still to lay out does not keep them alive: a view that
    // leaves the hierarchy leaves it too, so freeing it cannot leave the pass a dangling
    // reference.
    let log = CallLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let p = RecordingView("p", log: log)
    window.addSubview(p)
    weak var freed: View?
    do {
      let c = RecordingView("c", log: log)
      let g = RecordingView("g", log: log)
      p.addSubview(c)
      c.addSubview(g)
      freed = g
      p.onLayout = { [unowned p] in
        p.onLayout = nil
        for subview in p.subviews { subview.removeFromSuperview() }
      }
    }
    // p, c and g all wait for their first layout; p's removes c (and g) and frees them.
    window.layoutIfNeeded()
    #expect(freed == nil)
    // (p is laid out again: removing a subview asks for its superview's layout.)
    #expect(Set(log.views(receiving: "layoutSubviews")) == ["p"])
    // The pass after it runs normally.
    log.entries.removeAll()
    p.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(log.views(receiving: "layoutSubviews") == ["p"])
  }

  @Test func aMovedButNotResizedViewIsNotLaidOut() {
    let tree = UpdateConstraintsTests.Tree()
    tree.c.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    tree.window.layoutIfNeeded()
    tree.log.entries.removeAll()
    tree.c.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    #expect(!tree.c.needsLayout)
    tree.window.layoutIfNeeded()
    #expect(tree.log.views(receiving: "layoutSubviews").isEmpty)
  }

  @Test func aConstrainedViewsManualFrameIsUndoneByItsSuperviewsLayout() {
    let log = CallLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let parent = RecordingView("parent", log: log)
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let child = constrainedView("child")
    window.addSubview(parent)
    parent.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 40),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    log.entries.removeAll()
    child.frame = CGRect(x: 100, y: 100, width: 5, height: 5)
    #expect(parent.needsLayout)
    window.layoutIfNeeded()
    #expect(log.views(receiving: "layoutSubviews") == ["parent"])
    #expect(child.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
  }
}
