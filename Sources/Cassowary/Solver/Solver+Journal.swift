/// Why an operation inside ``Solver/perform(explaining:trialConstant:dryRun:_:)`` failed.
enum Failure: Error {
  /// A required constraint cannot be satisfied; the constraints whose markers took part in
  /// the proof (a superset of a minimal conflict set, before minimisation).
  case unsatisfiable(candidates: [Int])
  case numerical(String)
}

/// One change the current operation made, so that a failure can undo it exactly.
enum UndoEntry: Sendable {
  case row(Int, Row)
  case rowConstant(Int, Double)
  case rowOfSymbol(Int, Int)
  case objective(Int, LexCoefficient)
  case freePush
  case freePop(Int)
  case constraint(Int, ConstraintRecord)
  case constant(Int, Double)
  case variableSymbol(Int, Int)
  case restValue(Int, Double)
  case stay(Int, Int?)
  case symbolOwner(Int, Int)
  case tieLeader(TieKey, Int?)
}

/// The undo log of the operation in progress. Rows are saved on first touch (copy-on-write
/// makes that a retain), so the journal costs what the operation touches.
struct Journal: Sendable {
  var entries: [UndoEntry] = []
  var symbolCount = 0
  var rowCount = 0
  var activationCounter = 0
  var constraintCount = 0
}

extension Solver {
  /// Runs `body` as one atomic operation: on success values are refreshed and the change
  /// feed updated; on any failure every change is undone, so the solver is bit-identical to
  /// what it was, and the error is translated (with a minimal conflict set for
  /// `explaining`).
  mutating func perform(
    explaining constraint: Constraint?, trialConstant: Double? = nil, dryRun: Bool = false,
    _ body: (inout Solver) throws(Failure) -> Void
  ) throws(SolverError) {
    begin()
    do {
      try body(&self)
      if dryRun {
        rollback()
        return
      }
      try refreshValues()
      commit()
    } catch {
      rollback()
      statistics.rollbacks += 1
      switch error {
      case .numerical(let why):
        throw .numericalFailure(why)
      case .unsatisfiable(let candidates):
        guard let constraint else { throw .numericalFailure("an optional change failed") }
        var trial = constraints[constraint.index].expression
        if let trialConstant { trial.constant = trialConstant }
        let conflicts =
          explainsConflicts
          ? minimalConflict(
            for: constraint.index, expression: trial, candidates: candidates) : []
        throw .unsatisfiableConstraint(
          constraint, conflicts: conflicts.map(Constraint.init(index:)))
      }
    }
  }

  mutating func begin() {
    operation &+= 1
    if operation == 0 {
      for i in rowStamp.indices { rowStamp[i] = 0 }
      for i in objectiveStamp.indices { objectiveStamp[i] = 0 }
      for i in dirtyStamp.indices { dirtyStamp[i] = 0 }
      operation = 1
    }
    if !journal.entries.isEmpty { journal.entries.removeAll(keepingCapacity: true) }
    journal.symbolCount = symbolKind.count
    journal.rowCount = rows.count
    journal.activationCounter = activationCounter
    journal.constraintCount = constraints.count
    if !dirty.isEmpty { dirty.removeAll(keepingCapacity: true) }
  }

  mutating func commit() {
    if !journal.entries.isEmpty { journal.entries.removeAll(keepingCapacity: true) }
    if !dirty.isEmpty { dirty.removeAll(keepingCapacity: true) }
  }

  /// Undoes every change of the current operation.
  mutating func rollback() {
    artificial = nil
    infeasible.removeAll(keepingCapacity: true)
    dirty.removeAll(keepingCapacity: true)
    // Rows in slots made during the operation leave the column index first.
    for slot in journal.rowCount..<rows.count where rows[slot].basic >= 0 {
      unindex(slot)
    }
    for entry in journal.entries.reversed() {
      switch entry {
      case .row(let slot, let old):
        if rows[slot].basic >= 0 { unindex(slot) }
        rows[slot] = old
        if old.basic >= 0 { index(slot) }
      case .rowConstant(let slot, let old):
        rows[slot].constant = old
      case .rowOfSymbol(let symbol, let old):
        rowOfSymbol[symbol] = old
      case .objective(let symbol, let old):
        objective[symbol] = old
        if symbol < journal.symbolCount, old.sign < 0 { candidates.append(symbol) }
      case .freePush:
        freeSlots.removeLast()
      case .freePop(let slot):
        freeSlots.append(slot)
      case .constraint(let index, let old):
        constraints[index] = old
      case .constant(let index, let old):
        constraints[index].expression.constant = old
      case .variableSymbol(let variable, let old):
        variableSymbol[variable] = old
      case .restValue(let symbol, let old):
        restValue[symbol] = old
      case .stay(let variable, let old):
        stayOfVariable[variable] = old
      case .symbolOwner(let symbol, let old):
        symbolOwner[symbol] = old
      case .tieLeader(let key, let old):
        tieLeaders[key] = old
      }
    }
    journal.entries.removeAll(keepingCapacity: true)
    rows.removeSubrange(journal.rowCount...)
    rowStamp.removeSubrange(journal.rowCount...)
    let n = journal.symbolCount
    symbolKind.removeSubrange(n...)
    symbolOwner.removeSubrange(n...)
    rowOfSymbol.removeSubrange(n...)
    columns.removeSubrange(n...)
    objective.removeSubrange(n...)
    restValue.removeSubrange(n...)
    symbolValue.removeSubrange(n...)
    objectiveStamp.removeSubrange(n...)
    dirtyStamp.removeSubrange(n...)
    candidates.removeAll { $0 >= n }
    activationCounter = journal.activationCounter
    constraints.removeSubrange(journal.constraintCount...)
  }

  // MARK: Journaled mutations

  @inline(__always) mutating func touchRow(_ slot: Int) {
    if slot < journal.rowCount, rowStamp[slot] != operation {
      rowStamp[slot] = operation
      journal.entries.append(.row(slot, rows[slot]))
    }
  }

  @inline(__always) mutating func touchObjective(_ symbol: Int) {
    if symbol < journal.symbolCount, objectiveStamp[symbol] != operation {
      objectiveStamp[symbol] = operation
      journal.entries.append(.objective(symbol, objective[symbol]))
    }
  }

  @inline(__always) mutating func setRowOfSymbol(_ symbol: Int, _ slot: Int) {
    if symbol < journal.symbolCount {
      journal.entries.append(.rowOfSymbol(symbol, rowOfSymbol[symbol]))
    }
    rowOfSymbol[symbol] = slot
  }

  /// Sets a row's constant, journaling only the number (cheaper than saving the row).
  @inline(__always) mutating func setRowConstant(_ slot: Int, _ value: Double) {
    if slot < journal.rowCount, rowStamp[slot] != operation {
      journal.entries.append(.rowConstant(slot, rows[slot].constant))
    }
    rows[slot].constant = value
  }

  mutating func setSymbolOwner(_ symbol: Int, _ owner: Int) {
    if symbol < journal.symbolCount {
      journal.entries.append(.symbolOwner(symbol, symbolOwner[symbol]))
    }
    symbolOwner[symbol] = owner
  }

  mutating func setTieLeader(_ key: TieKey, _ leader: Int?) {
    journal.entries.append(.tieLeader(key, tieLeaders[key]))
    tieLeaders[key] = leader
  }

  mutating func touchConstraint(_ index: Int) {
    journal.entries.append(.constraint(index, constraints[index]))
  }

  mutating func setRestValue(_ symbol: Int, _ value: Double) {
    journal.entries.append(.restValue(symbol, restValue[symbol]))
    restValue[symbol] = value
    markDirty(symbol)
  }

  /// Adds `factor · coefficient` to the objective's coefficient for `symbol`.
  @inline(__always) mutating func addToObjective(
    _ symbol: Int, _ coefficient: LexCoefficient, times factor: Double
  ) {
    touchObjective(symbol)
    objective[symbol].add(coefficient, times: factor)
    if objective[symbol].sign < 0 { candidates.append(symbol) }
  }

  // MARK: Symbols and slots

  mutating func newSymbol(_ kind: SymbolKind, owner: Int) -> Int {
    let symbol = symbolKind.count
    symbolKind.append(kind)
    symbolOwner.append(owner)
    rowOfSymbol.append(-1)
    columns.append([])
    objective.append(.zero)
    restValue.append(0)
    symbolValue.append(0)
    objectiveStamp.append(0)
    dirtyStamp.append(0)
    return symbol
  }

  /// The external symbol of a variable, made on first use.
  mutating func symbol(for variable: Variable) -> Int {
    let existing = variableSymbol[variable.index]
    if existing >= 0 { return existing }
    let symbol = newSymbol(.external, owner: variable.index)
    journal.entries.append(.variableSymbol(variable.index, -1))
    variableSymbol[variable.index] = symbol
    return symbol
  }

  /// Puts a row with a basic symbol into the tableau and returns its slot.
  @discardableResult
  mutating func insertRow(_ row: Row) -> Int {
    let slot: Int
    if let free = freeSlots.popLast() {
      journal.entries.append(.freePop(free))
      slot = free
      touchRow(slot)
      rows[slot] = row
    } else {
      slot = rows.count
      rows.append(row)
      rowStamp.append(operation)
    }
    index(slot)
    setRowOfSymbol(row.basic, slot)
    if symbolKind[row.basic] == .external { markDirty(row.basic) }
    return slot
  }

  /// Takes a row out of the tableau; its basic symbol becomes parametric.
  mutating func deleteRow(_ slot: Int) {
    touchRow(slot)
    unindex(slot)
    let basic = rows[slot].basic
    setRowOfSymbol(basic, -1)
    if symbolKind[basic] == .external { markDirty(basic) }
    rows[slot] = Row(constant: 0)
    freeSlots.append(slot)
    journal.entries.append(.freePush)
  }

  mutating func index(_ slot: Int) {
    for cell in rows[slot].cells { columns[cell.symbol].append(slot) }
  }

  mutating func unindex(_ slot: Int) {
    for cell in rows[slot].cells { removeFromColumn(cell.symbol, slot) }
  }

  @inline(__always) mutating func removeFromColumn(_ symbol: Int, _ slot: Int) {
    if let i = columns[symbol].lastIndex(of: slot) {
      columns[symbol].swapAt(i, columns[symbol].count - 1)
      columns[symbol].removeLast()
    }
  }

  @inline(__always) mutating func markDirty(_ symbol: Int) {
    if dirtyStamp[symbol] != operation {
      dirtyStamp[symbol] = operation
      dirty.append(symbol)
    }
  }
}
