import AutoLayout

/// A constraint written with the DSL's operators but not made yet: it becomes an ordinary,
/// inactive ``LayoutConstraint`` once it knows the source line that wrote it.
///
/// Swift operators cannot take `#fileID`/`#line` default arguments, so `a == b` cannot know
/// where it was written. The relation therefore waits for a place that can: each statement
/// of ``LayoutConstraintBuilder`` (`LayoutConstraint.activate { … }` or `.build { … }`), or
/// ``constraint(file:line:)`` for a single constraint outside a builder. Either way the
/// constraint's `fileID` and `line` name the DSL expression.
public struct LayoutRelation {
  let make: (_ file: String, _ line: Int) -> LayoutConstraint
  /// The priority the constraint gets; `.required` unless set with `~`.
  public var priority: LayoutPriority = .required

  init(make: @escaping (_ file: String, _ line: Int) -> LayoutConstraint) {
    self.make = make
  }

  /// Makes the inactive constraint, recording the caller's file and line.
  public func constraint(file: String = #fileID, line: Int = #line) -> LayoutConstraint {
    let made = make(file, line)
    if priority != .required { made.priority = priority }
    return made
  }
}

extension Array where Element == LayoutRelation {
  /// Makes the inactive constraints of a composite (``EdgeAnchors``, ``SizeAnchors``, …),
  /// all recording the caller's file and line.
  public func constraints(file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
    map { $0.constraint(file: file, line: line) }
  }
}
