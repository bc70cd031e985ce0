import Cassowary
import Testing

/// SPEC §1.2: optional constraints are satisfied in strict priority order (a lexicographic
/// objective), and within one priority by the sum of their errors.
@Suite struct PriorityTests {
  @Test func aThousandWeakConstraintsLoseToOneSlightlyStronger() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<1000 {
      try solver.addConstraint(Expression(x), .equal, 100, priority: .weak)
    }
    try solver.addConstraint(Expression(x), .equal, 0, priority: priority(251))
    // A weighted sum (kiwi's objective) would give 100: 1000 × 250 outweighs 251.
    expectValue(solver, x, 0)
  }

  @Test func aThousandWeakInequalitiesLoseToOneSlightlyStronger() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    // The stronger one first this time, so the weak ones arrive while it holds.
    try solver.addConstraint(Expression(x), .lessThanOrEqual, -1, priority: priority(251))
    for i in 0..<1000 {
      try solver.addConstraint(
        Expression(x), .greaterThanOrEqual, Expression(Double(i)), priority: .weak)
    }
    expectValue(solver, x, -1)
  }

  @Test func manyWeakConstraintsOnManyVariablesLoseToOneStronger() throws {
    // Each weak constraint pulls a different variable that feeds x; still the 251 wins.
    // (300 rather than 1,000 keeps the debug suite fast; the strictness is the same.)
    var solver = Solver()
    let x = solver.makeVariable("x")
    for i in 0..<300 {
      let y = solver.makeVariable("y\(i)")
      try solver.addConstraint(Expression(y), .equal, x + Expression(Double(i % 7)))
      try solver.addConstraint(Expression(y), .equal, 500, priority: .weak)
    }
    try solver.addConstraint(Expression(x), .equal, -3, priority: priority(251))
    expectValue(solver, x, -3)
  }

  @Test func threeLevelsOfPreferences() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let low = try solver.addConstraint(Expression(x), .equal, 10, priority: .weak)
    let middle = try solver.addConstraint(Expression(x), .equal, 20, priority: .medium)
    let high = try solver.addConstraint(Expression(x), .equal, 30, priority: .strong)
    expectValue(solver, x, 30)
    try solver.remove(high)
    expectValue(solver, x, 20)
    try solver.remove(middle)
    expectValue(solver, x, 10)
    try solver.remove(low)
    try solver.add(low)
    try solver.add(high)
    expectValue(solver, x, 30)
  }

  @Test func threeLevelsEachNarrowingTheChoice() throws {
    // 750 fixes x + y, 500 prefers x large but is bounded by it, 250 can only move z.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    try solver.addConstraint(Expression(y), .greaterThanOrEqual, 0)
    try solver.addConstraint(x + y, .equal, 100, priority: .strong)
    try solver.addConstraint(Expression(x), .equal, 80, priority: .medium)
    try solver.addConstraint(Expression(y), .equal, 80, priority: .weak)
    try solver.addConstraint(Expression(z), .equal, x - y, priority: .weak)
    expectValue(solver, x, 80)
    expectValue(solver, y, 20)
    expectValue(solver, z, 60)
  }

  @Test func inequalityLevelsInStrictOrder() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 7, priority: .weak)
    try solver.addConstraint(Expression(x), .lessThanOrEqual, 5, priority: .medium)
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10, priority: .strong)
    expectValue(solver, x, 10)
  }

  @Test func nearbyPrioritiesAreStillStrict() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<50 {
      try solver.addConstraint(Expression(x), .equal, 1, priority: priority(998.5))
    }
    try solver.addConstraint(Expression(x), .equal, 2, priority: priority(999))
    expectValue(solver, x, 2)
    let y = solver.makeVariable("y")
    for _ in 0..<50 {
      try solver.addConstraint(Expression(y), .equal, 1, priority: priority(1))
    }
    try solver.addConstraint(Expression(y), .equal, 2, priority: priority(2))
    expectValue(solver, y, 2)
  }

  @Test func equalPrioritySplitsBySumOfErrors() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    // |x| + 2|x - 10| is smallest at x = 10.
    try solver.addConstraint(Expression(x), .equal, 0, priority: .medium)
    try solver.addConstraint(Expression(x), .equal, 10, priority: .medium)
    try solver.addConstraint(Expression(x), .equal, 10, priority: .medium)
    expectValue(solver, x, 10)
    #expect(!solver.isAmbiguous(x))

    // Errors are measured on the constraint as written: |y| + |2y - 10| is smallest at 5.
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(y), .equal, 0, priority: .medium)
    try solver.addConstraint(2 * y, .equal, 10, priority: .medium)
    expectValue(solver, y, 5)
  }

  @Test func equalPriorityTieIsAnyPointBetween() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 0, priority: .medium)
    try solver.addConstraint(Expression(x), .equal, 10, priority: .medium)
    let v = solver.value(of: x)
    #expect(v >= -1e-9 && v <= 10 + 1e-9, "x = \(v) must lie between the two targets")
    #expect(solver.isAmbiguous(x))
    let range = solver.valueRange(of: x)
    #expect(range.map { isClose($0.lowerBound, 0) && isClose($0.upperBound, 10) } == true)
  }

  @Test func setPriorityBetweenOptionalLevels() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let a = try solver.addConstraint(Expression(x), .equal, 0, priority: .weak)
    let b = try solver.addConstraint(Expression(x), .equal, 10, priority: .medium)
    expectValue(solver, x, 10)
    try solver.setPriority(a, to: .strong)
    #expect(solver.priority(of: a) == .strong)
    expectValue(solver, x, 0)
    try solver.setPriority(b, to: priority(900))
    expectValue(solver, x, 10)
    // Equal priorities again: both targets are optimal, x stays within them.
    try solver.setPriority(a, to: priority(900))
    #expect(solver.value(of: x) >= -1e-9 && solver.value(of: x) <= 10 + 1e-9)
    try solver.setPriority(a, to: priority(901))
    expectValue(solver, x, 0)
  }

  @Test func setPriorityOfAnInactiveConstraint() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let c = try solver.makeConstraint(Expression(x), .equal, 4, priority: .weak)
    try solver.addConstraint(Expression(x), .equal, 8, priority: .medium)
    // Inactive constraints may change freely, even to required.
    try solver.setPriority(c, to: .required)
    try solver.add(c)
    expectValue(solver, x, 4)
  }

  @Test func requiredBeatsAnyNumberOfOptionals() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<200 {
      try solver.addConstraint(Expression(x), .equal, 50, priority: priority(999))
    }
    try solver.addConstraint(Expression(x), .lessThanOrEqual, 3)
    expectValue(solver, x, 3)
  }

  @Test func priorityValuesAreValidated() {
    #expect(Priority(0) == nil)
    #expect(Priority(0.5) == nil)
    #expect(Priority(1000.5) == nil)
    #expect(Priority(.nan) == nil)
    #expect(Priority(.infinity) == nil)
    #expect(Priority(1)?.value == 1)
    #expect(Priority(1000) == .required)
    #expect(Priority.required.isRequired)
    #expect(!Priority.strong.isRequired)
    #expect(Priority.weak < Priority.medium && Priority.medium < Priority.strong)
  }
}
