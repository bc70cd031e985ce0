extension Solver {
  /// Recomputes the values of user variables whose rows changed in this operation, and of
  /// every row that refers to them, in dependency order; records the variables whose values
  /// changed for ``takeChangedVariables()``.
  ///
  /// - Complexity: proportional to the rows affected, not to the size of the system.
  mutating func refreshValues() throws(Failure) {
    if dirty.isEmpty { return }
    if dirty.count == 1, try refreshSingle(dirty[0]) { return }
    var work = ReductionScratch()
    swap(&work, &scratch)
    defer { swap(&work, &scratch) }
    work.prepare(count: symbolKind.count)
    let mark = work.stamp
    // Every row that refers, directly or not, to a changed row is stale (`visited`).
    var stale: [Int] = []
    swap(&stale, &work.stale)
    stale.removeAll(keepingCapacity: true)
    defer { work.stale = stale }
    for s in dirty where work.visited[s] != mark {
      work.visited[s] = mark
      stale.append(s)
    }
    var i = 0
    while i < stale.count {
      let s = stale[i]
      i += 1
      for slot in columns[s] {
        let basic = rows[slot].basic
        if symbolKind[basic] == .external, work.visited[basic] != mark {
          work.visited[basic] = mark
          stale.append(basic)
        }
      }
    }
    // Evaluate stale rows after the rows they refer to (`finished`); `present` marks rows
    // whose references are being evaluated, to detect a cycle.
    var stack: [Int] = []
    swap(&stack, &work.stack)
    stack.removeAll(keepingCapacity: true)
    defer { work.stack = stack }
    for root in stale where work.finished[root] != mark {
      stack.append(root)
      while let top = stack.last {
        if work.finished[top] == mark {
          stack.removeLast()
          continue
        }
        let slot = rowOfSymbol[top]
        guard slot >= 0 else {
          work.values[top] = restValue[top]
          work.finished[top] = mark
          stack.removeLast()
          continue
        }
        var waiting = false
        var value = rows[slot].constant
        for cell in rows[slot].cells where symbolKind[cell.symbol] == .external {
          let s = cell.symbol
          if work.visited[s] == mark {
            if work.finished[s] == mark {
              value += cell.coefficient * work.values[s]
            } else {
              waiting = true
              stack.append(s)
            }
          } else {
            value += cell.coefficient * (rowOfSymbol[s] >= 0 ? symbolValue[s] : restValue[s])
          }
        }
        if waiting {
          guard !work.present[top] else {
            clearPresent(stack, &work)
            throw .numerical("a cycle among the rows of user variables")
          }
          work.present[top] = true
          continue
        }
        guard value.isFinite else {
          clearPresent(stack, &work)
          throw .numerical("a value overflowed")
        }
        work.present[top] = false
        work.values[top] = value
        work.finished[top] = mark
        stack.removeLast()
      }
    }
    for s in stale { store(work.values[s], for: s) }
  }

  /// Stores a user variable's new value and, if it differs, records the change.
  @inline(__always) private mutating func store(_ value: Double, for symbol: Int) {
    // `+ 0` turns -0 into 0, so a sign of zero is never reported as a change.
    let v = value + 0
    guard v.bitPattern != symbolValue[symbol].bitPattern else { return }
    symbolValue[symbol] = v
    let variable = symbolOwner[symbol]
    if !changedFlag[variable] {
      changedFlag[variable] = true
      changed.append(variable)
    }
  }

  /// The common case of one changed row that no other row refers to.
  private mutating func refreshSingle(_ symbol: Int) throws(Failure) -> Bool {
    for slot in columns[symbol] where symbolKind[rows[slot].basic] == .external {
      return false
    }
    let slot = rowOfSymbol[symbol]
    var value = restValue[symbol]
    if slot >= 0 {
      value = rows[slot].constant
      for cell in rows[slot].cells where symbolKind[cell.symbol] == .external {
        let s = cell.symbol
        if s == symbol { return false }
        value += cell.coefficient * (rowOfSymbol[s] >= 0 ? symbolValue[s] : restValue[s])
      }
    }
    guard value.isFinite else { throw .numerical("a value overflowed") }
    store(value, for: symbol)
    return true
  }

  private func clearPresent(_ stack: [Int], _ work: inout ReductionScratch) {
    for s in stack { work.present[s] = false }
  }
}
