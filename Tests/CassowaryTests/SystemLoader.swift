import Cassowary

// Loads a random system into a solver one constraint at a time, checking the invariants that
// must hold around every single `add` (SPEC §1.3, §1.9, §1.11). Shared by the property tests.

/// Which checks ``load(_:order:checks:)`` runs around each `add`.
struct LoadChecks: OptionSet {
  let rawValue: Int
  /// Required constraints hold within 1e-6 after each successful add.
  static let requiredHold = LoadChecks(rawValue: 1)
  /// A failed add is an unsatisfiable required constraint and leaves the solver
  /// bit-identical.
  static let atomicFailure = LoadChecks(rawValue: 2)
  /// `wouldConflict` leaves the solver bit-identical and predicts the add.
  static let dryRun = LoadChecks(rawValue: 4)
  /// The change feed lists exactly the variables whose values changed.
  static let changeFeed = LoadChecks(rawValue: 8)
  /// Conflict sets are minimal and unsatisfiable (checked with fresh solvers).
  static let minimalConflicts = LoadChecks(rawValue: 16)

  static let all: LoadChecks = [
    .requiredHold, .atomicFailure, .dryRun, .changeFeed, .minimalConflicts,
  ]
}

/// A system loaded into a solver.
struct LoadedSystem {
  var solver: Solver
  var variables: [Variable]
  /// The handle of each constraint of the system, by index in the system.
  var handles: [Constraint]
  /// The indices of the constraints that were added, in order.
  var accepted: [Int]
  /// The indices of the required constraints that were rejected, with their conflict sets.
  var rejected: [(index: Int, conflicts: [Int])]

  /// The system restricted to the accepted constraints (what the solver holds).
  func acceptedSystem(of system: RandomSystem) -> RandomSystem {
    system.restricted(to: accepted)
  }

  /// Whether every variable has a unique value (the optimum is unique).
  var isUnique: Bool { variables.allSatisfy { !solver.isAmbiguous($0) } }

  /// The values, in order of variables.
  var values: [Double] { variables.map { solver.value(of: $0) } }
}

/// Adds the constraints of `system` in `order` (all of them by default), running `checks`;
/// returns the loaded system and the first problem found, if any.
func load(
  _ system: RandomSystem, order: [Int]? = nil, checks: LoadChecks = .all
) -> (LoadedSystem?, String?) {
  let defined: (Solver, [Variable], [Constraint])
  do {
    defined = try system.definedSolver()
  } catch {
    return (nil, "defining the constraints failed: \(error)")
  }
  var loaded = LoadedSystem(
    solver: defined.0, variables: defined.1, handles: defined.2, accepted: [], rejected: [])
  let indexOfHandle = Dictionary(
    uniqueKeysWithValues: loaded.handles.enumerated().map { ($0.element, $0.offset) })
  _ = loaded.solver.takeChangedVariables()
  for i in order ?? Array(system.constraints.indices) {
    let handle = loaded.handles[i]
    let line = system.constraints[i].scriptLine(i)
    let before = SolverSnapshot(loaded.solver)
    var predicted: [Constraint]?? = .none
    if checks.contains(.dryRun) {
      do {
        predicted = .some(try loaded.solver.wouldConflict(handle))
      } catch {
        return (loaded, "wouldConflict(\(line)) threw \(error)")
      }
      if let difference = SolverSnapshot(loaded.solver).difference(from: before) {
        return (loaded, "wouldConflict(\(line)) changed the solver: \(difference)")
      }
    }
    do {
      try loaded.solver.add(handle)
    } catch {
      guard case .unsatisfiableConstraint(let c, let conflicts) = error, c == handle else {
        return (loaded, "adding \(line) threw \(error)")
      }
      let members = conflicts.compactMap { indexOfHandle[$0] }
      loaded.rejected.append((i, members))
      if checks.contains(.atomicFailure) {
        if !system.constraints[i].isRequired {
          return (loaded, "optional \(line) was rejected as unsatisfiable")
        }
        if let difference = SolverSnapshot(loaded.solver).difference(from: before) {
          return (loaded, "the failed add of \(line) changed the solver: \(difference)")
        }
      }
      if checks.contains(.dryRun), predicted != .some(conflicts) {
        return (
          loaded,
          "wouldConflict(\(line)) answered \(String(describing: predicted)), add threw "
            + "conflicts \(conflicts)"
        )
      }
      if checks.contains(.minimalConflicts),
        let problem = conflictProblem(
          system, failing: i, conflicts: conflicts, members: members, loaded: loaded)
      {
        return (loaded, problem)
      }
      continue
    }
    loaded.accepted.append(i)
    if checks.contains(.dryRun), predicted != .some(nil) {
      return (
        loaded,
        "wouldConflict(\(line)) answered \(String(describing: predicted)) but add succeeded"
      )
    }
    if checks.contains(.requiredHold) {
      let broken = violatedRequiredConstraints(loaded.solver)
      if !broken.isEmpty {
        let lines = broken.compactMap { indexOfHandle[$0] }.map {
          system.constraints[$0].scriptLine($0)
        }
        return (
          loaded,
          "after adding \(line), required constraints are violated: \(lines); values "
            + "\(loaded.values)"
        )
      }
    }
    if checks.contains(.changeFeed) {
      let expected = loaded.solver.variables.filter {
        loaded.solver.value(of: $0).bitPattern != before.valueBits[$0.index]
      }
      let reported = loaded.solver.takeChangedVariables()
      if reported != expected {
        return (
          loaded,
          "after adding \(line), the change feed reported \(reported) but \(expected) changed"
        )
      }
    }
  }
  return (loaded, nil)
}

/// What is wrong with the conflict set of a rejected constraint, if anything: its members
/// must be active required constraints, listed in the order they were added; together with
/// the rejected constraint they must be unsatisfiable, and without any one member
/// satisfiable (each checked with a fresh solver).
func conflictProblem(
  _ system: RandomSystem, failing: Int, conflicts: [Constraint], members: [Int],
  loaded: LoadedSystem
) -> String? {
  let line = system.constraints[failing].scriptLine(failing)
  guard members.count == conflicts.count else {
    return "the conflicts of \(line) include unknown constraints: \(conflicts)"
  }
  let active = loaded.solver.activeConstraints
  for c in conflicts {
    if !active.contains(c) {
      return "the conflicts of \(line) include \(c), which is not in the solver"
    }
    if !loaded.solver.priority(of: c).isRequired {
      return "the conflicts of \(line) include the optional constraint \(c)"
    }
  }
  let positions = conflicts.compactMap { active.firstIndex(of: $0) }
  if positions != positions.sorted() || Set(conflicts).count != conflicts.count {
    return "the conflicts of \(line) are not in the order of addition: \(conflicts)"
  }
  if system.isSatisfiable(members + [failing]) {
    return "\(line) with its conflict set \(members) is satisfiable (fresh solver)"
  }
  for k in members.indices {
    var fewer = members
    let dropped = fewer.remove(at: k)
    if !system.isSatisfiable(fewer + [failing]) {
      return "the conflict set \(members) of \(line) is not minimal: it still conflicts "
        + "without c\(dropped) (fresh solver)"
    }
  }
  return nil
}
