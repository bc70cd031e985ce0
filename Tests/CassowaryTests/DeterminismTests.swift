import Cassowary
import Testing

/// SPEC §1.10: the same operations in the same order give bit-identical values and dumps.
@Suite struct DeterminismTests {
  @Test func sameOperationsTwiceGiveIdenticalSolvers() {
    checkRandomOperations("the same operations give the same solver", seeds: 0..<200) {
      script in
      var first: [SolverSnapshot] = []
      let (runA, problem) = run(script) { _, _, solver, _ in
        first.append(SolverSnapshot(solver))
        return nil
      }
      guard let runA else { return problem }
      var step = 0
      let (runB, problemB) = run(script) { op, _, solver, _ in
        defer { step += 1 }
        guard step < first.count else { return "more steps the second time" }
        if let difference = SolverSnapshot(solver).difference(from: first[step]) {
          return "the second run differs after \(op): \(difference)"
        }
        return nil
      }
      if let problemB { return problemB }
      if runA.errors != runB?.errors {
        return "the errors differ: \(runA.errors) vs \(String(describing: runB?.errors))"
      }
      return nil
    }
  }

  @Test func concurrentBuildsAreIdentical() async {
    // The same system built on several tasks at once: no shared state, no hash-order
    // dependence between solvers.
    var rng = SplitMix64(seed: 1234)
    let script = OperationScript.random(using: &rng, length: 60...60)
    let dumps = await withTaskGroup(of: SolverSnapshot?.self) { group in
      for _ in 0..<4 {
        group.addTask { run(script).0.map { SolverSnapshot($0.solver) } }
      }
      var out: [SolverSnapshot?] = []
      for await dump in group { out.append(dump) }
      return out
    }
    #expect(dumps.count == 4)
    for dump in dumps {
      #expect(dump != nil)
      if let dump, let first = dumps.first ?? nil, let difference = dump.difference(from: first) {
        Issue.record("concurrent builds differ: \(difference)")
      }
    }
  }

  @Test func largeSystemTwice() throws {
    func build() throws -> Solver {
      var solver = Solver()
      var previous = solver.makeVariable("left0")
      try solver.addConstraint(Expression(previous), .equal, 0)
      for i in 1..<100 {
        let width = solver.makeVariable("width\(i)")
        let left = solver.makeVariable("left\(i)")
        try solver.addConstraint(Expression(left), .equal, previous + width + 8)
        try solver.addConstraint(Expression(width), .greaterThanOrEqual, Expression(Double(i % 13)))
        try solver.addConstraint(
          Expression(width), .equal, Expression(Double(i % 29)), priority: .weak)
        previous = left
      }
      try solver.addConstraint(Expression(previous), .lessThanOrEqual, 3000)
      try solver.addEditVariable(previous, priority: .medium)
      try solver.suggestValue(previous, 5000)
      return solver
    }
    let a = try build()
    let b = try build()
    #expect(a.debugDescription == b.debugDescription)
    #expect(valueBits(a) == valueBits(b))
    #expect(a.script() == b.script())
  }
}
