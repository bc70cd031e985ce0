/// A handle to a constraint defined in a ``Solver``.
///
/// ``Solver/makeConstraint(_:_:_:priority:name:)`` defines a constraint without adding it;
/// ``Solver/add(_:)`` and ``Solver/remove(_:)`` then toggle it, as many times as needed.
public struct Constraint: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The dense index of the constraint in its solver, in order of definition.
  public let index: Int

  /// Wraps an index returned by a solver; prefer ``Solver/makeConstraint(_:_:_:priority:name:)``.
  public init(index: Int) {
    self.index = index
  }

  public static func < (lhs: Constraint, rhs: Constraint) -> Bool { lhs.index < rhs.index }

  public var description: String { "c\(index)" }
}
