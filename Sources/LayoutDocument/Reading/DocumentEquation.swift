import AutoLayout

/// A constraint as a document writes it:
/// `ITEM.ATTR REL [ITEM.ATTR [* M] [+|- CONSTANT] | CONSTANT] [@PRIORITY] [#IDENTIFIER]`.
///
/// Examples: `title.leading == root.leadingMargin + 8 @750 #lead`,
/// `card.width == root.width * 0.5`, `card.height >= 44`.
///
/// `package` (not API): the layout-fixture harness parses its equations with this too.
package struct DocumentEquation: Equatable, Sendable {
  /// One side's `ITEM.ATTR`: `root`, a view id, or `ID.safeArea`, `ID.margins`,
  /// `ID.readable` for a view's layout guides.
  package struct Operand: Equatable, Sendable {
    /// The item as written.
    package var item: String
    /// The attribute.
    package var attribute: LayoutConstraint.Attribute
    /// The column (from 0, within the equation) where the operand starts.
    package var offset: Int
  }

  /// The constrained item and attribute.
  package var first: Operand
  /// The relation.
  package var relation: LayoutConstraint.Relation
  /// The related item and attribute, or `nil` for a constant-only constraint.
  package var second: Operand?
  /// The multiplier applied to `second` (1 when not written).
  package var multiplier: Double
  /// The constant.
  package var constant: Double
  /// The priority, 1...1000 (1000 is required).
  package var priority: Float
  /// The identifier written after `#`, or `nil`.
  package var identifier: String?

  /// Named priorities accepted after `@`, as UIKit names them.
  package static let priorityNames: [String: Float] = [
    "required": 1000, "defaultHigh": 750, "high": 750, "dragThatCanResizeScene": 510,
    "sceneSizeStayPut": 500, "defaultLow": 250, "low": 250, "fittingSizeLevel": 50,
  ]

  /// Attribute names as UIKit spells them.
  package static let attributeNames: [String: LayoutConstraint.Attribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
    "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
    "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins,
  ]

  /// Parses one equation.
  ///
  /// - Throws: `EquationError` with the offset of the fault within `text`.
  package init(parsing text: String) throws(EquationError) {
    var scanner = EquationScanner(text)
    let first = try scanner.operand(after: "the start")
    guard let relation = scanner.relation() else {
      throw scanner.error("expected ==, <= or >= after \"\(first.item)\"")
    }
    var second: Operand?
    var multiplier = 1.0
    var constant = 0.0
    if scanner.startsOperand() {
      let operand = try scanner.operand(after: "\(relation)")
      second = operand
      if scanner.consume("*") {
        multiplier = try scanner.number(after: "*")
      }
      if scanner.consume("+") {
        constant = try scanner.number(after: "+")
      } else if scanner.consume("-") {
        constant = -(try scanner.number(after: "-"))
      }
    } else {
      constant = try scanner.signedNumber(after: "\(relation)")
    }
    var priority: Float = 1000
    if scanner.consume("@") {
      priority = try scanner.priority()
    }
    var identifier: String?
    if scanner.consume("#") {
      identifier = try scanner.identifier()
    }
    try scanner.expectEnd()
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
  }
}

/// A fault in an equation: the message and its offset (from 0) within the equation.
package struct EquationError: Error, Sendable {
  package var message: String
  package var offset: Int
}
