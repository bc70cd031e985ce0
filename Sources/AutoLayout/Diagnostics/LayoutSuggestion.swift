/// A likely fix for a layout problem whose cause Truss recognises (SPEC §9.9): printed after
/// an unsatisfiable-constraints log or a redundant-constraint log, and by `truss check` under
/// the problem it fixes.
///
/// Each case names what to change; ``text(constraint:item:)`` words it with the caller's names
/// for constraints and items (a log prints constraints as UIKit does, with `file:line`; a
/// document checker by their lines).
public enum LayoutSuggestion: CustomStringConvertible {
  /// Views still translate their autoresizing masks into constraints that take part in the
  /// problem: the classic forgotten `translatesAutoresizingMaskIntoConstraints = false` of a
  /// view made in code.
  case stopTranslatingAutoresizingMask([View])
  /// A required fixed size fights a pair of pinned edges (or a chain between them): two
  /// required constraints where one optional was meant. Lowering the fixed size's priority
  /// to `priority` lets the edges win when they leave another size.
  case lowerFixedSize(LayoutConstraint, to: LayoutPriority)
  /// A fixed size disagrees with the other sizes in the conflict (another fixed size of the
  /// same item, or one reached through size equalities): nothing but sizes take part, so one
  /// of them is a leftover or a duplicate made with another constant. The newest fixed size
  /// is named (`others`: the rest of the conflict's sizes): remove it, or make it optional.
  case conflictingSize(LayoutConstraint, others: [LayoutConstraint])
  /// A required constraint of the chain that sizes a cell's content fights the cell's
  /// encapsulated size (`UIView-Encapsulated-Layout-Height`, the row height the table applied
  /// before the cell was measured again): lowering it to 999 lets the cell's size win while it
  /// is stale, as UIKit's self-sizing cells need.
  case lowerForEncapsulatedSize(LayoutConstraint, encapsulated: LayoutConstraint)
  /// An item's position or size in an axis is ambiguous because constraints of these kinds
  /// are missing (the item has none of them).
  case addConstraints(item: AnyObject, axis: LayoutConstraint.Axis, missing: [MissingConstraint])
  /// Items whose sizes tie: they stretch (or are squeezed) at the same content hugging (or
  /// compression resistance) priority, so nothing says which one gives way. Raising one
  /// item's priority breaks the tie.
  case breakTie(
    items: [View], axis: LayoutConstraint.Axis, priority: LayoutPriority, hugging: Bool)
  /// A chain of constraints that should size `item` stops short: `end`'s `edge` is attached
  /// to nothing. Pinning it to `item`'s `edge` (or giving `item` a size) closes the chain.
  case closeChain(
    item: AnyObject, axis: LayoutConstraint.Axis, edge: LayoutConstraint.Attribute,
    end: AnyObject)

  /// A kind of constraint an ambiguous item lacks.
  public enum MissingConstraint: Hashable, Sendable {
    /// A position in the axis: an edge, a center or (vertically) a baseline.
    case position
    /// A size in the axis: a width or height, or a second edge (`edge`, when the item has
    /// one edge already).
    case size(secondEdge: LayoutConstraint.Attribute?)
    /// A size of its own: both edges are attached, but to items that move with it (two plain
    /// views sharing a row between pinned edges, neither with a width).
    case sizeBetweenEdges
  }

  /// The item the suggestion is about: the first view of a tie or of views that translate
  /// their masks, the ambiguous item, or the first item of the constraint to change.
  public var item: AnyObject? {
    switch self {
    case .stopTranslatingAutoresizingMask(let views): views.first
    case .lowerFixedSize(let c, _), .lowerForEncapsulatedSize(let c, _),
      .conflictingSize(let c, _):
      c.firstItem
    case .addConstraints(let item, _, _), .closeChain(let item, _, _, _): item
    case .breakTie(let items, _, _, _): items.first
    }
  }

  /// The suggestion in words, constraints named by `constraint` and items by `item`.
  public func text(
    constraint name: (LayoutConstraint) -> String, item itemName: (AnyObject) -> String
  ) -> String {
    switch self {
    case .stopTranslatingAutoresizingMask(let views):
      let settings = views.map { "\(itemName($0)).translatesAutoresizingMaskIntoConstraints" }
      let still = views.count == 1 ? "it still translates its" : "they still translate their"
      return "set \(Self.list(settings)) to false: \(still) autoresizing mask into the "
        + "AutoresizingMaskLayoutConstraints listed."
    case .lowerFixedSize(let c, let priority):
      return "lower the priority of \(name(c)) to \(priority): as a required fixed size it "
        + "fights the edges pinned around it; optional, it gives way when they leave another "
        + "size."
    case .conflictingSize(let c, let others):
      let size = c.firstAttribute == .width ? "width" : "height"
      let item = c.firstItem.map(itemName) ?? "the item"
      return "\(name(c)) gives \(item) a \(size) that \(Self.list(others.map(name))) "
        + "\(others.count == 1 ? "does" : "do") not: remove whichever is left over (a size set "
        + "twice), or lower its priority to 999 to keep it as a preference."
    case .lowerForEncapsulatedSize(let c, let encapsulated):
      let dimension = encapsulated.firstAttribute == .width ? "width" : "height"
      return "lower the priority of \(name(c)) to 999: the cell's encapsulated \(dimension) "
        + "(\(name(encapsulated))) is required too, and while it is stale the chain of required "
        + "constraints inside the cell cannot fit it."
    case .addConstraints(let item, let axis, let missing):
      let kinds = missing.map { "no " + Self.phrase($0, axis: axis) }
      let add = missing.count == 1 ? "add one" : "add both"
      return "\(itemName(item)) has \(Self.list(kinds)): \(add)."
    case .breakTie(let items, let axis, let priority, let hugging):
      let names = Self.list(items.map(itemName))
      let direction = axis == .horizontal ? "horizontally" : "vertically"
      let verb = hugging ? "hug" : "resist compression"
      let method =
        hugging ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
      return "\(names) \(verb) \(direction) at the same priority (\(priority)), so nothing "
        + "says which one \(hugging ? "stretches" : "shrinks"): raise one's priority "
        + "(\(method)(_:for: .\(axis == .horizontal ? "horizontal" : "vertical")))."
    case .closeChain(let item, let axis, let edge, let end):
      let size = axis == .horizontal ? "width" : "height"
      return "the chain that should size \(itemName(item)) stops at \(itemName(end)): pin "
        + "\(itemName(end)).\(edge) to \(itemName(item)).\(edge) (a missing edge in the chain), "
        + "or give \(itemName(item)) a \(size)."
    }
  }

  /// The suggestion with constraints as UIKit prints them and items by their layout names.
  public var description: String {
    text(constraint: { $0.description }, item: { layoutName(of: $0) })
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ parts: [String]) -> String {
    guard let last = parts.last else { return "" }
    if parts.count == 1 { return last }
    return parts.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `horizontal position (a leading, trailing or centerX constraint)`, and the like.
  static func phrase(_ missing: MissingConstraint, axis: LayoutConstraint.Axis) -> String {
    let horizontal = axis == .horizontal
    switch missing {
    case .position:
      return horizontal
        ? "horizontal position (a leading, trailing or centerX constraint)"
        : "vertical position (a top, bottom, centerY or baseline constraint)"
    case .size(let edge):
      let size = horizontal ? "width" : "height"
      if let edge { return "\(size) (a \(size) constraint, or a constraint on its \(edge) edge)" }
      let edges = horizontal ? "leading and trailing" : "top and bottom"
      return "\(size) (a \(size) constraint, or constraints on both its \(edges) edges)"
    case .sizeBetweenEdges:
      let size = horizontal ? "width" : "height"
      return "\(size) of its own (its edges are attached, but to items that move with it: a "
        + "\(size) constraint, or one relating its \(size) to one of theirs)"
    }
  }
}

extension LayoutSuggestion {
  /// The fix for an unsatisfiable set, when its cause is recognisable: autoresizing
  /// constraints in it (a view that still translates its mask), a cell's encapsulated size
  /// against the chain inside the cell, a required fixed size against pinned edges, or a fixed
  /// size against other sizes alone.
  static func forConflict(_ conflicts: [LayoutConstraint]) -> LayoutSuggestion? {
    let translating = translatingViews(in: conflicts)
    if !translating.isEmpty { return .stopTranslatingAutoresizingMask(translating) }
    let user = conflicts.filter { $0.isUserMade && !$0.isCellEncapsulatedSize }
    if let encapsulated = conflicts.first(where: \.isCellEncapsulatedSize) {
      let dimension = encapsulated.firstAttribute
      // The advice of the "UIView-Encapsulated-Layout-Height" threads (Stack Overflow
      // 25059443): a fixed height inside the cell goes to 999; else the constraint that
      // closes the chain at the cell's edge; else the newest of the cell's own constraints.
      let fixed = user.last { $0.isFixedSize && $0.firstAttribute == dimension }
      let closing = user.last { c in
        c.terms.contains { $0.item === encapsulated.firstItem && $0.attribute.isLocation }
      }
      guard let pick = fixed ?? closing ?? user.last else { return nil }
      return .lowerForEncapsulatedSize(pick, encapsulated: encapsulated)
    }
    // A fixed size whose item has two positions pinned in the same axis within the set (its
    // leading and trailing edges, or an edge and its center): "two required constraints that
    // should be one optional" (SPEC §9.9).
    let pinnedFixed = user.last { fixed in
      guard fixed.isFixedSize, fixed.storedPriority.isRequired, let item = fixed.firstItem else {
        return false
      }
      let axis: LayoutConstraint.Axis = fixed.firstAttribute == .width ? .horizontal : .vertical
      var edges = Set<AmbiguityAnalysis.Edge>()
      for c in conflicts {
        for term in c.terms where term.item === item {
          if let edge = AmbiguityAnalysis.edge(term.attribute, axis: axis) { edges.insert(edge) }
        }
      }
      return edges.count >= 2
    }
    if let fixed = pinnedFixed { return .lowerFixedSize(fixed, to: LayoutPriority(999)) }
    // Nothing but sizes of one dimension (fixed, or related to each other): two sizes
    // disagree, and the newest fixed one is most likely the one set again.
    let dimension = conflicts.first?.firstAttribute
    let onlySizes = conflicts.allSatisfy { c in
      c.terms.allSatisfy { $0.attribute == dimension && $0.attribute.family == .dimension }
    }
    if onlySizes, let fixed = user.last(where: \.isFixedSize) {
      return .conflictingSize(fixed, others: conflicts.filter { $0 !== fixed })
    }
    return nil
  }

  /// The fix for a redundant constraint, when its cause is recognisable: autoresizing
  /// constraints among those that imply it.
  static func forRedundancy(
    of constraint: LayoutConstraint, impliedBy: [LayoutConstraint]
  ) -> LayoutSuggestion? {
    let translating = translatingViews(in: impliedBy)
    return translating.isEmpty ? nil : .stopTranslatingAutoresizingMask(translating)
  }

  /// The views whose autoresizing-mask constraints are among `constraints`, once each, in
  /// order.
  static func translatingViews(in constraints: [LayoutConstraint]) -> [View] {
    var views: [View] = []
    for c in constraints {
      guard case .autoresizing = c.kind, let view = c.firstItem as? View,
        !views.contains(where: { $0 === view })
      else { continue }
      views.append(view)
    }
    return views
  }
}

extension LayoutConstraint {
  /// Both sides' terms.
  var terms: [AnchorTerm] { first + second }

  /// Whether this is a size equal to a constant (`card.width == 200`).
  var isFixedSize: Bool {
    second.isEmpty && relation == .equal && first.count == 1
      && first[0].attribute.family == .dimension
  }

  /// Whether this is the encapsulated size of a cell's content (or of a view being fitted):
  /// `UIView-Encapsulated-Layout-Width/Height` on anything but a window, whose size carries
  /// the same names. By its name, whoever made it: a reproduction of an Apple log makes it
  /// as an ordinary constraint.
  var isCellEncapsulatedSize: Bool {
    guard
      identifier == "UIView-Encapsulated-Layout-Height"
        || identifier == "UIView-Encapsulated-Layout-Width"
    else { return false }
    return !(firstItem is Window)
  }
}
