import Cassowary
import Foundation

extension LayoutConstraint {
  /// Whether the solved layout keeps the constraint: it is active, the engine did not break
  /// it, and its relation holds between the solver's values (within a thousandth of a point).
  ///
  /// An optional constraint the solver could not meet (a width at 750 losing to a required
  /// one) is unsatisfied without being broken; an inactive constraint is never satisfied.
  /// The preview's inspector shows it beside each constraint affecting a view.
  public var isSatisfied: Bool {
    guard active, !isBroken, let engine, let handle = engine.handle(of: self),
      engine.solver.contains(handle)
    else { return false }
    let solver = engine.solver
    let expression = solver.expression(of: handle)
    var value = expression.constant
    for term in expression.terms {
      value += term.coefficient * solver.value(of: term.variable)
    }
    // The solver keeps `expression RELATION 0`.
    let tolerance = 1e-3
    switch solver.relation(of: handle) {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
  }

  /// The constraint's equation as logs write it, after its identifier and without its
  /// priority: `titleTop: title.top == root.top + 16`, or the visual format it came from.
  public var equationText: String {
    (identifier.map { "\($0): " } ?? "") + (visualFormatDescription ?? equationDescription)
  }
}
