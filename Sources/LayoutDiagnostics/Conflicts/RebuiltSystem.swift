import Cassowary

/// A report's constraints as a Cassowary system: four variables per item (its frame's `minX`,
/// `minY`, width and height, all in one coordinate space, so a constraint between any two
/// items is a plain linear equation), what the log leaves out made explicit (the
/// non-negative sizes of views, default margins, the superview of a frame constraint).
struct RebuiltSystem {
  /// The variables of one item's frame.
  struct Frame {
    var x: Variable
    var y: Variable
    var width: Variable
    var height: Variable
  }

  /// A constraint of the system, not yet added: `expression relation 0`.
  struct Row {
    var member: ConflictMember
    var expression: Expression
    var relation: Relation
  }

  let report: LoggedReport
  private(set) var names: ItemNames
  var solver = Solver()
  private(set) var frames: [String: Frame] = [:]
  /// Items in the order they were first used.
  private(set) var used: [String] = []
  private var baselines: [String: Variable] = [:]
  private var marginInsets: [String: [LoggedConstraint.Attribute: Variable]] = [:]
  /// The default-margin rows the translated constraints needed, in order of first use.
  private(set) var marginRows: [Row] = []
  /// Superviews inferred for frame constraints whose superview the log does not name, by
  /// item key.
  private(set) var inferredSuperviews: [String: String] = [:]

  init(_ report: LoggedReport, names: ItemNames) {
    self.report = report
    self.names = names
  }

  // MARK: - Items

  /// The frame of the item with `key`, made on first use.
  mutating func frame(_ key: String) -> Frame {
    if let frame = frames[key] { return frame }
    names.nameUnnamedSuperview(key)
    let name = names[key]
    let frame = Frame(
      x: solver.makeVariable(name + ".minX"), y: solver.makeVariable(name + ".minY"),
      width: solver.makeVariable(name + ".width"), height: solver.makeVariable(name + ".height"))
    frames[key] = frame
    used.append(key)
    return frame
  }

  /// Whether the item with `key` is a view (its size is never negative) rather than a guide.
  func isView(_ key: String) -> Bool {
    !(report.items[key]?.isLayoutGuide ?? false)
  }

  /// The superview of the item with `key` for a constraint of its frame to a constant
  /// (`UIView:0x….minX == 0` is in the superview's coordinates): the one the log names with
  /// `|`; else the one item it is pinned to edge to edge by another constraint of the report,
  /// if there is exactly one (recorded in ``inferredSuperviews``); else an unnamed one.
  mutating func superview(of key: String) -> String {
    if let known = report.superviews[key] { return known }
    if let inferred = inferredSuperviews[key] { return inferred }
    var candidates: Set<String> = []
    for c in report.constraints {
      guard let second = c.second, c.multiplier == 1, c.first.attribute == second.attribute,
        !c.first.attribute.isSize, c.first.item != second.item
      else { continue }
      if c.first.item == key, report.superviews[second.item] != key {
        candidates.insert(second.item)
      } else if second.item == key, report.superviews[c.first.item] != key {
        candidates.insert(c.first.item)
      }
    }
    if candidates.count == 1, let only = candidates.first {
      inferredSuperviews[key] = only
      return only
    }
    return "|" + key
  }

  // MARK: - Expressions

  /// The expression of `attribute` of the item with `key`.
  mutating func expression(_ key: String, _ attribute: LoggedConstraint.Attribute) -> Expression {
    if attribute.isMargin { return marginExpression(key, attribute) }
    let f = frame(key)
    switch attribute.frameAttribute {
    case .left, .leading: return Expression(f.x)
    case .right, .trailing: return f.x + f.width
    case .centerX: return f.x + 0.5 * f.width
    case .width: return Expression(f.width)
    case .top: return Expression(f.y)
    case .bottom: return f.y + f.height
    case .centerY: return f.y + 0.5 * f.height
    case .height: return Expression(f.height)
    default:
      // A baseline: the bottom of a view without text; somewhere unknown in a view with
      // text, so it takes part in a conflict only through another baseline of the view.
      let className = report.items[key]?.baseClassName ?? ""
      let textual = ["Label", "Text", "Button", "Field"].contains { className.contains($0) }
      guard textual || report.items[key]?.className == nil else { return f.y + f.height }
      let offset =
        baselines[key + "." + attribute.rawValue]
        ?? solver.makeVariable(
          names[key] + "." + attribute.rawValue)
      baselines[key + "." + attribute.rawValue] = offset
      return f.y + offset
    }
  }

  /// A margin attribute: the same edge of the view's margins guide when the log prints it,
  /// else the view's edge inset by a default margin.
  private mutating func marginExpression(
    _ key: String, _ attribute: LoggedConstraint.Attribute
  ) -> Expression {
    if let guide = marginsGuide(of: key) {
      return expression(guide, attribute.frameAttribute)
    }
    let f = frame(key)
    func inset(_ side: LoggedConstraint.Attribute) -> Variable {
      if let variable = marginInsets[key]?[side] { return variable }
      let variable = solver.makeVariable(names[key] + "." + side.rawValue)
      marginInsets[key, default: [:]][side] = variable
      marginRows.append(
        Row(
          member: .defaultMargin(item: key, attribute: side),
          expression: Expression(variable) - Expression(ConflictMember.defaultMarginInset),
          relation: .equal))
      return variable
    }
    switch attribute {
    case .leftMargin, .leadingMargin: return f.x + inset(.leftMargin)
    case .rightMargin, .trailingMargin: return f.x + f.width - inset(.rightMargin)
    case .topMargin: return f.y + inset(.topMargin)
    case .bottomMargin: return f.y + f.height - inset(.bottomMargin)
    case .centerXWithinMargins:
      return f.x + 0.5 * f.width + 0.5 * inset(.leftMargin) - 0.5 * inset(.rightMargin)
    default:
      return f.y + 0.5 * f.height + 0.5 * inset(.topMargin) - 0.5 * inset(.bottomMargin)
    }
  }

  /// The key of the margins guide (`'UIViewLayoutMarginsGuide'`) the log shows `key` owns.
  func marginsGuide(of key: String) -> String? {
    report.items.keys.sorted().first { guide in
      report.items[guide]?.isMarginsGuide == true && report.superviews[guide] == key
    }
  }

  /// Constraint `index` of the report as a row.
  mutating func row(forLogged index: Int) -> Row {
    let c = report.constraints[index]
    let first = expression(c.first.item, c.first.attribute)
    var rhs: Expression
    if let second = c.second {
      rhs = c.multiplier * expression(second.item, second.attribute)
    } else if c.first.attribute.frameAttribute.isSize {
      rhs = Expression(constant: 0)
    } else {
      // A position equal to a constant is in the superview's coordinates.
      let origin: LoggedConstraint.Attribute = c.first.attribute.isHorizontal ? .left : .top
      rhs = expression(superview(of: c.first.item), origin)
    }
    rhs = rhs + Expression(c.constant)
    return Row(member: .logged(index), expression: first - rhs, relation: c.relation)
  }

  /// The non-negative size rows of every view used so far.
  mutating func nonNegativeRows() -> [Row] {
    var rows: [Row] = []
    for key in used where isView(key) {
      let f = frame(key)
      rows.append(
        Row(
          member: .nonNegativeSize(item: key, attribute: .width), expression: Expression(f.width),
          relation: .greaterThanOrEqual))
      rows.append(
        Row(
          member: .nonNegativeSize(item: key, attribute: .height),
          expression: Expression(f.height), relation: .greaterThanOrEqual))
    }
    return rows
  }
}
