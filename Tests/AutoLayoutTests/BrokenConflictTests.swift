import Foundation
import Testing
import Truss

/// Broken layouts, as a new user writes them (issue 16, "Done when"): conflicts hidden in
/// large forms and forgotten autoresizing translation. Each test names its culprit and
/// asserts that Truss names exactly it: the minimal conflicting set (no extra constraints),
/// the constraint broken, and the fix suggested (SPEC §9.1, §9.9).
@Suite struct BrokenConflictTests {
  /// A window the size of an iPhone 8's (375 wide: compact, 16-point margins).
  static func window() -> (Window, LogRecorder) {
    let window = Window(size: CGSize(width: 375, height: 667))
    return (window, LogRecorder(window))
  }

  /// A 24-row form in an iPhone 8-sized window with `make(form)`, named `name`, activated and
  /// the window laid out: the one conflict it causes, the constraint, the names and the form.
  static func formConflict(
    _ name: String, _ make: (Form) -> LayoutConstraint,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (
    report: UnsatisfiableConstraintsReport, culprit: LayoutConstraint, culprits: Culprits,
    form: Form
  ) {
    let (window, recorder) = Self.window()
    let culprits = Culprits()
    let form = Form(rows: 24, in: window, culprits: culprits)
    let culprit = culprits.name(name, make(form))
    culprit.isActive = true
    window.layoutIfNeeded()
    let report = try #require(recorder.reports.first, sourceLocation: sourceLocation)
    #expect(recorder.reports.count == 1, sourceLocation: sourceLocation)
    return (report, culprit, culprits, form)
  }

  /// Row 17 of a 24-row form asks for a required 400-point field: 375 − 2 × 16 = 80 + 8 +
  /// field leaves 255. The conflict is that row's horizontal chain and the window's width and
  /// margins, nothing of the other 23 rows; the field's width is broken and is the fix.
  @Test func aTooWideFieldInALargeForm() throws {
    let (report, width, culprits, form) = try Self.formConflict("field17.width") {
      $0.fields[17].widthAnchor.constraint(equalToConstant: 400)
    }
    #expect(
      culprits.of(report.conflicts)
        == windowWidthAndMargins + [
          "label17.leading", "label17.width", "field17.leading", "field17.trailing",
          "field17.width",
        ])
    #expect(report.broken === width)
    guard case .lowerFixedSize(let fixed, let priority) = report.suggestion else {
      Issue.record("expected a fixed size to lower, got \(String(describing: report.suggestion))")
      return
    }
    #expect(fixed === width && priority == LayoutPriority(999))
    #expect(form.fields[17].frame.width == 255)
  }

  /// Row 9 gets a second height, 24 where its label says 20: the conflict is the two heights
  /// and the field's tie to its label (`field9.height == label9.height`), nothing else.
  @Test func aSecondHeightInALargeForm() throws {
    let (report, height, culprits, _) = try Self.formConflict("field9.height = 24") {
      $0.fields[9].heightAnchor.constraint(equalToConstant: 24)
    }
    #expect(
      culprits.of(report.conflicts) == ["label9.height", "field9.height", "field9.height = 24"])
    #expect(report.broken === height)
    // No pinned edges take part, only sizes: the newest fixed size is the one to remove or
    // make optional.
    guard case .conflictingSize(let fixed, let others) = report.suggestion else {
      Issue.record("expected a conflicting size, got \(report.message)")
      return
    }
    #expect(fixed === height)
    #expect(culprits.of(others) == ["label9.height", "field9.height"])
  }

  /// A width set twice on one view, with no edges pinned (the second line written again with
  /// another constant): the conflict is the two widths, and the newer one is named.
  @Test func aWidthSetTwice() throws {
    let (window, recorder) = Self.window()
    let culprits = Culprits()
    let card = constrainedView("card")
    window.addSubview(card)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      card.heightAnchor.constraint(equalToConstant: 80),
      culprits.name("card.width = 200", card.widthAnchor.constraint(equalToConstant: 200)),
    ])
    let again = culprits.name("card.width = 240", card.widthAnchor.constraint(equalToConstant: 240))
    again.isActive = true
    window.layoutIfNeeded()
    let report = try #require(recorder.reports.first)
    #expect(recorder.reports.count == 1)
    #expect(culprits.of(report.conflicts) == ["card.width = 200", "card.width = 240"])
    guard case .conflictingSize(let fixed, let others) = report.suggestion else {
      Issue.record("expected a conflicting size, got \(report.message)")
      return
    }
    #expect(fixed === again)
    #expect(culprits.of(others) == ["card.width = 200"])
    #expect(
      report.message.contains(
        "Suggestion: \(again) gives card a width that \(others[0]) does not: remove whichever "
          + "is left over (a size set twice), or lower its priority to 999 to keep it as a "
          + "preference."))
  }

  /// A badge centered in row 5's field and pinned 10 points in from its leading edge, 40
  /// wide: the field is 255 wide, so the badge's center would be at 127.5, not 30. The
  /// conflict runs through the field's width: its chain across the window, and the badge's
  /// three constraints.
  @Test func aCenteredBadgeAlsoPinnedToAnEdge() throws {
    let (window, recorder) = Self.window()
    let culprits = Culprits()
    let form = Form(rows: 12, in: window, culprits: culprits)
    let field = form.fields[5]
    let badge = constrainedView("badge")
    field.addSubview(badge)
    LayoutConstraint.activate([
      culprits.name("badge.centerX", badge.centerXAnchor.constraint(equalTo: field.centerXAnchor)),
      culprits.name("badge.width", badge.widthAnchor.constraint(equalToConstant: 40)),
      culprits.name("badge.top", badge.topAnchor.constraint(equalTo: field.topAnchor)),
      culprits.name("badge.height", badge.heightAnchor.constraint(equalToConstant: 20)),
    ])
    let pin = culprits.name(
      "badge.leading", badge.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 10))
    pin.isActive = true
    window.layoutIfNeeded()
    let report = try #require(recorder.reports.first)
    #expect(recorder.reports.count == 1)
    #expect(
      culprits.of(report.conflicts)
        == windowWidthAndMargins + [
          "label5.leading", "label5.width", "field5.leading", "field5.trailing", "badge.centerX",
          "badge.width", "badge.leading",
        ])
    #expect(report.broken === pin)
    // The badge's width fights its pinned leading edge and center: lowering it is the fix
    // (the label's fixed width has one edge pinned in the set, so it is not a candidate).
    guard case .lowerFixedSize(let fixed, _) = report.suggestion else {
      Issue.record("expected a fixed size to lower, got \(report.message)")
      return
    }
    #expect(culprits.of(fixed) == "badge.width")
  }

  /// A fixed-height panel of 20 rows spaced 12 apart, which fits, until a later constant
  /// change doubles one spacing: the conflict names the panel's height and the whole vertical
  /// chain inside it (every row is needed to fill it; the panel's own position is not), the
  /// changed spacing last, as the constraint being changed. The most recently added member
  /// is broken: the chain's end.
  @Test func aSpacingChangeOverfillsAFixedPanel() throws {
    let (window, recorder) = Self.window()
    let culprits = Culprits()
    let panel = constrainedView("panel")
    window.addSubview(panel)
    var constraints = [
      culprits.name("panel.top", panel.topAnchor.constraint(equalTo: window.topAnchor)),
      culprits.name("panel.height", panel.heightAnchor.constraint(equalToConstant: 652)),
      panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      panel.widthAnchor.constraint(equalToConstant: 300),
    ]
    var rows: [View] = []
    var spacings: [LayoutConstraint] = []
    for i in 0..<20 {
      let row = constrainedView("row\(i)")
      panel.addSubview(row)
      let above = rows.last?.bottomAnchor ?? panel.topAnchor
      let spacing = culprits.name(
        "row\(i).top", row.topAnchor.constraint(equalTo: above, constant: 12))
      spacings.append(spacing)
      constraints += [
        spacing, culprits.name("row\(i).height", row.heightAnchor.constraint(equalToConstant: 20)),
        row.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
      ]
      rows.append(row)
    }
    constraints.append(
      culprits.name(
        "row19.bottom", rows[19].bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -12)
      ))
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // 20 × (12 + 20) + 12 = 652: it fits exactly, so the bottom pin adds nothing yet (SPEC
    // §9.4): implied by the panel's height and the whole chain.
    var chain: [String] = []
    for i in 0..<20 { chain += ["row\(i).top", "row\(i).height"] }
    #expect(recorder.reports.isEmpty)
    let redundant = window.redundantConstraints()
    #expect(redundant.map { culprits.of($0.constraint) } == ["row19.bottom"])
    #expect(redundant.first.map { culprits.of($0.impliedBy) } == ["panel.height"] + chain)
    #expect(recorder.messages.count == 1)

    spacings[7].constant = 24
    window.layoutIfNeeded()
    let report = try #require(recorder.reports.first)
    #expect(recorder.reports.count == 1)
    chain.removeAll { $0 == "row7.top" }
    #expect(
      culprits.of(report.conflicts)
        == ["panel.height"] + chain + ["row19.bottom", "row7.top"])
    #expect(culprits.of(report.broken) == "row19.bottom")
  }

  /// A button made in code and pinned into a card, its `translatesAutoresizingMaskIntoConstraints`
  /// left on: the note and the suggestion name that button, and only it (the card and 30 other
  /// views translate nothing).
  @Test func aForgottenTranslationInALargeScreen() throws {
    let (window, recorder) = Self.window()
    let culprits = Culprits()
    _ = Form(rows: 15, in: window, culprits: culprits)
    let card = constrainedView("card")
    window.addSubview(card)
    let button = View()  // still translating its (zero) frame
    button.identifier = "button"
    card.addSubview(button)
    LayoutConstraint.activate([
      culprits.name("card.leading", card.leadingAnchor.constraint(equalTo: window.leadingAnchor)),
      culprits.name(
        "card.trailing", card.trailingAnchor.constraint(equalTo: window.trailingAnchor)),
      culprits.name("card.bottom", card.bottomAnchor.constraint(equalTo: window.bottomAnchor)),
      culprits.name("card.height", card.heightAnchor.constraint(equalToConstant: 80)),
      culprits.name("button.centerX", button.centerXAnchor.constraint(equalTo: card.centerXAnchor)),
      culprits.name("button.centerY", button.centerYAnchor.constraint(equalTo: card.centerYAnchor)),
    ])
    window.layoutIfNeeded()

    // Each of the button's two constraints meets the mask's fixed origin and size: the
    // horizontal one through the card's width (the window's), the vertical one through the
    // card's height.
    #expect(recorder.reports.count == 2)
    let expected: [([String], [LayoutConstraint.Attribute])] = [
      (
        ["UIView-Encapsulated-Layout-Width", "card.leading", "card.trailing", "button.centerX"],
        [.left, .width]
      ),
      (["card.height", "button.centerY"], [.top, .height]),
    ]
    for (report, (named, masked)) in zip(recorder.reports, expected) {
      let translated = report.conflicts.filter { $0.description.hasPrefix("<AutoresizingMask") }
      let others = report.conflicts.filter { !$0.description.hasPrefix("<AutoresizingMask") }
      #expect(culprits.of(others) == named)
      #expect(translated.allSatisfy { $0.firstItem === button })
      #expect(translated.map(\.firstAttribute) == masked)
      guard case .stopTranslatingAutoresizingMask(let views) = report.suggestion else {
        Issue.record("expected the view translating its mask, got \(report.message)")
        continue
      }
      #expect(views.count == 1 && views.first === button)
      #expect(
        report.message.contains(
          "translatesAutoresizingMaskIntoConstraints; button still translates its autoresizing "
            + "mask into constraints)"))
    }
    #expect(
      culprits.of(recorder.reports.map(\.broken)) == ["button.centerX", "button.centerY"])
  }

  /// Two views made in code forget the flag and are pinned to each other: the suggestion names
  /// both, in the order their constraints appear.
  @Test func twoForgottenTranslationsInOneConflict() throws {
    let (window, recorder) = Self.window()
    let icon = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    icon.identifier = "icon"
    let title = View(frame: CGRect(x: 40, y: 0, width: 100, height: 20))
    title.identifier = "title"
    window.addSubview(icon)
    window.addSubview(title)
    let gap = title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
    gap.isActive = true
    window.layoutIfNeeded()
    let report = try #require(recorder.reports.first)
    #expect(recorder.reports.count == 1)
    #expect(report.broken === gap)
    guard case .stopTranslatingAutoresizingMask(let views) = report.suggestion else {
      Issue.record("expected the views translating their masks, got \(report.message)")
      return
    }
    #expect(views.map(\.layoutName) == ["icon", "title"])
    #expect(report.message.contains("; icon and title still translate their autoresizing mask"))
    #expect(
      report.message.contains(
        "Suggestion: set icon.translatesAutoresizingMaskIntoConstraints and "
          + "title.translatesAutoresizingMaskIntoConstraints to false: they still translate "
          + "their autoresizing mask into the AutoresizingMaskLayoutConstraints listed."))
  }
}
