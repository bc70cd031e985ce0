import Cassowary
import Testing

// Helpers shared by the solver tests: priorities, bit-exact snapshots, tolerant comparisons.

/// A priority from a literal test value; records an issue (instead of trapping) when the
/// value is not a valid priority.
func priority(
  _ value: Double, sourceLocation: SourceLocation = #_sourceLocation
) -> Priority {
  guard let p = Priority(value) else {
    Issue.record("\(value) is not a valid priority", sourceLocation: sourceLocation)
    return .required
  }
  return p
}

/// Everything observable about a solver, bit for bit: a failed operation must leave all of
/// it unchanged (SPEC §1.9).
struct SolverSnapshot: Equatable, CustomStringConvertible {
  var debugDescription: String
  var script: String
  var valueBits: [UInt64]
  var activeConstraints: [Constraint]
  var pendingChanges: [Variable]

  init(_ solver: Solver) {
    debugDescription = solver.debugDescription
    script = solver.script()
    valueBits = solver.variables.map { solver.value(of: $0).bitPattern }
    activeConstraints = solver.activeConstraints
    var copy = solver
    pendingChanges = copy.takeChangedVariables()
  }

  /// The first difference from `other`, for failure messages.
  func difference(from other: SolverSnapshot) -> String? {
    if debugDescription != other.debugDescription {
      return "debugDescription changed:\n--- before\n\(other.debugDescription)\n--- after\n"
        + debugDescription
    }
    if script != other.script {
      return "script() changed:\n--- before\n\(other.script)--- after\n\(script)"
    }
    if valueBits != other.valueBits {
      let changed = valueBits.indices.filter {
        $0 >= other.valueBits.count || valueBits[$0] != other.valueBits[$0]
      }
      return "values changed (bit patterns) for variables \(changed)"
    }
    if activeConstraints != other.activeConstraints {
      return "activeConstraints changed: \(other.activeConstraints) -> \(activeConstraints)"
    }
    if pendingChanges != other.pendingChanges {
      return "change feed changed: \(other.pendingChanges) -> \(pendingChanges)"
    }
    return nil
  }

  var description: String { debugDescription }
}

/// Runs an operation that must fail with `expected` (any error when `nil`) and checks the
/// solver is bit-identical afterwards. Returns the error thrown, if any.
@discardableResult
func expectAtomicFailure(
  _ solver: inout Solver, throws expected: SolverError? = nil, _ label: String = "",
  sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: (inout Solver) throws(SolverError) -> Void
) -> SolverError? {
  let before = SolverSnapshot(solver)
  var thrown: SolverError? = nil
  do {
    try operation(&solver)
    Issue.record(
      "\(label): expected \(expected.map(\.description) ?? "an error"), but it succeeded",
      sourceLocation: sourceLocation)
  } catch {
    thrown = error
    if let expected, error != expected {
      Issue.record(
        "\(label): expected \(expected), got \(error)", sourceLocation: sourceLocation)
    }
  }
  if let difference = SolverSnapshot(solver).difference(from: before) {
    Issue.record(
      "\(label): the failed operation changed the solver: \(difference)",
      sourceLocation: sourceLocation)
  }
  return thrown
}

/// Runs an operation that must succeed, recording the error otherwise.
func expectSuccess(
  _ label: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: () throws(SolverError) -> Void
) {
  do {
    try operation()
  } catch {
    Issue.record("\(label()): unexpected error \(error)", sourceLocation: sourceLocation)
  }
}

/// Whether two numbers agree within `tolerance` (absolute, and relative for large values).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Checks `solver.value(of: variable)` against an expected value within 1e-6.
func expectValue(
  _ solver: Solver, _ variable: Variable, _ expected: Double, _ label: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = solver.value(of: variable)
  if !isClose(actual, expected) {
    let prefix = label.isEmpty ? "" : label + ": "
    let message = "\(prefix)\(solver.name(of: variable)) = \(actual), expected \(expected)"
    Issue.record("\(message)", sourceLocation: sourceLocation)
  }
}

/// The violation of `expression REL 0` (0 when it holds).
func violation(of expression: Expression, _ relation: Relation, in solver: Solver) -> Double {
  var e = expression.constant
  for term in expression.terms { e += term.coefficient * solver.value(of: term.variable) }
  switch relation {
  case .equal: return abs(e)
  case .lessThanOrEqual: return max(0, e)
  case .greaterThanOrEqual: return max(0, -e)
  }
}

/// The scale of `expression` at the solver's values, for relative tolerances.
func magnitude(of expression: Expression, in solver: Solver) -> Double {
  var m = abs(expression.constant)
  for term in expression.terms { m += abs(term.coefficient * solver.value(of: term.variable)) }
  return max(1, m)
}

/// The active required constraints that do not hold within `tolerance` (relative).
func violatedRequiredConstraints(_ solver: Solver, tolerance: Double = 1e-6) -> [Constraint] {
  solver.activeConstraints.filter { c in
    guard solver.priority(of: c).isRequired else { return false }
    let e = solver.expression(of: c)
    return violation(of: e, solver.relation(of: c), in: solver)
      > tolerance * magnitude(of: e, in: solver)
  }
}

/// The values of all variables, in order of creation.
func values(_ solver: Solver) -> [Double] {
  solver.variables.map { solver.value(of: $0) }
}

/// The bit patterns of all values, in order of creation.
func valueBits(_ solver: Solver) -> [UInt64] {
  solver.variables.map { solver.value(of: $0).bitPattern }
}

/// Records a failure with a message built from strings (`+` and multi-line text).
func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Greedy shrinking: moves to the first candidate that still fails, until none does or
/// `steps` candidates have been tried (bounded, so it always ends).
func greedilyShrunk<Case>(
  _ start: Case, steps limit: Int, candidates: (Case) -> [Case], while fails: (Case) -> Bool
) -> Case {
  var current = start
  var steps = 0
  var improved = true
  while improved, steps < limit {
    improved = false
    for candidate in candidates(current) {
      steps += 1
      if fails(candidate) {
        current = candidate
        improved = true
        break
      }
      if steps >= limit { break }
    }
  }
  return current
}
