import Foundation
import Testing
import Truss

// FormatOptions: alignment perpendicular to the orientation, the three directions and
// baseline-to-baseline spacing; metrics as constants and priorities.
@Suite struct OptionsTests {
  typealias Options = LayoutConstraint.FormatOptions

  @Test func alignAllTopInAHorizontalFormat() throws {
    let scene = Scene(["a", "b", "c"])
    #expect(
      try scene.equations("[a][b][c]", options: Options([.alignAllTop, .alignAllBottom])) == [
        "b.leading == a.trailing", "c.leading == b.trailing",
        "b.top == a.top", "c.top == b.top", "b.bottom == a.bottom", "c.bottom == b.bottom",
      ])
  }

  @Test func alignAllCenterXInAVerticalFormat() throws {
    let scene = Scene(["a", "b"])
    #expect(
      try scene.equations("V:[a]-[b]", options: Options.alignAllCenterX) == [
        "b.top == a.bottom + 8", "b.centerX == a.centerX",
      ])
  }

  @Test func leftToRight() throws {
    let scene = Scene(["a", "b"])
    #expect(
      try scene.equations("|-[a]-[b]-|", options: Options.directionLeftToRight) == [
        "a.left == superview.left + 20", "b.left == a.right + 8",
        "superview.right == b.right + 20",
      ])
  }

  @Test func rightToLeftMirrorsEachSpacing() throws {
    let scene = Scene(["a", "b"])
    #expect(
      try scene.equations("|-[a]-(>=10)-[b]|", options: Options.directionRightToLeft) == [
        "a.right == superview.right - 20", "b.right <= a.left - 10", "superview.left == b.left",
      ])
  }

  @Test func directionsDoNotAffectVerticalFormats() throws {
    let scene = Scene(["a"])
    #expect(
      try scene.equations("V:|[a]", options: Options.directionRightToLeft) == [
        "a.top == superview.top"
      ])
  }

  @Test func baselineToBaselineSpacing() throws {
    let scene = Scene(["a", "b"])
    #expect(
      try scene.equations("V:|-[a]-12-[b]", options: Options.spacingBaselineToBaseline) == [
        "a.top == superview.top + 20", "b.firstBaseline == a.lastBaseline + 12",
      ])
  }

  @Test func metricsAsConstantsAndPriorities() throws {
    let scene = Scene(["a", "b"])
    #expect(
      try scene.equations(
        "[a(>=w@p)]-(gap@p)-[b(==a@p)]", metrics: ["w": 44, "gap": 6, "p": 500]) == [
          "a.width >= 44 @500", "b.leading == a.trailing + 6 @500", "b.width == a.width @500",
        ])
  }

  @Test func layoutGuidesTakePart() throws {
    let scene = Scene(["a"])
    let guide = LayoutGuide()
    scene.superview.addLayoutGuide(guide)
    var views = scene.views
    views["guide"] = guide
    let constraints = try LayoutConstraint.visualFormatConstraints("|[guide]-[a]|", views: views)
    #expect(constraints.count == 3)
    #expect(constraints.first?.firstItem === guide)
    #expect(constraints.first?.secondItem === scene.superview)
  }

  @Test func rawValuesMatchUIKit() {
    #expect(Options.alignAllLeft.rawValue == 2)
    #expect(Options.alignAllCenterY.rawValue == 1024)
    #expect(Options.alignAllFirstBaseline.rawValue == 4096)
    #expect(Options.directionRightToLeft.rawValue == 0x20000)
    #expect(Options.spacingBaselineToBaseline.rawValue == 0x80000)
    #expect(Options.directionLeadingToTrailing.rawValue == 0)
  }
}
