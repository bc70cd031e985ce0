import AutoLayout
import Foundation
import LayoutDiagnostics
import Testing

/// The loop hunter (SPEC §9.6): counts reset by the run loop at each turn, a compact report
/// once per view and turn at the threshold, chosen views or all, stopped or switched off at
/// run time. Serialized: one test flips the process-wide switch.
@Suite(.serialized) struct LoopHunterTests {
  /// Asks for layout again in its own layout while `remaining` is positive.
  final class Repeating: View {
    var remaining = 0
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      if remaining > 0 {
        remaining -= 1
        setNeedsLayout()
      }
    }
  }

  /// A window holding a feed view and two cards; the hunter's reports are kept.
  final class Fixture {
    let window = Window(size: CGSize(width: 320, height: 480))
    let feed = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let card = Repeating(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let other = Repeating(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
    var reports: [LayoutLoopHunter.Report] = []
    var logs: [String] = []

    init() {
      window.logHandler = { [unowned self] in logs.append($0) }
      LayoutFeedbackLoopDebugger.disable(in: window)
      feed.identifier = "feed"
      card.identifier = "card"
      other.identifier = "other"
      window.addSubview(feed)
      feed.addSubview(card)
      feed.addSubview(other)
      window.layoutIfNeeded()
    }

    func hunter(threshold: Int, views: [View]? = nil) -> LayoutLoopHunter {
      let hunter = LayoutLoopHunter(threshold: threshold, views: views) { [unowned self] in
        reports.append($0)
      }
      hunter.start(in: window)
      return hunter
    }
  }

  @Test func aViewLaidOutOncePerTurnIsNeverReported() {
    let fixture = Fixture()
    let hunter = fixture.hunter(threshold: 50)
    // 200 turns, each laying the card out once: 200 layouts, never 50 in one turn.
    for _ in 0..<200 {
      fixture.window.runLoop.perform { fixture.card.setNeedsLayout() }
      fixture.window.runLoop.runOnce()
    }
    #expect(fixture.card.layouts >= 200)
    #expect(fixture.reports.isEmpty)
    hunter.stop()
  }

  @Test func aLoopIsReportedOncePerTurnAtTheThreshold() throws {
    let fixture = Fixture()
    let hunter = fixture.hunter(threshold: 30)
    for turn in 1...2 {
      fixture.window.runLoop.perform {
        fixture.card.remaining = 40
        fixture.card.setNeedsLayout()
      }
      fixture.window.runLoop.runOnce()
      #expect(fixture.reports.count == turn)
    }
    let report = try #require(fixture.reports.last)
    #expect(report.view == "card" && report.viewType == "Repeating")
    #expect(report.path == "Window > View > Repeating")
    #expect(report.layoutCount == 30 && report.threshold == 30)
    #expect(report.turn == fixture.window.runLoop.turnCount)
    #expect(
      report.description
        == "LayoutLoopHunter: card (Window > View > Repeating) laid out 30 times in run-loop "
        + "turn \(report.turn)")
    // The hunter reports; the engine's own limit (100) was not reached: nothing stopped.
    #expect(fixture.logs.isEmpty)
    hunter.stop()
  }

  @Test func layoutsOfSeveralPassesInOneTurnAddUp() {
    let fixture = Fixture()
    let hunter = fixture.hunter(threshold: 20)
    fixture.window.runLoop.perform {
      for _ in 0..<25 {
        fixture.card.setNeedsLayout()
        fixture.window.layoutIfNeeded()
      }
    }
    fixture.window.runLoop.runOnce()
    #expect(fixture.reports.map(\.view) == ["card"])
    // Outside a turn, each pass counts on its own.
    for _ in 0..<25 {
      fixture.card.setNeedsLayout()
      fixture.window.layoutIfNeeded()
    }
    #expect(fixture.reports.count == 1)
    hunter.stop()
  }

  @Test func onlyTheChosenViewsAreWatched() {
    let fixture = Fixture()
    let hunter = fixture.hunter(threshold: 10, views: [fixture.other])
    fixture.card.remaining = 20
    fixture.card.setNeedsLayout()
    fixture.window.layoutIfNeeded()
    #expect(fixture.reports.isEmpty)
    fixture.other.remaining = 20
    fixture.other.setNeedsLayout()
    fixture.window.layoutIfNeeded()
    #expect(fixture.reports.map(\.view) == ["other"])
    hunter.stop()
  }

  @Test func aStoppedHunterAndTheKillSwitchReportNothing() {
    let fixture = Fixture()
    let hunter = fixture.hunter(threshold: 10)
    LayoutLoopHunter.isEnabled = false
    fixture.card.remaining = 20
    fixture.card.setNeedsLayout()
    fixture.window.layoutIfNeeded()
    LayoutLoopHunter.isEnabled = true
    #expect(fixture.reports.isEmpty)
    fixture.card.remaining = 20
    fixture.card.setNeedsLayout()
    fixture.window.layoutIfNeeded()
    #expect(fixture.reports.count == 1)
    hunter.stop()
    #expect(!hunter.isWatching)
    fixture.card.remaining = 20
    fixture.card.setNeedsLayout()
    fixture.window.layoutIfNeeded()
    #expect(fixture.reports.count == 1)
  }

  @Test func setUpForOneViewAsLayoutLoopHunterDoes() throws {
    let fixture = Fixture()
    var reports: [LayoutLoopHunter.Report] = []
    let hunter = try #require(
      LayoutLoopHunter.setUp(for: fixture.card, threshold: 15) { reports.append($0) })
    fixture.card.remaining = 20
    fixture.card.setNeedsLayout()
    fixture.window.layoutIfNeeded()
    #expect(reports.map(\.layoutCount) == [15])
    hunter.stop()
    #expect(LayoutLoopHunter.setUp(for: View(), onLoop: { _ in }) == nil)
  }

  @Test func theEnginesLoopIsStillStoppedWithAHunter() {
    let fixture = Fixture()
    let hunter = fixture.hunter(threshold: 50)
    fixture.card.remaining = Int.max
    fixture.card.setNeedsLayout()
    fixture.window.layoutIfNeeded()
    #expect(fixture.reports.count == 1)
    #expect(fixture.logs.count == 1)
    #expect(fixture.logs.first?.hasPrefix("[LayoutLoop] Layout feedback loop in card:") == true)
    hunter.stop()
  }
}
