import AutoLayout
import Foundation

/// Turns a parsed ``FormatStatement`` into constraints, given the views, metrics and options.
///
/// Spacing constraints read "later item = earlier item + spacing", as UIKit writes them:
/// `[a]-8-[b]` is `b.leading == a.trailing + 8`, `[a]-8-|` is
/// `superview.trailing == a.trailing + 8`. `directionRightToLeft` mirrors each one
/// (`b.right == a.left - 8`, with `>=` and `<=` swapped).
struct FormatLowering {
  let statement: FormatStatement
  let format: String
  let options: LayoutConstraint.FormatOptions
  let metrics: [String: CGFloat]
  let views: [String: AnyObject]
  let file: String
  let line: Int

  /// The edges and size a format lays out, and whether spacing runs against the axis.
  private struct Axis {
    var leading: LayoutConstraint.Attribute
    var trailing: LayoutConstraint.Attribute
    var size: LayoutConstraint.Attribute
    var mirrored: Bool
  }

  /// What a spacing or size predicate resolved to.
  private enum Target {
    case constant(CGFloat)
    case item(AnyObject)
  }

  private typealias Anchor = (item: AnyObject, attribute: LayoutConstraint.Attribute)

  func lower() throws(VisualFormatError) -> [LayoutConstraint] {
    let axis = try resolveAxis()
    let alignments = try resolveAlignments()
    let items = try statement.views.map { (view) throws(VisualFormatError) in
      try item(named: view.name, at: view.offset)
    }
    var result: [LayoutConstraint] = []
    guard let firstItem = items.first, let lastItem = items.last else { return result }

    if let edge = statement.leadingEdge {
      let superview = try superview(of: firstItem, edge: edge)
      try appendSpacing(
        edge.connection, from: (superview, axis.leading), to: (firstItem, axis.leading),
        neighbours: .superview, axis: axis, into: &result)
    }
    let baselines =
      statement.orientation == .vertical
      && options.contains(.spacingBaselineToBaseline)
    for (index, view) in statement.views.enumerated() {
      let item = items[index]
      try appendSize(view, of: item, axis: axis, into: &result)
      if index + 1 < items.count {
        let next = items[index + 1]
        try appendSpacing(
          statement.connections[index],
          from: (item, baselines ? .lastBaseline : axis.trailing),
          to: (next, baselines ? .firstBaseline : axis.leading),
          neighbours: .views, axis: axis, into: &result)
      }
    }
    if let edge = statement.trailingEdge {
      let superview = try superview(of: lastItem, edge: edge)
      try appendSpacing(
        edge.connection, from: (lastItem, axis.trailing), to: (superview, axis.trailing),
        neighbours: .superview, axis: axis, into: &result)
    }
    for attribute in alignments {
      for index in items.indices.dropFirst() {
        result.append(
          make(
            (items[index], attribute), .equal, (items[index - 1], attribute), constant: 0,
            priority: 1000))
      }
    }
    return result
  }

  // MARK: - Options

  private func resolveAxis() throws(VisualFormatError) -> Axis {
    let direction = options.rawValue & LayoutConstraint.FormatOptions.directionMask.rawValue
    if direction == LayoutConstraint.FormatOptions.directionMask.rawValue {
      throw VisualFormatError(.conflictingDirections, in: format, at: 0)
    }
    if statement.orientation == .vertical {
      return Axis(leading: .top, trailing: .bottom, size: .height, mirrored: false)
    }
    switch direction {
    case LayoutConstraint.FormatOptions.directionLeftToRight.rawValue:
      return Axis(leading: .left, trailing: .right, size: .width, mirrored: false)
    case LayoutConstraint.FormatOptions.directionRightToLeft.rawValue:
      return Axis(leading: .right, trailing: .left, size: .width, mirrored: true)
    default:
      return Axis(leading: .leading, trailing: .trailing, size: .width, mirrored: false)
    }
  }

  /// The attributes to align, checked to be perpendicular to the orientation.
  private func resolveAlignments() throws(VisualFormatError) -> [LayoutConstraint.Attribute] {
    var attributes: [LayoutConstraint.Attribute] = []
    for (option, attribute) in LayoutConstraint.FormatOptions.alignments
    where options.contains(option) {
      let horizontal: Bool
      switch attribute {
      case .left, .right, .leading, .trailing, .centerX: horizontal = true
      default: horizontal = false
      }
      if horizontal == (statement.orientation == .horizontal) {
        throw VisualFormatError(
          .alignmentAlongOrientation(statement.orientation), in: format, at: 0)
      }
      attributes.append(attribute)
    }
    return attributes
  }

  // MARK: - Names

  private func item(named name: String, at offset: Int) throws(VisualFormatError) -> AnyObject {
    guard let object = views[name] else {
      throw VisualFormatError(.unknownView(name), in: format, at: offset)
    }
    guard object is View || object is LayoutGuide else {
      throw VisualFormatError(.notALayoutItem(name), in: format, at: offset)
    }
    return object
  }

  private func superview(
    of item: AnyObject, edge: FormatStatement.Edge
  ) throws(VisualFormatError)
    -> View
  {
    let superview = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
    guard let superview else {
      throw VisualFormatError(.noSuperview, in: format, at: edge.offset)
    }
    return superview
  }

  private func metric(_ name: String, at offset: Int) throws(VisualFormatError) -> CGFloat? {
    guard let value = metrics[name] else { return nil }
    guard value.isFinite else {
      throw VisualFormatError(.invalidMetric(name), in: format, at: offset)
    }
    return value
  }

  /// A predicate's object: a number, a metric, or (when `allowsViews`) a view.
  private func target(
    of operand: FormatOperand, allowsViews: Bool
  ) throws(VisualFormatError)
    -> Target
  {
    switch operand {
    case .number(let value):
      return .constant(value)
    case .name(let name, let offset):
      if let value = try metric(name, at: offset) { return .constant(value) }
      if views[name] != nil {
        guard allowsViews else {
          throw VisualFormatError(.viewInSpacing(name), in: format, at: offset)
        }
        return .item(try item(named: name, at: offset))
      }
      throw VisualFormatError(
        allowsViews ? .unknownViewOrMetric(name) : .unknownMetric(name), in: format, at: offset)
    }
  }

  private func priority(of predicate: FormatPredicate) throws(VisualFormatError) -> Float {
    switch predicate.priority {
    case nil:
      return 1000
    case .number(let value):
      return Float(value)
    case .name(let name, let offset):
      guard let value = try metric(name, at: offset) else {
        throw VisualFormatError(.unknownMetric(name), in: format, at: offset)
      }
      guard value >= 1, value <= 1000 else {
        throw VisualFormatError(.invalidPriority(Double(value)), in: format, at: offset)
      }
      return Float(value)
    }
  }

  // MARK: - Constraints

  private func appendSize(
    _ view: FormatView, of item: AnyObject, axis: Axis, into result: inout [LayoutConstraint]
  ) throws(VisualFormatError) {
    for predicate in view.predicates {
      let priority = try priority(of: predicate)
      let c: LayoutConstraint
      let object: String
      switch try target(of: predicate.object, allowsViews: true) {
      case .constant(let value):
        c = LayoutConstraint(
          item: item, attribute: axis.size, relatedBy: predicate.relation, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: value, file: file, line: line
        )
        .withPriority(priority)
        object = formatNumber(value)
      case .item(let other):
        c = make(
          (item, axis.size), predicate.relation, (other, axis.size), constant: 0,
          priority: priority)
        object = layoutName(other)
      }
      let relation =
        object.first?.isNumber == false && predicate.relation == .equal
        ? "==" : relationPrefix(predicate.relation)
      c.visualFormatDescription =
        "\(orientationPrefix)[\(layoutName(item))(\(relation)\(object)"
        + "\(prioritySuffix(priority)))]"
      result.append(c)
    }
  }

  /// `H:` or `V:`, as UIKit prints format constraints.
  private var orientationPrefix: String { statement.orientation == .vertical ? "V:" : "H:" }

  /// The relation as the format writes it: nothing for `==` in front of a number.
  private func relationPrefix(_ relation: LayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: ""
    case .greaterThanOrEqual: ">="
    case .lessThanOrEqual: "<="
    }
  }

  private func prioritySuffix(_ priority: Float) -> String {
    priority < 1000 ? "@\(formatNumber(CGFloat(priority)))" : ""
  }

  private func formatNumber(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  private func layoutName(_ item: AnyObject) -> String {
    if let view = item as? View { return view.layoutName }
    if let guide = item as? LayoutGuide { return guide.layoutName }
    return "?"
  }

  /// `to.attribute relation from.attribute + spacing` for each predicate of `connection`.
  private func appendSpacing(
    _ connection: FormatConnection, from: Anchor, to: Anchor,
    neighbours: FormatConnection.Neighbours, axis: Axis, into result: inout [LayoutConstraint]
  ) throws(VisualFormatError) {
    let predicates: [FormatPredicate]
    switch connection {
    case .flush:
      predicates = [FormatPredicate(relation: .equal, object: .number(0), offset: 0)]
    case .standard:
      let spacing = FormatConnection.standardSpacing(between: neighbours)
      predicates = [FormatPredicate(relation: .equal, object: .number(spacing), offset: 0)]
    case .predicates(let list):
      predicates = list
    }
    for predicate in predicates {
      let priority = try priority(of: predicate)
      guard case .constant(let spacing) = try target(of: predicate.object, allowsViews: false)
      else { continue }
      let c =
        axis.mirrored
        ? make(to, predicate.relation.mirrored, from, constant: -spacing, priority: priority)
        : make(to, predicate.relation, from, constant: spacing, priority: priority)
      // The standard spacing between baselines is "determined from the line heights of the
      // fonts involved" (NSLayoutConstraint.h): the anchors' system spacing, which follows the
      // fonts as `constraint(equalToSystemSpacingBelow:)` does.
      let betweenBaselines =
        connection == .standard && neighbours == .views && from.attribute == .lastBaseline
        && to.attribute == .firstBaseline
      if betweenBaselines { c.useVerticalSystemSpacing(multiplier: 1) }
      // UIKit prints a format constraint as the piece of format it came from; the standard
      // spacing as NSSpace(8) or NSSpace(20).
      var amount = relationPrefix(predicate.relation) + formatNumber(spacing)
      if case .standard = connection {
        let standard = betweenBaselines ? LengthText.format(c.constant) : formatNumber(spacing)
        amount = "NSSpace(\(standard))"
      }
      amount += prioritySuffix(priority)
      let left =
        neighbours == .superview && from.item is View && to.attribute == axis.leading
          && from.attribute == axis.leading ? "|" : "[\(layoutName(from.item))]"
      let right =
        neighbours == .superview && to.attribute == axis.trailing
          && from.attribute == axis.trailing ? "|" : "[\(layoutName(to.item))]"
      c.visualFormatDescription = "\(orientationPrefix)\(left)-(\(amount))-\(right)"
      result.append(c)
    }
  }

  private func make(
    _ first: Anchor, _ relation: LayoutConstraint.Relation, _ second: Anchor, constant: CGFloat,
    priority: Float
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second.item,
      attribute: second.attribute, multiplier: 1, constant: constant, file: file, line: line
    ).withPriority(priority)
  }
}

extension LayoutConstraint {
  /// The constraint, at `priority` (1000 leaves it required).
  fileprivate func withPriority(_ value: Float) -> LayoutConstraint {
    if value < 1000 { priority = LayoutPriority(value) }
    return self
  }
}

extension LayoutConstraint.Relation {
  /// The relation with its sides swapped: `>=` ↔ `<=`.
  fileprivate var mirrored: LayoutConstraint.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
