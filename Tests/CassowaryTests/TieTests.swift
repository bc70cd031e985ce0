import Cassowary
import Testing

/// Ties (Solver+Ties.swift): identical optional constraints share one set of tableau symbols,
/// weighted by how many they are, and give the values of the constraints added one by one.
@Suite struct TieTests {
  @Test func aThousandIdenticalPreferencesAreOneRow() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let floor = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    var tied: [Constraint] = []
    for _ in 0..<1000 {
      tied.append(try solver.addConstraint(Expression(x), .equal, 100, priority: .weak))
    }
    #expect(solver.rowCount <= 3, "one row per tie, not per member: \(solver.rowCount)")
    expectValue(solver, x, 100)
    // A stronger preference against the tie: strict priorities, whatever the tie's size.
    let strong = try solver.addConstraint(Expression(x), .equal, 40, priority: .medium)
    expectValue(solver, x, 40)
    try solver.remove(strong)
    expectValue(solver, x, 100)
    // Within one priority, weights count: 1,000 at 100 against 999 at 300 (ties too).
    var other: [Constraint] = []
    for _ in 0..<999 {
      other.append(try solver.addConstraint(Expression(x), .equal, 300, priority: .weak))
    }
    expectValue(solver, x, 100)
    try solver.remove(tied[0])  // the leader: its first member inherits the symbols
    try solver.remove(tied[1])
    #expect(solver.contains(tied[2]) && !solver.contains(tied[0]))
    // 998 at 100 against 999 at 300.
    expectValue(solver, x, 300)
    #expect(Set(solver.constraintsAffecting(x)).isSuperset(of: other))
    // A member's constant moves it out of its tie, alone.
    try solver.setConstant(tied[500], to: -300)  // x == 300
    expectValue(solver, x, 300)
    for c in other.prefix(2) { try solver.setPriority(c, to: .strong) }
    expectValue(solver, x, 300)
    try solver.setConstant(floor, to: -350)  // x >= 350
    expectValue(solver, x, 350)
  }

  @Test func tiedSystemsAreLexicographicallyOptimal() {
    checkRandomSystems(
      "tied systems are lexicographically optimal", seeds: 0..<300,
      generate: {
        RandomSystem.random(using: &$0, variables: 1...3, constraints: 2...12, requiredPercent: 25)
          .tied(using: &$0)
      }
    ) { system in
      let (loaded, problem) = load(system, checks: [.requiredHold, .atomicFailure])
      guard let loaded else { return problem }
      return optimalityProblem(loaded, system)
    }
  }

  @Test func tiesSurviveRandomOperations() {
    // Adds, removes, constant and priority changes on members and leaders, failing ones
    // included: after each, the values equal those of a solver built afresh from the active
    // constraints (where the optimum is unique), and a failed operation changes nothing.
    var failures = 0
    for seed in UInt64(0)..<200 where failures < 3 {
      var rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 17)
      var script = OperationScript.random(using: &rng)
      script.system = script.system.tied(using: &rng)
      if let problem = Self.replayProblem(script) {
        failures += 1
        Issue.record("seed \(seed): \(problem)\n\(script)")
      }
    }
  }

  @Test func tiesThroughAScript() {
    var runner = ScriptRunner()
    let script = "constraint a @250 x == 1\nconstraint b @250 x == 1\nremove a\nprint x\n"
    #expect(runner.run(ScriptProgram.parse(script)) == "x 1\n")
  }

  static func replayProblem(_ script: OperationScript) -> String? {
    guard let defined = try? script.system.definedSolver() else { return nil }
    var solver = defined.0
    let (variables, handles) = (defined.1, defined.2)
    for (step, operation) in script.operations.enumerated() {
      let before = SolverSnapshot(solver)
      do {
        try operation.apply(to: &solver, variables, handles)
      } catch {
        if let difference = SolverSnapshot(solver).difference(from: before) {
          return "step \(step) (\(operation)) failed and changed the solver: \(difference)"
        }
        continue
      }
      if !violatedRequiredConstraints(solver).isEmpty {
        return "step \(step) (\(operation)): required constraints are violated"
      }
      // Edit constraints are the solver's own (not in `activeConstraints`): the comparison
      // is made when there are none.
      if variables.contains(where: { solver.hasEditVariable($0) }) { continue }
      // The same active constraints, added afresh in their order.
      var fresh = Solver()
      let freshVariables = variables.map { fresh.makeVariable(solver.name(of: $0)) }
      func translate(_ e: Expression) -> Expression {
        var terms: [Term] = []
        for term in e.terms {
          terms.append(Term(freshVariables[term.variable.index], term.coefficient))
        }
        return Expression(terms: terms, constant: e.constant)
      }
      do {
        for c in solver.activeConstraints {
          try fresh.addConstraint(
            translate(solver.expression(of: c)), solver.relation(of: c), 0,
            priority: solver.priority(of: c))
        }
      } catch {
        return "step \(step) (\(operation)): rebuilding the active constraints threw \(error)"
      }
      guard freshVariables.allSatisfy({ !fresh.isAmbiguous($0) }) else { continue }
      for (i, v) in variables.enumerated()
      where !isClose(solver.value(of: v), fresh.value(of: freshVariables[i])) {
        return "step \(step) (\(operation)): x\(i) = \(solver.value(of: v)), built afresh "
          + "\(fresh.value(of: freshVariables[i]))"
      }
    }
    return nil
  }
}

extension RandomSystem {
  /// The system with some constraints replaced by copies of earlier optional ones, so that
  /// identical optional constraints (ties) occur, up to four alike.
  func tied(using rng: inout SplitMix64) -> RandomSystem {
    var s = self
    for i in s.constraints.indices where Int.random(in: 0..<100, using: &rng) < 40 {
      let earlier = (0..<i).filter { !s.constraints[$0].isRequired }
      if let j = earlier.randomElement(using: &rng) { s.constraints[i] = s.constraints[j] }
    }
    return s
  }
}
