// Resolving every id a fixture uses, so a typo is reported by name instead of surfacing as a
// puzzling layout failure.

extension Fixture {
  /// Checks ids, parents, owners, references and the `x_`/`disabled` pairing.
  ///
  /// - Throws: `FixtureError` naming the offending entry.
  func validate() throws {
    let baseName = name.split(separator: "/").last.map(String.init) ?? name
    if baseName.hasPrefix("x_") {
      guard let disabled, !disabled.isEmpty else {
        throw FixtureError("a disabled fixture (x_ prefix) must say why in \"disabled\"")
      }
    } else if disabled != nil {
      throw FixtureError("\"disabled\" is only for fixtures whose name starts with x_")
    }
    var seen: Set<String> = []
    for (index, view) in views.enumerated() {
      // Checked before the view's own id is recorded: a view cannot be its own parent.
      guard view.parent == Fixture.windowID || seen.contains(view.parent) else {
        throw FixtureError(
          "views[\(index)] \"\(view.id)\": parent \"\(view.parent)\" is not the window or a "
            + "view listed before it")
      }
      try checkID(view.id, at: "views[\(index)]", seen: &seen)
    }
    for (index, guide) in guides.enumerated() {
      try checkID(guide.id, at: "guides[\(index)]", seen: &seen)
      guard isViewOrWindow(guide.owner) else {
        throw FixtureError(
          "guides[\(index)] \"\(guide.id)\": owner \"\(guide.owner)\" is not a view")
      }
    }
    var constraintIDs: Set<String> = []
    for (index, equation) in constraints.enumerated() {
      try check(equation, at: "constraints[\(index)]", ids: &constraintIDs)
    }
    for (index, step) in steps.enumerated() {
      if case .addConstraints(let equations) = step.action {
        for (offset, equation) in equations.enumerated() {
          try check(equation, at: "steps[\(index)].constraints[\(offset)]", ids: &constraintIDs)
        }
      }
    }
    for (path, equation) in gridCustomEquations() {
      try check(equation, at: path, ids: &constraintIDs)
    }
    if let expect { try check(expect, at: "expect") }
    for (index, step) in steps.enumerated() {
      try check(step.action, at: "steps[\(index)]", constraintIDs: constraintIDs)
      if let expect = step.expect { try check(expect, at: "steps[\(index)].expect") }
    }
    try checkDeviceSteps()
    try checkStacks()
    try checkGrids()
    if case .explicit(_, let expect, let stepExpectations) = rtl {
      if let expect { try check(expect, at: "rtl.expect") }
      guard stepExpectations.count <= steps.count else {
        throw FixtureError(
          "rtl.steps has \(stepExpectations.count) entries but there are \(steps.count) steps")
      }
      for (index, expect) in stepExpectations.enumerated() {
        if let expect { try check(expect, at: "rtl.steps[\(index)]") }
      }
    }
  }

  private func checkID(_ id: String, at path: String, seen: inout Set<String>) throws {
    let isValid =
      id.first.map { $0.isLetter || $0 == "_" } ?? false
      && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    guard isValid else {
      throw FixtureError("\(path): id \"\(id)\" must be letters, digits and _ (no dots)")
    }
    guard id != Fixture.windowID else {
      throw FixtureError("\(path): \"window\" is reserved for the window")
    }
    guard seen.insert(id).inserted else {
      throw FixtureError("\(path): id \"\(id)\" is used twice")
    }
  }

  private func check(
    _ equation: ConstraintEquation, at path: String, ids: inout Set<String>
  ) throws {
    for operand in [equation.first] + (equation.second.map { [$0] } ?? []) {
      if let problem = scrollGuideProblem(operand.item) {
        throw FixtureError("\(path) \"\(equation.text)\": \(problem)")
      }
      guard isKnownItem(operand.item) else {
        throw FixtureError(
          "\(path) \"\(equation.text)\": unknown item \"\(operand.item)\" (a view or guide id, "
            + "window, V.margins / V.safeArea / V.readable, or S.content / S.frame for a scroll "
            + "view S)")
      }
    }
    if let id = equation.identifier, !ids.insert(id).inserted {
      throw FixtureError("\(path) \"\(equation.text)\": constraint id #\(id) is used twice")
    }
  }

  private func check(_ action: FixtureAction, at path: String, constraintIDs: Set<String>) throws {
    switch action {
    case .setConstant(let id, _), .setPriority(let id, _), .activate(let id), .deactivate(let id):
      guard constraintIDs.contains(id) else {
        throw FixtureError(
          "\(path): no constraint has the identifier #\(id) (write it after the equation)")
      }
    case .setFrame(let id, _), .setIntrinsic(let id, _), .setHidden(let id, _),
      .setMask(let id, _), .setTamic(let id, _), .setSemantic(let id, _):
      guard view(id) != nil else { throw FixtureError("\(path): \"\(id)\" is not a view") }
    case .setMargins(let id, _):
      guard isViewOrWindow(id) else {
        throw FixtureError("\(path): \"\(id)\" is not a view or the window")
      }
    case .rotate, .setSplit:
      guard window.device != nil else {
        throw FixtureError("\(path): rotate and setSplit need a window made from a \"device\"")
      }
    case .setText(let id, _):
      guard view(id) != nil else { throw FixtureError("\(path): \"\(id)\" is not a view") }
    case .resize, .setAdditionalSafeArea, .setLayoutDirection, .addConstraints,
      .setContentOffset, .setContentInset, .grid:
      break
    }
    try checkContent(action, at: path)
    try checkScroll(action, at: path)
  }

  private func check(_ expectation: Expectation, at path: String) throws {
    for key in expectation.frames.keys.sorted() {
      if let problem = scrollGuideProblem(key) {
        throw FixtureError("\(path).frames: \(problem)")
      }
      guard isKnownItem(key) else {
        throw FixtureError("\(path).frames: unknown item \"\(key)\"")
      }
    }
    for id in expectation.ambiguous ?? [] where !isViewOrWindow(id) {
      throw FixtureError("\(path).ambiguous: \"\(id)\" is not a view")
    }
    for fitting in expectation.fitting where !isViewOrWindow(fitting.view) {
      throw FixtureError("\(path).fitting: \"\(fitting.view)\" is not a view")
    }
    let insetKeys = expectation.safeAreaInsets.keys.sorted() + expectation.margins.keys.sorted()
    for id in insetKeys where !isViewOrWindow(id) {
      throw FixtureError("\(path): \"\(id)\" is not a view (safeAreaInsets / margins)")
    }
    if let broken = expectation.broken, broken.count != (expectation.conflicts?.count ?? 0) {
      throw FixtureError("\(path): \"broken\" needs one entry per entry of \"conflicts\"")
    }
    try checkContent(expectation, at: path)
    try checkScroll(expectation, at: path)
    try checkGrid(expectation, at: path)
  }
}
