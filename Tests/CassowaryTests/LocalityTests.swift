import Cassowary
import Testing

/// SPEC §1.13: independent subsystems do not pay for each other. Work is measured in
/// pivots and reported changes, never in time.
@Suite struct LocalityTests {
  /// A row of `count` views: `left[i+1] = left[i] + width[i] + 8`, widths preferring 50.
  struct Row {
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var all: [Variable] { lefts + widths }

    init(_ solver: inout Solver, count: Int, name: String) throws {
      var previous: Expression? = nil
      for i in 0..<count {
        let left = solver.makeVariable("\(name).left\(i)")
        let width = solver.makeVariable("\(name).width\(i)")
        if let previous {
          try solver.addConstraint(Expression(left), .equal, previous + 8)
        } else {
          try solver.addConstraint(Expression(left), .equal, 0)
        }
        try solver.addConstraint(Expression(width), .greaterThanOrEqual, 10)
        try solver.addConstraint(Expression(width), .equal, 50, priority: .weak)
        lefts.append(left)
        widths.append(width)
        previous = left + width
      }
    }
  }

  @Test func changingOneSubsystemLeavesTheOtherAlone() throws {
    var solver = Solver()
    let a = try Row(&solver, count: 5, name: "a")
    let b = try Row(&solver, count: 5, name: "b")
    _ = solver.takeChangedVariables()
    let before = b.all.map { solver.value(of: $0).bitPattern }
    try solver.addConstraint(Expression(a.widths[2]), .equal, 80, priority: .medium)
    #expect(b.all.map { solver.value(of: $0).bitPattern } == before)
    let changed = solver.takeChangedVariables()
    #expect(!changed.isEmpty)
    #expect(changed.allSatisfy { a.all.contains($0) }, "\(changed)")
    #expect(changed == [a.lefts[3], a.lefts[4], a.widths[2]].sorted())
    // An edit in b does not touch a either.
    try solver.addEditVariable(b.widths[0], priority: .strong)
    try solver.suggestValue(b.widths[0], 70)
    let changedB = solver.takeChangedVariables()
    #expect(changedB.allSatisfy { b.all.contains($0) }, "\(changedB)")
    #expect(changedB.contains(b.lefts[4]))
  }

  /// The pivots one operation on `a` takes, with a bystander row of `bystanders` views.
  func pivots(withBystanders bystanders: Int) throws -> (Int, [String]) {
    var solver = Solver()
    let a = try Row(&solver, count: 6, name: "a")
    _ = try Row(&solver, count: bystanders, name: "b")
    try solver.addEditVariable(a.widths[1], priority: .strong)
    _ = solver.takeChangedVariables()
    let start = solver.statistics.pivots
    try solver.suggestValue(a.widths[1], 90)
    try solver.addConstraint(a.lefts[5] + a.widths[5], .lessThanOrEqual, 300)
    try solver.suggestValue(a.widths[1], 200)
    let names = solver.takeChangedVariables().map { solver.name(of: $0) }
    return (solver.statistics.pivots - start, names)
  }

  @Test func workDoesNotGrowWithUnrelatedViews() throws {
    let (few, changedFew) = try pivots(withBystanders: 3)
    let (many, changedMany) = try pivots(withBystanders: 600)
    #expect(few == many, "pivots: \(few) with 3 bystanders, \(many) with 600")
    #expect(changedFew == changedMany)
    #expect(changedMany.allSatisfy { $0.hasPrefix("a.") }, "\(changedMany)")
  }

  /// Adds `count` sibling views pinned to one edited container, each with a preferred width
  /// that fits; returns the pivots each block of 500 views took.
  func siblingPivots(count: Int, preferenceFirst: Bool) throws -> (Solver, [Int]) {
    var solver = Solver()
    let container = solver.makeVariable("container")
    try solver.addEditVariable(container, priority: .strong)
    try solver.suggestValue(container, 400)
    var blocks: [Int] = []
    var start = solver.statistics.pivots
    for i in 0..<count {
      let left = solver.makeVariable("left\(i)")
      let top = solver.makeVariable("top\(i)")
      let width = solver.makeVariable("width\(i)")
      try solver.addConstraint(Expression(left), .equal, 8)
      try solver.addConstraint(Expression(top), .equal, Expression(Double(8 + 30 * i)))
      if preferenceFirst {
        try solver.addConstraint(Expression(width), .equal, 100, priority: .weak)
      }
      try solver.addConstraint(left + width, .lessThanOrEqual, container - 8)
      if !preferenceFirst {
        try solver.addConstraint(Expression(width), .equal, 100, priority: .weak)
      }
      if (i + 1) % 500 == 0 {
        blocks.append(solver.statistics.pivots - start)
        start = solver.statistics.pivots
      }
    }
    // Variables: container, then left, top, width per view.
    expectValue(solver, solver.variables[3 * count], 100, "the last width")
    expectValue(solver, solver.variables[3 * count - 1], Double(8 + 30 * (count - 1)))
    return (solver, blocks)
  }

  @Test func siblingsNeedFewPivots() throws {
    let (solver, blocks) = try siblingPivots(count: 2000, preferenceFirst: true)
    #expect(
      solver.statistics.pivots <= 20, "\(solver.statistics.pivots) pivots for 2,000 siblings")
    #expect(blocks.count == 4)
  }

  @Test func siblingPivotsDoNotGrowWithTheirNumber() throws {
    // Added in the other order, each view may cost a pivot, but never more as views pile up.
    let (solver, blocks) = try siblingPivots(count: 2000, preferenceFirst: false)
    #expect(
      solver.statistics.pivots <= 2000, "\(solver.statistics.pivots) pivots for 2,000 siblings")
    #expect(Set(blocks).count == 1, "pivots per 500 views: \(blocks)")
  }
}
