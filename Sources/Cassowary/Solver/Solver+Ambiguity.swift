extension Solver {
  /// The expression of a variable in parametric symbols only, or `nil` when the variable is
  /// not in the tableau.
  func reducedExpression(of variable: Variable) -> Row? {
    guard var row = unreducedRow(of: variable) else { return nil }
    var work = ReductionScratch()
    fullyReduce(&row, using: &work)
    return row
  }

  /// ``reducedExpression(of:)`` reusing the solver's scratch space (no per-call
  /// allocation), for batches of queries on a copy.
  mutating func reducedExpressionInPlace(of variable: Variable) -> Row? {
    guard var row = unreducedRow(of: variable) else { return nil }
    fullyReduce(&row)
    return row
  }

  /// The variable's row as the tableau holds it (a parametric variable as itself).
  private func unreducedRow(of variable: Variable) -> Row? {
    guard variable.index >= 0, variable.index < variableSymbol.count else { return nil }
    let symbol = variableSymbol[variable.index]
    guard symbol >= 0 else { return nil }
    let slot = rowOfSymbol[symbol]
    guard slot >= 0 else {
      return Row(constant: restValue[symbol], cells: [Cell(symbol: symbol, coefficient: 1)])
    }
    return rows[slot]
  }

  /// Whether the value of `variable` is not determined uniquely: some other solution
  /// satisfies the required constraints and is exactly as good for every priority, yet gives
  /// the variable another value. A variable no constraint mentions is ambiguous.
  ///
  /// - Complexity: O(terms) when the variable is determined by the current basis; otherwise
  ///   two small linear programs on a copy of the tableau.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard let range = valueRange(of: variable) else { return true }
    return range.upperBound - range.lowerBound > 1e-6
  }

  /// The variables among `variables` whose values are ambiguous (see ``isAmbiguous(_:)``).
  ///
  /// - Complexity: one copy of the tableau for the whole list; each variable that is not
  ///   determined by the current basis then costs two small linear programs, rolled back
  ///   through the journal (what they touch, not the tableau's size).
  public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
    var scratch = self
    var fixed: Set<Int>?
    return variables.filter { v in
      guard let row = scratch.reducedExpressionInPlace(of: v) else { return true }
      if row.cells.contains(where: { scratch.symbolKind[$0.symbol] == .external }) {
        return true
      }
      let movable = row.cells.contains {
        scratch.symbolKind[$0.symbol] != .dummy
          && scratch.objective[$0.symbol].sign(atOrAbove: 1) == 0
      }
      if !movable { return false }
      let current = scratch.value(of: v)
      let frozen = fixed ?? scratch.optimalFaceBoundary()
      fixed = frozen
      var range: [Double] = []
      for maximize in [false, true] {
        scratch.begin()
        let value = scratch.moveToExtremum(of: row, maximize: maximize, fixed: frozen)
        scratch.rollback()
        guard let value else { return true }
        range.append(value)
      }
      return max(range[1], current) - min(range[0], current) > 1e-6
    }
  }

  /// The range of values `variable` takes over all optimal solutions, or `nil` when it is
  /// unbounded (or not in the system).
  public func valueRange(of variable: Variable) -> ClosedRange<Double>? {
    guard let row = reducedExpression(of: variable) else { return nil }
    if row.cells.contains(where: { symbolKind[$0.symbol] == .external }) { return nil }
    let movable = row.cells.contains {
      symbolKind[$0.symbol] != .dummy && objective[$0.symbol].sign(atOrAbove: 1) == 0
    }
    let current = value(of: variable)
    if !movable { return current...current }
    guard let low = extremum(of: row, maximize: false),
      let high = extremum(of: row, maximize: true)
    else { return nil }
    return min(low, current)...max(high, current)
  }

  /// Minimises or maximises `row`'s expression over the optimal face, on a copy.
  func extremum(of row: Row, maximize: Bool) -> Double? {
    var scratch = self
    scratch.begin()
    return scratch.moveToExtremum(of: row, maximize: maximize)
  }

  /// Pivots within the optimal face to where `row`'s expression is smallest (or largest);
  /// returns that value, or `nil` when it is unbounded (the pivots made are then left for
  /// the caller's operation to roll back).
  mutating func moveToExtremum(of row: Row, maximize: Bool, fixed: Set<Int>? = nil) -> Double? {
    let fixed = fixed ?? optimalFaceBoundary()
    var goal = row
    goal.basic = -1
    if maximize { goal.multiply(by: -1) }
    artificial = goal
    defer { artificial = nil }
    do {
      try optimizeArtificial(excluding: fixed)
    } catch {
      return nil
    }
    let result = artificial?.constant ?? 0
    return maximize ? -result : result
  }

  /// The parametric symbols with a non-zero reduced cost: they must stay at zero to keep
  /// every priority level optimal; the others may move freely within the optimal face.
  func optimalFaceBoundary() -> Set<Int> {
    var fixed = Set<Int>()
    // Local copies: an unoptimized build otherwise copies the whole solver per symbol (the
    // soak's debug run spent most of its time here).
    let objective = self.objective
    let rowOfSymbol = self.rowOfSymbol
    for s in objective.indices where rowOfSymbol[s] < 0 && objective[s].sign(atOrAbove: 1) != 0 {
      fixed.insert(s)
    }
    return fixed
  }

  /// Moves the solution to another optimal one in which `variable` has a different value,
  /// if there is one (`exerciseAmbiguityInLayout`). A variable that depends on an
  /// unconstrained variable moves by 20; one whose optimal values form a bounded range moves
  /// to the other end of it; one whose range is unbounded moves 20 along it, held there by an
  /// internal stay below every user priority (so it never competes with a real constraint;
  /// the next exercise of the variable replaces it).
  ///
  /// - Returns: whether the variable moved.
  @discardableResult
  public mutating func exerciseAmbiguity(of variable: Variable) -> Bool {
    guard variable.index >= 0, variable.index < variableSymbol.count else { return false }
    let before = value(of: variable)
    if variableSymbol[variable.index] < 0 {
      // No constraint mentions it: any value is as good; give it one.
      do {
        try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
          let symbol = s.symbol(for: variable)
          s.setRestValue(symbol, s.restValue[symbol] + 20)
        }
      } catch {
        return false
      }
      return value(of: variable) != before
    }
    guard let row = reducedExpression(of: variable) else { return false }
    if let free = row.cells.first(where: { symbolKind[$0.symbol] == .external }) {
      let step = 20 / free.coefficient
      do {
        try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
          s.setRestValue(free.symbol, s.restValue[free.symbol] + step)
        }
      } catch {
        return false
      }
      return value(of: variable) != before
    }
    let low = extremum(of: row, maximize: false)
    let high = extremum(of: row, maximize: true)
    if let low, let high {
      guard high - low > 1e-6 else { return false }
      let maximize = abs(before - low) <= abs(high - before)
      do {
        try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
          guard s.moveToExtremum(of: row, maximize: maximize) != nil else {
            throw .numerical("unbounded")
          }
        }
      } catch {
        return false
      }
      return value(of: variable) != before
    }
    let target = high == nil ? before + 20 : before - 20
    do {
      try perform(explaining: nil) { (s: inout Solver) throws(Failure) in
        try s.placeStay(on: variable, at: target)
      }
    } catch {
      return false
    }
    return value(of: variable) != before
  }

  /// Adds (or replaces) the internal stay `variable == target` at priority 0.5.
  mutating func placeStay(on variable: Variable, at target: Double) throws(Failure) {
    if let old = stayOfVariable[variable.index] {
      try removeConstraintRow(old)
      try optimize()
    }
    var record = ConstraintRecord(
      expression: Expression(terms: [Term(variable)], constant: -target), relation: .equal,
      priority: 0.5, name: nil)
    record.isStay = true
    constraints.append(record)
    let index = constraints.count - 1
    journal.entries.append(.stay(variable.index, stayOfVariable[variable.index]))
    stayOfVariable[variable.index] = index
    try addConstraintRow(index)
    try optimize()
  }

  /// The constraints the value of `variable` depends on: those whose constants, if changed,
  /// would move it — computed from the tableau, complete. Edit variables' constraints are
  /// reported through ``isEditConstraint(_:)``. In the order they were added.
  public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
    guard let row = reducedExpression(of: variable) else { return [] }
    var owners = Set<Int>()
    for cell in row.cells where symbolKind[cell.symbol] != .external {
      let owner = symbolOwner[cell.symbol]
      if owner >= 0, constraints[owner].isActive, !constraints[owner].isStay {
        owners.insert(owner)
        // The members of a tie share its leader's symbols (Solver+Ties.swift).
        owners.formUnion(constraints[owner].tieMembers)
      }
    }
    return owners.sorted { constraints[$0].activation < constraints[$1].activation }
      .map(Constraint.init(index:))
  }

  /// Whether `constraint` is the internal constraint of an edit variable.
  public func isEditConstraint(_ constraint: Constraint) -> Bool {
    constraint.index >= 0 && constraint.index < constraints.count
      && constraints[constraint.index].isEdit
  }
}
