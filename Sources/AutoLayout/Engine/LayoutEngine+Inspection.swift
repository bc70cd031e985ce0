import Cassowary

// Test hooks for the soak's independent checks (TrussFuzzing): they read the engine's
// state, never change it. Not API: `package`, for Truss's own tests and tools.

extension Window {
  /// A copy of the layout solver (a value), or `nil` before anything was laid out. The soak
  /// reads its unsnapped values and rebuilds it from its active constraints.
  package var layoutSolverSnapshot: Solver? { hostedEngine?.solver }

  /// The solver variables of `item` (`minX`, `minY`, `Width`, `Height`, in its superview's
  /// coordinate space; the window's own in no space), or `nil` while the item has none.
  package func layoutVariables(of item: AnyObject) -> [Variable]? {
    hostedEngine?.record(of: item)?.variables
  }
}

extension LayoutConstraint {
  /// Whether the engine broke the constraint (took it out of the solver to recover from an
  /// unsatisfiable set) while it is active.
  package var isBrokenByEngine: Bool { isBroken }
}
