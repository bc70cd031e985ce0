import Cassowary
import Testing

/// SPEC §1.5: the solver tells whether a variable's value is determined uniquely among all
/// optimal solutions, gives the range of its optimal values, and can move to another optimal
/// solution (`exerciseAmbiguityInLayout`).
@Suite struct AmbiguityTests {
  @Test func lowerBoundAloneIsAmbiguous() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    #expect(solver.isAmbiguous(x))
    #expect(solver.valueRange(of: x) == nil, "x >= 0 is unbounded above")
    let before = solver.value(of: x)
    let moved = solver.exerciseAmbiguity(of: x)
    #expect(moved)
    #expect(solver.value(of: x) != before)
    #expect(solver.value(of: x) >= -1e-9)
  }

  @Test func equalityIsNotAmbiguous() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 5)
    #expect(!solver.isAmbiguous(x))
    #expect(solver.valueRange(of: x) == 5...5)
    let before = SolverSnapshot(solver)
    let moved = solver.exerciseAmbiguity(of: x)
    #expect(!moved)
    #expect(SolverSnapshot(solver) == before)
  }

  @Test func unconstrainedVariableIsAmbiguous() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(y), .equal, 1)
    #expect(solver.isAmbiguous(x))
    #expect(solver.valueRange(of: x) == nil)
    #expect(!solver.isAmbiguous(y))
  }

  @Test func optionalPreferenceResolvesAmbiguity() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    #expect(solver.isAmbiguous(x))
    try solver.addConstraint(Expression(x), .equal, 40, priority: .weak)
    #expect(!solver.isAmbiguous(x))
    expectValue(solver, x, 40)
    #expect(solver.valueRange(of: x) == 40...40)
  }

  /// Two views side by side in a 100-point container with only their spacing fixed:
  /// `|[a]-8-[b]|`, widths free but non-negative.
  func twoViews() throws -> (Solver, aWidth: Variable, bLeft: Variable, bWidth: Variable) {
    var solver = Solver()
    let aLeft = solver.makeVariable("aLeft")
    let aWidth = solver.makeVariable("aWidth")
    let bLeft = solver.makeVariable("bLeft")
    let bWidth = solver.makeVariable("bWidth")
    try solver.addConstraint(Expression(aLeft), .equal, 0)
    try solver.addConstraint(Expression(bLeft), .equal, aLeft + aWidth + 8)
    try solver.addConstraint(bLeft + bWidth, .equal, 100)
    try solver.addConstraint(Expression(aWidth), .greaterThanOrEqual, 0)
    try solver.addConstraint(Expression(bWidth), .greaterThanOrEqual, 0)
    // A preference that cannot be met, so the optimal objective is not zero.
    try solver.addConstraint(Expression(aLeft), .equal, 10, priority: .medium)
    return (solver, aWidth, bLeft, bWidth)
  }

  @Test func twoViewsWithOnlyASpacingHaveAmbiguousWidths() throws {
    let (solver, aWidth, bLeft, bWidth) = try twoViews()
    #expect(solver.isAmbiguous(aWidth))
    #expect(solver.isAmbiguous(bWidth))
    #expect(solver.isAmbiguous(bLeft))
    #expect(!solver.isAmbiguous(solver.variables[0]))
    #expect(solver.ambiguousVariables(among: solver.variables) == [aWidth, bLeft, bWidth])
    let range = solver.valueRange(of: aWidth)
    #expect(range.map { isClose($0.lowerBound, 0) && isClose($0.upperBound, 92) } == true)
    let bRange = solver.valueRange(of: bLeft)
    #expect(bRange.map { isClose($0.lowerBound, 8) && isClose($0.upperBound, 100) } == true)
  }

  @Test func exerciseAmbiguityMovesWithinTheOptimalSolutions() throws {
    var (solver, aWidth, bLeft, bWidth) = try twoViews()
    for step in 0..<4 {
      let before = solver.value(of: aWidth)
      let moved = solver.exerciseAmbiguity(of: aWidth)
      #expect(moved, "step \(step)")
      let after = solver.value(of: aWidth)
      #expect(after != before, "step \(step): aWidth stayed at \(before)")
      #expect(violatedRequiredConstraints(solver).isEmpty, "step \(step)")
      #expect(after >= -1e-9 && after <= 92 + 1e-9, "step \(step): aWidth = \(after)")
      // The medium preference is as violated as before (10): the objective is unchanged.
      expectValue(solver, solver.variables[0], 0, "step \(step)")
      expectValue(solver, bLeft, after + 8, "step \(step)")
      expectValue(solver, bWidth, 92 - after, "step \(step)")
      #expect(solver.isAmbiguous(aWidth), "step \(step): still ambiguous")
    }
  }

  @Test func exerciseAmbiguityOfAFreeVariableMovesIt() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(y), .equal, x + 5)
    #expect(solver.isAmbiguous(y))
    let before = solver.value(of: y)
    let moved = solver.exerciseAmbiguity(of: y)
    #expect(moved)
    #expect(solver.value(of: y) != before)
    expectValue(solver, y, solver.value(of: x) + 5)
  }

  @Test func exerciseAmbiguityOfAnUnconstrainedVariable() {
    // A variable no constraint mentions is ambiguous: any value is optimal, so exercising
    // it moves it.
    var solver = Solver()
    let x = solver.makeVariable("x")
    #expect(solver.isAmbiguous(x))
    let moved = solver.exerciseAmbiguity(of: x)
    #expect(moved)
    #expect(solver.value(of: x) != 0)
  }

  @Test func exerciseAmbiguityOfAForeignVariable() {
    var solver = Solver()
    _ = solver.makeVariable("x")
    let before = SolverSnapshot(solver)
    let moved = solver.exerciseAmbiguity(of: Variable(index: 7))
    #expect(!moved)
    #expect(SolverSnapshot(solver) == before)
  }

  @Test func ambiguityMatchesTheBruteForceOptimum() {
    checkRandomSystems(
      "isAmbiguous and valueRange match the brute force", seeds: 0..<400,
      generate: { RandomSystem.random(using: &$0, variables: 1...3, constraints: 1...9) }
    ) { system in
      let (loaded, problem) = load(system, checks: [])
      guard let loaded else { return problem }
      let oracle = LexOracle(loaded.acceptedSystem(of: system))
      guard oracle.isFeasible else { return "no feasible point" }
      for (v, variable) in loaded.variables.enumerated() {
        let ambiguous = loaded.solver.isAmbiguous(variable)
        if ambiguous != oracle.isAmbiguous(v) {
          return "isAmbiguous(x\(v)) is \(ambiguous), but x\(v) ranges over "
            + "\(String(describing: oracle.range(of: v))) (nil: unbounded); values "
            + "\(loaded.values)"
        }
        let range = loaded.solver.valueRange(of: variable)
        switch (range, oracle.range(of: v)) {
        case (nil, nil): continue
        case (let r?, let o?)
        where isClose(r.lowerBound, o.lowerBound)
          && isClose(r.upperBound, o.upperBound):
          continue
        default:
          return "valueRange(x\(v)) is \(String(describing: range)), the brute force gives "
            + "\(String(describing: oracle.range(of: v))) (nil: unbounded)"
        }
      }
      return nil
    }
  }

  @Test func exerciseAmbiguityKeepsTheOptimum() {
    checkRandomSystems(
      "exerciseAmbiguity moves to another optimal solution", seeds: 500..<800,
      generate: { RandomSystem.random(using: &$0, variables: 1...3, constraints: 1...9) }
    ) { system in
      let (loaded, problem) = load(system, checks: [])
      guard let loaded else { return problem }
      let oracle = LexOracle(loaded.acceptedSystem(of: system))
      for (v, variable) in loaded.variables.enumerated() {
        var solver = loaded.solver
        let before = SolverSnapshot(solver)
        let moved = solver.exerciseAmbiguity(of: variable)
        if !oracle.isAmbiguous(v) {
          if moved { return "exerciseAmbiguity(x\(v)) moved a variable that is not ambiguous" }
          if let difference = SolverSnapshot(solver).difference(from: before) {
            return "exerciseAmbiguity(x\(v)) returned false but changed the solver: "
              + difference
          }
          continue
        }
        if !moved { return "exerciseAmbiguity(x\(v)) did not move an ambiguous variable" }
        if solver.value(of: variable) == loaded.solver.value(of: variable) {
          return "exerciseAmbiguity(x\(v)) returned true but x\(v) did not change"
        }
        var after = loaded
        after.solver = solver
        if let problem = optimalityProblem(after, system) {
          return "after exerciseAmbiguity(x\(v)): \(problem)"
        }
      }
      return nil
    }
  }
}
