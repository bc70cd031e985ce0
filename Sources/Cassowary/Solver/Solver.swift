/// An incremental Cassowary constraint solver with strict priority order and atomic
/// failure.
///
/// The solver implements the incremental simplex of Badros, Borning and Stuckey (the
/// algorithm of kiwi), with these differences that matter to a layout engine:
/// - Optional constraints are satisfied in strict priority order (a lexicographic
///   objective): a thousand constraints at 250 never outweigh one at 251.
/// - Every failing operation leaves the solver exactly as it was; an unsatisfiable required
///   constraint is reported with a minimal set of the constraints it conflicts with.
/// - Constants of constraints change incrementally (``setConstant(_:to:)``).
/// - Values are kept up to date after every operation, and ``takeChangedVariables()`` lists
///   the variables whose values changed, so a layout engine touches only those.
/// - The rows of user variables are kept lazily substituted, so a chain of required
///   equalities (`x[i] = x[i-1] + w + 8`) does not fill the tableau in; work grows with what
///   a change touches, not with the size of the system.
///
/// `Solver` is a value type: copying it is cheap (copy-on-write) and gives an independent
/// solver.
public struct Solver: Sendable {
  // MARK: Symbols, indexed by symbol id.
  var symbolKind: [SymbolKind] = []
  /// The variable of an external symbol; the constraint of a marker; -1 for an artificial.
  var symbolOwner: [Int] = []
  /// The slot of the row whose basic symbol this is, or -1 when the symbol is parametric.
  var rowOfSymbol: [Int] = []
  /// The slots of the rows in which the symbol has a cell (unordered).
  var columns: [[Int]] = []
  /// The objective's coefficient for the symbol.
  var objective: [LexCoefficient] = []
  /// The value of an external symbol while it is parametric (0 unless moved by
  /// ``exerciseAmbiguity(of:)``).
  var restValue: [Double] = []
  /// The value of an external symbol as of the last operation.
  @usableFromInline var symbolValue: [Double] = []

  // MARK: Rows, indexed by slot.
  var rows: [Row] = []
  var freeSlots: [Int] = []

  // MARK: Simplex bookkeeping.
  /// Symbols whose objective coefficient may be negative (a superset; validated on use).
  var candidates: [Int] = []
  /// The objective of phase one while a constraint is added through an artificial variable.
  var artificial: Row? = nil
  /// Basic symbols of rows that became infeasible (a min-heap by symbol).
  var infeasible: [Int] = []

  // MARK: Variables, indexed by variable.
  var variableNames: [String] = []
  @usableFromInline var variableSymbol: [Int] = []
  var editOfVariable: [Int] = []
  var changedFlag: [Bool] = []
  var changed: [Int] = []

  // MARK: Constraints, indexed by constraint.
  var constraints: [ConstraintRecord] = []
  var activationCounter = 0

  /// The leader of each tie of identical optional constraints (Solver+Ties.swift).
  var tieLeaders: [TieKey: Int] = [:]
  /// The stay constraint ``exerciseAmbiguity(of:)`` left on a variable, by variable.
  var stayOfVariable: [Int: Int] = [:]

  // MARK: Per-operation state.
  var journal = Journal()
  var operation: UInt32 = 1
  var rowStamp: [UInt32] = []
  var objectiveStamp: [UInt32] = []
  var dirtyStamp: [UInt32] = []
  var dirty: [Int] = []
  var scratch = ReductionScratch()
  /// Whether a failing add computes its conflict set (off inside the conflict search).
  var explainsConflicts = true
  /// Counters, for diagnostics and benchmarks.
  public internal(set) var statistics = Statistics()
  /// How many times a required equality was added that the others already implied (its row
  /// reduced to `0 == 0`; counted when the row is made, so a failed operation may count one
  /// that was rolled back). A caller compares it before and after ``add(_:)`` to learn, at
  /// the cost of reading one integer, whether ``implyingConstraints(of:)`` has anything to
  /// say: a stored property, read without copying the solver.
  public internal(set) var impliedEqualitiesAdded = 0

  /// Makes an empty solver.
  public init() {}
}

/// Counters of the work a solver has done.
public struct Statistics: Sendable, Hashable {
  /// Simplex pivots.
  public var pivots = 0
  /// Successful constraint additions.
  public var constraintsAdded = 0
  /// Constraint removals.
  public var constraintsRemoved = 0
  /// Incremental constant changes (including suggested values).
  public var constantChanges = 0
  /// Operations that failed and were rolled back.
  public var rollbacks = 0

  /// No work yet.
  public init() {}
}

/// What the solver knows of one constraint.
struct ConstraintRecord: Sendable {
  /// `expression REL 0`, normalized.
  var expression: Expression
  var relation: Relation
  var priority: Double
  var name: String?
  var isActive = false
  /// Whether this is the internal constraint of an edit variable.
  var isEdit = false
  /// Whether this is an internal stay left by ``Solver/exerciseAmbiguity(of:)``.
  var isStay = false
  /// Edit constraints and stays are the solver's own, not the user's.
  var isInternal: Bool { isEdit || isStay }
  var marker = -1
  var other = -1
  /// The coefficient of `marker` in the constraint's equation, before any sign reversal.
  var markerSign = 1.0
  /// When the constraint was last added (orders dumps and conflict sets).
  var activation = 0
  /// The leader of the tie this constraint is a member of (it then has no symbols of its
  /// own), or -1 (Solver+Ties.swift).
  var tie = -1
  /// A tie leader's members, in the order they joined.
  var tieMembers: [Int] = []

  var isRequired: Bool { priority >= 1000 }
}

extension Solver {
  // MARK: Variables

  /// Makes a new variable; its value is 0 until a constraint determines it.
  ///
  /// - Parameter name: a name for dumps and diagnostics (need not be unique).
  public mutating func makeVariable(_ name: String = "") -> Variable {
    let index = variableNames.count
    variableNames.append(name)
    variableSymbol.append(-1)
    editOfVariable.append(-1)
    changedFlag.append(false)
    return Variable(index: index)
  }

  /// The number of variables made so far.
  public var variableCount: Int { variableNames.count }

  /// The number of rows in the tableau (one per basic symbol), for performance counters.
  public var rowCount: Int { rows.count - freeSlots.count }

  /// All variables, in order of creation.
  public var variables: [Variable] { (0..<variableNames.count).map(Variable.init(index:)) }

  /// The name a variable was made with.
  public func name(of variable: Variable) -> String {
    guard variable.index >= 0, variable.index < variableNames.count else { return "" }
    return variableNames[variable.index]
  }

  /// The current value of a variable (0 for an unknown one).
  ///
  /// - Complexity: O(1); values are updated by every operation.
  ///
  /// Inlinable so a caller holding the solver in a class property reads the two arrays it
  /// needs, not a copy of the whole solver (each non-inlined call copied it and retained
  /// every array in it).
  @inlinable
  public func value(of variable: Variable) -> Double {
    guard variable.index >= 0, variable.index < variableSymbol.count else { return 0 }
    let symbol = variableSymbol[variable.index]
    return symbol < 0 ? 0 : symbolValue[symbol]
  }

  /// The variables whose values changed since the last call, in order of creation, and
  /// forgets them (the change feed a layout engine reads after a solve).
  ///
  /// - Complexity: O(k log k) for k changed variables, or O(n) for n variables when more than
  ///   one in sixteen changed (a scan of the flags in order replaces the sort).
  public mutating func takeChangedVariables() -> [Variable] {
    var list: [Variable] = []
    list.reserveCapacity(changed.count)
    if changed.count > changedFlag.count / 16 {
      for v in changedFlag.indices where changedFlag[v] {
        changedFlag[v] = false
        list.append(Variable(index: v))
      }
    } else {
      changed.sort()
      for v in changed {
        changedFlag[v] = false
        list.append(Variable(index: v))
      }
    }
    changed.removeAll(keepingCapacity: true)
    return list
  }

  // MARK: Constraints

  /// Defines a constraint `lhs relation rhs` without adding it.
  ///
  /// - Throws: ``SolverError/nonFiniteNumber(_:)`` for a NaN or infinite coefficient,
  ///   ``SolverError/numberOutOfRange(_:)`` for one the solver cannot use in doubles,
  ///   ``SolverError/unknownVariable(_:)`` for a variable of another solver.
  public mutating func makeConstraint(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression = 0,
    priority: Priority = .required, name: String? = nil
  ) throws(SolverError) -> Constraint {
    let expression =
      rhs.terms.isEmpty
      ? Expression(terms: lhs.terms, constant: lhs.constant - rhs.constant).normalized()
      : (lhs - rhs).normalized()
    try validate(expression)
    constraints.append(
      ConstraintRecord(
        expression: expression, relation: relation, priority: priority.value, name: name))
    return Constraint(index: constraints.count - 1)
  }

  /// Defines a constraint and adds it.
  ///
  /// - Throws: as ``makeConstraint(_:_:_:priority:name:)`` and ``add(_:)``; on failure the
  ///   constraint stays defined but inactive.
  @discardableResult
  public mutating func addConstraint(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression = 0,
    priority: Priority = .required, name: String? = nil
  ) throws(SolverError) -> Constraint {
    let c = try makeConstraint(lhs, relation, rhs, priority: priority, name: name)
    try add(c)
    return c
  }

  /// Adds a defined constraint to the system and re-solves.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already added,
  ///   ``SolverError/unknownConstraint(_:)`` if this solver did not define it,
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot be
  ///   satisfied. The solver is unchanged after any error.
  /// - Complexity: proportional to the rows the constraint touches.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    try checkUserConstraint(constraint)
    guard !constraints[constraint.index].isActive else {
      throw .duplicateConstraint(constraint)
    }
    try perform(explaining: constraint) { (s: inout Solver) throws(Failure) in
      try s.addConstraintRow(constraint.index)
      try s.optimize()
    }
    statistics.constraintsAdded += 1
  }

  /// Removes a constraint from the system and re-solves; it stays defined.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the system.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    try checkUserConstraint(constraint)
    guard constraints[constraint.index].isActive else { throw .unknownConstraint(constraint) }
    try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
      try s.removeConstraintRow(constraint.index)
      try s.optimize()
    }
    statistics.constraintsRemoved += 1
  }

  /// Whether the constraint is currently in the system.
  public func contains(_ constraint: Constraint) -> Bool {
    constraint.index >= 0 && constraint.index < constraints.count
      && constraints[constraint.index].isActive && !constraints[constraint.index].isInternal
  }

  /// A dry run of ``add(_:)``: the constraints a required constraint would conflict with
  /// (minimal, in order of addition), or `nil` when it could be added. The solver is left
  /// bit-identical.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` or
  ///   ``SolverError/unknownConstraint(_:)`` as ``add(_:)`` would.
  public mutating func wouldConflict(
    _ constraint: Constraint
  ) throws(SolverError)
    -> [Constraint]?
  {
    try checkUserConstraint(constraint)
    guard !constraints[constraint.index].isActive else {
      throw .duplicateConstraint(constraint)
    }
    let savedStatistics = statistics
    defer { statistics = savedStatistics }
    do {
      try perform(explaining: constraint, dryRun: true) { (s: inout Solver) throws(Failure) in
        try s.addConstraintRow(constraint.index)
        try s.optimize()
      }
      return nil
    } catch {
      if case .unsatisfiableConstraint(_, let conflicts) = error { return conflicts }
      throw error
    }
  }

  /// Changes the constant of a constraint's normalized form `expression REL 0` (see
  /// ``expression(of:)``), incrementally: no remove and add.
  ///
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if the constraint is
  ///   required and the new constant cannot be satisfied; the old constant stays.
  public mutating func setConstant(
    _ constraint: Constraint, to constant: Double
  )
    throws(SolverError)
  {
    try checkUserConstraint(constraint)
    try validateValue(constant)
    let record = constraints[constraint.index]
    guard record.isActive else {
      constraints[constraint.index].expression.constant = constant
      return
    }
    try perform(explaining: constraint, trialConstant: constant) {
      (s: inout Solver) throws(Failure) in
      try s.shiftConstant(of: constraint.index, to: constant)
    }
    statistics.constantChanges += 1
  }

  /// Changes the constants of several constraints as one operation: every constant moves,
  /// then one dual simplex restores feasibility. A layout engine moving a window's size and
  /// its margins together makes the pivots of the final state only, not those of each
  /// intermediate one (a rotation of the 1,000-view benchmark made 605 pivots one constant at
  /// a time, because the narrow width with the wide margins clamped labels the final state
  /// does not). A constraint may appear more than once; its last constant wins.
  ///
  /// - Throws: as ``setConstant(_:to:)``, for the first change that, applied after the ones
  ///   before it, cannot be made. The solver is unchanged after any error.
  public mutating func setConstants(_ changes: [(Constraint, Double)]) throws(SolverError) {
    for (constraint, constant) in changes {
      try checkUserConstraint(constraint)
      try validateValue(constant)
    }
    var active: [(index: Int, constant: Double)] = []
    for (constraint, constant) in changes {
      if constraints[constraint.index].isActive {
        active.append((constraint.index, constant))
      } else {
        constraints[constraint.index].expression.constant = constant
      }
    }
    if active.isEmpty { return }
    if active.count == 1 {
      try setConstant(Constraint(index: active[0].index), to: active[0].constant)
      return
    }
    do {
      try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
        for change in active {
          try s.shiftConstant(of: change.index, to: change.constant, restoring: false)
        }
        try s.dualOptimize()
      }
    } catch {
      // Nothing changed: find the change to blame by making them one at a time on a copy.
      var trial = self
      for change in active {
        try trial.setConstant(Constraint(index: change.index), to: change.constant)
      }
      throw error
    }
    statistics.constantChanges += active.count
  }

  /// Changes the priority of a constraint. An active constraint may move between optional
  /// priorities (incrementally) but not between required and optional, as in UIKit.
  ///
  /// - Throws: ``SolverError/requiredPriorityChange(_:)``.
  public mutating func setPriority(
    _ constraint: Constraint, to priority: Priority
  )
    throws(SolverError)
  {
    try checkUserConstraint(constraint)
    let record = constraints[constraint.index]
    guard record.isActive else {
      constraints[constraint.index].priority = priority.value
      return
    }
    if record.priority == priority.value { return }
    guard record.isRequired == priority.isRequired else {
      throw .requiredPriorityChange(constraint)
    }
    try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
      try s.changeOptionalPriority(of: constraint.index, to: priority.value)
    }
  }

  /// The normalized expression of a constraint: the constraint reads `expression REL 0`.
  public func expression(of constraint: Constraint) -> Expression {
    constraints[constraint.index].expression
  }

  /// The relation of a constraint.
  public func relation(of constraint: Constraint) -> Relation {
    constraints[constraint.index].relation
  }

  /// The priority of a constraint.
  public func priority(of constraint: Constraint) -> Priority {
    Priority(constraints[constraint.index].priority) ?? .required
  }

  /// The name a constraint was made with.
  public func name(of constraint: Constraint) -> String? {
    constraints[constraint.index].name
  }

  /// The constraints currently in the system, in the order they were added (edit variables'
  /// internal constraints excluded).
  public var activeConstraints: [Constraint] {
    constraints.indices.filter { constraints[$0].isActive && !constraints[$0].isInternal }
      .sorted { constraints[$0].activation < constraints[$1].activation }
      .map(Constraint.init(index:))
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: an optional constraint `variable == target` whose
  /// target ``suggestValue(_:_:)`` moves. The target is 0 until the first suggestion (as in
  /// kiwi).
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditVariable(_:)`` for a required priority.
  public mutating func addEditVariable(
    _ variable: Variable, priority: Priority = .strong
  )
    throws(SolverError)
  {
    try checkVariable(variable)
    guard editOfVariable[variable.index] < 0 else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    var record = ConstraintRecord(
      expression: Expression(variable), relation: .equal, priority: priority.value, name: nil)
    record.isEdit = true
    constraints.append(record)
    let index = constraints.count - 1
    editOfVariable[variable.index] = index
    do {
      try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
        try s.addConstraintRow(index)
        try s.optimize()
      }
    } catch {
      editOfVariable[variable.index] = -1
      constraints.removeLast()
      throw error
    }
  }

  /// Stops editing `variable` and removes its edit constraint.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try checkVariable(variable)
    let index = editOfVariable[variable.index]
    guard index >= 0 else { throw .unknownEditVariable(variable) }
    try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
      try s.removeConstraintRow(index)
      try s.optimize()
    }
    editOfVariable[variable.index] = -1
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    variable.index >= 0 && variable.index < editOfVariable.count
      && editOfVariable[variable.index] >= 0
  }

  /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``,
  ///   ``SolverError/nonFiniteNumber(_:)``.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    try checkVariable(variable)
    let index = editOfVariable[variable.index]
    guard index >= 0 else { throw .unknownEditVariable(variable) }
    try validateValue(value)
    try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
      try s.shiftConstant(of: index, to: -value)
    }
    statistics.constantChanges += 1
  }

  // MARK: Validation

  func checkVariable(_ variable: Variable) throws(SolverError) {
    guard variable.index >= 0, variable.index < variableNames.count else {
      throw .unknownVariable(variable)
    }
  }

  func checkUserConstraint(_ constraint: Constraint) throws(SolverError) {
    guard constraint.index >= 0, constraint.index < constraints.count,
      !constraints[constraint.index].isInternal
    else { throw .unknownConstraint(constraint) }
  }

  /// A constant or value: finite, and within ±1e100 so that sums of products stay finite.
  func validateValue(_ value: Double) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteNumber(value) }
    guard abs(value) <= 1e100 else { throw .numberOutOfRange(value) }
  }

  func validate(_ expression: Expression) throws(SolverError) {
    try validateValue(expression.constant)
    for term in expression.terms {
      try validateCoefficient(term.coefficient)
      try checkVariable(term.variable)
    }
  }

  /// A coefficient: finite, and 0 or within 1e-100 to 1e100 in magnitude.
  func validateCoefficient(_ c: Double) throws(SolverError) {
    guard c.isFinite else { throw .nonFiniteNumber(c) }
    guard c == 0 || (abs(c) >= 1e-100 && abs(c) <= 1e100) else { throw .numberOutOfRange(c) }
  }
}
