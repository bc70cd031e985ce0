import AutoLayout

extension GridView {
  /// What makes two of the grid's constraints the same constraint, whatever their constant,
  /// optional priority and name: their items, attributes and relation, and whether they are
  /// required (a constraint cannot switch between required and optional while active).
  struct ConstraintKey: Hashable {
    let first: ObjectIdentifier?
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutConstraint.Attribute
    let isRequired: Bool

    init(_ c: LayoutConstraint) {
      first = c.firstItem.map(ObjectIdentifier.init)
      firstAttribute = c.firstAttribute
      relation = c.relation
      second = c.secondItem.map(ObjectIdentifier.init)
      secondAttribute = c.secondAttribute
      isRequired = c.priority.isRequired
    }
  }
}
