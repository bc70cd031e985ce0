extension View {
  /// The constraints installed on this view and its descendants that add nothing to the
  /// layout (SPEC §9.4), in the order they were added: exact duplicates of other active
  /// constraints, and required equalities that active required equalities already imply,
  /// each with what makes it redundant. A window answers for its whole hierarchy.
  ///
  /// Computed from the engine as it is now (whatever ``Window/reportsRedundantConstraints``
  /// says): a constraint stops being redundant when one of the constraints implying it goes.
  /// Broken constraints are not in the layout and are not listed.
  ///
  /// - Complexity: O(constraints in the engine) for the implied equalities, plus the
  ///   constraints installed in the subtree for the duplicates.
  public func redundantConstraints() -> [RedundantConstraintsReport] {
    let engine = layoutEngine()
    var candidates: [LayoutConstraint] = []
    forEachInSubtree { view in
      for c in view.installedConstraints where c.active && !c.isBroken { candidates.append(c) }
    }
    return engine.redundancies(among: candidates)
  }
}
