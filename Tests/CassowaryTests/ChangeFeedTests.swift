import Cassowary
import Testing

/// SPEC §1.11: after a solve the solver lists the variables whose values changed, in order
/// of creation, and forgets them once taken.
@Suite struct ChangeFeedTests {
  @Test func reportsOnlyChangedVariablesSorted() throws {
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    #expect(solver.takeChangedVariables().isEmpty)
    // Touch c before a: the feed is still in order of creation.
    let cPin = try solver.addConstraint(Expression(c), .equal, 3)
    try solver.addConstraint(Expression(a), .equal, 1)
    #expect(solver.takeChangedVariables() == [a, c])
    #expect(solver.takeChangedVariables().isEmpty, "taking empties the feed")
    try solver.setConstant(cPin, to: -4)
    #expect(solver.takeChangedVariables() == [c])
    try solver.addConstraint(Expression(b), .equal, a + c)
    #expect(solver.takeChangedVariables() == [b])
    try solver.setConstant(cPin, to: -5)
    #expect(solver.takeChangedVariables() == [b, c])
  }

  @Test func unchangedValuesAreNotReported() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(x), .equal, 10)
    try solver.addConstraint(Expression(y), .equal, 0)
    #expect(solver.takeChangedVariables() == [x], "y = 0 is no change from 0")
    // A constraint that already holds moves nothing.
    let redundant = try solver.addConstraint(Expression(x), .lessThanOrEqual, 20)
    #expect(solver.takeChangedVariables().isEmpty)
    try solver.remove(redundant)
    #expect(solver.takeChangedVariables().isEmpty)
    // Neither does a failed operation.
    _ = try? solver.addConstraint(Expression(x), .equal, 11)
    #expect(solver.takeChangedVariables().isEmpty)
  }

  @Test func editsReportTheVariablesTheyMove() throws {
    var solver = Solver()
    let width = solver.makeVariable("width")
    let left = solver.makeVariable("left")
    let right = solver.makeVariable("right")
    let other = solver.makeVariable("other")
    try solver.addConstraint(Expression(left), .equal, 8)
    try solver.addConstraint(Expression(right), .equal, width - 8)
    try solver.addConstraint(Expression(other), .equal, 42)
    try solver.addEditVariable(width)
    _ = solver.takeChangedVariables()
    try solver.suggestValue(width, 320)
    #expect(solver.takeChangedVariables() == [width, right])
    try solver.suggestValue(width, 320)
    #expect(solver.takeChangedVariables().isEmpty, "the same suggestion changes nothing")
    try solver.suggestValue(width, 375)
    #expect(solver.takeChangedVariables() == [width, right])
  }

  @Test func changesAccumulateUntilTaken() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(x), .equal, 1)
    try solver.addConstraint(Expression(y), .equal, 2)
    #expect(solver.takeChangedVariables() == [x, y])
  }

  @Test func copiesHaveTheirOwnFeed() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 1)
    var copy = solver
    #expect(copy.takeChangedVariables() == [x])
    #expect(solver.takeChangedVariables() == [x])
  }
}
