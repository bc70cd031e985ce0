/// A handle to one unknown of a ``Solver``.
///
/// Variables are made by ``Solver/makeVariable(_:)`` and are only meaningful for the solver
/// that made them. A variable takes part in the tableau from the first constraint or edit
/// that mentions it; until then its value is 0.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The dense index of the variable in its solver, in order of creation.
  public let index: Int

  /// Wraps an index returned by a solver; prefer ``Solver/makeVariable(_:)``.
  public init(index: Int) {
    self.index = index
  }

  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

  public var description: String { "v\(index)" }
}
