import Foundation
import Testing
import Truss

/// Every way the layout model links objects — superview and subviews, layout guides,
/// constraints across the hierarchy, the run loop, event sinks, log and conflict handlers,
/// view controllers, the loop stopper — leaves no cycle behind: what a test made is freed
/// when the test lets go of it.
extension MemoryTests {
  /// A window whose `logHandler` captures it is kept alive (the cycle a user can make, as
  /// with UIKit's closures): the check below sees it, so it can fail.
  @Test func theCheckSeesAWindowKeptAliveByItsOwnHandler() {
    var lifetimes = Lifetimes()
    var kept: WeakReference?
    do {
      let window = Window(size: CGSize(width: 100, height: 100))
      window.logHandler = { _ in _ = window.bounds }
      lifetimes.watch([window])
      kept = WeakReference(window)
    }
    #expect(lifetimes.survivors == ["Window #0"])
    // Breaking the cycle frees it (and leaves no leak for LeakSanitizer).
    (kept?.object as? Window)?.logHandler = { _ in }
    #expect(lifetimes.survivors == [])
  }

  @Test func aDeepHierarchyWithGuidesAndConstraintsAcrossItIsFreed() {
    var lifetimes = Lifetimes()
    do {
      let window = Window(size: CGSize(width: 320, height: 480), scale: 2)
      let (left, right) = (View(), View())
      let (leftChild, rightChild) = (View(), View())
      let grandchild = View()
      let guide = LayoutGuide()
      window.addSubview(left)
      window.addSubview(right)
      left.addSubview(leftChild)
      right.addSubview(rightChild)
      leftChild.addSubview(grandchild)
      left.addLayoutGuide(guide)
      let views = [left, right, leftChild, rightChild, grandchild]
      for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
      let constraints: [LayoutConstraint] =
        [
          left.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
          left.topAnchor.constraint(equalTo: window.layoutMarginsGuide.topAnchor),
          left.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
          left.heightAnchor.constraint(equalToConstant: 200),
          right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
          right.topAnchor.constraint(equalTo: left.topAnchor),
          right.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor),
          right.heightAnchor.constraint(equalTo: left.heightAnchor),
          guide.leadingAnchor.constraint(equalTo: left.layoutMarginsGuide.leadingAnchor),
          guide.topAnchor.constraint(equalTo: left.topAnchor, constant: 10),
          guide.widthAnchor.constraint(equalToConstant: 40),
          guide.heightAnchor.constraint(equalToConstant: 40),
          leftChild.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
          leftChild.topAnchor.constraint(equalTo: guide.bottomAnchor),
          leftChild.trailingAnchor.constraint(equalTo: left.trailingAnchor),
          leftChild.bottomAnchor.constraint(equalTo: left.bottomAnchor),
          // Across the hierarchy: a grandchild of one branch and a child of the other.
          rightChild.topAnchor.constraint(equalTo: grandchild.topAnchor),
          rightChild.leadingAnchor.constraint(equalTo: right.leadingAnchor),
          rightChild.widthAnchor.constraint(equalTo: grandchild.widthAnchor),
          rightChild.heightAnchor.constraint(equalTo: grandchild.heightAnchor),
        ] + grandchild.edgesEqual(leftChild, inset: 5)
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      #expect(rightChild.frame.size == grandchild.frame.size)
      #expect(!window.hasAmbiguousLayout)
      _ = left.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      lifetimes.watch([window, guide] + views + constraints)
      lifetimes.watch([window.safeAreaLayoutGuide, left.layoutMarginsGuide])
    }
    lifetimes.expectAllFreed("the window and everything in it")
  }

  @Test func aSubtreeRemovedFromALiveWindowIsFreedWithItsConstraints() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let stays = View()
    stays.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    window.addSubview(stays)
    var lifetimes = Lifetimes()
    do {
      let branch = View()
      let leaf = View()
      let guide = LayoutGuide()
      branch.addSubview(leaf)
      branch.addLayoutGuide(guide)
      window.addSubview(branch)
      for view in [branch, leaf] { view.translatesAutoresizingMaskIntoConstraints = false }
      let constraints = [
        branch.topAnchor.constraint(equalTo: stays.bottomAnchor),
        branch.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        branch.widthAnchor.constraint(equalToConstant: 100),
        branch.heightAnchor.constraint(equalToConstant: 100),
        leaf.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
        leaf.topAnchor.constraint(equalTo: stays.topAnchor),
        leaf.widthAnchor.constraint(equalTo: guide.widthAnchor),
        leaf.heightAnchor.constraint(equalTo: stays.heightAnchor),
        guide.widthAnchor.constraint(equalToConstant: 30),
        guide.heightAnchor.constraint(equalToConstant: 30),
        guide.topAnchor.constraint(equalTo: branch.topAnchor),
        guide.leadingAnchor.constraint(equalTo: branch.leadingAnchor),
      ]
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      #expect(leaf.frame == CGRect(x: 16, y: -50, width: 30, height: 50))
      branch.removeFromSuperview()
      window.layoutIfNeeded()
      lifetimes.watch([branch, leaf, guide] + constraints)
    }
    lifetimes.expectAllFreed("the removed branch")
    // The window goes on laying out what stays, with nothing of the branch left in it.
    #expect(window.constraints.isEmpty)
    #expect(window.subviews.count == 1)
    window.resize(to: CGSize(width: 480, height: 320))
    window.layoutIfNeeded()
    #expect(stays.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func viewsLaidOutWithoutAWindowAreFreed() {
    var lifetimes = Lifetimes()
    do {
      let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let badge = Label()
      badge.text = "new"
      badge.font = .box(ofSize: 10)
      badge.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(badge)
      let constraints = [
        badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      ]
      LayoutConstraint.activate(constraints)
      card.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 85, y: 45, width: 30, height: 10))
      lifetimes.watch([card, badge] + constraints)
    }
    lifetimes.expectAllFreed("a card laid out on its own")
  }

  @Test func theRunLoopReleasesItsBlocksOnceRunAndWithTheWindow() {
    var lifetimes = Lifetimes()
    let window = Window(size: CGSize(width: 100, height: 100))
    do {
      // A block capturing the window holds it only until its turn runs.
      let view = View()
      window.runLoop.perform { window.addSubview(view) }
      window.runLoop.perform { view.removeFromSuperview() }
      window.runLoop.runUntilIdle()
      lifetimes.watch([view])
    }
    lifetimes.expectAllFreed("a view captured by blocks that ran")
    var later = Lifetimes()
    do {
      // Blocks that never run die with the window (when they do not capture it).
      let window = Window(size: CGSize(width: 100, height: 100))
      let view = View()
      window.runLoop.perform { view.setNeedsLayout() }
      later.watch([window, window.runLoop, view])
    }
    later.expectAllFreed("a window with blocks still scheduled")
  }

  @Test func eventSinksHandlersAndReportsKeepNoViewAlive() {
    var lifetimes = Lifetimes()
    let sink = InMemoryLayoutEventSink()
    var reports: [UnsatisfiableConstraintsReport] = []
    var messages: [String] = []
    do {
      let window = Window(size: CGSize(width: 320, height: 480))
      window.eventSink = sink
      window.logHandler = { messages.append($0) }
      window.unsatisfiableConstraintsHandler = { reports.append($0) }
      let box = View()
      box.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(box)
      let conflict = [
        box.widthAnchor.constraint(equalToConstant: 10),
        box.widthAnchor.constraint(equalToConstant: 20),
        box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        box.topAnchor.constraint(equalTo: window.topAnchor),
        box.heightAnchor.constraint(equalTo: box.widthAnchor),
      ]
      LayoutConstraint.activate(conflict)
      window.layoutIfNeeded()
      window.resize(to: CGSize(width: 480, height: 320))
      window.layoutIfNeeded()
      lifetimes.watch([window, box])
    }
    #expect(reports.count == 1)
    #expect(messages.contains { $0.contains("Unable to simultaneously satisfy constraints") })
    #expect(sink.events.count > 4)
    lifetimes.expectAllFreed("a window reporting to a sink and handlers that outlive it")
    // The reports keep their constraints, which hold their views weakly (as UIKit's do).
    #expect(reports.first?.broken.firstItem == nil)
  }

  @Test func viewControllersTheirChildrenAndPresentationsAreFreed() {
    var lifetimes = Lifetimes()
    do {
      let window = Window(size: CGSize(width: 320, height: 480))
      let root = ViewController()
      let child = ViewController()
      let presented = ViewController()
      window.rootViewController = root
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
      window.layoutIfNeeded()
      root.present(presented, animated: false)
      window.layoutIfNeeded()
      window.resize(to: CGSize(width: 480, height: 320))
      window.layoutIfNeeded()
      #expect(root.presentedViewController === presented)
      lifetimes.watch([window, root, child, presented, root.view, child.view, presented.view])
    }
    lifetimes.expectAllFreed("a window with controllers")
  }

  /// A view that asks for layout from its own `layoutSubviews`: a loop the engine stops.
  final class Restless: View {
    override func layoutSubviews() {
      super.layoutSubviews()
      setNeedsLayout()
    }
  }

  @Test func aStoppedLayoutLoopKeepsNoViewAlive() {
    var lifetimes = Lifetimes()
    var messages: [String] = []
    do {
      let window = Window(size: CGSize(width: 100, height: 100))
      window.logHandler = { messages.append($0) }
      let restless = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(restless)
      window.runLoop.runUntilIdle(maxTurns: 3)
      lifetimes.watch([window, restless])
    }
    #expect(!messages.isEmpty)
    lifetimes.expectAllFreed("a window whose layout loop was stopped")
  }

  @Test func controlsAndTheirActionsAreFreed() {
    var lifetimes = Lifetimes()
    var taps = 0
    do {
      let window = Window(size: CGSize(width: 320, height: 480))
      let action = Action { _ in taps += 1 }
      let button = Button(type: .system, primaryAction: action)
      button.setTitle("Go", for: .normal)
      let field = TextField()
      field.placeholder = "Name"
      let toggle = Switch()
      let stack = [button, field, toggle]
      for view in stack {
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
      }
      let constraints =
        stack.map { $0.leadingAnchor.constraint(equalTo: window.leadingAnchor) }
        + stack.map { $0.topAnchor.constraint(equalTo: window.topAnchor) }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      button.sendActions(for: .primaryActionTriggered)
      lifetimes.watch([window, action] + stack + constraints)
    }
    #expect(taps == 1)
    lifetimes.expectAllFreed("a window with controls")
  }
}

extension View {
  /// Constraints holding this view's edges `inset` inside `other`'s.
  fileprivate func edgesEqual(_ other: View, inset: CGFloat) -> [LayoutConstraint] {
    [
      leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
      trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
      topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
      bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
    ]
  }
}
