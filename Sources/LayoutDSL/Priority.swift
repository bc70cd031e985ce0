import AutoLayout

/// The precedence of `~`: looser than `==`, `>=` and `<=`, so `a >= 44 ~ .defaultHigh`
/// sets the priority of the whole relation.
precedencegroup LayoutPriorityPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: AssignmentPrecedence
}

/// Sets the priority of a DSL relation: `a.widthAnchor >= 44 ~ .defaultHigh` or `~ 750`.
infix operator ~ : LayoutPriorityPrecedence

extension LayoutRelation {
  /// The relation at `priority`.
  public static func ~ (lhs: LayoutRelation, rhs: LayoutPriority) -> LayoutRelation {
    var result = lhs
    result.priority = rhs
    return result
  }
}

extension Array where Element == LayoutRelation {
  /// Every relation of a composite at `priority`.
  public static func ~ (lhs: [LayoutRelation], rhs: LayoutPriority) -> [LayoutRelation] {
    lhs.map { $0 ~ rhs }
  }
}
