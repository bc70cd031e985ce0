import Foundation
import Testing
import Truss

/// Broken layouts, as a new user writes them (issue 16, "Done when"): duplicates and implied
/// constraints. Each test names its culprit and asserts that Truss names exactly it — the
/// redundant constraint and exactly what implies it, no others (SPEC §9.4).
@Suite struct BrokenRedundancyTests {
  /// A window with a recorder and an event sink.
  struct Scene {
    let window = Window(size: CGSize(width: 375, height: 667))
    let recorder: LogRecorder
    let sink = InMemoryLayoutEventSink()

    init() {
      recorder = LogRecorder(window)
      window.eventSink = sink
    }

    /// The redundancy reports the sink received, in order.
    var reports: [RedundantConstraintsReport] {
      sink.events.compactMap {
        if case .redundantConstraint(let report) = $0 { report } else { nil }
      }
    }
  }

  /// A row's visual format pasted twice in a 12-row form: each constraint of the second copy
  /// repeats its twin of the first, and nothing else is reported.
  @Test func aVisualFormatLinePastedTwiceInAForm() throws {
    let scene = Scene()
    let culprits = Culprits()
    let form = Form(rows: 12, in: scene.window, culprits: culprits)
    let views = ["label": form.labels[6], "field": form.fields[6]]
    let first = LayoutConstraint.constraints(
      withVisualFormat: "V:[label]-(>=4)-|", views: views)
    let pasted = LayoutConstraint.constraints(
      withVisualFormat: "V:[label]-(>=4)-|", views: views)
    LayoutConstraint.activate(first + pasted)
    #expect(first.count == 1 && pasted.count == 1)
    #expect(scene.reports.count == 1)
    let report = try #require(scene.reports.first)
    #expect(report.constraint === pasted[0] && report.isDuplicate)
    #expect(report.impliedBy.count == 1 && report.impliedBy.first === first[0])
    #expect(scene.recorder.messages.count == 1)
  }

  /// Two views pinned to the leading margin, then to each other: the last is implied by the
  /// two pins (and the margin guide's own constraints are not named: they cancel out).
  @Test func alignedTwiceThroughTheMargins() throws {
    let scene = Scene()
    let culprits = Culprits()
    let form = Form(rows: 6, in: scene.window, culprits: culprits)
    let align = form.labels[2].leadingAnchor.constraint(equalTo: form.labels[4].leadingAnchor)
    align.isActive = true
    let report = try #require(scene.reports.first)
    #expect(scene.reports.count == 1)
    #expect(report.constraint === align && !report.isDuplicate)
    #expect(culprits.of(report.impliedBy) == ["label2.leading", "label4.leading"])
  }

  /// Equal widths around a cycle: the third is implied by exactly the first two.
  @Test func equalWidthsAroundACycle() throws {
    let scene = Scene()
    let culprits = Culprits()
    let (a, b, c) = (constrainedView("a"), constrainedView("b"), constrainedView("c"))
    for view in [a, b, c] { scene.window.addSubview(view) }
    let unrelated = culprits.name("a.width", a.widthAnchor.constraint(equalToConstant: 90))
    LayoutConstraint.activate([
      unrelated,
      culprits.name("a == b", a.widthAnchor.constraint(equalTo: b.widthAnchor)),
      culprits.name("b == c", b.widthAnchor.constraint(equalTo: c.widthAnchor)),
      culprits.name("c == a", c.widthAnchor.constraint(equalTo: a.widthAnchor)),
    ])
    let report = try #require(scene.reports.first)
    #expect(scene.reports.count == 1)
    #expect(culprits.of(report.constraint) == "c == a")
    #expect(culprits.of(report.impliedBy) == ["a == b", "b == c"])
  }

  /// Proportional widths: half the window, the same as that, and half the window again.
  @Test func aProportionalWidthStatedTwoWays() throws {
    let scene = Scene()
    let culprits = Culprits()
    let (a, b) = (constrainedView("a"), constrainedView("b"))
    scene.window.addSubview(a)
    scene.window.addSubview(b)
    let w = scene.window.widthAnchor
    LayoutConstraint.activate([
      culprits.name("a = half", a.widthAnchor.constraint(equalTo: w, multiplier: 0.5)),
      culprits.name("b = a", b.widthAnchor.constraint(equalTo: a.widthAnchor)),
      culprits.name("b = half", b.widthAnchor.constraint(equalTo: w, multiplier: 0.5)),
    ])
    let report = try #require(scene.reports.first)
    #expect(scene.reports.count == 1)
    #expect(culprits.of(report.constraint) == "b = half" && !report.isDuplicate)
    #expect(culprits.of(report.impliedBy) == ["a = half", "b = a"])
  }

  /// A minimum width written twice in a large form, once as `>=` and once as `<=` with the
  /// sides swapped: one equation, so a duplicate.
  @Test func aMinimumWidthWrittenTwiceAmongManyInequalities() throws {
    let scene = Scene()
    let culprits = Culprits()
    let form = Form(rows: 20, in: scene.window, culprits: culprits)
    var minimums: [LayoutConstraint] = []
    for (i, field) in form.fields.enumerated() {
      minimums.append(
        culprits.name(
          "field\(i) >= label\(i)",
          field.widthAnchor.constraint(greaterThanOrEqualTo: form.labels[i].widthAnchor)))
    }
    LayoutConstraint.activate(minimums)
    #expect(scene.reports.isEmpty)
    let swapped = culprits.name(
      "label13 <= field13",
      form.labels[13].widthAnchor.constraint(lessThanOrEqualTo: form.fields[13].widthAnchor))
    swapped.isActive = true
    let report = try #require(scene.reports.first)
    #expect(scene.reports.count == 1)
    #expect(culprits.of(report.constraint) == "label13 <= field13" && report.isDuplicate)
    #expect(culprits.of(report.impliedBy) == ["field13 >= label13"])
    #expect(
      scene.window.redundantConstraints().map { culprits.of($0.constraint) } == [
        "label13 <= field13"
      ])
  }
}
