import Foundation
import Testing
import Truss

// Every example of the "Visual Format Language" appendix of Apple's Auto Layout Guide (and
// the older NSLayoutConstraint reference's variants), lowered to exactly the constraints
// the documentation describes.
@Suite struct AppleExampleTests {
  @Test func standardSpace() throws {
    let scene = Scene(["button", "textField"])
    #expect(
      try scene.equations("[button]-[textField]") == ["textField.leading == button.trailing + 8"])
  }

  @Test func widthConstraint() throws {
    let scene = Scene(["button"])
    #expect(try scene.equations("[button(>=50)]") == ["button.width >= 50"])
  }

  @Test func connectionToSuperview() throws {
    let scene = Scene(["purpleBox"])
    #expect(
      try scene.equations("|-50-[purpleBox]-50-|") == [
        "purpleBox.leading == superview.leading + 50",
        "superview.trailing == purpleBox.trailing + 50",
      ])
  }

  @Test func connectionToSuperviewOrchidBox() throws {
    let scene = Scene(["orchidBox"])
    #expect(
      try scene.equations("|-50-[orchidBox]-50-|") == [
        "orchidBox.leading == superview.leading + 50",
        "superview.trailing == orchidBox.trailing + 50",
      ])
  }

  @Test func verticalLayout() throws {
    let scene = Scene(["topField", "bottomField"])
    #expect(
      try scene.equations("V:[topField]-10-[bottomField]") == [
        "bottomField.top == topField.bottom + 10"
      ])
  }

  @Test func flushViews() throws {
    let scene = Scene(["maroonView", "blueView", "oceanView"])
    #expect(
      try scene.equations("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing"])
    #expect(
      try scene.equations("[maroonView][oceanView]") == [
        "oceanView.leading == maroonView.trailing"
      ])
  }

  @Test func priority() throws {
    let scene = Scene(["button"])
    #expect(try scene.equations("[button(100@20)]") == ["button.width == 100 @20"])
  }

  @Test func equalWidths() throws {
    let scene = Scene(["button1", "button2"])
    #expect(try scene.equations("[button1(==button2)]") == ["button1.width == button2.width"])
  }

  @Test func multiplePredicates() throws {
    let scene = Scene(["flexibleButton"])
    #expect(
      try scene.equations("[flexibleButton(>=70,<=100)]") == [
        "flexibleButton.width >= 70", "flexibleButton.width <= 100",
      ])
  }

  @Test func completeLineOfLayout() throws {
    let scene = Scene(["find", "findNext", "findField"])
    #expect(
      try scene.equations("|-[find]-[findNext]-[findField(>=20)]-|") == [
        "find.leading == superview.leading + 20",
        "findNext.leading == find.trailing + 8",
        "findField.leading == findNext.trailing + 8",
        "findField.width >= 20",
        "superview.trailing == findField.trailing + 20",
      ])
  }

  @Test func verticalSpaceAtLeastToSuperview() throws {
    let scene = Scene(["view"])
    #expect(try scene.equations("V:|-(>=20)-[view]") == ["view.top >= superview.top + 20"])
  }

  @Test func constraintsAreInactiveAndRecordTheirCaller() throws {
    let scene = Scene(["button", "textField"])
    let constraints = LayoutConstraint.constraints(
      withVisualFormat: "[button]-[textField]", views: scene.views)
    #expect(constraints.count == 1)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(constraints.first?.fileID == "VisualFormatTests/AppleExampleTests.swift")
  }
}
