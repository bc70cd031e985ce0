import Cassowary

/// What must hold of a solver after any operation, whatever came before it.
enum SolverInvariants {
  /// The relative tolerance of a required constraint's residual: a millionth of the size of
  /// its terms (or of a point, for small terms).
  static let tolerance = 1e-6

  /// Every value is finite, and every active required constraint holds.
  static func problems(in solver: Solver, after what: String) -> [String] {
    var problems: [String] = []
    for variable in solver.variables where !solver.value(of: variable).isFinite {
      problems.append(
        "\(what): \(solver.name(of: variable)) is \(solver.value(of: variable))")
    }
    for constraint in solver.activeConstraints where solver.priority(of: constraint).isRequired {
      let expression = solver.expression(of: constraint)
      var value = expression.constant
      var scale = abs(expression.constant)
      for term in expression.terms {
        let product = term.coefficient * solver.value(of: term.variable)
        value += product
        scale += abs(product)
      }
      let slack = tolerance * max(1, scale)
      let holds: Bool
      switch solver.relation(of: constraint) {
      case .equal: holds = abs(value) <= slack
      case .lessThanOrEqual: holds = value <= slack
      case .greaterThanOrEqual: holds = value >= -slack
      }
      if !holds {
        let name = solver.name(of: constraint) ?? "?"
        problems.append(
          "\(what): required constraint \(name) is off by \(value) (\(solver.relation(of: constraint)) 0)"
        )
      }
    }
    return problems
  }

  /// Whether two values agree within the tolerance, relative to their size.
  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }
}
