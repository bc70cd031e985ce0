import Cassowary
import Testing

// Random layout-like constraint systems for the property tests: a seeded generator, a
// printable form (a `.tcs` script, so a failing case can be replayed with `truss solve`),
// helpers to load a system into a solver, and a shrinker that reduces a failing system to a
// small one that still fails.

/// Sebastiano Vigna's SplitMix64: a tiny, fast, seedable generator, so every random case is
/// reproducible from its seed on every platform.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One constraint of a ``RandomSystem``: `Σ coefficients[i]·x[i] + constant REL 0`.
struct SystemConstraint: Hashable, Sendable {
  var coefficients: [Int]
  var constant: Int
  var relation: Relation
  /// 1000 is required.
  var priority: Int

  var isRequired: Bool { priority >= 1000 }

  /// The left-hand side as script text (`2*x0 - x1`), `0` when there are no terms.
  var termsText: String {
    var text = ""
    for (i, c) in coefficients.enumerated() where c != 0 {
      let factor = abs(c) == 1 ? "" : "\(abs(c))*"
      if text.isEmpty {
        text = (c < 0 ? "-" : "") + factor + "x\(i)"
      } else {
        text += (c < 0 ? " - " : " + ") + factor + "x\(i)"
      }
    }
    return text.isEmpty ? "0" : text
  }

  /// The constraint as a script line named `c<index>`.
  func scriptLine(_ index: Int) -> String {
    let level = isRequired ? "" : "@\(priority) "
    return "constraint c\(index) \(level)\(termsText) \(relation) \(-constant)"
  }

  /// The violation of the constraint at `point` (0 when it holds).
  func violation(at point: [Double]) -> Double {
    var e = Double(constant)
    for (i, c) in coefficients.enumerated() where c != 0 { e += Double(c) * point[i] }
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }

  /// The scale of the constraint's terms at `point`, for relative tolerances.
  func scale(at point: [Double]) -> Double {
    var m = abs(Double(constant))
    for (i, c) in coefficients.enumerated() where c != 0 { m += abs(Double(c) * point[i]) }
    return max(1, m)
  }
}

/// A small constraint system over variables `x0`, `x1`, ….
struct RandomSystem: Hashable, Sendable, CustomStringConvertible {
  var variableCount: Int
  var constraints: [SystemConstraint]

  /// The priorities random systems draw from.
  static let priorities = [1000, 750, 500, 250]

  /// A layout-like system: each constraint relates one to three variables with small integer
  /// coefficients (mostly ±1, as in `a.leading == b.trailing + 8`) and a small constant.
  static func random(
    using rng: inout SplitMix64, variables: ClosedRange<Int> = 2...8,
    constraints: ClosedRange<Int> = 1...15, maxCoefficient: Int = 3, requiredPercent: Int = 40
  ) -> RandomSystem {
    let n = Int.random(in: variables, using: &rng)
    let m = Int.random(in: constraints, using: &rng)
    var list: [SystemConstraint] = []
    for _ in 0..<m {
      var coefficients = Array(repeating: 0, count: n)
      let termCount = Int.random(in: 1...min(3, n), using: &rng)
      for _ in 0..<termCount {
        let v = Int.random(in: 0..<n, using: &rng)
        let magnitude =
          Int.random(in: 0..<4, using: &rng) == 0
          ? Int.random(in: 1...maxCoefficient, using: &rng) : 1
        coefficients[v] = Bool.random(using: &rng) ? magnitude : -magnitude
      }
      if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
      let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
        using: &rng)
      let priority =
        Int.random(in: 0..<100, using: &rng) < requiredPercent
        ? 1000 : priorities[Int.random(in: 1...3, using: &rng)]
      list.append(
        SystemConstraint(
          coefficients: coefficients, constant: Int.random(in: -20...20, using: &rng),
          relation: relation ?? .equal, priority: priority))
    }
    return RandomSystem(variableCount: n, constraints: list)
  }

  /// The system with a weakest preference (priority 1) for every variable to sit at a random
  /// small value, as a layout engine's fallback constraints do; such systems almost always
  /// have a unique optimum, which the order and remove/add properties need.
  func anchored(using rng: inout SplitMix64) -> RandomSystem {
    var s = self
    for v in 0..<variableCount {
      var coefficients = Array(repeating: 0, count: variableCount)
      coefficients[v] = 1
      s.constraints.append(
        SystemConstraint(
          coefficients: coefficients, constant: Int.random(in: -20...20, using: &rng),
          relation: .equal, priority: 1))
    }
    return s
  }

  /// The system as a constraint script, one constraint per line, named by index.
  var script: String {
    constraints.enumerated().map { $0.element.scriptLine($0.offset) }.joined(separator: "\n")
  }

  var description: String {
    "\(variableCount) variables, \(constraints.count) constraints:\n\(script)"
  }

  /// The expression of constraint `index` over `variables`.
  func expression(_ index: Int, _ variables: [Variable]) -> Expression {
    let c = constraints[index]
    var terms: [Term] = []
    for (i, k) in c.coefficients.enumerated() where k != 0 {
      terms.append(Term(variables[i], Double(k)))
    }
    return Expression(terms: terms, constant: Double(c.constant))
  }

  /// A solver with the system's variables (named `x0`, `x1`, …) and every constraint defined
  /// but not added; constraint `i` of the system is `handles[i]`.
  func definedSolver() throws(SolverError) -> (Solver, [Variable], [Constraint]) {
    var solver = Solver()
    let variables = (0..<variableCount).map { solver.makeVariable("x\($0)") }
    var handles: [Constraint] = []
    for i in constraints.indices {
      let c = constraints[i]
      handles.append(
        try solver.makeConstraint(
          expression(i, variables), c.relation, 0,
          priority: Priority(Double(c.priority)) ?? .required, name: "c\(i)"))
    }
    return (solver, variables, handles)
  }

  /// Whether the required constraints among `members` can all be added to a fresh solver
  /// (in the given order); optional members are ignored.
  func isSatisfiable(_ members: [Int]) -> Bool {
    guard let (solver, _, handles) = try? definedSolver() else { return false }
    var s = solver
    for i in members where constraints[i].isRequired {
      do {
        try s.add(handles[i])
      } catch {
        return false
      }
    }
    return true
  }

  /// The system with only the constraints at `indices`, in that order.
  func restricted(to indices: [Int]) -> RandomSystem {
    RandomSystem(variableCount: variableCount, constraints: indices.map { constraints[$0] })
  }

  /// Smaller systems, most reduced first: one constraint fewer, one variable fewer, simpler
  /// numbers, weaker relations and priorities.
  func shrinkCandidates() -> [RandomSystem] {
    var out: [RandomSystem] = []
    for i in constraints.indices where constraints.count > 1 {
      var s = self
      s.constraints.remove(at: i)
      out.append(s)
    }
    for v in 0..<variableCount where variableCount > 1 {
      if constraints.contains(where: { $0.coefficients[v] != 0 }) { continue }
      var s = self
      s.variableCount -= 1
      for i in s.constraints.indices { s.constraints[i].coefficients.remove(at: v) }
      out.append(s)
    }
    for i in constraints.indices {
      let c = constraints[i]
      if c.constant != 0 {
        for k in [0, c.constant / 2, c.constant - c.constant.signum()] where k != c.constant {
          var s = self
          s.constraints[i].constant = k
          out.append(s)
        }
      }
      for v in c.coefficients.indices where c.coefficients[v] != 0 {
        if c.coefficients.filter({ $0 != 0 }).count > 1 {
          var s = self
          s.constraints[i].coefficients[v] = 0
          out.append(s)
        }
        if abs(c.coefficients[v]) > 1 {
          var s = self
          s.constraints[i].coefficients[v] = c.coefficients[v].signum()
          out.append(s)
        }
        if c.coefficients[v] < 0 {
          var s = self
          s.constraints[i].coefficients[v] = -c.coefficients[v]
          out.append(s)
        }
      }
      if c.relation != .equal {
        var s = self
        s.constraints[i].relation = .equal
        out.append(s)
      }
      if c.priority != 1000 {
        var s = self
        s.constraints[i].priority = 1000
        out.append(s)
      }
    }
    var unique = Set<RandomSystem>()
    return out.filter { unique.insert($0).inserted }
  }

  /// Greedily shrinks the system while `fails` stays true (bounded, so it always ends).
  func shrunk(while fails: (RandomSystem) -> Bool) -> RandomSystem {
    greedilyShrunk(self, steps: 500, candidates: { $0.shrinkCandidates() }, while: fails)
  }
}

/// Checks `property` on random systems made from seeds `seeds`; on failure, shrinks the
/// system and records the seed, the original and the shrunk system, and the failure.
///
/// `property` returns a description of what went wrong, or `nil` when the system passes.
func checkRandomSystems(
  _ name: String, seeds: Range<UInt64>,
  sourceLocation: SourceLocation = #_sourceLocation,
  generate: (inout SplitMix64) -> RandomSystem,
  property: (RandomSystem) -> String?
) {
  var failures = 0
  for seed in seeds {
    var rng = SplitMix64(seed: seed)
    let system = generate(&rng)
    guard let failure = property(system) else { continue }
    let small = system.shrunk { property($0) != nil }
    let smallFailure = property(small) ?? failure
    Issue.record(
      """
      \(name) fails for seed \(seed).
      Shrunk case (\(small.variableCount) variables):
      \(small.script)
      Failure: \(smallFailure)
      Original case: \(system)
      Original failure: \(failure)
      """, sourceLocation: sourceLocation)
    failures += 1
    // A few cases are enough to diagnose; more only slow the suite down.
    if failures >= 3 { return }
  }
}
