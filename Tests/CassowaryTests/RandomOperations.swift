import Cassowary
import Testing

// Random sequences of solver operations over a random system: adds, removes, constant and
// priority changes, edit variables and suggestions, including operations that must fail
// (duplicates, unknown constraints, required edits, unsatisfiable constants). Used by the
// atomicity, determinism and dump tests.

/// One solver operation on a ``RandomSystem``'s constraints (by index) and variables.
enum SolverOperation: Hashable, Sendable, CustomStringConvertible {
  case add(Int)
  case remove(Int)
  /// Sets the normalized constant of a constraint.
  case setConstant(Int, Int)
  case setPriority(Int, Int)
  case edit(Int, Int)
  case suggest(Int, Int)
  case unedit(Int)
  /// Operations on handles no solver made.
  case addForeign
  case removeForeign

  var description: String {
    switch self {
    case .add(let i): "add c\(i)"
    case .remove(let i): "remove c\(i)"
    case .setConstant(let i, let k): "setConstant c\(i) \(k)"
    case .setPriority(let i, let p): "setPriority c\(i) \(p)"
    case .edit(let v, let p): "edit x\(v) @\(p)"
    case .suggest(let v, let k): "suggest x\(v) \(k)"
    case .unedit(let v): "unedit x\(v)"
    case .addForeign: "add c999"
    case .removeForeign: "remove c999"
    }
  }

  /// Runs the operation.
  func apply(
    to solver: inout Solver, _ variables: [Variable], _ handles: [Constraint]
  )
    throws(SolverError)
  {
    switch self {
    case .add(let i): try solver.add(handles[i])
    case .remove(let i): try solver.remove(handles[i])
    case .setConstant(let i, let k): try solver.setConstant(handles[i], to: Double(k))
    case .setPriority(let i, let p):
      try solver.setPriority(handles[i], to: Priority(Double(p)) ?? .required)
    case .edit(let v, let p):
      try solver.addEditVariable(variables[v], priority: Priority(Double(p)) ?? .required)
    case .suggest(let v, let k): try solver.suggestValue(variables[v], Double(k))
    case .unedit(let v): try solver.removeEditVariable(variables[v])
    case .addForeign: try solver.add(Constraint(index: 999))
    case .removeForeign: try solver.remove(Constraint(index: 999))
    }
  }
}

/// A random system and a sequence of operations on it.
struct OperationScript: Hashable, Sendable, CustomStringConvertible {
  var system: RandomSystem
  var operations: [SolverOperation]

  /// Mostly adds at first, then a mix of everything.
  static func random(
    using rng: inout SplitMix64, length: ClosedRange<Int> = 5...40
  )
    -> OperationScript
  {
    let system = RandomSystem.random(
      using: &rng, variables: 2...6, constraints: 2...12, requiredPercent: 60)
    let m = system.constraints.count
    let n = system.variableCount
    var operations: [SolverOperation] = []
    let count = Int.random(in: length, using: &rng)
    for step in 0..<count {
      let roll = Int.random(in: 0..<100, using: &rng)
      let c = Int.random(in: 0..<m, using: &rng)
      let v = Int.random(in: 0..<n, using: &rng)
      let op: SolverOperation
      switch roll {
      case 0..<(step < m ? 60 : 30): op = .add(c)
      case 0..<45: op = .remove(c)
      case 45..<60: op = .setConstant(c, Int.random(in: -25...25, using: &rng))
      case 60..<66:
        op = .setPriority(c, [1000, 750, 500, 250, 100].randomElement(using: &rng) ?? 1)
      case 66..<74: op = .edit(v, [1000, 750, 400, 100].randomElement(using: &rng) ?? 1)
      case 74..<90: op = .suggest(v, Int.random(in: -30...30, using: &rng))
      case 90..<96: op = .unedit(v)
      case 96..<98: op = .addForeign
      default: op = .removeForeign
      }
      operations.append(op)
    }
    return OperationScript(system: system, operations: operations)
  }

  var description: String {
    "\(system)\noperations:\n" + operations.map(\.description).joined(separator: "\n")
  }

  /// Shorter scripts: one operation fewer, or the system shrunk (when it stays valid).
  func shrinkCandidates() -> [OperationScript] {
    var out: [OperationScript] = []
    for i in operations.indices {
      var s = self
      s.operations.remove(at: i)
      out.append(s)
    }
    for smaller in system.shrinkCandidates()
    where smaller.constraints.count == system.constraints.count
      && smaller.variableCount == system.variableCount
    {
      out.append(OperationScript(system: smaller, operations: operations))
    }
    return out
  }

  /// Greedily shrinks while `fails` stays true.
  func shrunk(while fails: (OperationScript) -> Bool) -> OperationScript {
    greedilyShrunk(self, steps: 400, candidates: { $0.shrinkCandidates() }, while: fails)
  }
}

/// Checks `property` on random operation scripts from `seeds`, shrinking a failing one and
/// recording its seed, the shrunk script and the failure.
func checkRandomOperations(
  _ name: String, seeds: Range<UInt64>, sourceLocation: SourceLocation = #_sourceLocation,
  property: (OperationScript) -> String?
) {
  var failures = 0
  for seed in seeds {
    var rng = SplitMix64(seed: seed)
    let script = OperationScript.random(using: &rng)
    guard let failure = property(script) else { continue }
    let small = script.shrunk { property($0) != nil }
    Issue.record(
      """
      \(name) fails for seed \(seed).
      Shrunk case:
      \(small)
      Failure: \(property(small) ?? failure)
      Original failure: \(failure)
      """, sourceLocation: sourceLocation)
    failures += 1
    if failures >= 3 { return }
  }
}

/// The result of running an ``OperationScript``.
struct OperationRun {
  var solver: Solver
  var variables: [Variable]
  var handles: [Constraint]
  /// The error of each operation, `nil` for those that succeeded.
  var errors: [SolverError?]
}

/// Runs `script` on a fresh solver; `check` sees the solver before and after each operation
/// and may return a problem, which stops the run.
func run(
  _ script: OperationScript,
  check: (SolverOperation, SolverSnapshot, inout Solver, SolverError?) -> String? = { _, _, _, _ in
    nil
  }
) -> (OperationRun?, String?) {
  let defined: (Solver, [Variable], [Constraint])
  do {
    defined = try script.system.definedSolver()
  } catch {
    return (nil, "defining the constraints failed: \(error)")
  }
  var result = OperationRun(
    solver: defined.0, variables: defined.1, handles: defined.2, errors: [])
  for op in script.operations {
    let before = SolverSnapshot(result.solver)
    var thrown: SolverError? = nil
    do {
      try op.apply(to: &result.solver, result.variables, result.handles)
    } catch {
      thrown = error
    }
    result.errors.append(thrown)
    if let problem = check(op, before, &result.solver, thrown) {
      return (result, "after \(op): \(problem)")
    }
  }
  return (result, nil)
}
