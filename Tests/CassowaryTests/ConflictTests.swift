import Cassowary
import Testing

/// SPEC §1.3: an unsatisfiable required constraint is reported with a minimal conflict set:
/// it is unsatisfiable together with the constraint, and removing any one member makes it
/// satisfiable. Members are listed in the order they were added.
@Suite struct ConflictTests {
  /// Adds `constraint` expecting it to be rejected, and returns its conflict set.
  func conflicts(
    of constraint: Constraint, in solver: inout Solver,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [Constraint] {
    let error = expectAtomicFailure(&solver, "\(constraint)", sourceLocation: sourceLocation) {
      (s: inout Solver) throws(SolverError) in try s.add(constraint)
    }
    guard case .unsatisfiableConstraint(let c, let conflicts) = error, c == constraint else {
      Issue.record("expected unsatisfiable \(constraint), got \(String(describing: error))")
      return []
    }
    return conflicts
  }

  @Test func lowerBoundAboveUpperBound() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let floor = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    let ceiling = try solver.makeConstraint(Expression(x), .lessThanOrEqual, 5)
    #expect(try solver.wouldConflict(ceiling) == [floor])
    #expect(conflicts(of: ceiling, in: &solver) == [floor])
  }

  @Test func inconsistentCycle() throws {
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let ab = try solver.addConstraint(Expression(a), .equal, b + 1)
    let bc = try solver.addConstraint(Expression(b), .equal, c + 1)
    let ca = try solver.makeConstraint(Expression(c), .equal, a + 1)
    #expect(conflicts(of: ca, in: &solver) == [ab, bc])
    // A consistent closing of the cycle is accepted (it is implied).
    let closing = try solver.makeConstraint(Expression(c), .equal, a - 2)
    try solver.add(closing)
  }

  @Test func redundantEqualitiesNeedOnlyOne() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let first = try solver.addConstraint(Expression(x), .equal, 5)
    let second = try solver.addConstraint(Expression(x), .equal, 5)
    let link = try solver.addConstraint(Expression(y), .equal, Expression(x))
    let six = try solver.makeConstraint(Expression(x), .equal, 6)
    let setX = conflicts(of: six, in: &solver)
    #expect(setX == [first] || setX == [second], "got \(setX)")
    let ySix = try solver.makeConstraint(Expression(y), .equal, 6)
    let setY = conflicts(of: ySix, in: &solver)
    #expect(setY == [first, link] || setY == [second, link], "got \(setY)")
    // With one copy removed, the other one is the whole reason.
    try solver.remove(first)
    #expect(conflicts(of: six, in: &solver) == [second])
  }

  @Test func onlyTheNeededBoundsAreReported() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let sum = try solver.addConstraint(x + y, .equal, 10)
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    let yPositive = try solver.addConstraint(Expression(y), .greaterThanOrEqual, 0)
    try solver.addConstraint(Expression(x), .lessThanOrEqual, 100)
    let tooBig = try solver.makeConstraint(Expression(x), .greaterThanOrEqual, 11)
    #expect(conflicts(of: tooBig, in: &solver) == [sum, yPositive])
  }

  @Test func optionalConstraintsAndEditsNeverConflict() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let pin = try solver.addConstraint(Expression(x), .equal, 1)
    try solver.addConstraint(Expression(x), .equal, 3, priority: .strong)
    try solver.addEditVariable(x, priority: priority(999))
    try solver.suggestValue(x, 7)
    let weak = try solver.makeConstraint(Expression(x), .equal, 100, priority: .weak)
    #expect(try solver.wouldConflict(weak) == nil)
    try solver.add(weak)
    let two = try solver.makeConstraint(Expression(x), .equal, 2)
    #expect(conflicts(of: two, in: &solver) == [pin])
  }

  @Test func removedConstraintsAreNotReported() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let floor = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    let ceiling = try solver.addConstraint(Expression(x), .lessThanOrEqual, 20)
    try solver.remove(floor)
    let high = try solver.makeConstraint(Expression(x), .greaterThanOrEqual, 30)
    #expect(conflicts(of: high, in: &solver) == [ceiling])
  }

  @Test func conflictsAreInOrderOfAddition() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let xAboveY = try solver.addConstraint(Expression(x), .greaterThanOrEqual, Expression(y))
    let yAboveTen = try solver.addConstraint(Expression(y), .greaterThanOrEqual, 10)
    // Re-adding makes xAboveY the most recent, although it was defined first.
    try solver.remove(xAboveY)
    try solver.add(xAboveY)
    let low = try solver.makeConstraint(Expression(x), .lessThanOrEqual, 5)
    #expect(conflicts(of: low, in: &solver) == [yAboveTen, xAboveY])
  }

  @Test func wouldConflictAnswersWithoutChangingAnything() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let sum = try solver.addConstraint(x + y, .lessThanOrEqual, 10)
    let yFloor = try solver.addConstraint(Expression(y), .greaterThanOrEqual, 4)
    try solver.addConstraint(Expression(x), .equal, 3, priority: .weak)
    let fits = try solver.makeConstraint(Expression(x), .greaterThanOrEqual, 6)
    let clashes = try solver.makeConstraint(Expression(x), .greaterThanOrEqual, 7)
    for (c, expected) in [(fits, nil), (clashes, [sum, yFloor])] as [(Constraint, [Constraint]?)] {
      let before = SolverSnapshot(solver)
      let answer = try solver.wouldConflict(c)
      #expect(answer == expected)
      if let difference = SolverSnapshot(solver).difference(from: before) {
        Issue.record("wouldConflict(\(c)) changed the solver: \(difference)")
      }
    }
    try solver.add(fits)
    expectValue(solver, x, 6)
  }

  @Test func conflictSetsOfRandomSystemsAreMinimal() {
    checkRandomSystems(
      "conflict sets are minimal", seeds: 0..<300,
      generate: {
        RandomSystem.random(
          using: &$0, variables: 2...6, constraints: 2...12, requiredPercent: 85)
      },
      property: { system in
        load(system, checks: [.atomicFailure, .dryRun, .minimalConflicts]).1
      })
  }

  @Test func randomSystemsProduceConflicts() {
    // Guards the test above against a generator that never makes a conflict.
    var rejected = 0
    for seed in UInt64(0)..<300 {
      var rng = SplitMix64(seed: seed)
      let system = RandomSystem.random(
        using: &rng, variables: 2...6, constraints: 2...12, requiredPercent: 85)
      rejected += load(system, checks: []).0?.rejected.count ?? 0
    }
    #expect(rejected > 100, "only \(rejected) rejected constraints in 300 systems")
  }
}
