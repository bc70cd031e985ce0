import Cassowary

// Redundant constraints (SPEC §9.4), found where they are added.
//
// A required equality that the others imply costs nothing to find: the solver reduces its
// row to `0 == 0` plus markers and keeps that row (`Solver.implyingConstraints(of:)`, O(1)
// when the constraint is not redundant). Other constraints (inequalities, optional ones)
// never reduce that way, so their exact duplicates are found by their solver equation: the
// engine keeps the equation of each such user constraint in a dictionary while reporting is
// on. Only constraints made by user code (or containers, which use the public API) are
// reported; the engine's own constraints are what other constraints may repeat.

/// A solver constraint as an exact-duplicate key: its normalized equation with the first
/// coefficient made positive (so `a == b` and `b == a`, or `a >= b` and `b <= a`, are the
/// same), its relation and its priority.
struct RedundancyKey: Hashable {
  var expression: Cassowary.Expression
  var relation: Cassowary.Relation
  var priority: Double

  init(_ expression: Cassowary.Expression, _ relation: Cassowary.Relation, _ priority: Double) {
    var expression = expression
    var relation = relation
    if let first = expression.terms.first, first.coefficient < 0 {
      expression = Cassowary.Expression(
        terms: expression.terms.map { Term($0.variable, -$0.coefficient) },
        constant: -expression.constant)
      relation =
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }
}

extension LayoutEngine {
  /// The duplicate key of an added solver constraint.
  func redundancyKey(_ h: Cassowary.Constraint) -> RedundancyKey {
    RedundancyKey(solver.expression(of: h), solver.relation(of: h), solver.priority(of: h).value)
  }

  /// Called after `c` was added to the solver as `h`: reports it when it adds nothing. Only
  /// the first time it is added after being activated: a constraint expressed again (after a
  /// layout direction change, say) is not reported, even when the order of the re-added
  /// constraints makes another member of its set the redundant one.
  func noteRedundancy(of c: LayoutConstraint, handle h: Cassowary.Constraint) {
    let checking = !c.redundancyChecked
    c.redundancyChecked = true
    let report: RedundantConstraintsReport
    if c.relation == .equal, c.storedPriority.isRequired {
      guard checking, let implying = solver.implyingConstraints(of: h) else { return }
      let key = redundancyKey(h)
      if let twin = exactTwin(of: c, key: key) {
        report = RedundantConstraintsReport(constraint: c, impliedBy: [twin], isDuplicate: true)
      } else {
        let members = implying.compactMap(owner(of:))
        let duplicate = implying.count == 1 && redundancyKey(implying[0]) == key
        report = RedundantConstraintsReport(
          constraint: c, impliedBy: members, isDuplicate: duplicate)
      }
    } else {
      let key = redundancyKey(h)
      guard let other = duplicates[key], solver.contains(other),
        redundancyKey(other) == key, let original = owner(of: other)
      else {
        // The first of its equation (or the one an earlier holder's constant change left).
        duplicates[key] = h
        return
      }
      report = RedundantConstraintsReport(
        constraint: c, impliedBy: [original], isDuplicate: true)
    }
    guard checking else { return }
    log(report.message)
    emit(.redundantConstraint(report))
  }

  /// An older active user constraint installed beside `c` with the same equation: the
  /// original `c` repeats, looked for only once the solver found `c` redundant (the solver
  /// reports a duplicate of a constraint that is itself redundant as implied by what implies
  /// that one).
  private func exactTwin(of c: LayoutConstraint, key: RedundancyKey) -> LayoutConstraint? {
    c.installedView?.installedConstraints.first { other in
      guard other !== c, other.active, other.relation == c.relation,
        other.storedPriority == c.storedPriority, let h = handle(of: other), solver.contains(h)
      else { return false }
      return redundancyKey(h) == key
    }
  }

  /// Forgets a constraint leaving the solver as a holder of its equation.
  func forgetDuplicateKey(of h: Cassowary.Constraint) {
    let key = redundancyKey(h)
    if duplicates[key] == h { duplicates[key] = nil }
  }

  /// The redundant constraints among `candidates` (active constraints of the user, in the
  /// solver), in the order they were added: exact duplicates of an older candidate (by
  /// equation, relation and priority), then required equalities the others imply, as the
  /// solver's tableau holds them now.
  ///
  /// Of a dependent set of required equalities, the one reported is its newest user
  /// constraint, even when the solver keeps an engine constraint (an autoresizing one, say)
  /// as the dependent one.
  func redundancies(among candidates: [LayoutConstraint]) -> [RedundantConstraintsReport] {
    var wanted = Set<ObjectIdentifier>()
    for c in candidates { wanted.insert(ObjectIdentifier(c)) }
    var reports: [RedundantConstraintsReport] = []
    var reported = Set<ObjectIdentifier>()
    var firstOfKey: [RedundancyKey: LayoutConstraint] = [:]
    for c in candidates.sorted(by: { $0.sequence < $1.sequence }) {
      guard let h = handle(of: c), solver.contains(h) else { continue }
      let key = redundancyKey(h)
      if let original = firstOfKey[key] {
        reports.append(
          RedundantConstraintsReport(constraint: c, impliedBy: [original], isDuplicate: true))
        reported.insert(ObjectIdentifier(c))
      } else {
        firstOfKey[key] = c
      }
    }
    for (dependent, implying) in solver.redundantEqualities() {
      guard let owner = owner(of: dependent) else { continue }
      let set = (implying.compactMap(self.owner(of:)) + [owner]).sorted {
        $0.sequence < $1.sequence
      }
      guard let redundant = set.last(where: { $0.kind == .user }),
        wanted.contains(ObjectIdentifier(redundant)),
        reported.insert(ObjectIdentifier(redundant)).inserted
      else { continue }
      let others = set.filter { $0 !== redundant }
      let duplicate =
        others.count == 1 && handle(of: others[0]).map(redundancyKey) == redundancyKey(dependent)
      reports.append(
        RedundantConstraintsReport(
          constraint: redundant, impliedBy: others, isDuplicate: duplicate))
    }
    return reports.sorted { $0.constraint.sequence < $1.constraint.sequence }
  }
}
