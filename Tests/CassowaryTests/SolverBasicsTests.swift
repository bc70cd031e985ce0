import Cassowary
import Testing

/// SPEC §1.1: equalities, inequalities, edit variables, incremental add and remove.
@Suite struct SolverBasicsTests {
  @Test func unconstrainedVariablesAreZero() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    #expect(solver.value(of: x) == 0)
    try solver.addConstraint(Expression(y), .equal, 7)
    #expect(solver.value(of: x).bitPattern == 0.0.bitPattern)
    expectValue(solver, y, 7)
    // A variable of no solver at all reads 0 too, without trapping.
    #expect(solver.value(of: Variable(index: 99)) == 0)
  }

  @Test func makeConstraintDoesNotAddIt() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let c = try solver.makeConstraint(Expression(x), .equal, 5)
    #expect(!solver.contains(c))
    #expect(solver.value(of: x) == 0)
    #expect(solver.activeConstraints.isEmpty)
    try solver.add(c)
    #expect(solver.contains(c))
    expectValue(solver, x, 5)
  }

  @Test func equalities() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.addConstraint(x + y, .equal, 30)
    try solver.addConstraint(Expression(x), .equal, 10)
    expectValue(solver, x, 10)
    expectValue(solver, y, 20)
    // 2z = 3y + 6 with y = 20 gives z = 33.
    try solver.addConstraint(2 * z, .equal, 3 * y + 6)
    expectValue(solver, z, 33)
  }

  @Test func repeatedVariablesAreMerged() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x + x, .equal, 10)
    try solver.addConstraint(x - x + y, .equal, 3)
    expectValue(solver, x, 5)
    expectValue(solver, y, 3)
    #expect(solver.expression(of: solver.activeConstraints[1]).terms.count == 1)
  }

  @Test func inequalitiesAgainstWeakerPreferences() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    try solver.addConstraint(Expression(x), .equal, 0, priority: .weak)
    expectValue(solver, x, 10)
    try solver.addConstraint(Expression(y), .lessThanOrEqual, -5)
    try solver.addConstraint(Expression(y), .equal, 0, priority: .strong)
    expectValue(solver, y, -5)
  }

  @Test func inequalityThatHoldsDoesNotMoveAnything() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 50, priority: .medium)
    try solver.addConstraint(Expression(x), .lessThanOrEqual, 100)
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    expectValue(solver, x, 50)
  }

  @Test func mixedLayoutRow() throws {
    // |-8-[view(==500@750, >=100)]  in a 300-point container: right edge <= 300.
    var solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let right = solver.makeVariable("right")
    try solver.addConstraint(Expression(right), .equal, left + width)
    try solver.addConstraint(Expression(left), .equal, 8)
    try solver.addConstraint(Expression(width), .greaterThanOrEqual, 100)
    try solver.addConstraint(Expression(right), .lessThanOrEqual, 300)
    try solver.addConstraint(Expression(width), .equal, 500, priority: .strong)
    expectValue(solver, left, 8)
    expectValue(solver, width, 292)
    expectValue(solver, right, 300)
  }

  @Test func mixedWithTwoPreferences() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    try solver.addConstraint(Expression(y), .greaterThanOrEqual, 0)
    try solver.addConstraint(x + y, .equal, 100)
    try solver.addConstraint(Expression(x), .equal, 70, priority: .strong)
    try solver.addConstraint(Expression(y), .equal, 50, priority: .weak)
    expectValue(solver, x, 70)
    expectValue(solver, y, 30)
  }

  @Test func editVariableTargetsZeroUntilTheFirstSuggestion() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x + y, .equal, 100)
    try solver.addEditVariable(x)
    #expect(solver.hasEditVariable(x))
    expectValue(solver, x, 0, "before any suggestion")
    expectValue(solver, y, 100)
    try solver.suggestValue(x, 30)
    expectValue(solver, x, 30)
    expectValue(solver, y, 70)
    try solver.suggestValue(x, 45)
    expectValue(solver, x, 45)
    expectValue(solver, y, 55)
    try solver.suggestValue(x, -12.5)
    expectValue(solver, x, -12.5)
    expectValue(solver, y, 112.5)
  }

  @Test func editVariableYieldsToRequiredAndStrongerConstraints() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(x), .lessThanOrEqual, 40)
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(x, 60)
    expectValue(solver, x, 40, "required wins")
    try solver.addConstraint(Expression(y), .lessThanOrEqual, 10, priority: .strong)
    try solver.addEditVariable(y, priority: .weak)
    try solver.suggestValue(y, 60)
    expectValue(solver, y, 10, "a stronger optional constraint wins")
    try solver.suggestValue(y, 5)
    expectValue(solver, y, 5)
  }

  @Test func editVariableWinsOverWeakerConstraints() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 20, priority: .weak)
    expectValue(solver, x, 20)
    try solver.addEditVariable(x, priority: .strong)
    expectValue(solver, x, 0, "the edit's target is 0 before a suggestion")
    try solver.suggestValue(x, 50)
    expectValue(solver, x, 50)
  }

  @Test func removingAnEditVariableRestoresTheValues() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 20, priority: .weak)
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(x, 50)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    expectValue(solver, x, 20)
    // It can be edited again, from a fresh target of 0.
    try solver.addEditVariable(x, priority: .strong)
    expectValue(solver, x, 0)
  }

  @Test func removingAConstraintRestoresTheValues() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(x), .equal, 10, priority: .medium)
    try solver.addConstraint(Expression(y), .equal, x + 5)
    let before = values(solver)
    let strong = try solver.addConstraint(Expression(x), .equal, 20, priority: .strong)
    expectValue(solver, x, 20)
    expectValue(solver, y, 25)
    try solver.remove(strong)
    #expect(!solver.contains(strong))
    #expect(values(solver) == before)
    // The same handle can be added again.
    try solver.add(strong)
    expectValue(solver, y, 25)
  }

  @Test func removingARequiredConstraintFreesItsVariables() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(y), .equal, x + 10)
    try solver.addConstraint(Expression(y), .equal, 0, priority: .weak)
    let pin = try solver.addConstraint(Expression(x), .equal, 5)
    expectValue(solver, y, 15)
    try solver.remove(pin)
    expectValue(solver, y, 0, "only the weak preference is left on y")
    expectValue(solver, x, -10)
  }

  @Test func removeAndAddInAnyOrder() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let a = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    let b = try solver.addConstraint(Expression(x), .lessThanOrEqual, 20)
    let c = try solver.addConstraint(Expression(x), .equal, 30, priority: .weak)
    expectValue(solver, x, 20)
    try solver.remove(b)
    expectValue(solver, x, 30)
    try solver.remove(c)
    try solver.add(b)
    try solver.remove(a)
    try solver.add(c)
    expectValue(solver, x, 20)
    #expect(solver.activeConstraints == [b, c])
  }

  @Test func constraintsWithoutVariables() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    // `5 == 5` holds trivially; an optional `0 == 5` can only be violated.
    try solver.addConstraint(5, .equal, 5)
    try solver.addConstraint(0, .equal, 5, priority: .weak)
    try solver.addConstraint(Expression(x), .equal, 3, priority: .weak)
    expectValue(solver, x, 3)
  }

  @Test func copiesAreIndependent() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 1, priority: .weak)
    var copy = solver
    try copy.addConstraint(Expression(x), .equal, 2)
    expectValue(solver, x, 1)
    expectValue(copy, x, 2)
  }

  @Test func introspectionOfConstraints() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let c = try solver.makeConstraint(
      2 * x, .lessThanOrEqual, y + 4, priority: .medium, name: "limit")
    #expect(solver.relation(of: c) == .lessThanOrEqual)
    #expect(solver.priority(of: c) == .medium)
    #expect(solver.name(of: c) == "limit")
    #expect(solver.name(of: x) == "x")
    // Normalized: 2x - y - 4 <= 0.
    let e = solver.expression(of: c)
    #expect(e.terms == [Term(x, 2), Term(y, -1)])
    #expect(e.constant == -4)
    #expect(solver.variableCount == 2)
    #expect(solver.variables == [x, y])
  }
}
