import Foundation
import Testing
import Truss

/// SPEC §9.1 and §2.7: the classic forgotten `translatesAutoresizingMaskIntoConstraints =
/// false`.
@Suite struct AutoresizingConflictTests {
  @Test func forgottenTranslationFlagConflictsWithTheMaskConstraints() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let badge = View()
    badge.identifier = "badge"
    window.addSubview(badge)  // translatesAutoresizingMaskIntoConstraints is still true
    let width = badge.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    window.layoutIfNeeded()

    #expect(recorder.reports.count == 1)
    let report = recorder.reports.first
    #expect(report?.conflicts.count == 2)
    #expect(report?.conflicts.last === width)
    #expect(report?.broken === width)

    let file = "AutoLayoutTests/AutoresizingConflictTests.swift"
    let log = recorder.messages.first ?? ""
    #expect(recorder.messages.count == 1)
    #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
    #expect(
      log.contains(
        "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the View property "
          + "translatesAutoresizingMaskIntoConstraints; badge still translates its "
          + "autoresizing mask into constraints)\n"))
    // SPEC §9.9: the fix, naming the view.
    #expect(
      log.contains(
        "\n\nSuggestion: set badge.translatesAutoresizingMaskIntoConstraints to false: it "
          + "still translates its autoresizing mask into the AutoresizingMaskLayoutConstraints "
          + "listed.\n\n"))
    guard case .stopTranslatingAutoresizingMask(let views) = report?.suggestion else {
      Issue.record("no suggestion to stop translating the mask")
      return
    }
    #expect(views.count == 1 && views.first === badge)
    // The zero frame, translated with an empty mask, is `h=--& v=--&`: a fixed left and
    // width, a fixed top and height.
    #expect(
      UnsatisfiableConstraintsTests.listedConstraints(in: log) == [
        "<AutoresizingMaskLayoutConstraint h=--& v=--& badge.width == 0   (active)>",
        "<LayoutConstraint badge.width == 100   (active, broken, \(file):\(width.line))>",
      ])
    #expect(
      log.contains(
        "Will attempt to recover by breaking constraint \n"
          + "<LayoutConstraint badge.width == 100   (active, broken, \(file):\(width.line))>"))
    #expect(badge.frame == .zero)
  }

  @Test func translatedMaskOfANonZeroFrameIsNamedInTheConflict() {
    // A frame of (10 20; 30 40) with flexible width: `h=-&-` pins left and right,
    // `v=--&` pins top and height; a required height of 60 contradicts the last one.
    let window = Window(size: CGSize(width: 320, height: 480))
    let recorder = LogRecorder(window)
    let strip = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    strip.identifier = "strip"
    strip.autoresizingMask = [.flexibleWidth]
    window.addSubview(strip)
    let height = strip.heightAnchor.constraint(equalToConstant: 60)
    height.isActive = true
    window.layoutIfNeeded()

    let file = "AutoLayoutTests/AutoresizingConflictTests.swift"
    #expect(
      UnsatisfiableConstraintsTests.listedConstraints(in: recorder.messages.first ?? "") == [
        "<AutoresizingMaskLayoutConstraint h=-&- v=--& strip.height == 40   (active)>",
        "<LayoutConstraint strip.height == 60   (active, broken, \(file):\(height.line))>",
      ])
    #expect(strip.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }
}
