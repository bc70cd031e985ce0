import Cassowary
import Testing

/// SPEC §1.9: a failed operation leaves the solver exactly as it was (its dump, its script,
/// every value bit for bit, its change feed); a dry run changes nothing.
@Suite struct AtomicityTests {
  /// A layout-like system: a row of three views in a container whose width is edited.
  func row() throws -> (Solver, [Variable], container: Variable, pins: [Constraint]) {
    var solver = Solver()
    let container = solver.makeVariable("container")
    var vars: [Variable] = []
    var pins: [Constraint] = []
    var previousRight = Expression(0)
    for i in 0..<3 {
      let left = solver.makeVariable("left\(i)")
      let width = solver.makeVariable("width\(i)")
      vars += [left, width]
      pins.append(try solver.addConstraint(Expression(left), .equal, previousRight + 8))
      try solver.addConstraint(Expression(width), .greaterThanOrEqual, 20)
      try solver.addConstraint(Expression(width), .equal, 100, priority: .weak)
      previousRight = left + width
    }
    pins.append(
      try solver.addConstraint(previousRight + 8, .lessThanOrEqual, Expression(container)))
    try solver.addEditVariable(container, priority: .strong)
    try solver.suggestValue(container, 200)
    return (solver, vars, container, pins)
  }

  @Test func unsatisfiableAddChangesNothing() throws {
    var (solver, vars, _, _) = try row()
    _ = solver.takeChangedVariables()
    let tooWide = try solver.makeConstraint(Expression(vars[1]), .greaterThanOrEqual, 1000)
    // Make the failure non-trivial: the container is only strongly edited, so a required
    // upper bound is needed for the conflict.
    let cap = try solver.addConstraint(Expression(solver.variables[0]), .lessThanOrEqual, 400)
    _ = solver.takeChangedVariables()
    let error = expectAtomicFailure(&solver, "width0 >= 1000") {
      (s: inout Solver) throws(SolverError) in try s.add(tooWide)
    }
    guard case .unsatisfiableConstraint(_, let conflicts) = error else {
      Issue.record("expected unsatisfiable, got \(String(describing: error))")
      return
    }
    #expect(conflicts.contains(cap))
    #expect(solver.takeChangedVariables().isEmpty)
  }

  @Test func unsatisfiableSetConstantChangesNothing() throws {
    var (solver, _, container, pins) = try row()
    try solver.addConstraint(Expression(container), .lessThanOrEqual, 300)
    // The last pin reads right + 8 - container <= 0; a constant of 400 needs container
    // >= right + 408 > 300.
    expectAtomicFailure(&solver, "setConstant to an infeasible value") {
      (s: inout Solver) throws(SolverError) in try s.setConstant(pins[3], to: 400)
    }
    #expect(solver.expression(of: pins[3]).constant == 8)
    // A feasible change still works afterwards.
    try solver.setConstant(pins[3], to: 10)
    #expect(violatedRequiredConstraints(solver).isEmpty)
  }

  @Test func everyKindOfErrorChangesNothing() throws {
    var (solver, vars, container, pins) = try row()
    let inactive = try solver.makeConstraint(Expression(vars[0]), .equal, 1)
    expectAtomicFailure(&solver, throws: .duplicateConstraint(pins[0]), "duplicate") {
      (s: inout Solver) throws(SolverError) in try s.add(pins[0])
    }
    expectAtomicFailure(&solver, throws: .unknownConstraint(inactive), "remove inactive") {
      (s: inout Solver) throws(SolverError) in try s.remove(inactive)
    }
    expectAtomicFailure(&solver, throws: .duplicateEditVariable(container), "edit twice") {
      (s: inout Solver) throws(SolverError) in try s.addEditVariable(container)
    }
    expectAtomicFailure(&solver, throws: .unknownEditVariable(vars[0]), "suggest") {
      (s: inout Solver) throws(SolverError) in try s.suggestValue(vars[0], 3)
    }
    expectAtomicFailure(&solver, throws: .requiredEditVariable(vars[0]), "required edit") {
      (s: inout Solver) throws(SolverError) in
      try s.addEditVariable(vars[0], priority: .required)
    }
    expectAtomicFailure(&solver, throws: .requiredPriorityChange(pins[0]), "priority") {
      (s: inout Solver) throws(SolverError) in try s.setPriority(pins[0], to: .weak)
    }
    expectAtomicFailure(&solver, throws: .nonFiniteNumber(.infinity), "suggest infinity") {
      (s: inout Solver) throws(SolverError) in try s.suggestValue(container, .infinity)
    }
  }

  @Test func dryRunChangesNothingEitherWay() throws {
    var (solver, vars, container, _) = try row()
    try solver.addConstraint(Expression(container), .lessThanOrEqual, 250)
    let fits = try solver.makeConstraint(Expression(vars[1]), .greaterThanOrEqual, 50)
    let clashes = try solver.makeConstraint(Expression(vars[1]), .greaterThanOrEqual, 500)
    let optional = try solver.makeConstraint(
      Expression(vars[1]), .greaterThanOrEqual, 500, priority: .strong)
    for c in [fits, clashes, optional, fits] {
      let before = SolverSnapshot(solver)
      let answer = try solver.wouldConflict(c)
      #expect((answer == nil) == (c != clashes), "\(c): \(String(describing: answer))")
      if let difference = SolverSnapshot(solver).difference(from: before) {
        Issue.record("wouldConflict(\(c)) changed the solver: \(difference)")
      }
    }
    // The statistics are not disturbed either.
    let statistics = solver.statistics
    _ = try solver.wouldConflict(clashes)
    #expect(solver.statistics == statistics)
  }

  @Test func failureInTheMiddleOfEditing() throws {
    var (solver, vars, container, _) = try row()
    try solver.suggestValue(container, 150)
    let before = SolverSnapshot(solver)
    let tooWide = try solver.makeConstraint(vars[1] + vars[3], .greaterThanOrEqual, 1000)
    try solver.addConstraint(Expression(container), .lessThanOrEqual, 500)
    let middle = SolverSnapshot(solver)
    expectAtomicFailure(&solver, "too wide while editing") {
      (s: inout Solver) throws(SolverError) in try s.add(tooWide)
    }
    #expect(SolverSnapshot(solver) == middle)
    #expect(before != middle)
    // Editing goes on normally.
    try solver.suggestValue(container, 300)
    #expect(violatedRequiredConstraints(solver).isEmpty)
  }

  @Test func randomOperationsFailAtomically() {
    checkRandomOperations("failed operations change nothing", seeds: 0..<250) { script in
      run(script) { op, before, solver, error in
        if let error {
          if let difference = SolverSnapshot(solver).difference(from: before) {
            return "the failed operation (\(error)) changed the solver: \(difference)"
          }
          if case .numericalFailure = error { return "numerical failure \(error)" }
          return nil
        }
        let broken = violatedRequiredConstraints(solver)
        if !broken.isEmpty {
          return "required constraints \(broken) are violated; values \(values(solver))"
        }
        let changed = solver.variables.filter {
          solver.value(of: $0).bitPattern != before.valueBits[$0.index]
        }
        let reported = solver.takeChangedVariables()
        if reported != changed {
          return "the change feed reported \(reported) but \(changed) changed"
        }
        return nil
      }.1
    }
  }

  @Test func randomOperationsIncludeFailures() {
    // Guards the test above against operations that never fail.
    var failures: [String: Int] = [:]
    for seed in UInt64(0)..<250 {
      var rng = SplitMix64(seed: seed)
      for error in run(OperationScript.random(using: &rng)).0?.errors ?? [] {
        guard let error else { continue }
        let kind = String(error.description.prefix { $0 != " " })
        failures[kind, default: 0] += 1
      }
    }
    for kind in ["unsatisfiable", "duplicate", "unknown", "edit", "cannot"] {
      #expect((failures[kind] ?? 0) > 5, "\(kind): \(failures)")
    }
  }
}
