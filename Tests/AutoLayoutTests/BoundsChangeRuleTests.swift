import Foundation
import Testing
import Truss

/// SPEC §3.3: a view whose frame changes gets `setNeedsLayout`; a view whose bounds change
/// during another view's `layoutSubviews` also dirties its own superview, unless that
/// superview is the view in layout.
@Suite struct BoundsChangeRuleTests {
  /// window > outer > inner > leaf, frames set by hand (translated), laid out once; the
  /// window's event sink records who is laid out.
  struct Tree {
    let log = CallLog()
    let sink = InMemoryLayoutEventSink()
    let window = Window(size: CGSize(width: 320, height: 480))
    let outer: RecordingView
    let inner: RecordingView
    let leaf: RecordingView

    init() {
      outer = RecordingView("outer", log: log)
      inner = RecordingView("inner", log: log)
      leaf = RecordingView("leaf", log: log)
      outer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
      inner.frame = CGRect(x: 10, y: 10, width: 200, height: 200)
      leaf.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
      window.addSubview(outer)
      outer.addSubview(inner)
      inner.addSubview(leaf)
      window.layoutIfNeeded()
      window.eventSink = sink
    }
  }

  @Test func grandchildResizedByAnotherViewsLayoutDirtiesItsSuperview() {
    let tree = Tree()
    // outer's layout resizes leaf, whose superview (inner) is not the view in layout.
    tree.outer.onLayout = { [unowned leaf = tree.leaf] in
      leaf.frame = CGRect(x: 10, y: 10, width: 120, height: 100)
    }
    tree.outer.setNeedsLayout()
    tree.window.layoutIfNeeded()
    #expect(tree.sink.laidOutViews == ["outer", "inner", "leaf"])
    let causes = tree.sink.events.compactMap { event -> String? in
      if case .frameChanged(let view, _, _, let cause) = event {
        "\(view) by \(cause ?? "-")"
      } else {
        nil
      }
    }
    #expect(causes == ["leaf by outer"])
  }

  @Test func childResizedByItsSuperviewsLayoutDoesNotDirtyThatSuperview() {
    let tree = Tree()
    // outer's layout resizes inner, whose superview is outer itself: no loop.
    tree.outer.onLayout = { [unowned inner = tree.inner] in
      inner.frame = CGRect(x: 10, y: 10, width: 220, height: 200)
    }
    tree.outer.setNeedsLayout()
    tree.window.layoutIfNeeded()
    #expect(tree.sink.laidOutViews == ["outer", "inner"])
  }

  @Test func anUpstreamChangeDirtiesTheGrandparent() {
    let tree = Tree()
    // leaf's layout resizes its own superview (inner): inner's superview, outer, is not in
    // layout, so it is dirtied too, and the pass goes back up to it.
    var done = false
    tree.leaf.onLayout = { [unowned inner = tree.inner] in
      guard !done else { return }
      done = true
      inner.frame = CGRect(x: 10, y: 10, width: 250, height: 200)
    }
    tree.leaf.setNeedsLayout()
    tree.window.layoutIfNeeded()
    #expect(tree.sink.laidOutViews == ["leaf", "outer", "inner"])
  }

  @Test func aMoveWithoutResizingDirtiesNothing() {
    let tree = Tree()
    tree.outer.onLayout = { [unowned leaf = tree.leaf] in
      leaf.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
    }
    tree.outer.setNeedsLayout()
    tree.window.layoutIfNeeded()
    #expect(tree.sink.laidOutViews == ["outer"])
  }

  @Test func outsideLayoutAResizedViewDirtiesOnlyItself() {
    let tree = Tree()
    tree.leaf.frame = CGRect(x: 10, y: 10, width: 120, height: 100)
    #expect(tree.leaf.needsLayout)
    #expect(!tree.inner.needsLayout && !tree.outer.needsLayout)
    tree.window.layoutIfNeeded()
    #expect(tree.sink.laidOutViews == ["leaf"])
  }

  @Test
  func aFeedbackLoopThroughTheRuleIsStoppedAndReported() {
    let tree = Tree()
    let recorder = LogRecorder(tree.window)
    // leaf's layout toggles inner's width forever: every toggle dirties outer (the rule) and
    // inner, and resizes leaf (flexible width), so the pass never settles and must stop at
    // its iteration limit.
    tree.leaf.autoresizingMask = [.flexibleWidth]
    tree.leaf.onLayout = { [unowned inner = tree.inner] in
      let width: CGFloat = inner.frame.width == 200 ? 201 : 200
      inner.frame = CGRect(x: 10, y: 10, width: width, height: 200)
    }
    tree.leaf.setNeedsLayout()
    tree.window.layoutIfNeeded()
    #expect(recorder.messages.count == 1)
    #expect(
      recorder.messages.first?.hasPrefix("[LayoutLoop] Layout feedback loop in outer:") == true)
    #expect(
      tree.sink.events.contains {
        if case .loopStopped(iterations: 100) = $0 { true } else { false }
      })
  }

  @Test
  func aViewThatAsksForLayoutInItsOwnLayoutIsStopped() {
    let tree = Tree()
    let recorder = LogRecorder(tree.window)
    tree.leaf.onLayout = { [unowned leaf = tree.leaf] in leaf.setNeedsLayout() }
    tree.leaf.setNeedsLayout()
    tree.window.layoutIfNeeded()
    #expect(recorder.messages.count == 1)
    #expect(recorder.messages.first?.hasPrefix("[LayoutLoop]") == true)
    #expect(tree.log.views(receiving: "layoutSubviews").count <= 1000)
  }
}
