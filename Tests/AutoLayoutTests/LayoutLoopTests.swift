import Foundation
import Testing
import Truss

/// Layout feedback loops of several kinds (SPEC §9.5, issue 16): each is stopped, and its
/// report names exactly the views laid out in the loop, its top-level view, and the app code
/// that kept asking for layout (`file:line`), nothing else.
///
/// The debugger is turned off for these windows (whatever the environment says), so the
/// engine logs its summary.
@Suite struct LayoutLoopTests {
  /// A window whose logs and loop reports are kept.
  final class Harness {
    let window: Window
    let sink = InMemoryLayoutEventSink()
    var messages: [String] = []

    init(width: CGFloat = 320, height: CGFloat = 480) {
      window = Window(size: CGSize(width: width, height: height))
      window.layoutFeedbackLoopThreshold = .some(nil)
      window.logHandler = { [unowned self] in messages.append($0) }
      window.eventSink = sink
    }

    // The sink keeps the loop reports, which keep their views (the window among them): the
    // window and the sink would keep each other alive.
    deinit { window.eventSink = nil }

    /// The loop reports received.
    var reports: [LayoutLoopReport] {
      sink.events.compactMap { if case .layoutFeedbackLoop(let r) = $0 { r } else { nil } }
    }

    /// Adds `view`, named `name`, to the window, laid out by its `constraints` (made once it
    /// is in the window) and, unless they say otherwise, pinned to the window's top left.
    @discardableResult
    func add<V: View>(
      _ view: V, _ name: String, pinned: Bool = true,
      _ constraints: (V) -> [LayoutConstraint] = { _ in [] }
    ) -> V {
      view.identifier = name
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      let pins =
        pinned
        ? [
          view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          view.topAnchor.constraint(equalTo: window.topAnchor),
        ] : []
      LayoutConstraint.activate(pins + constraints(view))
      return view
    }

    /// Lays the window out and returns the one report the pass made.
    func loopReport() throws -> LayoutLoopReport {
      window.layoutIfNeeded()
      #expect(reports.count == 1, "reports: \(reports.count)")
      #expect(messages.count == 1, "logs: \(messages)")
      return try #require(reports.first)
    }
  }

  /// The app code a report blames: each code-set frame and each invalidation with a call site
  /// (Truss's own requests on its behalf left out), as `what @ File.swift:line`.
  static func culprits(_ report: LayoutLoopReport) -> Set<String> {
    var result = Set<String>()
    for change in report.geometryChanges where change.isSetByCode {
      result.insert("\(change.view.layoutName).frame @ \(site(change.callSite))")
    }
    for invalidation in report.invalidations where !invalidation.isFromTruss {
      guard let callSite = invalidation.callSite else { continue }
      let what: String
      switch invalidation.kind {
      case .setNeedsLayout(let view): what = "setNeedsLayout(\(view.layoutName))"
      case .intrinsicContentSize(let view): what = "intrinsic(\(view.layoutName))"
      case .preferredMaxLayoutWidth(let label, _, _):
        what = "preferredMaxLayoutWidth(\(label.layoutName))"
      case .constant(let c, _, _): what = "constant(\(c.identifier ?? "?"))"
      case .activation(let c, let on):
        what = (on ? "activate" : "deactivate") + "(\(c.identifier ?? "?"))"
      case .ambiguityExercised(let view): what = "exerciseAmbiguity(\(view.layoutName))"
      }
      result.insert("\(what) @ \(site(callSite))")
    }
    return result
  }

  static func site(_ callSite: CallSite?) -> String {
    guard let callSite else { return "?" }
    return "\(callSite.fileID.split(separator: "/").last ?? ""):\(callSite.line)"
  }

  static let file = "LayoutLoopTests.swift"

  // MARK: A view resizing its superview in layoutSubviews

  /// Resizes its superview to fit itself plus a margin, every layout.
  final class GrowingBadge: View {
    static let line = #line + 3
    override func layoutSubviews() {
      super.layoutSubviews()
      superview?.frame.size.width = frame.width + 16
    }
  }

  /// Gives its badge its own width less a margin, every layout.
  final class BadgeContainer: View {
    static let line = #line + 4
    let badge = GrowingBadge(frame: CGRect(x: 4, y: 4, width: 40, height: 20))
    override func layoutSubviews() {
      super.layoutSubviews()
      badge.frame.size.width = bounds.width - 8
    }
  }

  @Test func aViewResizingItsSuperview() throws {
    let harness = Harness()
    let container = BadgeContainer(frame: CGRect(x: 10, y: 10, width: 48, height: 28))
    container.identifier = "container"
    container.badge.identifier = "badge"
    container.addSubview(container.badge)
    harness.window.addSubview(container)
    let report = try harness.loopReport()
    // The container's bounds change during the badge's layout, which dirties the window
    // (SPEC §3.3): the window is laid out every round too.
    #expect(report.cycle.map(\.layoutName) == ["Window", "container", "badge"])
    #expect(report.topLevelView === harness.window)
    #expect(report.isConfirmed && report.wasStopped)
    #expect(
      Self.culprits(report) == [
        "container.frame @ \(Self.file):\(GrowingBadge.line)",
        "badge.frame @ \(Self.file):\(BadgeContainer.line)",
      ])
    let summary = harness.messages[0]
    #expect(summary.hasPrefix("[LayoutLoop] Layout feedback loop in Window: "))
    #expect(
      summary.contains(
        "in badge's layoutSubviews at AutoLayoutTests/\(Self.file):\(GrowingBadge.line)"))
  }

  // MARK: Siblings invalidating each other

  /// Asks its sibling for layout in its own.
  final class Nudging: View {
    static let lines = (first: #line + 4, second: #line + 5)
    weak var other: View?
    override func layoutSubviews() {
      super.layoutSubviews()
      if identifier == "first" { other?.setNeedsLayout() }
      if identifier == "second" { other?.setNeedsLayout() }
    }
  }

  @Test func siblingsInvalidatingEachOther() throws {
    let harness = Harness()
    let pair = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    pair.identifier = "pair"
    let first = Nudging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = Nudging(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    first.identifier = "first"
    second.identifier = "second"
    first.other = second
    second.other = first
    pair.addSubview(first)
    pair.addSubview(second)
    harness.window.addSubview(pair)
    // Bystanders, laid out once, are not in the loop.
    for i in 0..<20 {
      let row = View(frame: CGRect(x: 0, y: 100 + CGFloat(i) * 10, width: 320, height: 10))
      row.identifier = "row\(i)"
      harness.window.addSubview(row)
    }
    let report = try harness.loopReport()
    #expect(report.views.map(\.layoutName) == ["first", "second"])
    #expect(report.topLevelView === pair)
    #expect(
      Self.culprits(report) == [
        "setNeedsLayout(second) @ \(Self.file):\(Nudging.lines.first)",
        "setNeedsLayout(first) @ \(Self.file):\(Nudging.lines.second)",
      ])
    #expect(
      harness.messages[0].contains(
        "Views in the loop, in the order they are laid out: first, second\n"))
    #expect(!harness.messages[0].contains("row"))
  }

  // MARK: A label's preferredMaxLayoutWidth flipping the layout

  @Test func aLabelsPreferredMaxLayoutWidthFlippingTheLayout() throws {
    let harness = Harness()
    // A card whose title wraps short of an accessory when it fits on one line, and to the
    // full width when it wraps: each choice makes the other one right.
    let card = harness.add(RecordingView("card", log: CallLog()), "card") {
      [$0.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor)]
    }
    let title = Label()
    title.identifier = "title"
    title.numberOfLines = 0
    title.text = "The quick brown fox jumps over the lazy"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      title.topAnchor.constraint(equalTo: card.topAnchor),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: title.bottomAnchor),
    ])
    let line = #line + 2
    card.onLayout = { [unowned card, unowned title] in
      title.preferredMaxLayoutWidth =
        title.frame.height < 30 ? card.bounds.width - 60 : card.bounds.width
    }
    let report = try harness.loopReport()
    // The card's height changes with the title's every round; the title, deeper, never gets
    // its turn before the card asks again.
    #expect(report.cycle.map(\.layoutName) == ["card"])
    #expect(report.topLevelView === card)
    #expect(Self.culprits(report) == ["preferredMaxLayoutWidth(title) @ \(Self.file):\(line)"])
    #expect(harness.messages[0].contains("title's preferredMaxLayoutWidth set to"))
  }

  // MARK: An ambiguity-driven loop

  /// A header whose width its constraints leave between 200 and 300 points, which calls
  /// `exerciseAmbiguityInLayout()` in its layout (a debugging aid left in): each call moves
  /// the width to the other end, which changes its size and lays it out again.
  final class AmbiguousHeader: View {
    static let line = #line + 3
    override func layoutSubviews() {
      super.layoutSubviews()
      exerciseAmbiguityInLayout()
    }
  }

  @Test func anAmbiguityDrivenLoop() throws {
    let harness = Harness()
    let header = AmbiguousHeader()
    let atLeast = header.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
    let atMost = header.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
    harness.add(header, "header") {
      [$0.heightAnchor.constraint(equalToConstant: 44), atLeast, atMost]
    }
    let report = try harness.loopReport()
    #expect(report.cycle.map(\.layoutName) == ["header"])
    #expect(
      Self.culprits(report) == ["exerciseAmbiguity(header) @ \(Self.file):\(AmbiguousHeader.line)"])
    #expect(report.isAmbiguousLayoutSuspected)
    let variable = try #require(report.ambiguity.first)
    #expect(report.ambiguity.count == 1)
    #expect(variable.view === header && variable.variable == "Width")
    #expect(Set(variable.values) == [200, 300])
    for c in [atLeast, atMost] { #expect(variable.constraints.contains { $0 === c }) }
    #expect(variable.constraints.contains { $0.firstAttribute == .leading })
    #expect(harness.messages[0].contains("Ambiguous layout suspected: header.Width took"))
  }

  /// A header that makes its width constraints again in every layout (code that rebuilds its
  /// constraints in `layoutSubviews` rather than `updateConstraints`), keeping them in a
  /// `Set`, as some code does: a set's order follows the new constraints' addresses, so the
  /// order of activation changes from one layout to the next. Its width is left between 200
  /// and 300 points, and the solver settles an ambiguous width by the order it was given, so
  /// each rebuild moves the width to the other end and lays the header out again. Here the
  /// order alternates, as addresses would happen to make it, so the test is deterministic.
  final class RebuildingHeader: View {
    static let line = #line + 6
    var built: [LayoutConstraint] = []
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      LayoutConstraint.deactivate(built)
      built = [
        widthAnchor.constraint(lessThanOrEqualToConstant: 300),
        widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
      ]
      if layouts.isMultiple(of: 2) { built.reverse() }
      LayoutConstraint.activate(built)
    }
  }

  @Test func anAmbiguityDrivenLoopFromRebuiltConstraints() throws {
    let harness = Harness()
    let header = RebuildingHeader()
    harness.add(header, "header") { [$0.heightAnchor.constraint(equalToConstant: 44)] }
    let report = try harness.loopReport()
    #expect(report.cycle.map(\.layoutName) == ["header"])
    // The culprits are the rebuild's two calls; no setNeedsLayout or frame is set by code.
    #expect(
      Self.culprits(report) == [
        "deactivate(?) @ \(Self.file):\(RebuildingHeader.line)",
        "activate(?) @ \(Self.file):\(RebuildingHeader.line + 6)",
      ])
    #expect(report.isAmbiguousLayoutSuspected)
    let variable = try #require(report.ambiguity.first)
    #expect(report.ambiguity.count == 1)
    #expect(variable.view === header && variable.variable == "Width")
    #expect(Set(variable.values) == [200, 300])
    #expect(harness.messages[0].contains("Ambiguous layout suspected: header.Width took"))
  }

  // MARK: Asking for layout in its own layout

  /// Asks for layout again at the end of its layout, `remaining` more times.
  final class Restless: View {
    static let line = #line + 8
    var remaining = Int.max
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      guard remaining > 0 else { return }
      remaining -= 1
      setNeedsLayout()
    }
  }

  @Test func aViewAskingForLayoutInItsOwnLayout() throws {
    let harness = Harness()
    let view = Restless(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.identifier = "restless"
    harness.window.addSubview(view)
    let report = try harness.loopReport()
    #expect(report.cycle.map(\.layoutName) == ["restless"])
    #expect(Self.culprits(report) == ["setNeedsLayout(restless) @ \(Self.file):\(Restless.line)"])
    // Stopped, the view is not stuck: once fixed, a request lays it out once more.
    view.remaining = 0
    let before = view.layouts
    view.setNeedsLayout()
    harness.window.layoutIfNeeded()
    #expect(view.layouts == before + 1)
    #expect(harness.reports.count == 1)
  }

  // MARK: A view controller asking for layout in viewDidLayoutSubviews

  final class RestlessController: ViewController {
    static let line = #line + 3
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      view.setNeedsLayout()
    }
  }

  @Test func aControllerAskingForLayoutInViewDidLayoutSubviews() throws {
    let harness = Harness()
    let controller = RestlessController()
    harness.window.rootViewController = controller
    controller.view.identifier = "root"
    let report = try harness.loopReport()
    #expect(report.cycle.map(\.layoutName) == ["root"])
    #expect(
      Self.culprits(report) == ["setNeedsLayout(root) @ \(Self.file):\(RestlessController.line)"])
    let request = try #require(report.invalidations.first)
    #expect(request.cause === controller.view)
  }

  // MARK: A constant toggled in layoutSubviews

  /// Switches its height between 44 and 60 points in each layout.
  final class TogglingCard: View {
    static let line = #line + 5
    lazy var height = heightAnchor.constraint(equalToConstant: 44)
    override func layoutSubviews() {
      super.layoutSubviews()
      // "Compact when tall, tall when compact."
      height.constant = bounds.height > 50 ? 44 : 60
    }
  }

  @Test func aConstantToggledInLayoutSubviews() throws {
    let harness = Harness()
    let card = harness.add(TogglingCard(), "card") {
      [$0.widthAnchor.constraint(equalToConstant: 300), $0.height]
    }
    card.height.identifier = "card-height"
    let report = try harness.loopReport()
    #expect(report.cycle.map(\.layoutName) == ["card"])
    #expect(Self.culprits(report) == ["constant(card-height) @ \(Self.file):\(TogglingCard.line)"])
    // The constraint's own origin is named too.
    #expect(harness.messages[0].contains("constant of card.height == "))
    #expect(harness.messages[0].contains("(made at AutoLayoutTests/\(Self.file):"))
  }

  // MARK: An upstream change through the bounds rule

  /// Toggles a view's width between 200 and 201 points in each layout.
  final class Toggler: View {
    static let line = #line + 6
    weak var target: View?
    override func layoutSubviews() {
      super.layoutSubviews()
      guard let target else { return }
      let width: CGFloat = target.frame.width == 200 ? 201 : 200
      target.frame = CGRect(x: 10, y: 10, width: width, height: 200)
    }
  }

  @Test func aGrandchildResizingItsSuperviewThroughTheBoundsRule() throws {
    let harness = Harness()
    let outer = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = View(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
    let leaf = Toggler(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    outer.identifier = "outer"
    inner.identifier = "inner"
    leaf.identifier = "leaf"
    leaf.autoresizingMask = [.flexibleWidth]
    leaf.target = inner
    harness.window.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(leaf)
    let report = try harness.loopReport()
    #expect(report.cycle.map(\.layoutName) == ["outer", "inner", "leaf"])
    #expect(report.topLevelView === outer)
    #expect(Self.culprits(report) == ["inner.frame @ \(Self.file):\(Toggler.line)"])
    // Truss's request to outer (its subview resized during another view's layout) is named,
    // with the change that caused it.
    let upstream = report.invalidations.filter(\.isFromTruss)
    #expect(!upstream.isEmpty)
    #expect(
      upstream.allSatisfy {
        $0.view === outer && Self.site($0.callSite) == "\(Self.file):\(Toggler.line)"
      })
  }

  // MARK: Constraints swapped in layoutSubviews

  /// Narrow when wide, wide when narrow: swaps two width constraints in each layout.
  final class Swapping: View {
    static let lines = (
      offWide: #line + 8, onNarrow: #line + 9, offNarrow: #line + 11, onWide: #line + 12
    )
    lazy var wide = widthAnchor.constraint(equalToConstant: 250)
    lazy var narrow = widthAnchor.constraint(equalToConstant: 150)
    override func layoutSubviews() {
      super.layoutSubviews()
      // Chosen from the width these very constraints set.
      if bounds.width > 200 {
        wide.isActive = false
        narrow.isActive = true
      } else {
        narrow.isActive = false
        wide.isActive = true
      }
    }
  }

  /// Debug builds only: the call sites are read from the call stack, and in an optimised build
  /// the test's frames are inlined away (`activate(wide) @ AutoLayoutTests:0`).
  @Test(.enabled(if: isDebugBuild, "call sites need a debug build's frames"))
  func constraintsSwappedInLayoutSubviews() throws {
    let harness = Harness()
    let view = harness.add(Swapping(), "swapping") {
      [$0.heightAnchor.constraint(equalToConstant: 40), $0.wide]
    }
    view.wide.identifier = "wide"
    view.narrow.identifier = "narrow"
    let report = try harness.loopReport()
    #expect(report.cycle.map(\.layoutName) == ["swapping"])
    let lines = Swapping.lines
    #expect(
      Self.culprits(report) == [
        "deactivate(wide) @ \(Self.file):\(lines.offWide)",
        "activate(narrow) @ \(Self.file):\(lines.onNarrow)",
        "deactivate(narrow) @ \(Self.file):\(lines.offNarrow)",
        "activate(wide) @ \(Self.file):\(lines.onWide)",
      ])
  }

  // MARK: An intrinsic size that depends on the bounds

  /// A chip whose intrinsic width depends on its own width (80 when wider than 100, 120
  /// otherwise), invalidated at each layout.
  final class Chip: View {
    static let line = #line + 6
    override var intrinsicContentSize: CGSize {
      CGSize(width: bounds.width > 100 ? 80 : 120, height: 30)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      invalidateIntrinsicContentSize()
    }
  }

  @Test func anIntrinsicSizeThatDependsOnTheBounds() throws {
    let harness = Harness()
    harness.add(Chip(), "chip")
    let report = try harness.loopReport()
    #expect(report.cycle.map(\.layoutName) == ["chip"])
    #expect(Self.culprits(report) == ["intrinsic(chip) @ \(Self.file):\(Chip.line)"])
  }

  // MARK: Views laid out many times that settle

  @Test func aViewLaidOutPastTheThresholdThatSettlesIsReportedNotStopped() throws {
    let harness = Harness()
    let view = Restless(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.identifier = "slow"
    view.remaining = 104
    harness.window.addSubview(view)
    let report = try harness.loopReport()
    #expect(!report.wasStopped)
    #expect(view.layouts == 105)
    #expect(report.layoutCount == 105)
    #expect(harness.messages[0].contains("slow was laid out 105 times"))
    #expect(harness.messages[0].contains("before the layout settled"))
    #expect(!harness.sink.events.contains { if case .loopStopped = $0 { true } else { false } })
  }
}

/// Whether the tests were compiled without optimisation (`swift test`; not `-c release`).
let isDebugBuild: Bool = {
  #if DEBUG
    true
  #else
    false
  #endif
}()
