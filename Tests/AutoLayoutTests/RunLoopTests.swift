import Foundation
import Testing
import Truss

/// SPEC §3.2: `window.runLoop` — work scheduled with `perform` runs on the next turn, and
/// every turn ends with the layout pass.
@Suite struct RunLoopTests {
  /// A window with `box` (leading 10, top 20, width `width`, height 30) laid out once, and a
  /// recording `box` subclass so its `layoutSubviews` calls are counted.
  struct Scene {
    let log = CallLog()
    let window = Window(size: CGSize(width: 320, height: 480))
    let box: RecordingView
    let width: LayoutConstraint

    init(settled: Bool = true) {
      box = RecordingView("box", log: log)
      box.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(box)
      width = box.widthAnchor.constraint(equalToConstant: 100)
      LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        box.heightAnchor.constraint(equalToConstant: 30),
        width,
      ])
      if settled {
        window.layoutIfNeeded()
        log.entries.removeAll()
      }
    }
  }

  @Test func performRunsOnTheNextTurnWhichEndsWithALayoutPass() {
    let scene = Scene()
    let runLoop = scene.window.runLoop
    var ran = false
    runLoop.perform {
      ran = true
      scene.width.constant = 200
    }
    #expect(!ran)
    #expect(runLoop.hasPendingWork)
    #expect(scene.box.frame.width == 100)

    runLoop.runOnce()
    #expect(ran)
    #expect(runLoop.turnCount == 1)
    #expect(scene.box.frame == CGRect(x: 10, y: 20, width: 200, height: 30))
    #expect(scene.log.views(receiving: "layoutSubviews") == ["box"])
    #expect(!runLoop.hasPendingWork)
  }

  @Test func blocksScheduledDuringATurnRunOnTheFollowingTurn() {
    let scene = Scene()
    let runLoop = scene.window.runLoop
    var order: [String] = []
    runLoop.perform {
      order.append("first")
      runLoop.perform { order.append("second") }
    }
    runLoop.perform { order.append("first, too") }
    runLoop.runOnce()
    #expect(order == ["first", "first, too"])
    #expect(runLoop.hasPendingWork)
    runLoop.runOnce()
    #expect(order == ["first", "first, too", "second"])
    #expect(runLoop.turnCount == 2)
  }

  @Test func runUntilIdleReturnsTheTurnsItRan() {
    let scene = Scene()
    let runLoop = scene.window.runLoop
    #expect(runLoop.runUntilIdle() == 0)
    var count = 0
    runLoop.perform {
      count += 1
      runLoop.perform { count += 1 }
    }
    #expect(runLoop.runUntilIdle() == 2)
    #expect(count == 2)
    #expect(runLoop.turnCount == 2)
  }

  @Test func runUntilIdleStopsAtTheLimitWhenAViewRedirtiesItselfForever() {
    let scene = Scene()
    let runLoop = scene.window.runLoop
    // Every layout of the box asks, on the next turn, for another one.
    scene.box.onLayout = { [unowned box = scene.box] in
      runLoop.perform { box.setNeedsLayout() }
    }
    scene.box.setNeedsLayout()
    #expect(runLoop.runUntilIdle(maxTurns: 7) == 7)
    #expect(runLoop.turnCount == 7)
    #expect(runLoop.hasPendingWork)
    #expect(scene.log.views(receiving: "layoutSubviews") == Array(repeating: "box", count: 7))
    #expect(runLoop.runUntilIdle(maxTurns: 3) == 3)
    #expect(runLoop.turnCount == 10)
  }

  @Test func setNeedsLayoutIsServedByTheNextTurn() {
    let scene = Scene()
    scene.box.setNeedsLayout()
    #expect(scene.window.runLoop.hasPendingWork)
    #expect(scene.window.runLoop.runUntilIdle() == 1)
    #expect(scene.log.views(receiving: "layoutSubviews") == ["box"])
  }

  @Test
  func constantChangeIsLaidOutByTheNextTurn() {
    let scene = Scene()
    scene.width.constant = 150
    #expect(scene.window.runLoop.hasPendingWork)
    #expect(scene.window.runLoop.runUntilIdle() == 1)
    #expect(scene.box.frame.width == 150)
  }

  @Test
  func aNewHierarchyIsLaidOutByTheFirstTurn() {
    let scene = Scene(settled: false)
    #expect(scene.window.runLoop.hasPendingWork)
    #expect(scene.window.runLoop.runUntilIdle() == 1)
    #expect(scene.box.frame == CGRect(x: 10, y: 20, width: 100, height: 30))
  }

  @Test
  func activationIsLaidOutByTheNextTurn() {
    let scene = Scene()
    scene.width.isActive = false
    scene.box.widthAnchor.constraint(equalToConstant: 130).isActive = true
    #expect(scene.window.runLoop.hasPendingWork)
    #expect(scene.window.runLoop.runUntilIdle() == 1)
    #expect(scene.box.frame.width == 130)
  }
}
