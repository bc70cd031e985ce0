import Cassowary
import Testing

/// Exhaustive loops over small spaces: every relation × priority × sign of constant × order
/// for systems of two constraints on one variable, checked against an interval model.
@Suite struct ExhaustiveTests {
  /// One constraint `coefficient·x REL coefficient·target` on a single variable.
  struct Line: CustomStringConvertible {
    var coefficient: Double
    var target: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    /// The error of the constraint as written at `x`.
    func violation(_ x: Double) -> Double {
      let e = coefficient * x - coefficient * target
      switch relation {
      case .equal: return abs(e)
      case .lessThanOrEqual: return max(0, e)
      case .greaterThanOrEqual: return max(0, -e)
      }
    }

    /// The values of x that satisfy it.
    var solutions: Interval {
      let flipped = coefficient < 0
      switch relation {
      case .equal: return Interval(target, target)
      case .lessThanOrEqual:
        return flipped ? Interval(target, .infinity) : Interval(-.infinity, target)
      case .greaterThanOrEqual:
        return flipped ? Interval(-.infinity, target) : Interval(target, .infinity)
      }
    }

    var description: String {
      let level = isRequired ? "" : " @\(Int(priority))"
      return "\(coefficient)*x \(relation) \(coefficient * target)\(level)"
    }
  }

  /// A closed interval of the real line, possibly unbounded or empty.
  struct Interval: Equatable {
    var low: Double
    var high: Double

    init(_ low: Double, _ high: Double) {
      self.low = low
      self.high = high
    }

    static let all = Interval(-.infinity, .infinity)

    var isEmpty: Bool { low > high }
    var isPoint: Bool { low == high }

    func intersection(_ other: Interval) -> Interval {
      Interval(max(low, other.low), min(high, other.high))
    }

    func contains(_ x: Double) -> Bool {
      x >= low - 1e-9 * max(1, abs(low)) && x <= high + 1e-9 * max(1, abs(high))
    }
  }

  /// The set of optimal values of x: required constraints first (a later one that does not
  /// fit is rejected), then each optional priority level narrows the set to where its total
  /// error is smallest. The total error of a level is convex and piecewise linear with
  /// breakpoints at the targets, so its minimum over an interval is at a target or an end.
  static func expected(_ lines: [Line]) -> (optimal: Interval, rejected: Int?) {
    var feasible = Interval.all
    var rejected: Int? = nil
    for (i, line) in lines.enumerated() where line.isRequired {
      let narrowed = feasible.intersection(line.solutions)
      if narrowed.isEmpty {
        rejected = i
      } else {
        feasible = narrowed
      }
    }
    let levels = Set(lines.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
    for level in levels {
      let group = lines.filter { $0.priority == level }
      func error(_ x: Double) -> Double { group.reduce(0) { $0 + $1.violation(x) } }
      var candidates = group.map(\.target).filter { feasible.contains($0) }
      for end in [feasible.low, feasible.high] where end.isFinite { candidates.append(end) }
      // Far points stand for the unbounded ends: beyond every breakpoint the error is linear.
      if feasible.low == -.infinity { candidates.append(-1000) }
      if feasible.high == .infinity { candidates.append(1000) }
      let best = candidates.map(error).min() ?? 0
      let optimal = candidates.filter { abs(error($0) - best) < 1e-9 }
      var low = optimal.min() ?? feasible.low
      var high = optimal.max() ?? feasible.high
      if low == -1000 { low = -.infinity }
      if high == 1000 { high = .infinity }
      feasible = Interval(low, high)
    }
    return (feasible, rejected)
  }

  /// Adds `lines` to a fresh solver in order and compares the result with ``expected(_:)``.
  func check(_ lines: [Line], sourceLocation: SourceLocation = #_sourceLocation) {
    let label = lines.map(\.description).joined(separator: ", then ")
    var solver = Solver()
    let x = solver.makeVariable("x")
    var added: [Constraint] = []
    let (optimal, rejected) = Self.expected(lines)
    for (i, line) in lines.enumerated() {
      do {
        let c = try solver.makeConstraint(
          line.coefficient * x, line.relation, Expression(line.coefficient * line.target),
          priority: Priority(line.priority) ?? .required)
        if i == rejected {
          let error = expectAtomicFailure(&solver, "\(label)", sourceLocation: sourceLocation) {
            (s: inout Solver) throws(SolverError) in try s.add(c)
          }
          if error != .unsatisfiableConstraint(c, conflicts: added) {
            fail(
              "\(label): expected unsatisfiable with conflicts \(added), got "
                + "\(String(describing: error))", sourceLocation: sourceLocation)
          }
        } else {
          try solver.add(c)
          if line.isRequired { added.append(c) }
        }
      } catch {
        Issue.record("\(label): unexpected \(error)", sourceLocation: sourceLocation)
        return
      }
    }
    let value = solver.value(of: x)
    if !optimal.contains(value) {
      Issue.record(
        "\(label): x = \(value), expected \(optimal.low)...\(optimal.high)",
        sourceLocation: sourceLocation)
    }
    if solver.isAmbiguous(x) == optimal.isPoint {
      fail(
        "\(label): isAmbiguous is \(solver.isAmbiguous(x)), the optimal set is "
          + "\(optimal.low)...\(optimal.high)", sourceLocation: sourceLocation)
    }
    let range = solver.valueRange(of: x)
    if optimal.low.isFinite && optimal.high.isFinite {
      if !(range.map { isClose($0.lowerBound, optimal.low) && isClose($0.upperBound, optimal.high) }
        ?? false)
      {
        fail(
          "\(label): valueRange is \(String(describing: range)), expected "
            + "\(optimal.low)...\(optimal.high)", sourceLocation: sourceLocation)
      }
    } else if range != nil {
      Issue.record(
        "\(label): valueRange is \(String(describing: range)), but x is unbounded",
        sourceLocation: sourceLocation)
    }
  }

  static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
  static let priorities: [Double] = [1000, 750, 250]
  static let targets: [Double] = [-5, 0, 5]

  @Test(arguments: ExhaustiveTests.relations, ExhaustiveTests.relations)
  func twoConstraintsOnOneVariable(first: Relation, second: Relation) {
    for p1 in Self.priorities {
      for p2 in Self.priorities {
        for a in Self.targets {
          for b in Self.targets {
            // The second constraint is also written scaled by -2 (x <= b as -2x >= -2b),
            // which doubles its error and flips its normalized sign.
            for scale in [1.0, -2.0] {
              let one = Line(coefficient: 1, target: a, relation: first, priority: p1)
              let two = Line(coefficient: scale, target: b, relation: second, priority: p2)
              check([one, two])
              check([two, one])
            }
          }
        }
      }
    }
  }

  @Test(arguments: ExhaustiveTests.relations)
  func editVariableAgainstOneConstraint(relation: Relation) throws {
    // Every priority of the constraint against every edit priority, constraint first or
    // edit first, through a sequence of suggestions (the incremental path).
    for constraintPriority in [1000.0, 750, 500, 250] {
      for editPriority in [750.0, 500, 250] {
        for editFirst in [false, true] {
          var solver = Solver()
          let x = solver.makeVariable("x")
          let edit = Priority(editPriority) ?? .weak
          let c = try solver.makeConstraint(
            Expression(x), relation, 3, priority: Priority(constraintPriority) ?? .required)
          if editFirst {
            try solver.addEditVariable(x, priority: edit)
            try solver.add(c)
          } else {
            try solver.add(c)
            try solver.addEditVariable(x, priority: edit)
          }
          let line = Line(
            coefficient: 1, target: 3, relation: relation, priority: constraintPriority)
          for suggestion in [0.0, -10, 10, 3, 10, -10] {
            if suggestion != 0 { try solver.suggestValue(x, suggestion) }
            let target = Line(
              coefficient: 1, target: suggestion, relation: .equal, priority: editPriority)
            let optimal = Self.expected([line, target]).optimal
            let value = solver.value(of: x)
            #expect(
              optimal.contains(value),
              """
              x \(relation) 3 @\(constraintPriority), edit @\(editPriority) \
              (\(editFirst ? "edit first" : "constraint first")), suggest \(suggestion): \
              x = \(value), expected \(optimal.low)...\(optimal.high)
              """)
          }
        }
      }
    }
  }

  @Test func modelSanityChecks() {
    // The interval model itself, on cases computed by hand.
    let required = Line(coefficient: 1, target: 10, relation: .greaterThanOrEqual, priority: 1000)
    let weak = Line(coefficient: 1, target: 0, relation: .equal, priority: 250)
    #expect(Self.expected([required, weak]).optimal == Interval(10, 10))
    let tie1 = Line(coefficient: 1, target: 0, relation: .equal, priority: 500)
    let tie2 = Line(coefficient: 1, target: 10, relation: .equal, priority: 500)
    #expect(Self.expected([tie1, tie2]).optimal == Interval(0, 10))
    let doubled = Line(coefficient: -2, target: 10, relation: .equal, priority: 500)
    #expect(Self.expected([tie1, doubled]).optimal == Interval(10, 10))
    let upper = Line(coefficient: 1, target: 5, relation: .lessThanOrEqual, priority: 1000)
    #expect(Self.expected([required, upper]).rejected == 1)
    #expect(Self.expected([upper]).optimal == Interval(-.infinity, 5))
  }
}
