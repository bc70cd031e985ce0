/// Why a ``Solver`` operation failed. Every failure leaves the solver exactly as it was.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A required constraint cannot be satisfied together with the required constraints
  /// already present. `conflicts` is minimal: it is unsatisfiable together with the
  /// constraint, and removing any one member makes it satisfiable. It is listed in the order
  /// the constraints were added.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver (or was not made by it).
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable must have an optional priority (below 1000).
  case requiredEditVariable(Variable)
  /// The variable was not made by this solver.
  case unknownVariable(Variable)
  /// A coefficient, constant or suggested value is NaN or infinite.
  case nonFiniteNumber(Double)
  /// A number the solver cannot work with in doubles: a constant or value beyond ±1e100, or
  /// a non-zero coefficient smaller than 1e-100 or larger than 1e100 in magnitude.
  case numberOutOfRange(Double)
  /// A priority outside `1...1000`.
  case invalidPriority(Double)
  /// An active constraint cannot change between required and optional (as in UIKit);
  /// remove it, change it, and add it again.
  case requiredPriorityChange(Constraint)
  /// The simplex did not converge (numerical trouble); nothing was changed.
  case numericalFailure(String)

  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let c, let conflicts):
      "unsatisfiable constraint \(c); conflicts with \(conflicts.map(\.description).joined(separator: ", "))"
    case .duplicateConstraint(let c): "duplicate constraint \(c)"
    case .unknownConstraint(let c): "unknown constraint \(c)"
    case .duplicateEditVariable(let v): "duplicate edit variable \(v)"
    case .unknownEditVariable(let v): "unknown edit variable \(v)"
    case .requiredEditVariable(let v): "edit variable \(v) cannot be required"
    case .unknownVariable(let v): "unknown variable \(v)"
    case .nonFiniteNumber(let x): "non-finite number \(x)"
    case .numberOutOfRange(let x): "number \(x) is out of the supported range (1e-100 to 1e100)"
    case .invalidPriority(let p): "invalid priority \(p): must be between 1 and 1000"
    case .requiredPriorityChange(let c):
      "cannot change constraint \(c) between required and optional while it is active"
    case .numericalFailure(let why): "numerical failure: \(why)"
    }
  }
}
