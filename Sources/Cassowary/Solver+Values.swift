extension Solver {
  /// Recomputes the values of user variables whose rows changed in this operation, and of
  /// every row that refers to them, in dependency order; records the variables whose values
  /// changed for ``takeChangedVariables()``.
  ///
  /// - Complexity: proportional to the rows affected, not to the size of the system.
  mutating func refreshValues() throws(Failure) {
    if dirty.isEmpty { return }
    // Every row that refers, directly or not, to a changed row is stale.
    var stale: [Int] = []
    var isStale = Set<Int>()
    for s in dirty where isStale.insert(s).inserted { stale.append(s) }
    var i = 0
    while i < stale.count {
      let s = stale[i]
      i += 1
      for slot in columns[s] {
        let basic = rows[slot].basic
        if symbolKind[basic] == .external, isStale.insert(basic).inserted {
          stale.append(basic)
        }
      }
    }
    // Evaluate stale rows after the rows they refer to.
    var fresh: [Int: Double] = [:]
    fresh.reserveCapacity(stale.count)
    var inProgress = Set<Int>()
    var stack: [Int] = []
    for root in stale where fresh[root] == nil {
      stack.append(root)
      while let top = stack.last {
        if fresh[top] != nil {
          stack.removeLast()
          continue
        }
        let slot = rowOfSymbol[top]
        guard slot >= 0 else {
          fresh[top] = restValue[top]
          stack.removeLast()
          continue
        }
        let row = rows[slot]
        var waiting = false
        var value = row.constant
        for cell in row.cells where symbolKind[cell.symbol] == .external {
          let s = cell.symbol
          if let v = fresh[s] {
            value += cell.coefficient * v
          } else if isStale.contains(s) {
            waiting = true
            stack.append(s)
          } else {
            value += cell.coefficient * (rowOfSymbol[s] >= 0 ? symbolValue[s] : restValue[s])
          }
        }
        if waiting {
          guard inProgress.insert(top).inserted else {
            throw .numerical("a cycle among the rows of user variables")
          }
          continue
        }
        guard value.isFinite else { throw .numerical("a value overflowed") }
        fresh[top] = value
        stack.removeLast()
      }
    }
    for s in stale {
      guard let v = fresh[s] else { continue }
      if v.bitPattern != symbolValue[s].bitPattern {
        symbolValue[s] = v
        let variable = symbolOwner[s]
        if !changedFlag[variable] {
          changedFlag[variable] = true
          changed.append(variable)
        }
      }
    }
  }
}
