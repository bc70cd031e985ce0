import AutoLayout
import Foundation
import LayoutContainers
import VisualFormat
import Yams

extension Loader {
  /// The suffix that makes a constraint a placeholder, removed at run time.
  static let placeholderSuffix = "!placeholder"
  /// How deep constraint groups may nest (a bound, so no document can exhaust the stack).
  static let maximumGroupDepth = 16

  /// Adds the constraints of one element of `constraints`: an equation or a VFL line
  /// (optionally ending in ` !placeholder`), or a group `{when: {…}, constraints: […]}`.
  /// `matches` says whether the enclosing groups' traits match the window; `depth` counts
  /// them.
  mutating func addConstraints(
    _ node: Node, metrics: [String: CGFloat], matches: Bool, depth: Int = 0
  ) throws(DocumentError) {
    if node.mapping != nil {
      guard depth < Self.maximumGroupDepth else {
        throw reader.error(
          node, "expected constraint groups nested at most \(Self.maximumGroupDepth) deep")
      }
      let pairs = try reader.mapping(node, "a constraint group", known: ["when", "constraints"])
      guard let when = pairs.first(where: { $0.key == "when" }) else {
        throw reader.error(node, "expected the group's traits (when: {...})")
      }
      guard let list = pairs.first(where: { $0.key == "constraints" }) else {
        throw reader.error(node, "expected the group's constraints (constraints: [...])")
      }
      let condition = try reader.traitCondition(when.value)
      let groupMatches = matches && condition.matches(traits, orientation: orientation)
      for element in try reader.sequence(list.value, "the group's constraints") {
        try addConstraints(
          element, metrics: metrics, matches: groupMatches, depth: depth + 1)
      }
      return
    }
    var text = try reader.string(
      node, "a constraint (an equation, a VFL line or a {when:, constraints:} group)")
    var isPlaceholder = false
    if let range = text.range(of: Self.placeholderSuffix, options: .backwards),
      text[range.upperBound...].allSatisfy({ $0 == " " || $0 == "\t" }),
      let before = text[..<range.lowerBound].last, before == " " || before == "\t"
    {
      // Only the end of the text goes, so the offsets of errors stay right.
      isPlaceholder = true
      text = String(text[..<range.lowerBound])
    }
    let line = node.mark?.line ?? 1
    let made = try constraintsOf(node, text: text, metrics: metrics)
    let written = text.trimmingSpaces()
    for (constraint, format) in made {
      let installed =
        matches && isInstalled(constraint.firstItem) && isInstalled(constraint.secondItem)
      let source = ConstraintSource(
        text: written, line: line, identifier: constraint.identifier, format: format)
      constraints.append(
        DocumentConstraint(
          constraint: constraint, source: source, installed: installed,
          isPlaceholder: isPlaceholder))
    }
  }

  /// Whether `item` (a view, a guide or nothing) is in the loaded window: not left out by a
  /// `when`.
  func isInstalled(_ item: AnyObject?) -> Bool {
    var view = item as? View
    if let guide = item as? LayoutGuide { view = guide.owningView }
    guard let view, let id = view.identifier, views[id] === view else { return true }
    return !uninstalled.contains(id)
  }

  /// The constraints an equation or a VFL line (starting with `H:`, `V:`, `|` or `[`)
  /// makes, each with its part of a VFL line.
  func constraintsOf(
    _ node: Node, text: String, metrics: [String: CGFloat]
  ) throws(DocumentError) -> [(LayoutConstraint, String?)] {
    let line = node.mark?.line ?? 1
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|")
      || trimmed.hasPrefix("[")
    {
      var items: [String: AnyObject] = [:]
      for id in ids { items[id] = views[id] }
      do {
        return try LayoutConstraint.visualFormatConstraints(
          text, metrics: metrics, views: items, file: reader.file ?? "document", line: line
        ).map { ($0, $0.visualFormatDescription) }
      } catch {
        throw errorInside(node, offset: error.offset, "\(error.message) (in \"\(trimmed)\")")
      }
    }
    let equation: DocumentEquation
    do {
      if let parsed = equations?.parsed[text] {
        equation = parsed
      } else {
        equation = try DocumentEquation(parsing: text)
        equations?.parsed[text] = equation
      }
    } catch {
      let characters = Array(text)
      let atBang = error.offset < characters.count && characters[error.offset] == "!"
      throw errorInside(
        node, offset: error.offset,
        atBang ? "expected \" !placeholder\" at the end of the constraint" : error.message)
    }
    let first = try item(equation.first, in: node)
    let constraint: LayoutConstraint
    if let secondOperand = equation.second {
      let second = try item(secondOperand, in: node)
      guard canRelate(equation.first.attribute, secondOperand.attribute) else {
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
      guard kind(of: equation.first.attribute) == .dimension else {
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
    return [(constraint, nil)]
  }

  /// An error at `offset` characters into the scalar `node`.
  func errorInside(_ node: Node, offset: Int, _ message: String) -> DocumentError {
    var error = reader.error(node, message)
    let quoted: Bool
    switch node.scalar?.style {
    case .singleQuoted, .doubleQuoted: quoted = true
    default: quoted = false
    }
    // Columns count from the node's start when the scalar's text up to the fault is written
    // as is on that line; a scalar folded over lines or written with escapes points at its
    // start instead, never at a column the line does not have.
    let start = error.column + (quoted ? 1 : 0)
    guard let scalar = node.scalar?.string, let line = reader.line(error.line) else {
      return error
    }
    let written = Array(line.unicodeScalars.dropFirst(start - 1).prefix(offset))
    if written.elementsEqual(scalar.unicodeScalars.prefix(offset)), written.count == offset {
      error.column = start + offset
    }
    return error
  }

  /// What an attribute locates or measures, for checking that two can be related.
  enum AttributeKind {
    case leftOrRight, leadingOrTrailing, centerX, vertical, dimension
  }

  /// The kind of `attribute` (a margin attribute is the kind of the edge it stands for).
  func kind(of attribute: LayoutConstraint.Attribute) -> AttributeKind {
    switch attribute.marginBase ?? attribute {
    case .left, .right: .leftOrRight
    case .leading, .trailing: .leadingOrTrailing
    case .centerX: .centerX
    case .width, .height: .dimension
    default: .vertical
    }
  }

  /// Whether UIKit relates `a` to `b`: two sizes, two vertical locations, or two horizontal
  /// ones unless one is left/right and the other leading/trailing (a horizontal center
  /// relates to both).
  func canRelate(_ a: LayoutConstraint.Attribute, _ b: LayoutConstraint.Attribute) -> Bool {
    let horizontal: Set<AttributeKind> = [.leftOrRight, .leadingOrTrailing, .centerX]
    switch (kind(of: a), kind(of: b)) {
    case (.dimension, .dimension), (.vertical, .vertical): return true
    case (.leftOrRight, .leadingOrTrailing), (.leadingOrTrailing, .leftOrRight): return false
    case (let x, let y): return horizontal.contains(x) && horizontal.contains(y)
    }
  }

  /// The view or layout guide an operand names: `root`, a view id, a guide id, or
  /// `ID.safeArea`, `ID.margins`, `ID.readable`.
  func item(_ operand: DocumentEquation.Operand, in node: Node) throws(DocumentError) -> AnyObject {
    let parts = operand.item.split(separator: ".", omittingEmptySubsequences: false).map(
      String.init)
    if let guide = guides[parts[0]] {
      guard parts.count == 1 else {
        throw errorInside(
          node, offset: operand.offset + parts[0].count + 1,
          "\"\(parts[0])\" is a layout guide; expected \(parts[0]).ATTRIBUTE")
      }
      return guide
    }
    guard let view = views[parts[0]] else {
      throw errorInside(
        node, offset: operand.offset,
        "unknown view \"\(parts[0])\"; expected root, a view id or a guide id")
    }
    guard parts.count > 1 else { return view }
    guard parts.count == 2 else {
      throw errorInside(node, offset: operand.offset, "expected ID.ATTRIBUTE or ID.GUIDE.ATTRIBUTE")
    }
    switch parts[1] {
    case "safeArea": return view.safeAreaLayoutGuide
    case "margins": return view.layoutMarginsGuide
    case "readable": return view.readableContentGuide
    case "content" where view is ScrollView:
      return (view as? ScrollView)?.contentLayoutGuide ?? view
    case "frame" where view is ScrollView:
      return (view as? ScrollView)?.frameLayoutGuide ?? view
    default:
      let scroll = view is ScrollView ? ", content, frame" : ""
      throw errorInside(
        node, offset: operand.offset + parts[0].count + 1,
        "unknown guide \"\(parts[1])\"; expected safeArea, margins, readable\(scroll)")
    }
  }
}
