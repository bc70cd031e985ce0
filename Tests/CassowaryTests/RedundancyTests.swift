import Cassowary
import Testing

/// SPEC §9.4 at the solver: a required equality the others imply reduces to `0 == 0` when it
/// is added, and the solver names the minimal set of required equalities that imply it.
@Suite struct RedundancyTests {
  @Test func exactDuplicate() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let first = try solver.addConstraint(Expression(x), .equal, 10)
    let second = try solver.addConstraint(Expression(x), .equal, 10)
    #expect(solver.implyingConstraints(of: first) == nil)
    #expect(solver.implyingConstraints(of: second) == [first])
    #expect(solver.value(of: x) == 10)
  }

  @Test func mirroredDuplicate() throws {
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let ab = try solver.addConstraint(Expression(a), .equal, b + 8)
    let ba = try solver.addConstraint(Expression(b), .equal, a - 8)
    #expect(solver.implyingConstraints(of: ba) == [ab])
  }

  @Test func impliedThroughAChain() throws {
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let d = solver.makeVariable("d")
    let unrelated = try solver.addConstraint(Expression(d), .equal, 3)
    let ab = try solver.addConstraint(Expression(a), .equal, b + 1)
    let bc = try solver.addConstraint(Expression(b), .equal, c + 2)
    let ac = try solver.addConstraint(Expression(a), .equal, c + 3)
    #expect(solver.implyingConstraints(of: ac) == [ab, bc])
    #expect(solver.implyingConstraints(of: unrelated) == nil)
    #expect(solver.redundantEqualities().map(\.constraint) == [ac])
  }

  /// A weighted combination (a width half another plus a margin) is found as well.
  @Test func impliedByACombination() throws {
    var solver = Solver()
    let w = solver.makeVariable("w")
    let half = solver.makeVariable("half")
    let total = solver.makeVariable("total")
    let width = try solver.addConstraint(Expression(w), .equal, 300)
    let split = try solver.addConstraint(Expression(half), .equal, 0.5 * w)
    let sum = try solver.addConstraint(Expression(total), .equal, half + 16)
    let implied = try solver.addConstraint(Expression(total), .equal, 166)
    #expect(solver.implyingConstraints(of: implied) == [width, split, sum])
  }

  /// `x == x` holds by itself: implied by nothing.
  @Test func identity() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let same = try solver.addConstraint(Expression(x), .equal, Expression(x))
    #expect(solver.implyingConstraints(of: same) == [])
  }

  /// Inequalities and optional constraints are never reported here, nor are equalities held
  /// only by inequalities (`x >= 10`, `x <= 10`, then `x == 10`).
  @Test func onlyRequiredEqualitiesCount() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    _ = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    _ = try solver.addConstraint(Expression(x), .lessThanOrEqual, 10)
    let pinned = try solver.addConstraint(Expression(x), .equal, 10)
    let strong = try solver.addConstraint(Expression(x), .equal, 10, priority: .strong)
    let again = try solver.addConstraint(Expression(x), .greaterThanOrEqual, 10)
    #expect(solver.implyingConstraints(of: pinned) == nil)
    #expect(solver.implyingConstraints(of: strong) == nil)
    #expect(solver.implyingConstraints(of: again) == nil)
    #expect(solver.redundantEqualities().isEmpty)
  }

  /// Removing a member of the implying set makes the redundant constraint count again;
  /// removing the redundant one leaves the others as they were.
  @Test func removalsFollow() throws {
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let ab = try solver.addConstraint(Expression(a), .equal, Expression(b))
    let bc = try solver.addConstraint(Expression(b), .equal, Expression(c))
    let ac = try solver.addConstraint(Expression(a), .equal, Expression(c))
    try solver.remove(ab)
    #expect(solver.implyingConstraints(of: ac) == nil)
    #expect(solver.redundantEqualities().isEmpty)
    try solver.add(ab)
    #expect(solver.implyingConstraints(of: ab) == [bc, ac])
    try solver.remove(ab)
    #expect(solver.redundantEqualities().isEmpty)
  }

  /// A redundant constraint whose constant moves away from what the others imply conflicts
  /// with exactly them.
  @Test func constantChangeOfARedundantConstraintConflicts() throws {
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let ab = try solver.addConstraint(Expression(a), .equal, b + 1)
    let again = try solver.addConstraint(Expression(a), .equal, b + 1)
    #expect(throws: SolverError.unsatisfiableConstraint(again, conflicts: [ab])) {
      try solver.setConstant(again, to: -2)
    }
    #expect(solver.implyingConstraints(of: again) == [ab])
  }
}
