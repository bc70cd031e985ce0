import Testing

// The fixture equation grammar: accepted forms, the errors for malformed ones (each naming the
// equation and the column), and the mirror image used by the right-to-left runs.

@Suite("Fixture equations") struct EquationParserTests {
  @Test func pinsToAnotherItemWithConstantPriorityAndIdentifier() throws {
    let equation = try ConstraintEquation(
      parsing: "card.leading == window.leadingMargin + 8 @750 #lead")
    #expect(equation.first == EquationOperand(item: "card", attribute: .leading))
    #expect(equation.relation == .equal)
    #expect(equation.second == EquationOperand(item: "window", attribute: .leadingMargin))
    #expect(equation.multiplier == 1)
    #expect(equation.constant == 8)
    #expect(equation.priority == 750)
    #expect(equation.identifier == "lead")
  }

  @Test func multiplierAndNegativeConstant() throws {
    let equation = try ConstraintEquation(parsing: "card.width <= window.width * 0.5 - 4.25")
    #expect(equation.relation == .lessThanOrEqual)
    #expect(equation.multiplier == 0.5)
    #expect(equation.constant == -4.25)
    #expect(equation.priority == 1000)
  }

  @Test func constantOnlyAndNamedPriority() throws {
    let equation = try ConstraintEquation(parsing: "card.height>=-5@defaultLow")
    #expect(equation.second == nil)
    #expect(equation.constant == -5)
    #expect(equation.relation == .greaterThanOrEqual)
    #expect(equation.priority == 250)
  }

  @Test func standardGuideItems() throws {
    let equation = try ConstraintEquation(parsing: "g.top == window.safeArea.top")
    #expect(equation.second == EquationOperand(item: "window.safeArea", attribute: .top))
  }

  /// Malformed equations and a part of the message each must produce.
  static let malformed: [(String, String)] = [
    ("card == 4", "expected ITEM.ATTRIBUTE, found \"card\""),
    ("card.wdth == 4", "unknown attribute \"wdth\""),
    ("card.width = 4", "expected ==, <= or >="),
    ("card.width ==", "expected a number after =="),
    ("card.width == other.width *", "expected a number after *"),
    ("card.width == 4 @0", "priority 0 is outside 1...1000"),
    ("card.width == 4 @1001", "priority 1001 is outside 1...1000"),
    ("card.width == 4 @medium", "unknown priority \"medium\""),
    ("card.width == 4 #", "expected an identifier after #"),
    ("card.width == 4 extra", "unexpected \"e\""),
  ]

  @Test(arguments: malformed)
  func malformedEquationsSayWhatIsWrong(_ text: String, _ message: String) {
    #expect {
      _ = try ConstraintEquation(parsing: text)
    } throws: { error in
      let description = (error as? FixtureError)?.message ?? ""
      return description.contains(message) && description.contains(text)
        && description.contains("column")
    }
  }

  @Test func renderingRoundTrips() throws {
    for text in [
      "a.leading == b.trailing + 8 @750 #x", "a.width == b.height * 2 - 1", "a.height >= 44",
    ] {
      let equation = try ConstraintEquation(parsing: text)
      #expect(try ConstraintEquation(parsing: equation.rendered) == equation)
    }
  }

  @Test func mirrorSwapsAbsoluteAttributesAndNegatesTheConstant() throws {
    var negated: Set<String> = []
    let equation = try ConstraintEquation(parsing: "a.left == b.rightMargin + 8 #gap")
    let mirrored = try Fixture.mirror(equation, at: "c", negated: &negated)
    #expect(mirrored.first.attribute == .right)
    #expect(mirrored.second?.attribute == .leftMargin)
    #expect(mirrored.constant == -8)
    #expect(negated == ["gap"])
    #expect(mirrored.text == equation.text)
  }

  @Test func mirrorLeavesDirectionalAndVerticalEquationsAlone() throws {
    var negated: Set<String> = []
    for text in ["a.leading == b.trailing + 8", "a.top == b.bottom + 8", "a.width == b.width * 2"] {
      let equation = try ConstraintEquation(parsing: text)
      #expect(try Fixture.mirror(equation, at: "c", negated: &negated) == equation)
    }
    #expect(negated.isEmpty)
  }

  @Test(arguments: [
    ("a.centerX == b.centerX * 0.5", "multiplier other than 1"),
    ("a.leading == b.left + 8", "mixes left/right with leading/trailing"),
  ])
  func mirrorRefusesWhatHasNoExactMirror(_ text: String, _ message: String) throws {
    let equation = try ConstraintEquation(parsing: text)
    var negated: Set<String> = []
    #expect {
      _ = try Fixture.mirror(equation, at: "constraints[0]", negated: &negated)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains(message)
    }
  }
}
