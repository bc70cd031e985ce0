import Foundation

/// A constraint as a fixture writes it:
/// `ITEM.ATTR REL [ITEM.ATTR [* M] | CONSTANT] [+|- CONSTANT] [@PRIORITY] [#IDENTIFIER]`.
///
/// Examples: `card.leading == window.leadingMargin + 8 @750 #lead`,
/// `card.width == window.width * 0.5`, `card.height >= 44`.
struct ConstraintEquation: Equatable, Sendable {
  /// The constrained item and attribute.
  var first: EquationOperand
  /// The relation.
  var relation: EquationRelation
  /// The related item and attribute, or `nil` for a constant-only constraint.
  var second: EquationOperand?
  /// The multiplier applied to `second` (1 when not written).
  var multiplier: Double
  /// The constant.
  var constant: Double
  /// The priority, 1...1000 (1000 is required).
  var priority: Float
  /// The identifier written after `#`, or `nil`.
  var identifier: String?
  /// The equation's text as written, used to name the constraint in reports.
  var text: String

  /// Named priorities accepted after `@`, as UIKit names them.
  static let priorityNames: [String: Float] = [
    "required": 1000, "defaultHigh": 750, "high": 750, "dragThatCanResizeScene": 510,
    "sceneSizeStayPut": 500, "defaultLow": 250, "low": 250, "fittingSizeLevel": 50,
  ]

  /// Parses one equation.
  ///
  /// - Throws: `FixtureError` quoting the equation, with the column of the fault.
  init(parsing text: String) throws {
    var scanner = EquationScanner(text)
    let first = try scanner.operand(after: "the start")
    guard let relation = scanner.relation() else {
      throw scanner.error("expected ==, <= or >= after \"\(first.item).\(first.attribute)\"")
    }
    var second: EquationOperand?
    var multiplier = 1.0
    var constant = 0.0
    if scanner.startsOperand() {
      let operand = try scanner.operand(after: relation.rawValue)
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
      constant = try scanner.signedNumber(after: relation.rawValue)
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
    self.text = text.trimmingCharacters(in: .whitespaces)
  }

  /// Builds an equation from its parts (mirroring uses this).
  init(
    first: EquationOperand, relation: EquationRelation, second: EquationOperand?,
    multiplier: Double, constant: Double, priority: Float, identifier: String?, text: String
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.text = text
  }

  /// The equation written back in the fixture grammar (used for mirrored equations).
  var rendered: String {
    var result = "\(first.item).\(first.attribute.rawValue) \(relation.rawValue)"
    if let second {
      result += " \(second.item).\(second.attribute.rawValue)"
      if multiplier != 1 { result += " * \(NumberText.format(multiplier))" }
      if constant > 0 {
        result += " + \(NumberText.format(constant))"
      } else if constant < 0 {
        result += " - \(NumberText.format(-constant))"
      }
    } else {
      result += " \(NumberText.format(constant))"
    }
    if priority != 1000 { result += " @\(NumberText.format(Double(priority)))" }
    if let identifier { result += " #\(identifier)" }
    return result
  }
}
