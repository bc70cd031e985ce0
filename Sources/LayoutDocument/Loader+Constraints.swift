import AutoLayout
import Foundation
import VisualFormat
import Yams

extension Loader {
  /// The constraints one line of `constraints` makes: a VFL line (starting with `H:`, `V:`,
  /// `|` or `[`) or an equation.
  func constraintsOf(
    _ node: Node, metrics: [String: CGFloat]
  ) throws(DocumentError)
    -> [LayoutConstraint]
  {
    let text = try reader.string(node, "a constraint (an equation or a VFL line)")
    let line = node.mark?.line ?? 1
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|")
      || trimmed.hasPrefix("[")
    {
      var items: [String: AnyObject] = [:]
      for id in ids { items[id] = views[id] }
      do {
        return try LayoutConstraint.visualFormatConstraints(
          text, metrics: metrics, views: items, file: reader.file ?? "document", line: line)
      } catch {
        throw errorInside(node, offset: error.offset, "\(error.message) (in \"\(trimmed)\")")
      }
    }
    let equation: DocumentEquation
    do {
      equation = try DocumentEquation(parsing: text)
    } catch {
      throw errorInside(node, offset: error.offset, error.message)
    }
    let first = try item(equation.first, in: node)
    let constraint: LayoutConstraint
    if let secondOperand = equation.second {
      let second = try item(secondOperand, in: node)
      guard
        family(equation.first.attribute) == family(secondOperand.attribute)
          || (family(equation.first.attribute) == 3 && family(secondOperand.attribute) == 3)
      else {
        throw errorInside(
          node, offset: secondOperand.offset,
          "cannot relate \(equation.first.attribute) to \(secondOperand.attribute); expected an attribute of the same axis and kind"
        )
      }
      constraint = LayoutConstraint(
        item: first, attribute: equation.first.attribute, relatedBy: equation.relation,
        toItem: second, attribute: secondOperand.attribute,
        multiplier: CGFloat(equation.multiplier), constant: CGFloat(equation.constant),
        file: reader.file ?? "document", line: line)
    } else {
      guard family(equation.first.attribute) == 3 else {
        throw errorInside(
          node, offset: equation.first.offset,
          "\(equation.first.attribute) cannot equal a constant; expected ITEM.ATTRIBUTE after the relation (only width and height take a constant alone)"
        )
      }
      constraint = LayoutConstraint(
        item: first, attribute: equation.first.attribute, relatedBy: equation.relation,
        toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: CGFloat(equation.constant), file: reader.file ?? "document", line: line)
    }
    constraint.priority = LayoutPriority(equation.priority)
    constraint.identifier = equation.identifier
    return [constraint]
  }

  /// An error at `offset` characters into the scalar `node`.
  func errorInside(_ node: Node, offset: Int, _ message: String) -> DocumentError {
    var error = reader.error(node, message)
    let quoted: Bool
    switch node.scalar?.style {
    case .singleQuoted, .doubleQuoted: quoted = true
    default: quoted = false
    }
    error.column += offset + (quoted ? 1 : 0)
    return error
  }

  /// The kind of an attribute: 0 horizontal absolute, 1 horizontal directional, 2 vertical,
  /// 3 dimension.
  func family(_ attribute: LayoutConstraint.Attribute) -> Int {
    switch attribute {
    case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins: 0
    case .leading, .trailing, .leadingMargin, .trailingMargin: 1
    case .width, .height: 3
    default: 2
    }
  }

  /// The view or layout guide an operand names: `root`, a view id, or `ID.safeArea`,
  /// `ID.margins`, `ID.readable`.
  func item(_ operand: DocumentEquation.Operand, in node: Node) throws(DocumentError) -> AnyObject {
    let parts = operand.item.split(separator: ".", omittingEmptySubsequences: false).map(
      String.init)
    guard let view = views[parts[0]] else {
      throw errorInside(
        node, offset: operand.offset,
        "unknown view \"\(parts[0])\"; expected root or a view id")
    }
    guard parts.count > 1 else { return view }
    guard parts.count == 2 else {
      throw errorInside(node, offset: operand.offset, "expected ID.ATTRIBUTE or ID.GUIDE.ATTRIBUTE")
    }
    switch parts[1] {
    case "safeArea": return view.safeAreaLayoutGuide
    case "margins": return view.layoutMarginsGuide
    case "readable": return view.readableContentGuide
    default:
      throw errorInside(
        node, offset: operand.offset + parts[0].count + 1,
        "unknown guide \"\(parts[1])\"; expected safeArea, margins or readable")
    }
  }
}
