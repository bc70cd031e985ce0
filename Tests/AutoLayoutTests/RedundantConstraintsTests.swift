import Foundation
import Testing
import Truss

/// SPEC §9.4: constraints that add nothing — exact duplicates, and required equalities other
/// required equalities imply — are logged when activated (one `[LayoutConstraints]` message
/// each, naming the redundant constraint and exactly what implies it, with `file:line`), sent
/// to the event sink, listed by `redundantConstraints()`, and the switch turns the log off.
@Suite struct RedundantConstraintsTests {
  static let file = "AutoLayoutTests/RedundantConstraintsTests.swift"

  /// A window with `a`, `b` and `c` side by side, fully constrained.
  struct Scene {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder: LogRecorder
    let sink = InMemoryLayoutEventSink()
    let a = constrainedView("a")
    let b = constrainedView("b")
    let c = constrainedView("c")

    init() {
      recorder = LogRecorder(window)
      window.eventSink = sink
      for view in [a, b, c] { window.addSubview(view) }
      var constraints: [LayoutConstraint] = []
      for (i, view) in [a, b, c].enumerated() {
        constraints += [
          view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
          view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(10 + 60 * i)),
          view.widthAnchor.constraint(equalToConstant: 100),
          view.heightAnchor.constraint(equalToConstant: 50),
        ]
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
    }

    /// The reports the event sink received.
    var events: [RedundantConstraintsReport] {
      sink.events.compactMap {
        if case .redundantConstraint(let report) = $0 { report } else { nil }
      }
    }
  }

  @Test func aCleanSceneHasNone() {
    let scene = Scene()
    #expect(scene.recorder.messages.isEmpty)
    #expect(scene.window.redundantConstraints().isEmpty)
  }

  @Test func anExactDuplicateIsLoggedWithWhatItRepeats() throws {
    let scene = Scene()
    let first = scene.a.widthAnchor.constraint(equalTo: scene.b.widthAnchor)
    let again = scene.a.widthAnchor.constraint(equalTo: scene.b.widthAnchor)
    first.isActive = true
    // `a.width == b.width` already follows from both widths being 100: it is itself
    // redundant, implied by the two fixed widths.
    #expect(scene.recorder.messages.count == 1)
    again.isActive = true
    #expect(scene.recorder.messages.count == 2)
    let log = try #require(scene.recorder.messages.last)
    let file = Self.file
    #expect(
      log == """
        [LayoutConstraints] Redundant constraint: it repeats a constraint that is already active.
        <LayoutConstraint a.width == b.width   (active, \(file):\(again.line))>
        repeats:
        (
            "<LayoutConstraint a.width == b.width   (active, \(file):\(first.line))>"
        )
        It adds nothing to the layout and costs solve time: remove one of them.
        Set Window.reportsRedundantConstraints = false to stop these messages.
        """)
    let report = try #require(scene.events.last)
    #expect(report.constraint === again && report.isDuplicate)
    #expect(report.impliedBy.count == 1 && report.impliedBy.first === first)
    #expect(report.message == log)
    #expect(scene.a.frame.width == 100)
  }

  @Test func anImpliedEqualityNamesExactlyTheConstraintsThatImplyIt() throws {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let (a, b, c) = (constrainedView("a"), constrainedView("b"), constrainedView("c"))
    for view in [a, b, c] { window.addSubview(view) }
    let ab = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let bc = b.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8)
    let unrelated = a.topAnchor.constraint(equalTo: window.topAnchor)
    let ac = a.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 8)
    LayoutConstraint.activate([ab, bc, unrelated, ac])
    #expect(recorder.messages.count == 1)
    let file = Self.file
    #expect(
      recorder.messages.first == """
        [LayoutConstraints] Redundant constraint: the required constraints below already imply it.
        <LayoutConstraint a.leading == c.leading + 8   (active, \(file):\(ac.line))>
        is implied by:
        (
            "<LayoutConstraint a.leading == b.leading   (active, \(file):\(ab.line))>",
            "<LayoutConstraint b.leading == c.leading + 8   (active, \(file):\(bc.line))>"
        )
        It adds nothing to the layout and costs solve time: remove it, or lower its priority if \
        it states an intent.
        Set Window.reportsRedundantConstraints = false to stop these messages.
        """)
    let reports = window.redundantConstraints()
    #expect(reports.count == 1)
    #expect(reports.first?.constraint === ac && reports.first?.isDuplicate == false)
    #expect(
      reports.first?.impliedBy.map(ObjectIdentifier.init) == [ab, bc].map(ObjectIdentifier.init))
    // Without `bc`, `ac` counts again.
    bc.isActive = false
    #expect(window.redundantConstraints().isEmpty)
  }

  /// `a.leading == b.leading` and `b.leading == a.leading` are one equation.
  @Test func aMirroredEqualityIsADuplicate() {
    let scene = Scene()
    let forward = scene.b.centerXAnchor.constraint(equalTo: scene.c.centerXAnchor)
    forward.isActive = true  // implied by the leading edges and widths: one report
    let backward = scene.c.centerXAnchor.constraint(equalTo: scene.b.centerXAnchor)
    backward.isActive = true
    let last = scene.events.last
    #expect(scene.events.count == 2)
    #expect(last?.constraint === backward && last?.isDuplicate == true)
    #expect(last?.impliedBy.first === forward)
  }

  /// Duplicates of inequalities and optional constraints are found by their equation too.
  @Test func duplicateInequalitiesAndOptionalConstraints() {
    let scene = Scene()
    let floor = scene.a.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
    let floorAgain = scene.a.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
    let wish = scene.b.heightAnchor.constraint(equalTo: scene.c.heightAnchor)
    wish.priority = .defaultLow
    let wishAgain = scene.b.heightAnchor.constraint(equalTo: scene.c.heightAnchor)
    wishAgain.priority = .defaultLow
    let stronger = scene.b.heightAnchor.constraint(equalTo: scene.c.heightAnchor)
    stronger.priority = .defaultHigh  // another priority: not a duplicate
    LayoutConstraint.activate([floor, floorAgain, wish, wishAgain, stronger])
    #expect(
      scene.events.map(\.constraint).map(ObjectIdentifier.init)
        == [floorAgain, wishAgain].map(ObjectIdentifier.init))
    #expect(
      scene.events.map(\.impliedBy.first).map { $0.map(ObjectIdentifier.init) }
        == [floor, wish].map(ObjectIdentifier.init))
    let listed = scene.window.redundantConstraints()
    #expect(
      listed.map(\.constraint).map(ObjectIdentifier.init)
        == [floorAgain, wishAgain].map(ObjectIdentifier.init))
    #expect(listed.allSatisfy { $0.isDuplicate })
  }

  /// The classic: an `updateConstraints` that activates its constraints on every call.
  @Test func constraintsMadeTwiceAtTheSameLineAskWhetherTheCodeRanTwice() throws {
    let (badge, recorder) = RepeatingBadge.laidOutTwice()
    #expect(badge.made.count == 2)
    #expect(recorder.messages.count == 1)
    let log = try #require(recorder.messages.first)
    #expect(
      log.contains(
        "\n<LayoutConstraint badge.leading == Window.leading + 20   (active, \(Self.file):"
          + "\(badge.made[1].line))>\nrepeats:\n"))
    #expect(
      log.contains(
        "both were made at the same line; was that code run twice (an updateConstraints that "
          + "activates its constraints on every call)?"))
  }

  /// A constraint the autoresizing mask already holds: the suggestion names the view.
  @Test func impliedByATranslatedMaskSuggestsTurningTranslationOff() throws {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let logo = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    logo.identifier = "logo"
    window.addSubview(logo)  // still translating its mask
    window.layoutIfNeeded()
    let width = logo.widthAnchor.constraint(equalToConstant: 120)
    width.isActive = true
    let log = try #require(recorder.messages.first)
    #expect(recorder.messages.count == 1)
    #expect(
      log.contains(
        "repeats:\n(\n    \"<AutoresizingMaskLayoutConstraint h=--& v=--& logo.width "
          + "== 120   (active)>\"\n)\nIt adds nothing to the layout and costs solve time: "
          + "remove it.\n"))
    #expect(
      log.contains(
        "\nSuggestion: set logo.translatesAutoresizingMaskIntoConstraints to false: it still "
          + "translates its autoresizing mask into the AutoresizingMaskLayoutConstraints "
          + "listed.\n"))
    let report = try #require(window.redundantConstraints().first)
    guard case .stopTranslatingAutoresizingMask(let views) = report.suggestion else {
      Issue.record("expected a suggestion to stop translating the mask")
      return
    }
    #expect(views.count == 1 && views.first === logo)
  }

  @Test func theSwitchTurnsTheLogOffButNotTheQuery() {
    let scene = Scene()
    scene.window.reportsRedundantConstraints = false
    let again = scene.a.widthAnchor.constraint(equalToConstant: 100)
    again.isActive = true
    let floor = scene.a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
    let floorAgain = scene.a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
    LayoutConstraint.activate([floor, floorAgain])
    #expect(scene.recorder.messages.isEmpty)
    #expect(scene.events.isEmpty)
    let listed = scene.window.redundantConstraints()
    #expect(
      listed.map(\.constraint).map(ObjectIdentifier.init)
        == [again, floorAgain].map(ObjectIdentifier.init))
    #expect(listed.allSatisfy { $0.isDuplicate })
  }

  /// A view answers for the constraints installed on it and its descendants.
  @Test func aViewAnswersForItsSubtree() {
    let window = Window(size: CGSize(width: 320, height: 480))
    _ = LogRecorder(window)
    let card = constrainedView("card")
    let title = constrainedView("title")
    window.addSubview(card)
    card.addSubview(title)
    let pin = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
    let pinAgain = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
    let cardTop = card.topAnchor.constraint(equalTo: window.topAnchor)
    let cardTopAgain = card.topAnchor.constraint(equalTo: window.topAnchor)
    LayoutConstraint.activate([pin, pinAgain, cardTop, cardTopAgain])
    #expect(
      card.redundantConstraints().map(\.constraint).map(ObjectIdentifier.init) == [
        ObjectIdentifier(pinAgain)
      ])
    #expect(title.redundantConstraints().isEmpty)
    #expect(window.redundantConstraints().count == 2)
  }

  /// A constraint expressed again (a layout direction change re-adds directional ones) is
  /// not reported again; activated anew, it is.
  @Test func reportedOncePerActivation() {
    let scene = Scene()
    let again = scene.a.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10)
    again.isActive = true
    #expect(scene.recorder.messages.count == 1)
    scene.window.setLayoutDirection(.rightToLeft)
    scene.window.layoutIfNeeded()
    #expect(scene.recorder.messages.count == 1, "\(scene.recorder.messages)")
    again.isActive = false
    again.isActive = true
    #expect(scene.recorder.messages.count == 2)
  }

  /// The README's example log is what Truss writes for the classic (with the sample's
  /// `file:line` in place of this file's).
  @Test func theReadmeExampleIsTheLog() throws {
    let (badge, recorder) = RepeatingBadge.laidOutTwice()
    let log = try #require(recorder.messages.first)
    let sample = log.replacingOccurrences(
      of: "\(Self.file):\(badge.made[1].line)", with: "App/Badge.swift:14")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```text\n\(sample)\n```\n"), "\(sample)")
  }
}

/// The classic: a view whose `updateConstraints` activates its constraint on every call.
final class RepeatingBadge: View {
  /// The constraints made, one per call.
  var made: [LayoutConstraint] = []

  override func updateConstraints() {
    if let superview {
      let pin = leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20)
      pin.isActive = true
      made.append(pin)
    }
    super.updateConstraints()
  }

  /// A badge in a window, laid out, asked to update its constraints, and laid out again.
  static func laidOutTwice() -> (RepeatingBadge, LogRecorder) {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let badge = RepeatingBadge()
    badge.identifier = "badge"
    badge.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(badge)
    window.layoutIfNeeded()
    badge.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    return (badge, recorder)
  }
}
