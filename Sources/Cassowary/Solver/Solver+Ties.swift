// Ties: identical optional constraints solved as one.
//
// Within one priority the objective is a sum of errors, so `n` constraints with the same
// expression, relation and priority weigh exactly what one of them weighs `n` times: the
// optimum is the same. The first of them (the tie's leader) has the tableau symbols; the
// others share them, adding one unit of the priority to the weight of the leader's error
// symbols. Adding or removing a member is then a change of objective coefficients, not a new
// row: 1,000 `x == 100 @250` took O(n²) before, each new row substituted into the rows of
// the ones before (issue 18's `tied` workload, 48.8 ms at 1,000).
//
// A member whose constant or priority changes leaves its tie and comes back as itself (it
// may join another tie). When the leader is removed, its first member inherits the symbols.

/// What makes optional constraints identical: their normalized expression (terms and
/// constant), relation and priority.
struct TieKey: Hashable, Sendable {
  var expression: Expression
  var relation: Relation
  var priority: Double

  init(_ record: ConstraintRecord) {
    expression = record.expression
    relation = record.relation
    priority = record.priority
  }
}

extension ConstraintRecord {
  /// Whether the constraint may share its symbols with identical ones: a user's optional
  /// constraint (not an edit constraint or a stay).
  var canTie: Bool { !isRequired && !isInternal }
}

extension Solver {
  /// Adds constraint `index` to the tie of an identical active constraint, if there is one;
  /// returns whether it did (the constraint is then active, without rows of its own).
  mutating func joinTie(_ index: Int) -> Bool {
    let record = constraints[index]
    guard record.canTie, let leader = tieLeaders[TieKey(record)], leader != index,
      constraints[leader].isActive, constraints[leader].tie < 0
    else { return false }
    touchConstraint(index)
    touchConstraint(leader)
    addTieWeight(of: leader, times: 1)
    activationCounter += 1
    constraints[index].isActive = true
    constraints[index].activation = activationCounter
    constraints[index].tie = leader
    constraints[leader].tieMembers.append(index)
    return true
  }

  /// Makes constraint `index` (just given its own symbols) the leader identical optional
  /// constraints will join.
  mutating func registerTieLeader(_ index: Int) {
    let record = constraints[index]
    guard record.canTie else { return }
    setTieLeader(TieKey(record), index)
  }

  /// Takes constraint `index` out of the system when it is in a tie (a member, or a leader
  /// with members); returns whether it was.
  mutating func leaveTie(_ index: Int) -> Bool {
    let record = constraints[index]
    if record.tie >= 0 {
      let leader = record.tie
      touchConstraint(index)
      touchConstraint(leader)
      addTieWeight(of: leader, times: -1)
      if let i = constraints[leader].tieMembers.firstIndex(of: index) {
        constraints[leader].tieMembers.remove(at: i)
      }
    } else if let heir = record.tieMembers.first {
      // The first member inherits the symbols and the other members.
      touchConstraint(index)
      touchConstraint(heir)
      addTieWeight(of: index, times: -1)
      let members = Array(record.tieMembers.dropFirst())
      for m in members {
        touchConstraint(m)
        constraints[m].tie = heir
      }
      constraints[heir].tie = -1
      constraints[heir].marker = record.marker
      constraints[heir].other = record.other
      constraints[heir].markerSign = record.markerSign
      constraints[heir].tieMembers = members
      for s in [record.marker, record.other] where s >= 0 { setSymbolOwner(s, heir) }
      setTieLeader(TieKey(record), heir)
    } else {
      return false
    }
    constraints[index].isActive = false
    constraints[index].tie = -1
    constraints[index].tieMembers = []
    constraints[index].marker = -1
    constraints[index].other = -1
    return true
  }

  /// Whether constraint `index` shares symbols: a member of a tie, or a leader with members.
  func isTied(_ index: Int) -> Bool {
    constraints[index].tie >= 0 || !constraints[index].tieMembers.isEmpty
  }

  /// Changes a tied constraint (its constant or priority) by taking it out of its tie,
  /// changing it, and adding it back as itself (it may join another tie), then optimizing.
  mutating func readdTied(
    _ index: Int, _ change: (inout ConstraintRecord) -> Void
  ) throws(Failure) {
    try removeConstraintRow(index)
    change(&constraints[index])
    try addConstraintRow(index)
    try optimize()
  }

  /// Forgets constraint `index` as a leader (it left the system alone).
  mutating func forgetTieLeader(_ index: Int) {
    let record = constraints[index]
    guard record.canTie else { return }
    let key = TieKey(record)
    if tieLeaders[key] == index { setTieLeader(key, nil) }
  }

  /// Adds `factor` units of the leader's priority to the objective weight of its error
  /// symbols (through their rows when they are basic).
  mutating func addTieWeight(of leader: Int, times factor: Double) {
    let record = constraints[leader]
    let weight = LexCoefficient(priority: record.priority, value: 1)
    for error in [record.marker, record.other] where error >= 0 && symbolKind[error] == .error {
      let slot = rowOfSymbol[error]
      if slot >= 0 {
        let row = rows[slot]
        for cell in row.cells {
          addToObjective(cell.symbol, weight, times: factor * cell.coefficient)
        }
      } else {
        addToObjective(error, weight, times: factor)
      }
    }
  }
}
