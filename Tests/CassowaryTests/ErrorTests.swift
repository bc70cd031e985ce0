import Cassowary
import Testing

/// SPEC §1.3: every error is typed, clear, never a crash, and leaves the solver unchanged.
@Suite struct ErrorTests {
  /// A small system with some of everything, so an unwanted change would show in the dump.
  func populated() throws -> (Solver, x: Variable, y: Variable, width: Constraint) {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    let width = try solver.addConstraint(y - x, .equal, 40, priority: .strong)
    try solver.addConstraint(Expression(y), .lessThanOrEqual, 100)
    try solver.addEditVariable(x, priority: .medium)
    try solver.suggestValue(x, 10)
    _ = solver.takeChangedVariables()
    return (solver, x, y, width)
  }

  @Test func unsatisfiableConstraintReportsItsConflictSet() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let low = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    try solver.addConstraint(Expression(y), .equal, 3)
    try solver.addConstraint(Expression(x), .equal, 50, priority: .strong)
    let high = try solver.makeConstraint(Expression(x), .lessThanOrEqual, 5)
    let error = expectAtomicFailure(
      &solver, throws: .unsatisfiableConstraint(high, conflicts: [low]), "x <= 5"
    ) { (s: inout Solver) throws(SolverError) in try s.add(high) }
    #expect(!solver.contains(high))
    #expect(error?.description.contains("unsatisfiable") == true)
    #expect(error?.description.contains("\(low)") == true)
  }

  @Test func unsatisfiableAddConstraintLeavesItDefinedButInactive() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 1)
    do {
      try solver.addConstraint(Expression(x), .equal, 2)
      Issue.record("x == 2 after x == 1 must fail")
    } catch {
      guard case .unsatisfiableConstraint(let c, let conflicts) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(conflicts == [Constraint(index: 0)])
      #expect(!solver.contains(c))
      #expect(solver.expression(of: c).constant == -2)
    }
    expectValue(solver, x, 1)
  }

  @Test func constraintWithoutVariablesThatCannotHold() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .equal, 1)
    let never = try solver.makeConstraint(0, .greaterThanOrEqual, 5)
    expectAtomicFailure(
      &solver, throws: .unsatisfiableConstraint(never, conflicts: []), "0 >= 5"
    ) { (s: inout Solver) throws(SolverError) in try s.add(never) }
  }

  @Test func duplicateConstraint() throws {
    var (solver, _, _, width) = try populated()
    expectAtomicFailure(&solver, throws: .duplicateConstraint(width), "add twice") {
      (s: inout Solver) throws(SolverError) in try s.add(width)
    }
    expectAtomicFailure(&solver, throws: .duplicateConstraint(width), "dry run of a duplicate") {
      (s: inout Solver) throws(SolverError) in _ = try s.wouldConflict(width)
    }
  }

  @Test func unknownConstraint() throws {
    var (solver, x, _, width) = try populated()
    try solver.remove(width)
    expectAtomicFailure(&solver, throws: .unknownConstraint(width), "remove twice") {
      (s: inout Solver) throws(SolverError) in try s.remove(width)
    }
    let defined = try solver.makeConstraint(Expression(x), .equal, 3)
    expectAtomicFailure(&solver, throws: .unknownConstraint(defined), "remove before add") {
      (s: inout Solver) throws(SolverError) in try s.remove(defined)
    }
    for index in [999, -1] {
      let foreign = Constraint(index: index)
      expectAtomicFailure(&solver, throws: .unknownConstraint(foreign), "add \(index)") {
        (s: inout Solver) throws(SolverError) in try s.add(foreign)
      }
      expectAtomicFailure(&solver, throws: .unknownConstraint(foreign), "remove \(index)") {
        (s: inout Solver) throws(SolverError) in try s.remove(foreign)
      }
      expectAtomicFailure(&solver, throws: .unknownConstraint(foreign), "setConstant \(index)") {
        (s: inout Solver) throws(SolverError) in try s.setConstant(foreign, to: 1)
      }
      expectAtomicFailure(&solver, throws: .unknownConstraint(foreign), "setPriority \(index)") {
        (s: inout Solver) throws(SolverError) in try s.setPriority(foreign, to: .weak)
      }
      expectAtomicFailure(&solver, throws: .unknownConstraint(foreign), "wouldConflict") {
        (s: inout Solver) throws(SolverError) in _ = try s.wouldConflict(foreign)
      }
    }
  }

  @Test func editConstraintsAreNotUserConstraints() throws {
    var (solver, x, _, _) = try populated()
    // The edit variable's internal constraint shows up among x's dependencies, but cannot
    // be removed or changed as a user constraint.
    let edit = solver.constraintsAffecting(x).filter { solver.isEditConstraint($0) }
    #expect(edit.count == 1)
    for c in edit {
      #expect(!solver.contains(c))
      expectAtomicFailure(&solver, throws: .unknownConstraint(c), "remove an edit constraint") {
        (s: inout Solver) throws(SolverError) in try s.remove(c)
      }
      expectAtomicFailure(&solver, throws: .unknownConstraint(c), "setConstant of an edit") {
        (s: inout Solver) throws(SolverError) in try s.setConstant(c, to: 3)
      }
    }
  }

  @Test func duplicateEditVariable() throws {
    var (solver, x, _, _) = try populated()
    expectAtomicFailure(&solver, throws: .duplicateEditVariable(x), "edit twice") {
      (s: inout Solver) throws(SolverError) in try s.addEditVariable(x, priority: .weak)
    }
  }

  @Test func unknownEditVariable() throws {
    var (solver, _, y, _) = try populated()
    expectAtomicFailure(&solver, throws: .unknownEditVariable(y), "suggest") {
      (s: inout Solver) throws(SolverError) in try s.suggestValue(y, 5)
    }
    expectAtomicFailure(&solver, throws: .unknownEditVariable(y), "removeEditVariable") {
      (s: inout Solver) throws(SolverError) in try s.removeEditVariable(y)
    }
    let x = solver.variables[0]
    try solver.removeEditVariable(x)
    expectAtomicFailure(&solver, throws: .unknownEditVariable(x), "remove an edit twice") {
      (s: inout Solver) throws(SolverError) in try s.removeEditVariable(x)
    }
  }

  @Test func requiredEditVariable() throws {
    var (solver, _, y, _) = try populated()
    expectAtomicFailure(&solver, throws: .requiredEditVariable(y), "required edit") {
      (s: inout Solver) throws(SolverError) in try s.addEditVariable(y, priority: .required)
    }
    #expect(!solver.hasEditVariable(y))
  }

  @Test func nonFiniteNumbers() throws {
    var (solver, x, y, width) = try populated()
    for bad in [Double.nan, .infinity, -.infinity] {
      let label = "\(bad)"
      expectAtomicFailure(&solver, "coefficient \(label)") {
        (s: inout Solver) throws(SolverError) in
        _ = try s.makeConstraint(bad * x, .equal, 0)
      }
      expectAtomicFailure(&solver, "constant \(label)") {
        (s: inout Solver) throws(SolverError) in
        _ = try s.makeConstraint(Expression(y), .lessThanOrEqual, Expression(bad))
      }
      expectAtomicFailure(&solver, "addConstraint \(label)") {
        (s: inout Solver) throws(SolverError) in
        try s.addConstraint(x + bad * y, .equal, 0, priority: .weak)
      }
      expectAtomicFailure(&solver, "suggest \(label)") {
        (s: inout Solver) throws(SolverError) in try s.suggestValue(x, bad)
      }
      expectAtomicFailure(&solver, "setConstant \(label)") {
        (s: inout Solver) throws(SolverError) in try s.setConstant(width, to: bad)
      }
    }
    // The error carries the offending number.
    do {
      try solver.suggestValue(x, .infinity)
    } catch {
      #expect(error == .nonFiniteNumber(.infinity))
    }
    do {
      _ = try solver.makeConstraint(Expression(x), .equal, Expression(-Double.infinity))
    } catch {
      #expect(error == .nonFiniteNumber(.infinity) || error == .nonFiniteNumber(-.infinity))
    }
  }

  @Test func unknownVariable() throws {
    var (solver, x, _, _) = try populated()
    let stranger = Variable(index: 42)
    let negative = Variable(index: -1)
    for v in [stranger, negative] {
      expectAtomicFailure(&solver, throws: .unknownVariable(v), "makeConstraint with \(v)") {
        (s: inout Solver) throws(SolverError) in
        _ = try s.makeConstraint(x + v, .equal, 0)
      }
      expectAtomicFailure(&solver, throws: .unknownVariable(v), "addEditVariable \(v)") {
        (s: inout Solver) throws(SolverError) in try s.addEditVariable(v)
      }
      expectAtomicFailure(&solver, throws: .unknownVariable(v), "suggestValue \(v)") {
        (s: inout Solver) throws(SolverError) in try s.suggestValue(v, 1)
      }
      expectAtomicFailure(&solver, throws: .unknownVariable(v), "removeEditVariable \(v)") {
        (s: inout Solver) throws(SolverError) in try s.removeEditVariable(v)
      }
      #expect(!solver.hasEditVariable(v))
      #expect(solver.constraintsAffecting(v).isEmpty)
      #expect(solver.isAmbiguous(v))
    }
  }

  @Test func requiredPriorityChange() throws {
    var (solver, x, _, width) = try populated()
    let required = try solver.addConstraint(Expression(x), .lessThanOrEqual, 1000)
    expectAtomicFailure(&solver, throws: .requiredPriorityChange(required), "required → 750") {
      (s: inout Solver) throws(SolverError) in try s.setPriority(required, to: .strong)
    }
    expectAtomicFailure(&solver, throws: .requiredPriorityChange(width), "750 → required") {
      (s: inout Solver) throws(SolverError) in try s.setPriority(width, to: .required)
    }
    // Setting the priority it already has is not a change.
    try solver.setPriority(required, to: .required)
    try solver.setPriority(width, to: .strong)
  }

  @Test func unsatisfiableSetConstantKeepsTheOldConstant() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let floor = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    let ceiling = try solver.addConstraint(Expression(x), .lessThanOrEqual, 20)
    // ceiling reads x - 20 <= 0; constant -5 means x <= 5, below the floor.
    expectAtomicFailure(
      &solver, throws: .unsatisfiableConstraint(ceiling, conflicts: [floor]), "x <= 5"
    ) { (s: inout Solver) throws(SolverError) in try s.setConstant(ceiling, to: -5) }
    #expect(solver.expression(of: ceiling).constant == -20)
    try solver.setConstant(ceiling, to: -12)
    #expect(solver.expression(of: ceiling).constant == -12)
  }

  @Test func errorDescriptionsNameWhatFailed() {
    let c = Constraint(index: 3)
    let v = Variable(index: 2)
    let cases: [(SolverError, String)] = [
      (.unsatisfiableConstraint(c, conflicts: [Constraint(index: 1)]), "c1"),
      (.duplicateConstraint(c), "c3"),
      (.unknownConstraint(c), "c3"),
      (.duplicateEditVariable(v), "v2"),
      (.unknownEditVariable(v), "v2"),
      (.requiredEditVariable(v), "v2"),
      (.unknownVariable(v), "v2"),
      (.nonFiniteNumber(.nan), "nan"),
      (.invalidPriority(0), "0"),
      (.requiredPriorityChange(c), "c3"),
      (.numericalFailure("why"), "why"),
    ]
    for (error, needle) in cases {
      #expect(error.description.contains(needle), "\(error)")
    }
  }

  @Test func numbersOutOfRangeAreRejectedAndChangeNothing() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(y), .equal, 3)
    try solver.addEditVariable(x)
    let before = solver.debugDescription
    #expect(throws: SolverError.numberOutOfRange(1e101)) {
      try solver.addConstraint(1e101 * x, .equal, 1)
    }
    #expect(throws: SolverError.numberOutOfRange(1e-101)) {
      try solver.addConstraint(1e-101 * x, .equal, 1)
    }
    #expect(throws: SolverError.numberOutOfRange(-2e100)) {
      try solver.addConstraint(Expression(x), .equal, Expression(2e100))
    }
    #expect(throws: SolverError.numberOutOfRange(1e200)) {
      try solver.suggestValue(x, 1e200)
    }
    #expect(solver.debugDescription == before)
    // The edges of the range are accepted.
    try solver.addConstraint(1e-100 * y + 1e100 * x, .greaterThanOrEqual, Expression(-1e100))
  }
}
