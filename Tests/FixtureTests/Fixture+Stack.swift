import Foundation

// The stack view keys beyond axis, distribution, alignment and spacing: `customSpacing`
// (`setCustomSpacing(_:after:)`), `baselineRelative` (`isBaselineRelativeArrangement`) and
// `marginsRelative` (`isLayoutMarginsRelativeArrangement`). None of them has a direction, so
// the mirrored run keeps them as written; the stack's margins mirror as any view's do.

extension Fixture {
  /// Reads a stack view's `customSpacing`, `baselineRelative` and `marginsRelative`.
  ///
  /// - Throws: `FixtureError` when `customSpacing` is not an object, or one of its values is
  ///   neither a number nor `"system"`; the ids are checked once every view is known
  ///   (`checkStacks()`).
  static func parseStackArrangement(
    _ object: JSONObjectCursor, into view: inout ViewSpec
  ) throws {
    view.stackBaselineRelative = try object["baselineRelative"]?.bool()
    view.stackMarginsRelative = try object["marginsRelative"]?.bool()
    guard let cursor = object["customSpacing"] else { return }
    guard case .object(let members) = cursor.value else {
      throw cursor.error(
        "expected an object {arranged view id: points or \"system\"}, found "
          + cursor.value.kindDescription)
    }
    let spacings = JSONObjectCursor(members: members, path: cursor.path)
    for id in members.keys.sorted() {
      let value = try spacings.require(id)
      if value.value == .string("system") {
        view.stackCustomSpacing[id] = .system
      } else if case .number(let points) = value.value {
        view.stackCustomSpacing[id] = .points(points)
      } else {
        throw value.error(
          "a custom spacing is a number of points or \"system\", found "
            + value.value.kindDescription)
      }
    }
  }

  /// Checks that every `customSpacing` key names one of that stack's arranged views (its
  /// children).
  ///
  /// - Throws: `FixtureError` naming the stack and the id.
  func checkStacks() throws {
    for (index, stack) in views.enumerated() where stack.kind == .stack {
      for id in stack.stackCustomSpacing.keys.sorted()
      where !views.contains(where: { $0.id == id && $0.parent == stack.id }) {
        throw FixtureError(
          "views[\(index)].customSpacing: \"\(id)\" is not an arranged view of \"\(stack.id)\" "
            + "(a view whose parent is the stack)")
      }
    }
  }
}
