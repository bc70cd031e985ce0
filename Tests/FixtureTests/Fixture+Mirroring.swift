import Foundation

// The right-to-left run of a fixture: its input mirrored so the layout must come out as the
// exact mirror image of the left-to-right one. Absolute horizontal attributes (left, right,
// centerX and their margin forms) are swapped with their constants negated; leading and
// trailing are left alone, because the engine is the one that must flip them (with any
// horizontal center related to them).

extension Fixture {
  /// The fixture with its input mirrored left to right, and the ids of the constraints whose
  /// constants were negated (a `setConstant` on them is negated too).
  ///
  /// Frames are mirrored within the parent's frame as written (`x' = parentWidth - x - w`);
  /// `setFrame` steps are mirrored by the runner, within the parent's live width.
  ///
  /// Window directions set by `setLayoutDirection` steps are swapped too: the mirror image of
  /// a left-to-right window turned right to left is a right-to-left window turned left to
  /// right.
  ///
  /// - Throws: `FixtureError` when part of the input has no exact mirror (a view frame whose
  ///   parent has no frame, a horizontal position with a multiplier other than 1, left/right
  ///   mixed with leading/trailing, `playback`/`spatial` semantics, also in `setSemantic`).
  func mirrored() throws -> (fixture: Fixture, negatedConstraints: Set<String>) {
    var result = self
    result.window.safeArea = window.safeArea.mirrored
    result.window.additionalSafeArea = window.additionalSafeArea?.mirrored
    result.window.margins = window.margins?.mirrored
    result.views = try views.enumerated().map { index, view in
      try mirror(view, at: "views[\(index)]")
    }
    var negated: Set<String> = []
    result.constraints = try constraints.enumerated().map { index, equation in
      try Fixture.mirror(equation, at: "constraints[\(index)]", negated: &negated)
    }
    result.steps = try steps.enumerated().map { index, step in
      var step = step
      switch step.action {
      case .resize(let size, let safeArea, let horizontal, let vertical):
        step.action = .resize(
          size: size, safeArea: safeArea?.mirrored, horizontalSizeClass: horizontal,
          verticalSizeClass: vertical)
      case .setMargins(let view, let margins):
        step.action = .setMargins(view: view, margins: margins.mirrored)
      case .setAdditionalSafeArea(let insets):
        step.action = .setAdditionalSafeArea(insets: insets.mirrored)
      case .setContentInset(let view, let insets):
        step.action = .setContentInset(view: view, insets: insets.mirrored)
      case .setFrame(let id, _):
        if let view = view(id) { try checkScrollFrameHasMirror(view, at: "steps[\(index)]") }
      case .setMask(let view, let mask):
        step.action = .setMask(view: view, mask: mask.map(\.mirrored))
      case .setSemantic(let view, let semantic):
        guard let mirrored = semantic.mirrored else {
          throw FixtureError(
            "steps[\(index)] setSemantic \"\(view)\": \(semantic.rawValue) has no mirror image; "
              + "give explicit \"rtl\" expectations")
        }
        step.action = .setSemantic(view: view, semantic: mirrored)
      case .setLayoutDirection(let direction):
        step.action = .setLayoutDirection(direction: direction.mirrored)
      case .addConstraints(let equations):
        step.action = .addConstraints(
          try equations.enumerated().map { offset, equation in
            try Fixture.mirror(
              equation, at: "steps[\(index)].constraints[\(offset)]", negated: &negated)
          })
      default:
        break
      }
      return step
    }
    (result.views, result.steps) = try result.mirroredGrids(negated: &negated)
    for index in result.steps.indices {
      if case .setConstant(let id, let value) = result.steps[index].action, negated.contains(id) {
        result.steps[index].action = .setConstant(constraint: id, value: -value)
      }
    }
    return (result, negated)
  }

  private func mirror(_ view: ViewSpec, at path: String) throws -> ViewSpec {
    var view = view
    if let frame = view.frame {
      try checkScrollFrameHasMirror(view, at: path)
      let parentWidth: Double
      if view.parent == Fixture.windowID {
        parentWidth = window.size.width
      } else if let parentFrame = self.view(view.parent)?.frame {
        parentWidth = parentFrame.width
      } else {
        throw FixtureError(
          "\(path) \"\(view.id)\": cannot mirror its frame for RTL because its parent "
            + "\"\(view.parent)\" has no frame (give the parent a frame, or give explicit "
            + "\"rtl\" expectations)")
      }
      view.frame = frame.mirrored(within: parentWidth)
    }
    view.mask = view.mask.map(\.mirrored)
    view.margins = view.margins?.mirrored
    view.contentInsets = view.contentInsets?.mirrored
    // A scroll view's content inset is absolute, like margins; its offset is not mirrored
    // (UIKit keeps it in right to left).
    view.scroll.contentInset = view.scroll.contentInset?.mirrored
    if let semantic = view.semantic {
      guard let mirrored = semantic.mirrored else {
        throw FixtureError(
          "\(path) \"\(view.id)\": semantic \(semantic.rawValue) has no mirror image; give "
            + "explicit \"rtl\" expectations")
      }
      view.semantic = mirrored
    }
    return view
  }

  /// The mirror image of one equation.
  ///
  /// - Throws: `FixtureError` when the equation has no exact mirror.
  static func mirror(
    _ equation: ConstraintEquation, at path: String, negated: inout Set<String>
  ) throws -> ConstraintEquation {
    let attributes = [equation.first.attribute] + (equation.second.map { [$0.attribute] } ?? [])
    let directional = attributes.contains(where: \.isDirectionalHorizontalPosition)
    // With leading or trailing in it, the engine flips the whole constraint, a horizontal
    // center included; without, the fixture's mirror swaps its left, right and centers.
    let absolute =
      directional
      ? attributes.contains { $0.isAbsoluteHorizontalPosition && !$0.isHorizontalCenter }
      : attributes.contains(where: \.isAbsoluteHorizontalPosition)
    func fail(_ reason: String) -> FixtureError {
      FixtureError(
        "\(path) \"\(equation.text)\": \(reason), so it has no exact mirror; give explicit "
          + "\"rtl\" expectations")
    }
    if absolute && directional {
      throw fail("it mixes left/right with leading/trailing")
    }
    let horizontal = attributes.contains(where: \.isAbsoluteHorizontalPosition) || directional
    if horizontal, equation.second != nil, equation.multiplier != 1 {
      throw fail("it relates horizontal positions with a multiplier other than 1")
    }
    guard absolute, !directional else { return equation }
    var mirrored = equation
    mirrored.first.attribute = equation.first.attribute.mirrored
    mirrored.second?.attribute = equation.second?.attribute.mirrored ?? .left
    mirrored.constant = -equation.constant
    if let id = equation.identifier { negated.insert(id) }
    return mirrored
  }
}
