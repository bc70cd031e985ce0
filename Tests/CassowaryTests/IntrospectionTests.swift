import Cassowary
import Testing

/// SPEC §1.12: the constraints a variable's value depends on, computed from the tableau, for
/// "why is x = 42".
@Suite struct IntrospectionTests {
  @Test func bothLinksOfAChainPinAVariable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    let link = try solver.addConstraint(Expression(x), .equal, y + 3)
    let pin = try solver.addConstraint(Expression(y), .equal, 2)
    try solver.addConstraint(Expression(z), .equal, 5)
    expectValue(solver, x, 5)
    #expect(solver.constraintsAffecting(x) == [link, pin])
    #expect(solver.constraintsAffecting(y) == [pin])
  }

  @Test func orderIsTheOrderOfAddition() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let link = try solver.makeConstraint(Expression(x), .equal, y + 3)
    let pin = try solver.addConstraint(Expression(y), .equal, 2)
    try solver.add(link)
    #expect(solver.constraintsAffecting(x) == [pin, link])
  }

  @Test func slackInequalitiesDoNotPin() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addConstraint(Expression(x), .greaterThanOrEqual, 0)
    let pin = try solver.addConstraint(Expression(x), .equal, 5)
    #expect(solver.constraintsAffecting(x) == [pin])
  }

  @Test func bindingInequalityPinsAgainstAWeakerPreference() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let floor = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    try solver.addConstraint(Expression(x), .equal, 0, priority: .weak)
    expectValue(solver, x, 10)
    #expect(solver.constraintsAffecting(x) == [floor])
  }

  @Test func optionalConstraintThatHoldsPins() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let preference = try solver.addConstraint(Expression(x), .equal, 10, priority: .weak)
    #expect(solver.constraintsAffecting(x) == [preference])
    let unknown = solver.makeVariable("unknown")
    #expect(solver.constraintsAffecting(unknown).isEmpty)
  }

  @Test func editVariablesShowTheirEditConstraint() throws {
    var solver = Solver()
    let width = solver.makeVariable("width")
    let right = solver.makeVariable("right")
    let inset = try solver.addConstraint(Expression(right), .equal, width - 8)
    try solver.addEditVariable(width)
    try solver.suggestValue(width, 100)
    let affecting = solver.constraintsAffecting(right)
    #expect(affecting.contains(inset))
    #expect(affecting.filter { solver.isEditConstraint($0) }.count == 1)
    #expect(!solver.isEditConstraint(inset))
  }

  @Test func everyConstraintThatMovesAVariableIsListed() {
    // Completeness: nudging a constraint's constant that moves a variable without any pivot
    // (so within the current basis) means the variable depends on it.
    checkRandomSystems(
      "constraintsAffecting is complete", seeds: 0..<200,
      generate: { RandomSystem.random(using: &$0, variables: 2...6, constraints: 2...12) }
    ) { system in
      let (loaded, problem) = load(system, checks: [])
      guard let loaded else { return problem }
      let affecting = loaded.variables.map { loaded.solver.constraintsAffecting($0) }
      for i in loaded.accepted {
        for nudge in [1e-3, -1e-3] {
          var solver = loaded.solver
          let pivots = solver.statistics.pivots
          do {
            try solver.setConstant(
              loaded.handles[i], to: Double(system.constraints[i].constant) + nudge)
          } catch {
            continue
          }
          guard solver.statistics.pivots == pivots else { continue }
          for (v, variable) in loaded.variables.enumerated()
          where abs(solver.value(of: variable) - loaded.values[v]) > 1e-9
            && !affecting[v].contains(loaded.handles[i])
          {
            return "nudging c\(i) moves x\(v), but constraintsAffecting(x\(v)) is "
              + "\(affecting[v])"
          }
        }
      }
      return nil
    }
  }
}
