import Cassowary

/// Finds minimal conflicts among rows of a rebuilt system with the solver's public API: a
/// set is feasible when a fresh ``Solver`` accepts every row of it (a required constraint
/// that cannot hold is refused with ``SolverError/unsatisfiableConstraint(_:conflicts:)``
/// and leaves the solver as it was).
///
/// The search is a deletion filter (Chinneck's): walk the rows of an infeasible set and drop
/// each one without which the rest is still infeasible; what is left is irreducible. Which
/// irreducible set comes out depends on the walk's order, so it is walked in the log's order
/// and in reverse (and, for small sets, from every starting row), and the smallest set
/// wins, then one with the constraint Apple broke (always walked last, so kept if it can be).
struct ConflictSearch {
  /// A solver with as many variables as the rebuilt system, so rows can be added as they
  /// are.
  private let empty: Solver
  /// Sets up to this size are also walked from every starting row.
  static let rotationLimit = 16

  init(variableCount: Int) {
    var solver = Solver()
    for _ in 0..<variableCount { _ = solver.makeVariable() }
    empty = solver
  }

  /// Whether all `rows` can hold together.
  func isFeasible(_ rows: [RebuiltSystem.Row]) -> Bool {
    var solver = empty
    for row in rows {
      do {
        try solver.addConstraint(row.expression, row.relation)
      } catch .unsatisfiableConstraint {
        return false
      } catch {
        // A number the solver cannot take (beyond 1e100) leaves the row out.
        continue
      }
    }
    return true
  }

  /// An irreducible subset of `rows` that cannot hold with all of `background`; `rows`
  /// with `background` must be infeasible. The rows keep their order.
  func minimalConflict(
    _ rows: [RebuiltSystem.Row], background: [RebuiltSystem.Row]
  ) -> [RebuiltSystem.Row] {
    guard rows.count > 1 else { return rows }
    // The last row is the broken one when Apple printed it: it is tried last every time.
    let walked = Array(rows.indices.dropLast())
    var orders = [walked, walked.reversed()]
    if rows.count <= Self.rotationLimit {
      for start in walked.indices.dropFirst() {
        orders.append(Array(walked[start...] + walked[..<start]))
      }
    }
    var best: [Int]?
    for order in orders {
      let found = filter(rows, background: background, order: order + [rows.count - 1])
      if let current = best {
        let keepsLast = found.contains(rows.count - 1) && !current.contains(rows.count - 1)
        if found.count < current.count || (found.count == current.count && keepsLast) {
          best = found
        }
      } else {
        best = found
      }
    }
    return (best ?? Array(rows.indices)).sorted().map { rows[$0] }
  }

  /// The fewest `facts` the conflict `rows` needs: an irreducible subset of them with which
  /// the rows cannot hold.
  func minimalFacts(
    _ facts: [RebuiltSystem.Row], for rows: [RebuiltSystem.Row]
  ) -> [RebuiltSystem.Row] {
    guard isFeasible(rows) else { return [] }
    var kept = facts
    var index = 0
    while index < kept.count {
      var without = kept
      without.remove(at: index)
      if isFeasible(rows + without) { index += 1 } else { kept = without }
    }
    return kept
  }

  /// The deletion filter: the indices of `rows` left after walking `order`.
  private func filter(
    _ rows: [RebuiltSystem.Row], background: [RebuiltSystem.Row], order: [Int]
  ) -> [Int] {
    var kept = Set(rows.indices)
    for index in order {
      kept.remove(index)
      let rest = kept.sorted().map { rows[$0] }
      if isFeasible(background + rest) { kept.insert(index) }
    }
    return kept.sorted()
  }
}
