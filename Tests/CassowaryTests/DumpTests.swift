import Cassowary
import Testing

/// SPEC §1.6: the solver dumps itself as a constraint script (§1.7) that reproduces the
/// system: replayed through a fresh solver it gives the same values, and dumps the same
/// script again.
@Suite struct DumpTests {
  /// Replays `script` with ``ScriptRunner``; returns the runner and its output.
  func replay(_ script: String) -> (ScriptRunner, String) {
    var runner = ScriptRunner()
    let output = runner.run(ScriptProgram.parse(script))
    return (runner, output)
  }

  /// The commands of a script with the terms of each side sorted by name.
  func canonical(_ script: String) -> [ScriptCommand] {
    ScriptProgram.parse(script).commands.map { command in
      guard
        case .constraint(let line, let id, let priority, var lhs, let relation, var rhs) = command
      else { return command }
      lhs.terms.sort { $0.name < $1.name }
      rhs.terms.sort { $0.name < $1.name }
      return .constraint(
        line: line, id: id, priority: priority, lhs: lhs, relation: relation, rhs: rhs)
    }
  }

  /// What is wrong with replaying `solver`'s script, if anything: the replay must run
  /// without errors, dump the same script, and give the same values to the variables it
  /// names (all of them when `compareAll`, else only when the optimum is unique).
  func replayProblem(_ solver: Solver, compareAll: Bool = false) -> String? {
    let script = solver.script()
    let (runner, output) = replay(script)
    if !output.isEmpty { return "the replay wrote:\n\(output)for the script\n\(script)" }
    // Terms are written in the order of variable creation, which a replay may change.
    if canonical(runner.solver.script()) != canonical(script) {
      return "the replay dumps another script:\n\(runner.solver.script())instead of\n\(script)"
    }
    let named = solver.variables.filter { runner.variable(named: solver.name(of: $0)) != nil }
    if !compareAll && named.contains(where: { solver.isAmbiguous($0) }) { return nil }
    for v in named {
      guard let w = runner.variable(named: solver.name(of: v)) else { continue }
      if !isClose(solver.value(of: v), runner.solver.value(of: w)) {
        return "\(solver.name(of: v)) is \(solver.value(of: v)) but "
          + "\(runner.solver.value(of: w)) after replaying\n\(script)"
      }
    }
    return nil
  }

  @Test func scriptOfASmallSystem() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(Expression(y), .equal, x + 8, name: "gap")
    try solver.addConstraint(Expression(x), .equal, 5, priority: .weak)
    try solver.addConstraint(2 * x, .lessThanOrEqual, 0.5 * y + 100, name: "half")
    try solver.addEditVariable(y, priority: .strong)
    try solver.suggestValue(y, 30)
    let script = solver.script()
    let lines = script.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("#") == true)
    #expect(lines.count == 6, "\(script)")
    #expect(lines.contains("edit y @750"), "\(script)")
    #expect(lines.contains("suggest y 30"), "\(script)")
    #expect(lines.contains { $0.hasPrefix("constraint gap ") && !$0.contains("@") }, "\(script)")
    #expect(lines.contains { $0.contains("@250") }, "\(script)")
    #expect(script.hasSuffix("\n"))
    #expect(replayProblem(solver, compareAll: true) == nil)
  }

  @Test func emptySolver() {
    let solver = Solver()
    #expect(replayProblem(solver) == nil)
    #expect(!solver.script().split(separator: "\n").contains { $0.hasPrefix("constraint") })
  }

  @Test func removedConstraintsAndEditsAreNotDumped() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let gone = try solver.addConstraint(Expression(x), .equal, 1, name: "gone")
    try solver.remove(gone)
    try solver.addEditVariable(x)
    try solver.removeEditVariable(x)
    try solver.addConstraint(Expression(x), .lessThanOrEqual, 4, name: "kept")
    let script = solver.script()
    #expect(!script.contains("gone"))
    #expect(!script.contains("edit"))
    #expect(script.contains("kept"))
  }

  @Test func awkwardNamesAreMadeValidAndUnique() throws {
    var solver = Solver()
    let names = ["a b", "a_b", "", "9lives", "x", "x", "é", "left.edge"]
    let vars = names.map { solver.makeVariable($0) }
    for (i, v) in vars.enumerated() {
      try solver.addConstraint(
        Expression(v), .equal, Expression(Double(i * 10)), name: names[i].isEmpty ? nil : "c d")
    }
    let script = solver.script()
    let (runner, output) = replay(script)
    #expect(output.isEmpty, "\(output)\n\(script)")
    #expect(runner.variableNames.count == names.count, "\(script)")
    #expect(runner.solver.script() == script)
    // Values line up in the order of the constraints.
    let replayed = runner.solver.activeConstraints.map { c in
      runner.solver.expression(of: c).constant
    }
    #expect(replayed == (0..<names.count).map { -Double($0 * 10) })
  }

  @Test func numbersRoundTripExactly() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.addConstraint(0.1 * x + 1e-7 * y, .equal, 1.0 / 3.0)
    try solver.addConstraint(Expression(y), .equal, 123456.789e10, priority: priority(333.25))
    let (runner, output) = replay(solver.script())
    #expect(output.isEmpty)
    for (v, name) in [(x, "x"), (y, "y")] {
      let w = runner.variable(named: name)
      #expect(w.map { runner.solver.value(of: $0).bitPattern } == solver.value(of: v).bitPattern)
    }
    #expect(runner.solver.script() == solver.script())
  }

  @Test func randomSystemsReplay() {
    checkRandomSystems(
      "the dump replays to the same values", seeds: 0..<200,
      generate: { RandomSystem.random(using: &$0) }
    ) { system in
      let (loaded, problem) = load(system, checks: [])
      guard let loaded else { return problem }
      return replayProblem(loaded.solver)
    }
  }

  @Test func randomOperationsReplay() {
    checkRandomOperations("the dump after random operations replays", seeds: 0..<200) {
      script in
      let (result, problem) = run(script)
      guard let result else { return problem }
      return replayProblem(result.solver)
    }
  }
}
