import Cassowary
import Testing

/// SPEC §1.8: doubles with an epsilon for near-zero; no NaN or infinity ever reaches a value,
/// and a system that cannot be solved is reported, not spun on.
@Suite struct NumericsTests {
  @Test func overflowIsReportedNotStored() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(y), .equal, 4 * x + 1)
    try solver.addEditVariable(x)
    try solver.suggestValue(x, 10)
    // 4 × 1e308 overflows: either the solver copes with finite values, or it reports the
    // failure and stays as it was.
    let before = SolverSnapshot(solver)
    do {
      try solver.suggestValue(x, 1e308)
      let finite = values(solver).allSatisfy { $0.isFinite }
      #expect(finite, "\(values(solver))")
    } catch {
      if let difference = SolverSnapshot(solver).difference(from: before) {
        Issue.record("the failed suggestion changed the solver: \(difference)")
      }
    }
    try solver.suggestValue(x, 2)
    expectValue(solver, y, 9)
  }

  @Test func hugeAndTinyCoefficients() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.addConstraint(1e-9 * x, .equal, 1)
    try solver.addConstraint(Expression(y), .equal, 1e-9 * x + 1e9)
    try solver.addConstraint(1e6 * z, .greaterThanOrEqual, Expression(y))
    try solver.addConstraint(Expression(z), .equal, 0, priority: .weak)
    expectValue(solver, x, 1e9)
    expectValue(solver, y, 1e9 + 1)
    expectValue(solver, z, (1e9 + 1) / 1e6)
  }

  @Test func nearlyParallelConstraints() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(x + y, .equal, 2)
    try solver.addConstraint(x + (1 + 1e-7) * y, .equal, 2 + 1e-7)
    expectValue(solver, x, 1)
    expectValue(solver, y, 1)
  }

  @Test func scaledRandomSystemsStayFiniteAndFeasible() {
    // Random systems whose coefficients and constants span four orders of magnitude
    // (0.01 to 100 times small integers), as multipliers and large constants do in layouts.
    var failures = 0
    for seed in UInt64(0)..<150 where failures < 3 {
      var rng = SplitMix64(seed: seed)
      var solver = Solver()
      let vars = (0..<5).map { solver.makeVariable("x\($0)") }
      let scales = [0.01, 0.1, 1, 10, 100]
      var log: [String] = []
      for _ in 0..<12 {
        var e = Expression(
          (Double(Int.random(in: -20...20, using: &rng)))
            * (scales.randomElement(using: &rng) ?? 1))
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          let c =
            Double(Int.random(in: 1...9, using: &rng) * (Bool.random(using: &rng) ? 1 : -1))
            * (scales.randomElement(using: &rng) ?? 1)
          e = e + c * (vars.randomElement(using: &rng) ?? vars[0])
        }
        let relation =
          [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)
          ?? .equal
        let priority =
          [Priority.required, .required, .strong, .medium, .weak].randomElement(using: &rng)
          ?? .required
        // The case as a constraint script, to replay with `truss solve`.
        var terms = ""
        for term in e.terms {
          let sign = term.coefficient < 0 ? "-" : (terms.isEmpty ? "" : "+")
          terms +=
            "\(terms.isEmpty ? "" : " ")\(sign)"
            + "\(terms.isEmpty ? "" : " ")\(abs(term.coefficient))*x\(term.variable.index)"
        }
        let level = priority.isRequired ? "" : "@\(priority) "
        log.append("constraint c\(log.count) \(level)\(terms) \(relation) \(-e.constant)")
        let script = log.joined(separator: "\n")
        let before = SolverSnapshot(solver)
        do {
          let c = try solver.makeConstraint(e, relation, 0, priority: priority)
          try solver.add(c)
        } catch {
          if let difference = SolverSnapshot(solver).difference(from: before) {
            fail("seed \(seed): a failed add changed the solver: \(difference)\n\(script)")
            failures += 1
          }
          continue
        }
        if !values(solver).allSatisfy(\.isFinite) {
          fail("seed \(seed): non-finite values \(values(solver))\n\(script)")
          failures += 1
          break
        }
        let broken = violatedRequiredConstraints(solver, tolerance: 1e-6)
        if !broken.isEmpty {
          fail("seed \(seed): required \(broken) violated; values \(values(solver))\n\(script)")
          failures += 1
          break
        }
      }
    }
  }
}
