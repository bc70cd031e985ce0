import Cassowary

// Redundant constraints (SPEC §9.4), found where they are added.
//
// A required equality that the others imply costs nothing to find: the solver reduces its
// row to `0 == 0` plus markers and keeps that row, and counts it
// (`Solver.impliedEqualitiesAdded`, a stored property the engine reads without copying the
// solver); only then does the engine ask which constraints imply it. Other constraints
// (inequalities, optional ones) never reduce that way, so their exact duplicates are found
// by a signature of their lowered equation, kept in a dictionary while reporting is on and
// checked against the solver's equations on a match. Only constraints made by user code are
// reported: the engine's own constraints, and those Truss's containers make through the
// public API, are what the user's may repeat (the user cannot change them).
//
// Measured with callgrind (Benchmarks, release): building the 1,000-view feed screen and the
// 100 × 10 grid; a signature costs a few multiplications per term where hashing the
// normalized equation (an array of terms) cost about 1,600 instructions per constraint.

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
      relation = relation.mirrored
    }
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// A signature of `lhs relation rhs` at `priority` that equal keys share, computed from
  /// the lowered sides without normalizing them: `lhs - rhs` summed term by term (an order-
  /// free, linear sum, so repeated variables merge and `a == b`, `b == a` differ only in
  /// sign), made positive with the relation mirrored. Different keys may share one; a match
  /// is confirmed with the keys themselves.
  static func signature(
    _ lhs: Cassowary.Expression, _ relation: Cassowary.Relation, _ rhs: Cassowary.Expression,
    priority: Double
  ) -> Int64 {
    var sum: Int64 = 0
    for term in lhs.terms {
      sum &+= quantized(term.coefficient) &* mixed(term.variable.index)
    }
    for term in rhs.terms {
      sum &-= quantized(term.coefficient) &* mixed(term.variable.index)
    }
    sum &+= (quantized(lhs.constant) &- quantized(rhs.constant)) &* mixed(-1)
    var relation = relation
    if sum < 0 {
      sum = 0 &- sum
      relation = relation.mirrored
    }
    let code: Int64 =
      switch relation {
      case .equal: 1
      case .lessThanOrEqual: 2
      case .greaterThanOrEqual: 3
      }
    return sum ^ (code &* mixed(-2)) ^ (quantized(priority) &* mixed(-3))
  }

  /// A coefficient in 1/1024ths, rounded half away from zero (so `-x` gives the negation of
  /// `x`; by hand, as `rounded()` is a call into libm); past the range of exact conversion,
  /// its bit pattern's magnitude with its sign.
  private static func quantized(_ value: Double) -> Int64 {
    let scaled = value * 1024
    if abs(scaled) < 9e15 { return Int64(scaled < 0 ? scaled - 0.5 : scaled + 0.5) }
    let bits = Int64(bitPattern: abs(value).bitPattern)
    return value < 0 ? 0 &- bits : bits
  }

  /// A variable index spread over 64 bits (splitmix64's finalizer: not linear, so sums of
  /// mixed indices do not depend only on their differences, as `a - b` for every pair of
  /// views made one after the other would).
  private static func mixed(_ index: Int) -> Int64 {
    var z = UInt64(bitPattern: Int64(index)) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int64(bitPattern: z ^ (z >> 31))
  }
}

extension Cassowary.Relation {
  /// The relation with its sides swapped: `<=` for `>=`, and the reverse.
  var mirrored: Cassowary.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}

extension LayoutEngine {
  /// The duplicate key of an added solver constraint.
  func redundancyKey(_ h: Cassowary.Constraint) -> RedundancyKey {
    RedundancyKey(solver.expression(of: h), solver.relation(of: h), solver.priority(of: h).value)
  }

  /// The signature by which a constraint's duplicates are looked for as it is added, `lhs
  /// relation rhs` being its lowered form: for the user's inequalities and optional
  /// constraints while redundancy is detected, else `nil` (required equalities are found by
  /// the solver). Made from the lowered form, so that adding asks the solver nothing (each
  /// call of a solver method from the engine copies the solver).
  func duplicateSignature(
    of c: LayoutConstraint, _ lhs: Cassowary.Expression, _ relation: Cassowary.Relation,
    _ rhs: Cassowary.Expression
  ) -> Int64? {
    guard detectsRedundancy, c.isUserMade,
      !(c.relation == .equal && c.storedPriority.isRequired), !c.isMadeByTruss
    else { return nil }
    return RedundancyKey.signature(
      lhs, relation, rhs, priority: Double(c.storedPriority.rawValue))
  }

  /// Called after `c` was added to the solver as `h`: reports it when it adds nothing. Only
  /// the first time it is added after being activated: a constraint expressed again (after a
  /// layout direction change, say) is not reported, even when the order of the re-added
  /// constraints makes another member of its set the redundant one.
  ///
  /// `implied` says whether the solver found the add implied by other required equalities
  /// (its counter moved); `signature` is that of an inequality or optional constraint.
  /// Neither asks the solver anything in the common case.
  func noteRedundancy(
    of c: LayoutConstraint, handle h: Cassowary.Constraint, implied: Bool, signature: Int64?
  ) {
    let checking = !c.redundancyChecked
    c.redundancyChecked = true
    let report: RedundantConstraintsReport
    if let signature {
      c.duplicateSignature = signature
      guard let other = duplicates[signature], solver.contains(other),
        redundancyKey(other) == redundancyKey(h), let original = owner(of: other)
      else {
        // The first of its signature (or one whose holder's equation changed since).
        duplicates[signature] = h
        return
      }
      report = RedundantConstraintsReport(
        constraint: c, impliedBy: [original], isDuplicate: true)
    } else {
      guard checking, implied, !c.isMadeByTruss,
        let implying = solver.implyingConstraints(of: h)
      else { return }
      let key = redundancyKey(h)
      if let twin = exactTwin(of: c, key: key) {
        report = RedundantConstraintsReport(constraint: c, impliedBy: [twin], isDuplicate: true)
      } else {
        let members = implying.compactMap(owner(of:))
        let duplicate = implying.count == 1 && redundancyKey(implying[0]) == key
        report = RedundantConstraintsReport(
          constraint: c, impliedBy: members, isDuplicate: duplicate)
      }
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

  /// Forgets a constraint leaving the solver as the holder of its signature.
  func forgetDuplicateSignature(of c: LayoutConstraint, handle h: Cassowary.Constraint) {
    guard let signature = c.duplicateSignature else { return }
    c.duplicateSignature = nil
    if duplicates[signature] == h { duplicates[signature] = nil }
  }

  /// The redundant constraints among `candidates` (active constraints of the user, in the
  /// solver), in the order they were added: exact duplicates of an older candidate (by
  /// equation, relation and priority), then required equalities the others imply, as the
  /// solver's tableau holds them now.
  ///
  /// Of a dependent set of required equalities, the one reported is its newest user
  /// constraint, even when the solver keeps an engine constraint (an autoresizing one, say)
  /// as the dependent one. Constraints made by Truss's own code are never the one reported.
  func redundancies(among candidates: [LayoutConstraint]) -> [RedundantConstraintsReport] {
    var wanted = Set<ObjectIdentifier>()
    for c in candidates { wanted.insert(ObjectIdentifier(c)) }
    var reports: [RedundantConstraintsReport] = []
    var reported = Set<ObjectIdentifier>()
    var firstOfKey: [RedundancyKey: LayoutConstraint] = [:]
    for c in candidates.sorted(by: { $0.sequence < $1.sequence }) {
      guard let h = handle(of: c), solver.contains(h) else { continue }
      let key = redundancyKey(h)
      guard let original = firstOfKey[key] else {
        firstOfKey[key] = c
        continue
      }
      if !c.isMadeByTruss {
        reports.append(
          RedundantConstraintsReport(constraint: c, impliedBy: [original], isDuplicate: true))
        reported.insert(ObjectIdentifier(c))
      }
    }
    for (dependent, implying) in solver.redundantEqualities() {
      guard let owner = owner(of: dependent) else { continue }
      let set = (implying.compactMap(self.owner(of:)) + [owner]).sorted {
        $0.sequence < $1.sequence
      }
      guard let redundant = set.last(where: { $0.kind == .user && !$0.isMadeByTruss }),
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
