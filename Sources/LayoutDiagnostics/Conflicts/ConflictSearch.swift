import Cassowary

/// Finds minimal conflicts among rows of a rebuilt system with the solver's public API: a
/// set is feasible when a ``Solver`` accepts every row of it (a required constraint that
/// cannot hold is refused with ``SolverError/unsatisfiableConstraint(_:conflicts:)``, which
/// names a minimal set it conflicts with, and leaves the solver as it was).
///
/// The search starts from the conflict the solver reports when the facts Apple's engine
/// applies are added first and the log's rows after them, in the log's order with the
/// constraint Apple broke last. The solver's set is irreducible among its own members; to
/// be irreducible with every fact in place (a size bound it did not name can stand in for
/// one of its rows), a deletion filter (Chinneck's) walks it: drop each row without which
/// the rest is still infeasible with all the facts. Which irreducible set comes out depends
/// on the walk's order, so it is walked in the log's order, in reverse and, for small sets,
/// from every starting row; the smallest set wins, then one with the constraint Apple broke.
struct ConflictSearch {
  /// A solver with as many variables as the rebuilt system, so rows can be added as they
  /// are.
  private let empty: Solver
  /// Sets up to this size are also walked from every starting row.
  static let rotationLimit = 10

  init(variableCount: Int) {
    var solver = Solver()
    for _ in 0..<variableCount { _ = solver.makeVariable() }
    empty = solver
  }

  /// A solver holding `rows` (those it can take), and whether it took them all.
  func solver(with rows: [RebuiltSystem.Row], from base: Solver? = nil) -> (Solver, Bool) {
    var solver = base ?? empty
    for row in rows {
      do {
        try solver.addConstraint(row.expression, row.relation)
      } catch .unsatisfiableConstraint {
        return (solver, false)
      } catch {
        // A number the solver cannot take (beyond 1e100) leaves the row out.
        continue
      }
    }
    return (solver, true)
  }

  /// Whether all `rows` can hold together.
  func isFeasible(_ rows: [RebuiltSystem.Row]) -> Bool {
    solver(with: rows).1
  }

  /// The rows of the first conflict the solver meets adding `rows` in order to `base`: the
  /// row it refuses and the ones it names as conflicting with it, in `rows`' order, and the
  /// facts of `base`'s rows it names.
  private func firstConflict(
    _ rows: [RebuiltSystem.Row], base: (solver: Solver, rows: [Int: RebuiltSystem.Row])
  ) -> (rows: [RebuiltSystem.Row], facts: [RebuiltSystem.Row])? {
    var solver = base.solver
    var rowOfConstraint: [Int: Int] = [:]
    for (index, row) in rows.enumerated() {
      guard let constraint = try? solver.makeConstraint(row.expression, row.relation) else {
        continue
      }
      rowOfConstraint[constraint.index] = index
      do {
        try solver.add(constraint)
      } catch .unsatisfiableConstraint(_, let conflicts) {
        let members = Set(conflicts.compactMap { rowOfConstraint[$0.index] } + [index])
        let facts = conflicts.compactMap { base.rows[$0.index] }
        return (members.sorted().map { rows[$0] }, facts)
      } catch {
        continue
      }
    }
    return nil
  }

  /// `facts` added to an empty solver, with the row each constraint stands for.
  private func base(_ facts: [RebuiltSystem.Row]) -> (Solver, [Int: RebuiltSystem.Row]) {
    var solver = empty
    var rows: [Int: RebuiltSystem.Row] = [:]
    for row in facts {
      guard let constraint = try? solver.makeConstraint(row.expression, row.relation),
        (try? solver.add(constraint)) != nil
      else { continue }
      rows[constraint.index] = row
    }
    return (solver, rows)
  }

  /// A conflict among `rows` with every fact of `background`, irreducible in its rows, and
  /// the fewest facts it needs (irreducible too); `rows` with `background` must be
  /// infeasible. The rows keep their order. `broken` is the member Apple broke, kept when
  /// a conflict of the same size has it.
  func minimalConflict(
    _ rows: [RebuiltSystem.Row], background: [RebuiltSystem.Row], broken: ConflictMember?
  ) -> (rows: [RebuiltSystem.Row], facts: [RebuiltSystem.Row]) {
    let facts = base(background)
    // The solver's first conflict with the rows in the log's order, and, when Apple's broken
    // constraint is not in it, the first with that constraint added first.
    var starts: [[RebuiltSystem.Row]] = []
    if let first = firstConflict(rows, base: facts) { starts.append(first.rows) }
    if let broken, starts.first?.contains(where: { $0.member == broken }) == false,
      let index = rows.firstIndex(where: { $0.member == broken })
    {
      var reordered = rows
      let row = reordered.remove(at: index)
      if let found = firstConflict([row] + reordered, base: facts) {
        // In the log's order again, the broken row last, as the filter expects.
        starts.append(
          found.rows.filter { $0.member != broken } + found.rows.filter { $0.member == broken })
      }
    }
    let candidates = starts.map { start in
      background.isEmpty ? start : filterBest(start, base: facts.0)
    }
    let best =
      candidates.min { a, b in
        if a.count != b.count { return a.count < b.count }
        return a.contains { $0.member == broken } && !b.contains { $0.member == broken }
      } ?? rows
    // The facts it needs: those the solver names when they are added after the rows.
    let (withRows, _) = solver(with: best)
    let needed = firstConflict(background, base: (withRows, [:]))?.rows ?? []
    return (best, needed)
  }

  /// The smallest set the deletion filter leaves of `rows` over its walks.
  private func filterBest(_ rows: [RebuiltSystem.Row], base: Solver) -> [RebuiltSystem.Row] {
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
      let found = filter(rows, base: base, order: order + [rows.count - 1])
      if let current = best {
        let keepsLast = found.contains(rows.count - 1) && !current.contains(rows.count - 1)
        if found.count < current.count || (found.count == current.count && keepsLast) {
          best = found
        }
      } else {
        best = found
      }
    }
    return (best ?? Array(rows.indices)).map { rows[$0] }
  }

  /// The deletion filter: the indices of `rows` left after walking `order`, each row tried
  /// on a copy of `base`, which holds every fact.
  private func filter(_ rows: [RebuiltSystem.Row], base: Solver, order: [Int]) -> [Int] {
    var kept = Set(rows.indices)
    for index in order {
      kept.remove(index)
      if solver(with: kept.sorted().map { rows[$0] }, from: base).1 { kept.insert(index) }
    }
    return kept.sorted()
  }
}
