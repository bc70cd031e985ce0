import Foundation
import LayoutDocument

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

  /// Parses one equation with the layout documents' equation parser (same grammar).
  ///
  /// - Throws: `FixtureError` quoting the equation, with the column of the fault.
  init(parsing text: String) throws {
    let parsed: DocumentEquation
    do {
      parsed = try DocumentEquation(parsing: text)
    } catch {
      throw FixtureError("\"\(text)\": \(error.message) (column \(error.offset + 1))")
    }
    func operand(_ side: DocumentEquation.Operand) throws -> EquationOperand {
      guard let attribute = EquationAttribute(rawValue: side.attribute.description) else {
        throw FixtureError("\"\(text)\": attribute \(side.attribute) has no fixture name")
      }
      return EquationOperand(item: side.item, attribute: attribute)
    }
    guard let relation = EquationRelation(rawValue: parsed.relation.description) else {
      throw FixtureError("\"\(text)\": relation \(parsed.relation) has no fixture name")
    }
    self.first = try operand(parsed.first)
    self.relation = relation
    self.second = try parsed.second.map(operand)
    self.multiplier = parsed.multiplier
    self.constant = parsed.constant
    self.priority = parsed.priority
    self.identifier = parsed.identifier
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
