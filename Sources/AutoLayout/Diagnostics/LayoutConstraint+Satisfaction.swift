import Cassowary

extension LayoutConstraint {
  /// Whether the constraint holds in the layout as the engine last solved it: it is active,
  /// was not broken to resolve a conflict, and its two sides meet its relation at the
  /// solver's values within a thousandth of a point.
  ///
  /// An optional constraint the solver could not meet (a content-hugging priority giving
  /// way to a required width, say) is active but not satisfied; so is a required constraint
  /// the engine broke. What Xcode's view debugger shows beside each constraint of a view.
  public var isSatisfied: Bool {
    guard active, !isBroken, let engine, let h = engine.handle(of: self),
      engine.solver.contains(h)
    else { return false }
    let expression = engine.solver.expression(of: h)
    var value = expression.constant
    for term in expression.terms {
      value += term.coefficient * engine.solver.value(of: term.variable)
    }
    let tolerance = 1e-3
    switch engine.solver.relation(of: h) {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
  }
}
