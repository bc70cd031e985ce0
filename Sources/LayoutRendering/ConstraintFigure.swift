import AutoLayout
import Foundation

/// How the constraints overlay draws one constraint, Interface Builder's way: an I-beam along
/// the edge for a size, a line with end ticks between two edges for a spacing, a line along
/// a shared edge for an edge alignment, a dashed line between centers for a center
/// alignment; the constant (with the relation, multiplier and priority when they matter) as
/// a small label. Optional constraints are dotted.
struct ConstraintFigure {
  /// The figure's SVG elements, one a line.
  private(set) var elements: [String] = []
  /// `first.attribute == 0.5*second.attribute + 8 @750`, in the document syntax.
  let equation: String

  /// An item and an axis, to count the I-beams drawn on it.
  struct BeamKey: Hashable {
    let item: ObjectIdentifier
    let horizontal: Bool
  }

  /// The stroke pattern of a center alignment.
  private static let centerDashes = " stroke-dasharray=\"5 3\""
  /// The stroke pattern of an optional constraint.
  private static let optionalDashes = " stroke-dasharray=\"2 2\""
  /// The half-length of the ticks ending I-beams and spacing lines.
  private static let tick: CGFloat = 3

  /// The figure of `constraint`, or `nil` when it cannot be drawn: an item outside the tree
  /// or hidden, attributes of different axes.
  ///
  /// `beams` counts the I-beams already drawn on each item and axis, so a second size
  /// constraint on the same view (a minimum and a preferred height) is drawn beside the
  /// first rather than over it.
  init?(_ constraint: LayoutConstraint, tree: RenderTree, beams: inout [BeamKey: Int]) {
    guard let firstItem = constraint.firstItem, tree.isVisible(firstItem),
      let first = ConstraintFigure.place(constraint.firstAttribute, of: firstItem, tree: tree)
    else { return nil }
    equation = ConstraintFigure.equation(of: constraint)
    let optional = !constraint.priority.isRequired
    let suffix = optional ? " @\(constraint.priority)" : ""
    guard let secondItem = constraint.secondItem else {
      // A size set to a constant (a location cannot be).
      guard case .size(let horizontal) = first.kind else { return nil }
      let text =
        ConstraintFigure.relationPrefix(constraint.relation)
        + num(constraint.constant) + suffix
      addSizeBeam(
        of: firstItem, across: first.rect, horizontal: horizontal, label: text, optional: optional,
        canvasWidth: tree.canvasWidth, beams: &beams)
      return
    }
    guard tree.isVisible(secondItem),
      let second = ConstraintFigure.place(constraint.secondAttribute, of: secondItem, tree: tree)
    else { return nil }
    switch (first.kind, second.kind) {
    case (.size(let horizontal), .size):
      var text =
        constraint.relation == .equal ? "= " : ConstraintFigure.relationPrefix(constraint.relation)
      if constraint.multiplier != 1 { text += "\(num(constraint.multiplier))×" }
      text +=
        firstItem === secondItem
        ? "\(constraint.secondAttribute)"
        : "\(ConstraintFigure.name(of: secondItem)).\(constraint.secondAttribute)"
      text += ConstraintFigure.signed(constraint.constant) + suffix
      addSizeBeam(
        of: firstItem, across: first.rect, horizontal: horizontal, label: text, optional: optional,
        canvasWidth: tree.canvasWidth, beams: &beams)
    case (.location(let horizontal, let p1, let isCenter), .location(let h2, let p2, let c2))
    where horizontal == h2:
      var text = ""
      if constraint.relation != .equal || constraint.constant != 0 || constraint.multiplier != 1 {
        text = ConstraintFigure.relationPrefix(constraint.relation) + num(constraint.constant)
        if constraint.multiplier != 1 { text += " ×\(num(constraint.multiplier))" }
      }
      text += suffix
      let label = text.trimmingCharacters(in: .whitespaces)
      if isCenter && c2 {
        addCenters(
          first: first.rect, p1, second: second.rect, p2, horizontal: horizontal, label: label,
          optional: optional)
      } else {
        addSpacing(
          first: first.rect, p1, second: second.rect, p2, horizontal: horizontal, label: label,
          optional: optional)
      }
    default:
      return nil
    }
  }

  // MARK: Figures

  /// An I-beam across `rect` (along its bottom edge for a width, its right edge for a
  /// height, inside the view), labelled above or to the right; the `index`th beam on the item and axis is moved
  /// inward so it does not cover the earlier ones.
  /// An I-beam for a size of `item`, beside the ones `beams` counts on that side of it.
  private mutating func addSizeBeam(
    of item: AnyObject, across rect: CGRect, horizontal: Bool, label: String, optional: Bool,
    canvasWidth: CGFloat, beams: inout [BeamKey: Int]
  ) {
    let key = BeamKey(item: ObjectIdentifier(item), horizontal: horizontal)
    let index = beams[key, default: 0]
    beams[key] = index + 1
    addBeam(
      across: rect, horizontal: horizontal, index: index, label: label, optional: optional,
      canvasWidth: canvasWidth)
  }

  private mutating func addBeam(
    across rect: CGRect, horizontal: Bool, index: Int, label: String, optional: Bool,
    canvasWidth: CGFloat
  ) {
    let dashes = optional ? ConstraintFigure.optionalDashes : ""
    let t = ConstraintFigure.tick
    let step = CGFloat(index)
    if horizontal {
      let y = (rect.height >= 16 ? rect.maxY - 5 : rect.midY) - 11 * step
      line(CGPoint(x: rect.minX, y: y), CGPoint(x: rect.maxX, y: y), dashes)
      line(CGPoint(x: rect.minX, y: y - t), CGPoint(x: rect.minX, y: y + t), "")
      line(CGPoint(x: rect.maxX, y: y - t), CGPoint(x: rect.maxX, y: y + t), "")
      text(label, at: CGPoint(x: rect.midX, y: y - 2.5), anchor: .middle)
    } else {
      let x = (rect.width >= 16 ? rect.maxX - 5 : rect.midX) - 8 * step
      line(CGPoint(x: x, y: rect.minY), CGPoint(x: x, y: rect.maxY), dashes)
      line(CGPoint(x: x - t, y: rect.minY), CGPoint(x: x + t, y: rect.minY), "")
      line(CGPoint(x: x - t, y: rect.maxY), CGPoint(x: x + t, y: rect.maxY), "")
      // Right of the line (past the view's edge) so it does not meet the width's label,
      // which sits above the bottom edge in the middle — unless it would leave the canvas
      // (a 9-point label is about 5.5 points a character).
      let y = rect.midY + 11 * step
      if x + 3 + 5.5 * CGFloat(label.count) <= canvasWidth {
        text(label, at: CGPoint(x: x + 3, y: y), anchor: .start)
      } else {
        text(label, at: CGPoint(x: x - 3, y: y), anchor: .end)
      }
    }
  }

  /// Two edges (or an edge and a center or baseline): a ticked line between them at the
  /// middle of the items' overlap across the axis, or, when they coincide, a line along the
  /// shared edge spanning both items.
  private mutating func addSpacing(
    first: CGRect, _ p1: CGFloat, second: CGRect, _ p2: CGFloat, horizontal: Bool,
    label: String, optional: Bool
  ) {
    let dashes = optional ? ConstraintFigure.optionalDashes : ""
    // Coordinates across the axis: y for a horizontal spacing, x for a vertical one.
    let (a1, b1) = horizontal ? (first.minY, first.maxY) : (first.minX, first.maxX)
    let (a2, b2) = horizontal ? (second.minY, second.maxY) : (second.minX, second.maxX)
    func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
      horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }
    if abs(p1 - p2) < 0.5 {
      let start = min(a1, a2)
      let end = max(b1, b2)
      line(point(p1, start), point(p1, end), dashes)
      addLabel(label, at: point(p1, (start + end) / 2), horizontalLine: !horizontal)
      return
    }
    let low = max(a1, a2)
    let high = min(b1, b2)
    let across = low <= high ? (low + high) / 2 : (a1 + b1) / 2
    let t = ConstraintFigure.tick
    line(point(p2, across), point(p1, across), dashes)
    line(point(p2, across - t), point(p2, across + t), "")
    line(point(p1, across - t), point(p1, across + t), "")
    addLabel(label, at: point((p1 + p2) / 2, across), horizontalLine: horizontal)
  }

  /// Two centers: a dashed line between the center points, or, when they coincide, through
  /// the first item along the shared center line.
  private mutating func addCenters(
    first: CGRect, _ p1: CGFloat, second: CGRect, _ p2: CGFloat, horizontal: Bool,
    label: String, optional: Bool
  ) {
    let dashes = optional ? ConstraintFigure.optionalDashes : ConstraintFigure.centerDashes
    let start = horizontal ? CGPoint(x: p2, y: second.midY) : CGPoint(x: second.midX, y: p2)
    let end = horizontal ? CGPoint(x: p1, y: first.midY) : CGPoint(x: first.midX, y: p1)
    if hypot(end.x - start.x, end.y - start.y) >= 1 {
      line(start, end, dashes)
      addLabel(
        label, at: CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2),
        horizontalLine: abs(end.x - start.x) >= abs(end.y - start.y))
    } else if horizontal {
      line(CGPoint(x: p1, y: first.minY), CGPoint(x: p1, y: first.maxY), dashes)
      addLabel(label, at: CGPoint(x: p1, y: first.midY), horizontalLine: false)
    } else {
      line(CGPoint(x: first.minX, y: p1), CGPoint(x: first.maxX, y: p1), dashes)
      addLabel(label, at: CGPoint(x: first.midX, y: p1), horizontalLine: true)
    }
  }

  /// A label beside the middle of a line: above a horizontal line, right of a vertical one.
  private mutating func addLabel(_ label: String, at point: CGPoint, horizontalLine: Bool) {
    if horizontalLine {
      text(label, at: CGPoint(x: point.x, y: point.y - 2.5), anchor: .middle)
    } else {
      text(label, at: CGPoint(x: point.x + 3, y: point.y), anchor: .start)
    }
  }

  // MARK: Elements

  private enum Anchor { case start, middle, end }

  private mutating func line(_ a: CGPoint, _ b: CGPoint, _ extra: String) {
    elements.append("<line\(segment(a, b))\(extra)/>")
  }

  /// A small label in the overlay's color with a white halo, so it reads over any
  /// background; nothing for an empty label.
  private mutating func text(_ label: String, at point: CGPoint, anchor: Anchor) {
    guard !label.isEmpty else { return }
    let alignment: String
    switch anchor {
    case .start: alignment = " dominant-baseline=\"central\""
    case .middle: alignment = " text-anchor=\"middle\""
    case .end: alignment = " text-anchor=\"end\" dominant-baseline=\"central\""
    }
    elements.append(
      "<text x=\"\(num(point.x))\" y=\"\(num(point.y))\"\(alignment)"
        + " fill=\"\(SVGRenderer.constraintColor)\" stroke=\"#ffffff\" stroke-width=\"2.5\""
        + " stroke-linejoin=\"round\" paint-order=\"stroke\">\(SVGEscaping.escape(label))</text>")
  }

  // MARK: Geometry

  /// Where an attribute of an item is, in window coordinates.
  private struct Placement {
    enum Kind {
      /// A size: the width (`horizontal`) or the height.
      case size(horizontal: Bool)
      /// A location: an x (`horizontal`) or a y, and whether it is a center.
      case location(horizontal: Bool, value: CGFloat, isCenter: Bool)
    }
    /// The item's rectangle (the margins' for a margin attribute).
    let rect: CGRect
    let kind: Kind
  }

  /// The placement of `attribute` of `item`, or `nil` for an item outside the tree or an
  /// attribute that is not a position or size.
  private static func place(
    _ attribute: LayoutConstraint.Attribute, of item: AnyObject, tree: RenderTree
  ) -> Placement? {
    guard var rect = tree.rect(of: item), let owner = tree.owner(of: item) else { return nil }
    var base = attribute
    if let view = item as? View, let marginBase = attribute.marginBase {
      let margins = view.layoutMargins
      rect = CGRect(
        x: rect.minX + margins.left, y: rect.minY + margins.top,
        width: max(0, rect.width - margins.left - margins.right),
        height: max(0, rect.height - margins.top - margins.bottom))
      base = marginBase
    }
    let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
    func x(_ value: CGFloat, center: Bool = false) -> Placement {
      Placement(rect: rect, kind: .location(horizontal: true, value: value, isCenter: center))
    }
    func y(_ value: CGFloat, center: Bool = false) -> Placement {
      Placement(rect: rect, kind: .location(horizontal: false, value: value, isCenter: center))
    }
    switch base {
    case .left: return x(rect.minX)
    case .right: return x(rect.maxX)
    case .leading: return x(rightToLeft ? rect.maxX : rect.minX)
    case .trailing: return x(rightToLeft ? rect.minX : rect.maxX)
    case .centerX: return x(rect.midX, center: true)
    case .top: return y(rect.minY)
    case .bottom: return y(rect.maxY)
    case .centerY: return y(rect.midY, center: true)
    case .firstBaseline:
      let offset = (item as? View)?.firstBaselineOffsetFromTop ?? 0
      return y(rect.minY + offset)
    case .lastBaseline:
      let offset = (item as? View)?.lastBaselineOffsetFromBottom ?? 0
      return y(rect.maxY - offset)
    case .width: return Placement(rect: rect, kind: .size(horizontal: true))
    case .height: return Placement(rect: rect, kind: .size(horizontal: false))
    default: return nil
    }
  }

  // MARK: Text

  /// `≥ ` or `≤ ` for an inequality, nothing for an equality.
  private static func relationPrefix(_ relation: LayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: ""
    case .greaterThanOrEqual: "≥ "
    case .lessThanOrEqual: "≤ "
    }
  }

  /// ` + 8` or ` - 8`, or nothing for zero.
  private static func signed(_ constant: CGFloat) -> String {
    if constant > 0 { return " + \(num(constant))" }
    if constant < 0 { return " - \(num(-constant))" }
    return ""
  }

  /// The name of a view or guide, as logs print it.
  private static func name(of item: AnyObject) -> String {
    if let view = item as? View { return view.layoutName }
    if let guide = item as? LayoutGuide { return guide.layoutName }
    return "?"
  }

  /// The constraint in the document syntax, with its identifier first when it has one.
  private static func equation(of constraint: LayoutConstraint) -> String {
    var text = ""
    if let identifier = constraint.identifier { text += "\(identifier): " }
    if let first = constraint.firstItem {
      text += "\(name(of: first)).\(constraint.firstAttribute) "
    }
    text += "\(constraint.relation)"
    if let second = constraint.secondItem {
      text += " "
      if constraint.multiplier != 1 { text += "\(num(constraint.multiplier))*" }
      text += "\(name(of: second)).\(constraint.secondAttribute)"
      text += signed(constraint.constant)
    } else {
      text += " \(num(constraint.constant))"
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
    return text
  }
}
