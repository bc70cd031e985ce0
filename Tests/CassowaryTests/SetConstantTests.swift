import Cassowary
import Testing

/// SPEC §1.4: changing a constraint's constant is incremental (no remove and add) and gives
/// the values a remove and add would.
@Suite struct SetConstantTests {
  @Test func setConstantMovesTheSolution() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let pin = try solver.addConstraint(Expression(x), .equal, 10)
    try solver.addConstraint(Expression(y), .equal, 2 * x + 1)
    let added = solver.statistics.constraintsAdded
    let removed = solver.statistics.constraintsRemoved
    // The normalized form is x - 10 == 0; constant -30 means x == 30.
    try solver.setConstant(pin, to: -30)
    expectValue(solver, x, 30)
    expectValue(solver, y, 61)
    #expect(solver.expression(of: pin).constant == -30)
    #expect(solver.statistics.constraintsAdded == added, "no add")
    #expect(solver.statistics.constraintsRemoved == removed, "no remove")
    #expect(solver.statistics.constantChanges >= 1)
  }

  @Test func setConstantOfInequalitiesAndOptionals() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let floor = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    let preference = try solver.addConstraint(Expression(x), .equal, 50, priority: .weak)
    expectValue(solver, x, 50)
    try solver.setConstant(preference, to: 20)  // x == -20, below the floor
    expectValue(solver, x, 0)
    try solver.setConstant(floor, to: 30)  // x + 30 >= 0
    expectValue(solver, x, -20)
    try solver.setConstant(preference, to: -75)
    expectValue(solver, x, 75)
  }

  @Test func setConstantOfAnInactiveConstraint() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let c = try solver.makeConstraint(Expression(x), .equal, 1)
    try solver.setConstant(c, to: -7)
    #expect(!solver.contains(c))
    #expect(solver.value(of: x) == 0)
    try solver.add(c)
    expectValue(solver, x, 7)
  }

  @Test func setConstantEqualsRemoveAndAdd() throws {
    for newConstant in [-40.0, -8, 0, 12, 100] {
      var incremental = Solver()
      let x = incremental.makeVariable("x")
      let y = incremental.makeVariable("y")
      try incremental.addConstraint(Expression(x), .greaterThanOrEqual, 0)
      try incremental.addConstraint(x + y, .equal, 100, priority: .strong)
      let gap = try incremental.addConstraint(y - x, .equal, 20)
      try incremental.addConstraint(Expression(y), .lessThanOrEqual, 90, priority: .medium)
      var rebuilt = incremental
      try incremental.setConstant(gap, to: newConstant)
      try rebuilt.remove(gap)
      try rebuilt.addConstraint(y - x + Expression(newConstant), .equal, 0)
      for v in [x, y] {
        #expect(
          isClose(incremental.value(of: v), rebuilt.value(of: v)),
          "constant \(newConstant): \(v) is \(incremental.value(of: v)) vs \(rebuilt.value(of: v))")
      }
    }
  }

  @Test func unsatisfiableSetConstantReportsConflicts() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let sum = try solver.addConstraint(x + y, .lessThanOrEqual, 10)
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, -100)
    let yFloor = try solver.addConstraint(Expression(y), .greaterThanOrEqual, 0)
    let xFloor = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 2)
    // xFloor reads x - 2 >= 0; constant -20 means x >= 20 > 10 - y.
    expectAtomicFailure(
      &solver, throws: .unsatisfiableConstraint(xFloor, conflicts: [sum, yFloor]), "x >= 20"
    ) { (s: inout Solver) throws(SolverError) in try s.setConstant(xFloor, to: -20) }
    #expect(solver.expression(of: xFloor).constant == -2)
  }

  @Test func setConstantRepeatedlyOnAChain() throws {
    // Constants moved through a chain of required equalities reach the far end.
    var solver = Solver()
    var previous = solver.makeVariable("x0")
    let first = previous
    var gaps: [Constraint] = []
    for i in 1...20 {
      let next = solver.makeVariable("x\(i)")
      gaps.append(try solver.addConstraint(Expression(next), .equal, previous + 10))
      previous = next
    }
    let anchor = try solver.addConstraint(Expression(first), .equal, 5)
    expectValue(solver, previous, 205)
    try solver.setConstant(gaps[7], to: -30)  // x8 = x7 + 30
    expectValue(solver, previous, 225)
    try solver.setConstant(anchor, to: 0)
    expectValue(solver, previous, 220)
    try solver.setConstant(gaps[19], to: 0)
    expectValue(solver, previous, 210)
  }

  @Test func setConstantMatchesRemoveAndAddOnRandomSystems() {
    checkRandomSystems(
      "setConstant equals remove and add", seeds: 0..<150,
      generate: { RandomSystem.random(using: &$0, variables: 2...6, constraints: 2...12) }
    ) { system in
      let (loaded, problem) = load(system, checks: [])
      guard let loaded else { return problem }
      for i in loaded.accepted {
        for delta in [3, -2, 17] {
          let handle = loaded.handles[i]
          let newConstant = system.constraints[i].constant + delta
          var changed = system
          changed.constraints[i].constant = newConstant
          let line = changed.constraints[i].scriptLine(i)
          var incremental = loaded.solver
          _ = incremental.takeChangedVariables()
          let before = SolverSnapshot(incremental)
          var thrown: SolverError? = nil
          do throws(SolverError) {
            try incremental.setConstant(handle, to: Double(newConstant))
          } catch {
            thrown = error
          }
          // The same change by remove and add, on another copy.
          var rebuilt = loaded.solver
          var rebuiltFails = false
          do {
            try rebuilt.remove(handle)
            let c = try rebuilt.makeConstraint(
              changed.expression(i, loaded.variables), changed.constraints[i].relation, 0,
              priority: rebuilt.priority(of: handle))
            do {
              try rebuilt.add(c)
            } catch {
              rebuiltFails = true
            }
          } catch {
            return "remove and add of \(line) threw \(error)"
          }
          if let thrown {
            guard case .unsatisfiableConstraint(handle, let conflicts) = thrown else {
              return "setConstant to \(line) threw \(thrown)"
            }
            if !rebuiltFails { return "setConstant to \(line) failed, but remove and add works" }
            if let difference = SolverSnapshot(incremental).difference(from: before) {
              return "the failed setConstant to \(line) changed the solver: \(difference)"
            }
            let members = conflicts.map(\.index)
            if let problem = conflictProblem(
              changed, failing: i, conflicts: conflicts, members: members, loaded: loaded)
            {
              return "setConstant: \(problem)"
            }
            continue
          }
          if rebuiltFails { return "setConstant to \(line) worked, but remove and add fails" }
          if !violatedRequiredConstraints(incremental).isEmpty {
            return "after setConstant to \(line), required constraints are violated"
          }
          let moved = incremental.variables.filter {
            incremental.value(of: $0).bitPattern != before.valueBits[$0.index]
          }
          let reported = incremental.takeChangedVariables()
          if reported != moved {
            return "after setConstant to \(line), the change feed says \(reported), but "
              + "\(moved) changed"
          }
          if loaded.variables.allSatisfy({ !rebuilt.isAmbiguous($0) }) {
            for (v, variable) in loaded.variables.enumerated()
            where !isClose(incremental.value(of: variable), rebuilt.value(of: variable)) {
              return "after setConstant to \(line), x\(v) = \(incremental.value(of: variable)), "
                + "remove and add gives \(rebuilt.value(of: variable))"
            }
          }
          // And back: the original values return when they are unique.
          do {
            try incremental.setConstant(handle, to: Double(system.constraints[i].constant))
          } catch {
            return "setting the constant of \(line) back threw \(error)"
          }
          if loaded.isUnique {
            for (v, variable) in loaded.variables.enumerated()
            where !isClose(incremental.value(of: variable), loaded.values[v]) {
              return "after setConstant to \(line) and back, x\(v) = "
                + "\(incremental.value(of: variable)) instead of \(loaded.values[v])"
            }
          }
        }
      }
      return nil
    }
  }
}
