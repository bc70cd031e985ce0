extension Solver {
  /// A minimal set of active required constraints that, with constraint `index` in the
  /// form `expression`, cannot be satisfied, in the order they were added.
  ///
  /// The candidates come from the row that proved infeasibility (the support of a Farkas
  /// certificate, usually already minimal); a deletion filter over them, run on small
  /// scratch solvers, guarantees minimality: every member is needed.
  func minimalConflict(for index: Int, expression: Expression, candidates: [Int]) -> [Int] {
    let trial = (expression, constraints[index].relation)
    var set = Array(Set(candidates.filter { $0 != index && constraints[$0].isActive }))
      .sorted { constraints[$0].activation < constraints[$1].activation }
    if isFeasible(set, with: trial) {
      // Round-off hid part of the proof: fall back to the connected component.
      set = connectedRequiredConstraints(of: expression)
        .filter { $0 != index }
      if isFeasible(set, with: trial) { return set }
    }
    var i = 0
    while i < set.count {
      var without = set
      without.remove(at: i)
      if isFeasible(without, with: trial) {
        i += 1
      } else {
        set = without
      }
    }
    return set
  }

  /// Whether the given active required constraints and `trial` can hold together.
  func isFeasible(_ members: [Int], with trial: (Expression, Relation)) -> Bool {
    var scratch = Solver()
    scratch.explainsConflicts = false
    var map: [Int: Variable] = [:]
    func translate(_ e: Expression, _ s: inout Solver) -> Expression {
      var out = Expression(constant: e.constant)
      for term in e.terms {
        let v: Variable
        if let known = map[term.variable.index] {
          v = known
        } else {
          v = s.makeVariable()
          map[term.variable.index] = v
        }
        out.terms.append(Term(v, term.coefficient))
      }
      return out
    }
    do {
      for m in members {
        let record = constraints[m]
        let e = translate(record.expression, &scratch)
        try scratch.addConstraint(e, record.relation)
      }
      let e = translate(trial.0, &scratch)
      try scratch.addConstraint(e, trial.1)
      return true
    } catch {
      return false
    }
  }

  /// The active required constraints connected to `expression` through shared variables.
  func connectedRequiredConstraints(of expression: Expression) -> [Int] {
    var byVariable: [Int: [Int]] = [:]
    let active = constraints.indices.filter {
      constraints[$0].isActive && constraints[$0].isRequired
    }
    for c in active {
      for term in constraints[c].expression.terms {
        byVariable[term.variable.index, default: []].append(c)
      }
    }
    var seenVariables = Set(expression.terms.map(\.variable.index))
    var queue = Array(seenVariables).sorted()
    var found = Set<Int>()
    while let v = queue.popLast() {
      for c in byVariable[v] ?? [] where found.insert(c).inserted {
        for term in constraints[c].expression.terms
        where seenVariables.insert(term.variable.index).inserted {
          queue.append(term.variable.index)
        }
      }
    }
    return found.sorted { constraints[$0].activation < constraints[$1].activation }
  }
}
