import Foundation
import Testing
import Truss

/// SPEC §3.1: `updateConstraints` runs bottom-up (children before parents) on the views that
/// asked, before the frames are applied and `layoutSubviews` runs.
@Suite struct UpdateConstraintsTests {
  /// window > p > c > g; window > s — all recording, laid out once.
  struct Tree {
    let log = CallLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let p: RecordingView
    let c: RecordingView
    let g: RecordingView
    let s: RecordingView

    init(settled: Bool = true) {
      p = RecordingView("p", log: log)
      c = RecordingView("c", log: log)
      g = RecordingView("g", log: log)
      s = RecordingView("s", log: log)
      window.addSubview(p)
      p.addSubview(c)
      c.addSubview(g)
      window.addSubview(s)
      if settled {
        window.layoutIfNeeded()
        log.entries.removeAll()
      }
    }
  }

  @Test func firstPassUpdatesEveryViewBottomUpThenLaysOut() {
    let tree = Tree(settled: false)
    #expect(tree.g.needsUpdateConstraints())
    tree.window.layoutIfNeeded()
    let updated = tree.log.views(receiving: "updateConstraints")
    #expect(updated.count == 4)
    #expect(Array(updated.prefix(2)) == ["g", "c"])
    #expect(Set(updated.suffix(2)) == ["p", "s"])
    // Every update comes before the first layoutSubviews.
    let firstLayout = tree.log.entries.firstIndex { $0.hasPrefix("layoutSubviews") }
    let lastUpdate = tree.log.entries.lastIndex { $0.hasPrefix("updateConstraints") }
    #expect(firstLayout != nil && lastUpdate != nil)
    if let firstLayout, let lastUpdate { #expect(lastUpdate < firstLayout) }
    #expect(![tree.p, tree.c, tree.g, tree.s].contains { $0.needsUpdateConstraints() })
  }

  @Test func onlyTheViewsThatAskedChildrenFirst() {
    let tree = Tree()
    tree.p.setNeedsUpdateConstraints()
    tree.g.setNeedsUpdateConstraints()
    tree.c.setNeedsUpdateConstraints()
    #expect(tree.p.needsUpdateConstraints() && !tree.s.needsUpdateConstraints())
    tree.window.layoutIfNeeded()
    #expect(tree.log.views(receiving: "updateConstraints") == ["g", "c", "p"])
    // Asking for constraints is not asking for layout.
    #expect(tree.log.views(receiving: "layoutSubviews").isEmpty)
    #expect(!tree.p.needsUpdateConstraints())
  }

  @Test func aParentAskedDuringItsChildsUpdateIsUpdatedInTheSamePass() {
    let tree = Tree()
    tree.g.onUpdateConstraints = { [unowned p = tree.p] in p.setNeedsUpdateConstraints() }
    tree.g.setNeedsUpdateConstraints()
    tree.window.layoutIfNeeded()
    #expect(tree.log.views(receiving: "updateConstraints") == ["g", "p"])
  }

  @Test func updateConstraintsIfNeededCoversTheSubtreeOnly() {
    let tree = Tree()
    tree.s.setNeedsUpdateConstraints()
    tree.c.setNeedsUpdateConstraints()
    tree.g.setNeedsUpdateConstraints()
    tree.p.updateConstraintsIfNeeded()
    #expect(tree.log.views(receiving: "updateConstraints") == ["g", "c"])
    #expect(tree.s.needsUpdateConstraints())
    tree.window.layoutIfNeeded()
    #expect(tree.log.views(receiving: "updateConstraints") == ["g", "c", "s"])
  }

  @Test func constraintsChangedInUpdateConstraintsAreLaidOutInTheSamePass() {
    let tree = Tree()
    let box = constrainedView("box")
    tree.window.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: tree.s.leadingAnchor),
      box.topAnchor.constraint(equalTo: tree.s.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      width,
    ])
    tree.window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    tree.s.onUpdateConstraints = { width.constant = 120 }
    tree.s.setNeedsUpdateConstraints()
    tree.window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
  }

  @Test func theRunLoopRunsRequestedUpdates() {
    let tree = Tree()
    tree.c.setNeedsUpdateConstraints()
    #expect(tree.window.runLoop.hasPendingWork)
    #expect(tree.window.runLoop.runUntilIdle() == 1)
    #expect(tree.log.views(receiving: "updateConstraints") == ["c"])
  }
}
