import Cassowary
import Testing

/// ``Solver/setConstants(_:)``: several constants moved as one operation, with one dual
/// simplex, giving what the changes made one at a time give, atomically.
@Suite struct SetConstantsTests {
  @Test func theBatchSkipsTheIntermediateState() throws {
    // A label clamped by its container (x <= w - 2m) prefers 300 wide. Narrowing the
    // container and its margins one at a time passes through a state where the label is
    // clamped; together, the final state is reached directly.
    var solver = Solver()
    let label = solver.makeVariable("label")
    let width = solver.makeVariable("width")
    let margin = solver.makeVariable("margin")
    let w = try solver.addConstraint(Expression(width), .equal, 812)
    let m = try solver.addConstraint(Expression(margin), .equal, 60)
    try solver.addConstraint(label + 2 * margin, .lessThanOrEqual, Expression(width))
    try solver.addConstraint(Expression(label), .equal, 300, priority: .strong)
    expectValue(solver, label, 300)
    var single = solver
    try single.setConstant(w, to: -375)
    try single.setConstant(m, to: -16)
    let pivotsOneAtATime = single.statistics.pivots - solver.statistics.pivots
    let before = solver.statistics.pivots
    try solver.setConstants([(w, -375), (m, -16)])
    expectValue(solver, label, 300)
    expectValue(solver, width, 375)
    expectValue(solver, margin, 16)
    #expect(solver.statistics.pivots - before < pivotsOneAtATime)
    #expect(solver.statistics.constantChanges == single.statistics.constantChanges)
  }

  @Test func theLastConstantOfARepeatedConstraintWins() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let pin = try solver.addConstraint(Expression(x), .equal, 10)
    let inactive = try solver.makeConstraint(Expression(x), .greaterThanOrEqual, 0)
    try solver.setConstants([(pin, -20), (inactive, -5), (pin, -30)])
    expectValue(solver, x, 30)
    #expect(solver.expression(of: inactive).constant == -5)
    #expect(!solver.contains(inactive))
  }

  @Test func aFailingBatchChangesNothingAndNamesTheFirstChangeThatFails() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let sum = try solver.addConstraint(x + y, .lessThanOrEqual, 10)
    let yFloor = try solver.addConstraint(Expression(y), .greaterThanOrEqual, 0)
    let xFloor = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 2)
    // y >= 4 is fine on its own; x >= 20 then cannot hold with x + y <= 10 and y >= 4.
    expectAtomicFailure(
      &solver, throws: .unsatisfiableConstraint(xFloor, conflicts: [sum, yFloor]), "batch"
    ) { (s: inout Solver) throws(SolverError) in
      try s.setConstants([(yFloor, -4), (xFloor, -20)])
    }
    #expect(solver.expression(of: yFloor).constant == 0)
    #expect(solver.expression(of: xFloor).constant == -2)
    // Bad input fails before anything moves.
    let thrown = expectAtomicFailure(&solver, "NaN") { (s: inout Solver) throws(SolverError) in
      try s.setConstants([(yFloor, -4), (xFloor, .nan)])
    }
    guard case .nonFiniteNumber = thrown else {
      Issue.record("a NaN constant threw \(String(describing: thrown))")
      return
    }
  }

  @Test func setConstantsMatchesOneAtATimeOnRandomSystems() {
    checkRandomSystems(
      "setConstants equals setConstant one at a time", seeds: 0..<150,
      generate: { RandomSystem.random(using: &$0, variables: 2...6, constraints: 2...12) }
    ) { system in
      let (loaded, problem) = load(system, checks: [])
      guard let loaded else { return problem }
      var rng = SplitMix64(seed: UInt64(system.constraints.count * 31 + system.variableCount))
      for round in 0..<4 {
        // Two to four changes, any constraints (active or not), small constant moves.
        var changes: [(Constraint, Double)] = []
        for _ in 0..<Int.random(in: 2...4, using: &rng) {
          let i = Int.random(in: 0..<system.constraints.count, using: &rng)
          let delta = Int.random(in: -12...12, using: &rng)
          changes.append((loaded.handles[i], Double(system.constraints[i].constant + delta)))
        }
        var batched = loaded.solver
        var single = loaded.solver
        let before = SolverSnapshot(batched)
        var singleError: SolverError? = nil
        for (c, k) in changes where singleError == nil {
          do throws(SolverError) { try single.setConstant(c, to: k) } catch { singleError = error }
        }
        do throws(SolverError) {
          try batched.setConstants(changes)
          if let singleError {
            return "round \(round): the batch worked, one at a time threw \(singleError)"
          }
        } catch {
          guard let singleError else {
            return "round \(round): the batch threw \(error), one at a time worked"
          }
          if error != singleError {
            return "round \(round): the batch threw \(error), one at a time \(singleError)"
          }
          if let difference = SolverSnapshot(batched).difference(from: before) {
            return "round \(round): the failed batch changed the solver: \(difference)"
          }
          continue
        }
        if !violatedRequiredConstraints(batched).isEmpty {
          return "round \(round): required constraints are violated after the batch"
        }
        if loaded.variables.allSatisfy({ !single.isAmbiguous($0) }) {
          for (v, variable) in loaded.variables.enumerated()
          where !isClose(batched.value(of: variable), single.value(of: variable)) {
            return "round \(round): x\(v) = \(batched.value(of: variable)) after the batch, "
              + "\(single.value(of: variable)) one at a time"
          }
        }
      }
      return nil
    }
  }
}
