// Redundant required equalities (SPEC §9.4). A required equality that the others already
// imply reduces, when it is added, to `0 == 0` plus markers: expressed in parametric symbols,
// its expression is a combination of the markers (dummies) of the required equalities that
// imply it, with a zero constant. `addConstraintRow` then makes its own marker basic, so the
// tableau keeps the proof as a row of dummies only: `marker = Σ a·dummy`. Reading it back
// costs nothing while adding, and answers later questions from the current tableau.
//
// The set read from the row is minimal: the dummies of the parametric (independent) required
// equalities are independent symbols, so the combination is unique, and no proper subset of
// its support implies the constraint.

extension Solver {
  /// The required equalities that imply `constraint`, in the order they were added, when it
  /// is an active required equality that adds nothing to the system (an exact duplicate, or
  /// a consequence of others: `a == b`, `b == c`, then `a == c`); `nil` otherwise. An empty
  /// list means the constraint holds by itself (both sides are the same).
  ///
  /// Of a set of required equalities that depend on each other, one is reported: the one
  /// added last while the others were present (removing one of those makes it count again).
  /// The set is minimal: every member is needed to imply the constraint.
  ///
  /// - Complexity: O(1) for a constraint that is not redundant; otherwise the size of its row.
  public func implyingConstraints(of constraint: Constraint) -> [Constraint]? {
    guard constraint.index >= 0, constraint.index < constraints.count else { return nil }
    let record = constraints[constraint.index]
    guard record.isActive, !record.isInternal, record.isRequired, record.relation == .equal,
      record.marker >= 0, symbolKind[record.marker] == .dummy
    else { return nil }
    let slot = rowOfSymbol[record.marker]
    guard slot >= 0 else { return nil }
    return implyingConstraints(ofRow: rows[slot])
  }

  /// Every active required equality that others imply (see
  /// ``implyingConstraints(of:)``), with the constraints that imply it, in the order the
  /// redundant constraints were added.
  ///
  /// - Complexity: O(rows), plus the size of each redundant constraint's row.
  public func redundantEqualities() -> [(constraint: Constraint, impliedBy: [Constraint])] {
    var found: [(constraint: Constraint, impliedBy: [Constraint])] = []
    for row in rows where row.basic >= 0 && symbolKind[row.basic] == .dummy {
      let owner = symbolOwner[row.basic]
      guard owner >= 0, constraints[owner].isActive, !constraints[owner].isInternal,
        constraints[owner].marker == row.basic,
        let implying = implyingConstraints(ofRow: row)
      else { continue }
      found.append((Constraint(index: owner), implying))
    }
    return found.sorted {
      constraints[$0.constraint.index].activation < constraints[$1.constraint.index].activation
    }
  }

  /// The owners of the dummies of a row whose basic symbol is a dummy, or `nil` when the row
  /// mentions anything else (then it records no plain implication).
  private func implyingConstraints(ofRow row: Row) -> [Constraint]? {
    var owners: [Int] = []
    for cell in row.cells {
      guard symbolKind[cell.symbol] == .dummy else { return nil }
      if abs(cell.coefficient) <= pivotTolerance { continue }
      let owner = symbolOwner[cell.symbol]
      guard owner >= 0, constraints[owner].isActive, !constraints[owner].isInternal else {
        return nil
      }
      owners.append(owner)
    }
    return owners.sorted { constraints[$0].activation < constraints[$1].activation }
      .map(Constraint.init(index:))
  }
}
