import AutoLayout

/// One predicate: `>=50@750`, `==width`, `100`, `==button2`.
public struct FormatPredicate: Hashable, Sendable, CustomStringConvertible {
  /// The relation; `==` when the format gives none.
  public var relation: LayoutConstraint.Relation
  /// What the size or spacing relates to: a number, a metric, or (on a view) another view.
  public var object: FormatOperand
  /// The priority after `@`, or `nil` for required.
  public var priority: FormatOperand?
  /// Where the predicate starts.
  public var offset: Int

  /// A predicate from its parts.
  public init(
    relation: LayoutConstraint.Relation, object: FormatOperand, priority: FormatOperand? = nil,
    offset: Int
  ) {
    self.relation = relation
    self.object = object
    self.priority = priority
    self.offset = offset
  }

  /// `>=50@750`.
  public var description: String {
    var text = "\(relation)\(object)"
    if let priority { text += "@\(priority)" }
    return text
  }
}
