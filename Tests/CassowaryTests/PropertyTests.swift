import Cassowary
import PropertyBased
import Testing

/// Properties of random layout-like systems (2–8 variables, 1–15 constraints, small integer
/// coefficients, priorities required/750/500/250), from fixed seeds so every run checks the
/// same cases; a failure prints its seed and a shrunk system as a script.
@Suite struct PropertyTests {
  static func generate(_ rng: inout SplitMix64) -> RandomSystem {
    RandomSystem.random(using: &rng)
  }

  @Test func requiredConstraintsHoldAfterEveryAdd() {
    checkRandomSystems("required constraints hold", seeds: 0..<400, generate: Self.generate) {
      load($0, checks: [.requiredHold, .atomicFailure, .dryRun, .changeFeed]).1
    }
  }

  /// Random systems with a weakest preference for every variable (mostly unique optima).
  static func generateAnchored(_ rng: inout SplitMix64) -> RandomSystem {
    RandomSystem.random(using: &rng).anchored(using: &rng)
  }

  @Test(arguments: [false, true])
  func insertionOrderDoesNotMatterWhenTheOptimumIsUnique(anchored: Bool) {
    checkRandomSystems(
      "values do not depend on insertion order", seeds: 0..<(anchored ? 200 : 300),
      generate: anchored ? Self.generateAnchored : Self.generate
    ) { system in
      let (first, problem) = load(system, checks: [])
      guard let first else { return problem }
      guard first.isUnique else { return nil }
      var rng = SplitMix64(seed: UInt64(system.constraints.count * 7919 + system.variableCount))
      for attempt in 0..<3 {
        let order = attempt == 0 ? first.accepted.reversed() : first.accepted.shuffled(using: &rng)
        let (other, problem) = load(system, order: order, checks: [])
        guard let other else { return problem }
        if other.accepted.count != order.count {
          return "order \(order.map { "c\($0)" }) rejects \(other.rejected.map(\.index)) "
            + "although the first order accepted them all"
        }
        for (v, (a, b)) in zip(first.values, other.values).enumerated() where !isClose(a, b) {
          return "x\(v) is \(a) in the order \(first.accepted) but \(b) in the order \(order)"
        }
      }
      return nil
    }
  }

  @Test(arguments: [false, true])
  func removeThenAddRestoresTheValues(anchored: Bool) {
    checkRandomSystems(
      "remove then add restores the values", seeds: 0..<(anchored ? 60 : 150),
      generate: anchored ? Self.generateAnchored : Self.generate
    ) { system in
      let (loaded, problem) = load(system, checks: [])
      guard let loaded else { return problem }
      let unique = loaded.isUnique
      for i in loaded.accepted {
        var solver = loaded.solver
        let line = system.constraints[i].scriptLine(i)
        do {
          try solver.remove(loaded.handles[i])
        } catch {
          return "removing \(line) threw \(error)"
        }
        if !violatedRequiredConstraints(solver).isEmpty {
          return "after removing \(line), required constraints are violated"
        }
        // Removing equals never having added it (when that optimum is unique too).
        let rest = loaded.accepted.filter { $0 != i }
        if let fresh = load(system, order: rest, checks: []).0, fresh.isUnique {
          for v in loaded.variables.indices
          where !isClose(solver.value(of: loaded.variables[v]), fresh.values[v]) {
            return "after removing \(line), x\(v) = \(solver.value(of: loaded.variables[v])), "
              + "but \(fresh.values[v]) in a solver that never had it"
          }
        }
        do {
          try solver.add(loaded.handles[i])
        } catch {
          return "adding \(line) back threw \(error)"
        }
        if !violatedRequiredConstraints(solver).isEmpty {
          return "after removing and adding \(line), required constraints are violated"
        }
        guard unique else { continue }
        for v in loaded.variables.indices
        where !isClose(solver.value(of: loaded.variables[v]), loaded.values[v]) {
          return "after removing and adding \(line), x\(v) = "
            + "\(solver.value(of: loaded.variables[v])) instead of \(loaded.values[v])"
        }
      }
      return nil
    }
  }

  @Test(arguments: [false, true])
  func optimalInLexicographicOrder(anchored: Bool) {
    checkRandomSystems(
      "the solution is lexicographically optimal", seeds: 0..<(anchored ? 200 : 400),
      generate: {
        let system = RandomSystem.random(using: &$0, variables: 1...3, constraints: 1...10)
        return anchored ? system.anchored(using: &$0) : system
      }
    ) { system in
      let (loaded, problem) = load(system, checks: [.requiredHold])
      guard let loaded else { return problem }
      return optimalityProblem(loaded, system)
    }
  }

  @Test func optimalInLexicographicOrderWithFewRequiredConstraints() {
    checkRandomSystems(
      "the solution is lexicographically optimal (mostly optional)", seeds: 1000..<1300,
      generate: {
        RandomSystem.random(
          using: &$0, variables: 1...3, constraints: 2...12, requiredPercent: 15)
      }
    ) { system in
      let (loaded, problem) = load(system, checks: [.requiredHold])
      guard let loaded else { return problem }
      return optimalityProblem(loaded, system)
    }
  }

  @Test func optimalAfterRemovingConstraints() {
    checkRandomSystems(
      "the solution stays optimal after removals", seeds: 2000..<2200,
      generate: { RandomSystem.random(using: &$0, variables: 1...3, constraints: 2...10) }
    ) { system in
      let (loaded, problem) = load(system, checks: [])
      guard var loaded else { return problem }
      // Remove every other accepted constraint, checking optimality after each removal.
      for (k, i) in loaded.accepted.enumerated() where k % 2 == 0 {
        do {
          try loaded.solver.remove(loaded.handles[i])
        } catch {
          return "removing c\(i) threw \(error)"
        }
        var rest = loaded
        rest.accepted = loaded.accepted.enumerated().filter { $0.offset % 2 == 1 || $0.offset > k }
          .map(\.element)
        if let problem = optimalityProblem(rest, system) {
          return "after removing c\(i): \(problem)"
        }
      }
      return nil
    }
  }

  /// Explores new random systems on every run with PropertyBased (random seeds, shrinking);
  /// a failure prints the seed to reproduce it with `.fixedSeed(...)`.
  @Test func exploreRandomSystems() async {
    let term = zip(
      Gen.int(in: 0...3), Gen.int(in: -2...2), Gen.int(in: 0...3), Gen.int(in: -2...2),
      Gen.int(in: -12...12), Gen.int(in: 0...2), Gen.int(in: 0...3))
    await propertyCheck(count: 60, input: term.array(of: 1...10)) { specs in
      let system = RandomSystem(
        variableCount: 4,
        constraints: specs.map { spec in
          var coefficients = Array(repeating: 0, count: 4)
          coefficients[spec.0] += spec.1
          coefficients[spec.2] += spec.3
          if coefficients.allSatisfy({ $0 == 0 }) { coefficients[spec.0] = 1 }
          let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
          return SystemConstraint(
            coefficients: coefficients, constant: spec.4, relation: relations[spec.5],
            priority: RandomSystem.priorities[spec.6])
        })
      let (loaded, problem) = load(system)
      #expect(problem == nil, "\(problem ?? "")\n\(system.script)")
      guard let loaded, loaded.isUnique else { return }
      let (reversed, _) = load(system, order: loaded.accepted.reversed(), checks: [])
      #expect(
        reversed.map { zip($0.values, loaded.values).allSatisfy { isClose($0, $1) } } == true,
        "the reversed order gives other values\n\(system.script)")
    }
  }
}

/// Compares the solver's solution with the brute-force optimum of ``LexOracle`` (one to
/// three variables): the required constraints hold and no feasible point has a
/// lexicographically smaller error vector.
func optimalityProblem(_ loaded: LoadedSystem, _ system: RandomSystem) -> String? {
  let accepted = loaded.acceptedSystem(of: system)
  let oracle = LexOracle(accepted)
  guard oracle.isFeasible else {
    return "the brute force finds no feasible point for the accepted constraints"
  }
  let point = loaded.values
  if !oracle.isFeasible(point) {
    // Recheck with the solver's own tolerance before calling it a failure.
    let worst =
      accepted.constraints.filter(\.isRequired).map {
        $0.violation(at: point) / $0.scale(at: point)
      }.max() ?? 0
    if worst > 1e-7 { return "the solution \(point) violates a required constraint by \(worst)" }
  }
  let errors = oracle.errors(at: point)
  if LexOracle.compare(errors, oracle.best, absolute: 1e-6, relative: 1e-9) != 0 {
    let better = oracle.optimalPoints.first ?? []
    return "the solution \(point) has errors \(errors) by priority \(oracle.levels), but "
      + "\(better) has \(oracle.best)"
  }
  return nil
}
