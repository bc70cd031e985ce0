// The steps of the incremental simplex, named after Badros, Borning and Stuckey's paper and
// kiwi's implementation. The tableau has two parts:
// - rows of restricted symbols (slacks, errors, dummies) and the objective, always fully
//   reduced: they mention parametric symbols only, as the simplex needs;
// - rows of user variables, which may mention other basic user variables ("lazy"
//   substitution). They never take part in pivoting choices, so keeping them unexpanded is
//   sound, and it stops chains of required equalities from filling the tableau in. They form
//   a DAG (a row only refers to rows that existed when it was made, or is fully reduced), so
//   values are computed in dependency order (`refreshValues`).

extension Solver {
  /// The largest number of pivots one operation may make before it is declared numerically
  /// broken (Bland's rule rules out cycling; this guards against round-off).
  var pivotLimit: Int { 10_000 + 50 * rows.count }

  /// The largest ratio of a referenced variable's coefficient to the subject's for which a
  /// row is kept lazily substituted.
  var lazyScaleLimit: Double { 16 }

  // MARK: Adding a constraint

  /// Builds the row of constraint `index` and puts it in the tableau (kiwi's `addConstraint`
  /// without the final `optimize`).
  mutating func addConstraintRow(_ index: Int) throws(Failure) {
    if joinTie(index) { return }
    touchConstraint(index)
    var record = constraints[index]
    // The expression is normalized (one term per variable, none zero), so its cells need only
    // sorting by symbol; the markers made below are the newest symbols and go at the end.
    var cells: [Cell] = []
    cells.reserveCapacity(record.expression.terms.count + 2)
    for term in record.expression.terms {
      cells.append(Cell(symbol: symbol(for: term.variable), coefficient: term.coefficient))
    }
    cells.sort { $0.symbol < $1.symbol }
    var row = Row(constant: record.expression.constant, cells: cells)
    let owner = index
    switch record.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = record.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = newSymbol(.slack, owner: owner)
      row.insert(slack, sign)
      record.marker = slack
      record.markerSign = sign
      if !record.isRequired {
        let error = newSymbol(.error, owner: owner)
        row.insert(error, -sign)
        addToObjective(error, LexCoefficient(priority: record.priority, value: 1), times: 1)
        record.other = error
      }
    case .equal:
      if record.isRequired {
        let dummy = newSymbol(.dummy, owner: owner)
        row.insert(dummy, 1)
        record.marker = dummy
        record.markerSign = 1
      } else {
        let plus = newSymbol(.error, owner: owner)
        let minus = newSymbol(.error, owner: owner)
        row.insert(plus, -1)
        row.insert(minus, 1)
        let weight = LexCoefficient(priority: record.priority, value: 1)
        addToObjective(plus, weight, times: 1)
        addToObjective(minus, weight, times: 1)
        record.marker = plus
        record.markerSign = -1
        record.other = minus
      }
    }
    activationCounter += 1
    record.isActive = true
    record.activation = activationCounter
    constraints[index] = record
    registerTieLeader(index)

    // Lazy path: a user variable that no row mentions becomes the subject of the row as it
    // is, without expanding the basic user variables it refers to. Values are then computed
    // through the references, so their coefficients multiply real values, not zeros: only
    // well-scaled rows (as layout rows are: 1, 0.5, 16/9…) take this path, which keeps
    // round-off where the fully reduced form would keep it.
    for cell in row.cells
    where symbolKind[cell.symbol] == .external && rowOfSymbol[cell.symbol] < 0
      && columns[cell.symbol].isEmpty
    {
      let pivot = abs(cell.coefficient)
      let wellScaled = row.cells.allSatisfy {
        symbolKind[$0.symbol] != .external || rowOfSymbol[$0.symbol] < 0
          || abs($0.coefficient) <= lazyScaleLimit * pivot
      }
      guard wellScaled else { break }
      row.solve(for: cell.symbol)
      insertRow(row)
      return
    }

    fullyReduce(&row)
    if row.constant < 0 { row.multiply(by: -1) }
    var subject = chooseSubject(row, record)
    if subject < 0, row.cells.allSatisfy({ symbolKind[$0.symbol] == .dummy }) {
      guard nearZero(row.constant) else {
        throw .unsatisfiable(candidates: requiredOwners(of: row, besides: -1))
      }
      // `0 == 0`: implied by the required equalities whose dummies are in the row, which
      // the row keeps (see Solver+Redundancy.swift).
      subject = record.marker
      impliedEqualitiesAdded &+= 1
    }
    if subject < 0, nearZero(row.constant) {
      // An equality that already holds (a redundant one, typically): any slack or error
      // symbol can be its subject at value 0, with no phase one; the largest coefficient is
      // the stablest pivot.
      var best = 0.0
      for cell in row.cells
      where symbolKind[cell.symbol] == .slack || symbolKind[cell.symbol] == .error {
        if abs(cell.coefficient) > best + pivotTolerance {
          best = abs(cell.coefficient)
          subject = cell.symbol
        }
      }
      if subject >= 0 { row.constant = 0 }
    }
    if subject < 0 {
      try addWithArtificialVariable(row)
      return
    }
    row.solve(for: subject)
    if symbolKind[subject] != .external {
      substitute(subject, with: row)
    } else {
      expandBadlyScaledReferences(to: subject, with: row)
    }
    insertRow(row)
  }

  /// Rows that mention a user variable which just became basic keep referring to it, except
  /// where its coefficient is large: there round-off in the variable's value would be
  /// magnified, so the row takes the (fully reduced) expression instead.
  mutating func expandBadlyScaledReferences(to symbol: Int, with row: Row) {
    var added: [Int] = []
    var removed: [Int] = []
    var spare: [Cell] = []
    for slot in columns[symbol] {
      let c = rows[slot].coefficient(for: symbol)
      guard abs(c) > lazyScaleLimit else { continue }
      merge(
        row, times: c, into: slot, replacing: symbol, added: &added, removed: &removed,
        spare: &spare)
      removeFromColumn(symbol, slot)
      markDirty(rows[slot].basic)
    }
  }

  /// kiwi's `chooseSubject`: a user variable if the row has one, else a fresh slack or error
  /// symbol with a negative coefficient (so the row stays feasible), else none (-1).
  func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int {
    for cell in row.cells where symbolKind[cell.symbol] == .external {
      return cell.symbol
    }
    for candidate in [record.marker, record.other] where candidate >= 0 {
      let kind = symbolKind[candidate]
      if kind == .slack || kind == .error, row.coefficient(for: candidate) < 0 {
        return candidate
      }
    }
    return -1
  }

  /// Adds a row that has no valid subject through phase one of the simplex: an artificial
  /// variable is minimised; if it cannot reach zero the constraint is unsatisfiable.
  mutating func addWithArtificialVariable(_ row: Row) throws(Failure) {
    let art = newSymbol(.slack, owner: -1)
    var artRow = row
    artRow.basic = art
    insertRow(artRow)
    artificial = row
    try optimizeArtificial()
    let result = artificial ?? Row(constant: 0)
    artificial = nil
    guard nearZero(result.constant) else {
      throw .unsatisfiable(candidates: requiredOwners(of: result, besides: -1))
    }
    let slot = rowOfSymbol[art]
    if slot >= 0 {
      var last = rows[slot]
      deleteRow(slot)
      if !last.cells.isEmpty {
        // Prefer a slack or error symbol; a row of dummies only records that the new
        // equality is implied by others, which a dummy subject keeps for later removals.
        let pivotable =
          last.cells.first { symbolKind[$0.symbol] == .slack || symbolKind[$0.symbol] == .error }
          ?? last.cells.first { symbolKind[$0.symbol] == .dummy }
        if let entering = pivotable?.symbol {
          last.solve(for: entering, replacing: art)
          substitute(entering, with: last)
          insertRow(last)
        }
      }
    }
    for slot in columns[art] {
      touchRow(slot)
      rows[slot].remove(art)
      let basic = rows[slot].basic
      if symbolKind[basic] == .external { markDirty(basic) }
    }
    columns[art].removeAll()
    if !objective[art].isZero {
      touchObjective(art)
      objective[art] = .zero
    }
  }

  // MARK: Removing a constraint

  /// kiwi's `removeConstraint` without the final `optimize`.
  mutating func removeConstraintRow(_ index: Int) throws(Failure) {
    if leaveTie(index) { return }
    touchConstraint(index)
    forgetTieLeader(index)
    let record = constraints[index]
    if record.marker >= 0, symbolKind[record.marker] == .error {
      removeMarkerEffects(record.marker, priority: record.priority)
    }
    if record.other >= 0, symbolKind[record.other] == .error {
      removeMarkerEffects(record.other, priority: record.priority)
    }
    let marker = record.marker
    let slot = rowOfSymbol[marker]
    if slot >= 0 {
      deleteRow(slot)
    } else if let leavingSlot = markerLeavingSlot(marker) {
      var row = rows[leavingSlot]
      let leaving = row.basic
      deleteRow(leavingSlot)
      row.solve(for: marker, replacing: leaving)
      substitute(marker, with: row)
    } else {
      // Restricted rows may still hold the marker with a round-off coefficient too small to
      // pivot on: it is zero, and must go before a user row's expression is substituted.
      for slot in columns[marker] where symbolKind[rows[slot].basic] != .external {
        touchRow(slot)
        rows[slot].remove(marker)
        removeFromColumn(marker, slot)
      }
      if let (leavingSlot, reduced) = userRowDependingOn(marker) {
        var row = reduced
        let leaving = row.basic
        deleteRow(leavingSlot)
        row.solve(for: marker, replacing: leaving)
        substitute(marker, with: row)
        // The objective is bounded, so its coefficients on free user variables are zero;
        // drop what round-off left there.
        for cell in row.cells where symbolKind[cell.symbol] == .external {
          if !objective[cell.symbol].isZero {
            touchObjective(cell.symbol)
            objective[cell.symbol] = .zero
          }
        }
      }
    }
    constraints[index].isActive = false
    constraints[index].marker = -1
    constraints[index].other = -1
  }

  /// Takes an error symbol's weight out of the objective.
  mutating func removeMarkerEffects(_ marker: Int, priority: Double) {
    let weight = LexCoefficient(priority: priority, value: 1)
    let slot = rowOfSymbol[marker]
    if slot >= 0 {
      let row = rows[slot]
      for cell in row.cells { addToObjective(cell.symbol, weight, times: -cell.coefficient) }
    } else {
      addToObjective(marker, weight, times: -1)
    }
  }

  /// kiwi's `getMarkerLeavingRow`: the row to pivot a parametric marker into, preferring
  /// restricted rows that stay feasible.
  func markerLeavingSlot(_ marker: Int) -> Int? {
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    var first: (slot: Int, basic: Int)? = nil
    var second: (slot: Int, basic: Int)? = nil
    for slot in columns[marker] {
      let row = rows[slot]
      let c = row.coefficient(for: marker)
      if abs(c) <= pivotTolerance || symbolKind[row.basic] == .external { continue }
      if c < 0 {
        let r = -row.constant / c
        if r < firstRatio || (r == firstRatio && row.basic < first?.basic ?? Int.max) {
          firstRatio = r
          first = (slot, row.basic)
        }
      } else {
        let r = row.constant / c
        if r < secondRatio || (r == secondRatio && row.basic < second?.basic ?? Int.max) {
          secondRatio = r
          second = (slot, row.basic)
        }
      }
    }
    return (first ?? second)?.slot
  }

  /// kiwi's last resort for a marker no restricted row holds: a row of a user variable. A
  /// lazily substituted row may hold the marker only to cancel it through the rows it refers
  /// to, so the rows are compared fully expanded; one of them depends on the marker unless
  /// the constraint has no effect left.
  mutating func userRowDependingOn(_ marker: Int) -> (slot: Int, reduced: Row)? {
    let slots = columns[marker].sorted { rows[$0].basic < rows[$1].basic }
    var best: (slot: Int, reduced: Row, size: Double)? = nil
    for slot in slots {
      var row = rows[slot]
      fullyReduce(&row)
      // The largest coefficient is the numerically safest pivot.
      let size = abs(row.coefficient(for: marker))
      if size > pivotTolerance, size > best?.size ?? 0 { best = (slot, row, size) }
    }
    return best.map { ($0.slot, $0.reduced) }
  }

  // MARK: Constants and priorities

  /// Changes the constant of an active constraint through its marker's column (the way
  /// kiwi's `suggestValue` moves an edit constraint), then restores feasibility with the
  /// dual simplex, or (`restoring: false`, a batch of changes) leaves the rows it made
  /// infeasible queued for one dual simplex after the last change.
  mutating func shiftConstant(
    of index: Int, to constant: Double, restoring: Bool = true
  ) throws(Failure) {
    let old = constraints[index].expression.constant
    if isTied(index) {
      // The primal simplex of the re-add needs earlier changes of a batch settled.
      if !restoring { try dualOptimize() }
      try readdTied(index) { $0.expression.constant = constant }
      return
    }
    journal.entries.append(.constant(index, old))
    let delta = constant - old
    constraints[index].expression.constant = constant
    if delta == 0 { return }
    let marker = constraints[index].marker
    // The constraint now reads `... + μ·m' = 0` with `m = m' + δ/μ`.
    let shift = delta / constraints[index].markerSign
    let slot = rowOfSymbol[marker]
    if slot >= 0 {
      setRowConstant(slot, rows[slot].constant - shift)
      try checkFeasibility(slot)
    } else if !columns[marker].isEmpty {
      for slot in columns[marker] {
        setRowConstant(slot, rows[slot].constant + rows[slot].coefficient(for: marker) * shift)
        try checkFeasibility(slot)
      }
    } else {
      // The constraint's marker left the tableau (it was implied by others): re-add it. The
      // primal simplex that follows needs a feasible tableau: earlier changes of a batch are
      // settled first.
      if !restoring { try dualOptimize() }
      constraints[index].expression.constant = old
      try removeConstraintRow(index)
      constraints[index].expression.constant = constant
      try addConstraintRow(index)
      try optimize()
      return
    }
    if restoring { try dualOptimize() }
  }

  /// After a constant moved: queue an infeasible row, or fail for a broken dummy row.
  mutating func checkFeasibility(_ slot: Int) throws(Failure) {
    let row = rows[slot]
    switch symbolKind[row.basic] {
    case .external:
      markDirty(row.basic)
    case .dummy:
      if !nearZero(row.constant) {
        throw .unsatisfiable(candidates: requiredOwners(of: row, besides: row.basic))
      }
    case .slack, .error:
      if row.constant < -epsilon { pushInfeasible(row.basic) }
    }
  }

  /// Moves an active optional constraint to another optional priority.
  mutating func changeOptionalPriority(of index: Int, to priority: Double) throws(Failure) {
    if isTied(index) {
      try readdTied(index) { $0.priority = priority }
      return
    }
    touchConstraint(index)
    let record = constraints[index]
    let old = LexCoefficient(priority: record.priority, value: 1)
    let new = LexCoefficient(priority: priority, value: 1)
    for error in [record.marker, record.other] where error >= 0 && symbolKind[error] == .error {
      let slot = rowOfSymbol[error]
      if slot >= 0 {
        let row = rows[slot]
        for cell in row.cells {
          addToObjective(cell.symbol, old, times: -cell.coefficient)
          addToObjective(cell.symbol, new, times: cell.coefficient)
        }
      } else {
        addToObjective(error, old, times: -1)
        addToObjective(error, new, times: 1)
      }
    }
    constraints[index].priority = priority
    try optimize()
  }

  // MARK: Substitution and pivoting

  /// Replaces `symbol` by `row`'s expression in every row that mentions it, in the objective
  /// and in the artificial objective.
  mutating func substitute(_ symbol: Int, with row: Row) {
    // Work lists and the column are moved out, not copied, so nothing is reallocated.
    var added: [Int] = []
    var removed: [Int] = []
    var spare: [Cell] = []
    swap(&added, &scratch.added)
    swap(&removed, &scratch.removed)
    swap(&spare, &scratch.spareCells)
    defer {
      swap(&added, &scratch.added)
      swap(&removed, &scratch.removed)
      swap(&spare, &scratch.spareCells)
    }
    var slots: [Int] = []
    swap(&slots, &columns[symbol])
    for slot in slots {
      let c = rows[slot].coefficient(for: symbol)
      merge(
        row, times: c, into: slot, replacing: symbol, added: &added, removed: &removed,
        spare: &spare)
      let basic = rows[slot].basic
      switch symbolKind[basic] {
      case .external: markDirty(basic)
      case .slack, .error: if rows[slot].constant < -epsilon { pushInfeasible(basic) }
      case .dummy: break
      }
    }
    let weight = objective[symbol]
    if !weight.isZero {
      touchObjective(symbol)
      objective[symbol] = .zero
      for cell in row.cells { addToObjective(cell.symbol, weight, times: cell.coefficient) }
    }
    if artificial != nil {
      let c = artificial?.coefficient(for: symbol) ?? 0
      if c != 0 {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        artificial?.add(
          row, times: c, dropping: symbol, added: &added, removed: &removed, spare: &spare)
      }
    }
  }

  /// Replaces `symbol` (coefficient `factor`) in the row at `slot` by `row`'s expression and
  /// keeps the column index in step; `added` and `removed` are work lists.
  @inline(__always) mutating func merge(
    _ row: Row, times factor: Double, into slot: Int, replacing symbol: Int,
    added: inout [Int], removed: inout [Int], spare: inout [Cell]
  ) {
    touchRow(slot)
    added.removeAll(keepingCapacity: true)
    removed.removeAll(keepingCapacity: true)
    rows[slot].add(
      row, times: factor, dropping: symbol, added: &added, removed: &removed, spare: &spare)
    for s in added { columns[s].append(slot) }
    for s in removed { removeFromColumn(s, slot) }
  }

  /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
  mutating func pivot(_ slot: Int, entering: Int) {
    statistics.pivots += 1
    touchRow(slot)
    var row = rows[slot]
    let leaving = row.basic
    setRowOfSymbol(leaving, -1)
    if symbolKind[leaving] == .external { markDirty(leaving) }
    removeFromColumn(entering, slot)
    columns[leaving].append(slot)
    row.solve(for: entering, replacing: leaving)
    rows[slot] = row
    setRowOfSymbol(entering, slot)
    if symbolKind[entering] == .external { markDirty(entering) }
    substitute(entering, with: row)
  }

  // MARK: Optimisation

  /// Primal simplex on the lexicographic objective (kiwi's `optimize`), entering symbols by
  /// Bland's rule so it cannot cycle.
  mutating func optimize() throws(Failure) {
    var count = 0
    while let entering = enteringSymbol() {
      guard let slot = leavingSlot(for: entering) else {
        throw .numerical("the objective is unbounded")
      }
      pivot(slot, entering: entering)
      count += 1
      if count > pivotLimit { throw .numerical("the simplex did not converge") }
    }
  }

  /// The lowest symbol whose objective coefficient is lexicographically negative (Bland's
  /// rule, which cannot cycle).
  mutating func enteringSymbol() -> Int? {
    if candidates.isEmpty { return nil }
    var best = Int.max
    var kept = 0
    for i in candidates.indices {
      let s = candidates[i]
      guard s < symbolKind.count, objective[s].sign < 0, symbolKind[s] != .dummy else {
        continue
      }
      if kept > 0, candidates[kept - 1] == s { continue }
      candidates[kept] = s
      kept += 1
      if s < best { best = s }
    }
    candidates.removeSubrange(kept...)
    return best == Int.max ? nil : best
  }

  /// kiwi's `getLeavingRow`: the restricted row that bounds the entering symbol first
  /// (ties to the lowest basic symbol).
  func leavingSlot(for entering: Int) -> Int? {
    var best = Double.infinity
    var bestSlot: Int? = nil
    var bestBasic = Int.max
    for slot in columns[entering] {
      let row = rows[slot]
      if symbolKind[row.basic] == .external { continue }
      let c = row.coefficient(for: entering)
      if c < -pivotTolerance {
        let ratio = -row.constant / c
        if ratio < best || (ratio == best && row.basic < bestBasic) {
          best = ratio
          bestSlot = slot
          bestBasic = row.basic
        }
      }
    }
    return bestSlot
  }

  /// Phase one: minimises the artificial objective.
  mutating func optimizeArtificial(excluding excluded: Set<Int> = []) throws(Failure) {
    var count = 0
    while true {
      guard let objectiveRow = artificial else { return }
      // Dantzig's rule (the most negative coefficient) keeps phase one near the current
      // solution and the numbers small; after many pivots Bland's rule (the lowest symbol)
      // takes over, which cannot cycle.
      var entering = -1
      var best = -pivotTolerance
      for cell in objectiveRow.cells
      where cell.coefficient < -pivotTolerance && symbolKind[cell.symbol] != .dummy
        && (excluded.isEmpty || !excluded.contains(cell.symbol))
      {
        if count >= 50 {
          entering = cell.symbol
          break
        }
        if cell.coefficient < best {
          best = cell.coefficient
          entering = cell.symbol
        }
      }
      guard entering >= 0 else { return }
      guard let slot = leavingSlot(for: entering) else {
        throw .numerical("the objective is unbounded")
      }
      pivot(slot, entering: entering)
      count += 1
      if count > pivotLimit { throw .numerical("the simplex did not converge") }
    }
  }

  /// Dual simplex: restores feasibility after constants moved, keeping optimality.
  mutating func dualOptimize() throws(Failure) {
    var count = 0
    while let leaving = popInfeasible() {
      let slot = rowOfSymbol[leaving]
      guard slot >= 0, rows[slot].constant < -epsilon else { continue }
      let row = rows[slot]
      var entering = -1
      var bestRatio = LexCoefficient.zero
      var bestCoefficient = 1.0
      for cell in row.cells
      where cell.coefficient > pivotTolerance && symbolKind[cell.symbol] != .dummy {
        let weight = objective[cell.symbol]
        if entering < 0
          || LexCoefficient.ratioLess(weight, cell.coefficient, bestRatio, bestCoefficient)
        {
          entering = cell.symbol
          bestRatio = weight
          bestCoefficient = cell.coefficient
        }
      }
      guard entering >= 0 else {
        throw .unsatisfiable(candidates: requiredOwners(of: row, besides: leaving))
      }
      pivot(slot, entering: entering)
      count += 1
      if count > pivotLimit { throw .numerical("the dual simplex did not converge") }
    }
  }

  mutating func pushInfeasible(_ symbol: Int) {
    infeasible.append(symbol)
    var i = infeasible.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      if infeasible[parent] <= infeasible[i] { break }
      infeasible.swapAt(parent, i)
      i = parent
    }
  }

  mutating func popInfeasible() -> Int? {
    guard let top = infeasible.first else { return nil }
    let last = infeasible.removeLast()
    if !infeasible.isEmpty {
      infeasible[0] = last
      var i = 0
      while true {
        let l = 2 * i + 1
        let r = l + 1
        var m = i
        if l < infeasible.count, infeasible[l] < infeasible[m] { m = l }
        if r < infeasible.count, infeasible[r] < infeasible[m] { m = r }
        if m == i { break }
        infeasible.swapAt(i, m)
        i = m
      }
    }
    return top
  }

  // MARK: Reduction

  /// Expands every basic user variable in `row` into its own row, recursively, so the row
  /// mentions parametric symbols only. Each row is expanded once, referrers before the rows
  /// they refer to (reverse post-order of the reference DAG), into a dense accumulator.
  mutating func fullyReduce(_ row: inout Row) {
    if !row.cells.contains(where: { rowOfSymbol[$0.symbol] >= 0 }) { return }
    var work = ReductionScratch()
    swap(&work, &scratch)
    fullyReduce(&row, using: &work)
    swap(&work, &scratch)
  }

  /// ``fullyReduce(_:)`` with caller-provided scratch space (for queries that do not mutate
  /// the solver).
  func fullyReduce(_ row: inout Row, using work: inout ReductionScratch) {
    work.prepare(count: symbolKind.count)
    let mark = work.stamp
    // The work lists live in the scratch space, so a reduction allocates nothing new.
    var order: [Int] = []
    var stack: [(symbol: Int, next: Int)] = []
    swap(&order, &work.order)
    swap(&stack, &work.walk)
    order.removeAll(keepingCapacity: true)
    stack.removeAll(keepingCapacity: true)
    defer {
      swap(&order, &work.order)
      swap(&stack, &work.walk)
    }
    for cell in row.cells where rowOfSymbol[cell.symbol] >= 0 && work.visited[cell.symbol] != mark {
      work.visited[cell.symbol] = mark
      stack.append((cell.symbol, 0))
      while let top = stack.last {
        let cells = rows[rowOfSymbol[top.symbol]].cells
        var i = top.next
        var pushed = false
        while i < cells.count {
          let s = cells[i].symbol
          i += 1
          if rowOfSymbol[s] >= 0, work.visited[s] != mark {
            work.visited[s] = mark
            stack[stack.count - 1].next = i
            stack.append((s, 0))
            pushed = true
            break
          }
        }
        if !pushed {
          order.append(top.symbol)
          stack.removeLast()
        }
      }
    }
    if order.isEmpty { return }
    work.touched.removeAll(keepingCapacity: true)
    @inline(__always) func accumulate(_ s: Int, _ c: Double, _ work: inout ReductionScratch) {
      if !work.present[s] {
        work.present[s] = true
        work.touched.append(s)
      }
      work.sums[s] += c
      work.scale[s] = max(work.scale[s], abs(c))
    }
    for cell in row.cells { accumulate(cell.symbol, cell.coefficient, &work) }
    var constant = row.constant
    for symbol in order.reversed() {
      let k = work.sums[symbol]
      if k == 0 { continue }
      work.sums[symbol] = 0
      let expansion = rows[rowOfSymbol[symbol]]
      constant += k * expansion.constant
      for cell in expansion.cells { accumulate(cell.symbol, k * cell.coefficient, &work) }
    }
    work.touched.sort()
    var cells: [Cell] = []
    cells.reserveCapacity(work.touched.count)
    for s in work.touched {
      let c = work.sums[s]
      let size = work.scale[s]
      work.sums[s] = 0
      work.scale[s] = 0
      work.present[s] = false
      if abs(c) > 1e-11 * size, !negligible(c), rowOfSymbol[s] < 0 {
        cells.append(Cell(symbol: s, coefficient: c))
      }
    }
    row.constant = constant
    row.cells = cells
  }

  /// The required constraints whose markers have a cell in `row` (plus the owner of
  /// `besides`): the members of the Farkas certificate the row proves infeasibility with.
  func requiredOwners(of row: Row, besides: Int) -> [Int] {
    var owners: [Int] = []
    var symbols = row.cells.map(\.symbol)
    if besides >= 0 { symbols.append(besides) }
    for s in symbols {
      let kind = symbolKind[s]
      guard kind == .slack || kind == .dummy else { continue }
      let owner = symbolOwner[s]
      if owner >= 0, constraints[owner].isRequired, constraints[owner].marker == s {
        owners.append(owner)
      }
    }
    return owners
  }
}
