import Foundation

extension View {
  /// A likely fix for each ambiguous item of this view's subtree (a window: the whole
  /// hierarchy), per ambiguous axis, where the cause is recognisable (SPEC §9.9), in tree
  /// order:
  ///
  /// - missing constraints: the item has no position in the axis, or no size (no width or
  ///   height constraint, no intrinsic size, fewer than two edges) —
  ///   ``LayoutSuggestion/addConstraints(item:axis:missing:)``;
  /// - a missing edge in a chain: an item sized by a chain of views inside it whose last view
  ///   is attached to nothing (a scroll view's content guide, typically) —
  ///   ``LayoutSuggestion/closeChain(item:axis:edge:end:)``;
  /// - a tie: items with intrinsic sizes that stretch or shrink at the same content priority —
  ///   ``LayoutSuggestion/breakTie(items:axis:priority:hugging:)``;
  /// - an item complete in itself but attached to an item with missing constraints: that
  ///   item's ``LayoutSuggestion/addConstraints(item:axis:missing:)``.
  ///
  /// Each suggestion comes with the ambiguous item it was made for (a suggestion may name
  /// another item: the one a tie or a missing constraint is about). The analysis reads the
  /// active, unbroken constraints of the hierarchy and the items' intrinsic sizes and content
  /// priorities; it changes nothing.
  public func ambiguitySuggestions() -> [(item: AnyObject, suggestion: LayoutSuggestion)] {
    let engine = layoutEngine()
    let ambiguous = ambiguousRecords(inSubtree: true, engine: engine)
    guard !ambiguous.isEmpty else { return [] }
    let analysis = AmbiguityAnalysis(hierarchy: rootView)
    var cases: [AmbiguityAnalysis.Case] = []
    for (record, variables) in ambiguous {
      guard let item: AnyObject = record.view ?? record.guide else { continue }
      let labels = variables.map { variableLabel($0, in: record) }
      for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
        let (position, size) = axis == .horizontal ? ("minX", "Width") : ("minY", "Height")
        guard labels.contains(position) || labels.contains(size) else { continue }
        cases.append(
          analysis.describe(
            item, axis: axis, positionIsAmbiguous: labels.contains(position),
            sizeIsAmbiguous: labels.contains(size)))
      }
    }
    return cases.compactMap { c in
      analysis.suggestion(for: c, among: cases).map { (c.item, $0) }
    }
  }
}

/// What the constraints of a hierarchy say about each ambiguous item's edges and size.
struct AmbiguityAnalysis {
  /// An edge family of an axis: its start (leading, left, top), end (trailing, right,
  /// bottom), center, or (vertically) a baseline.
  enum Edge: Hashable { case start, end, center, baseline }

  /// One ambiguous item in one axis.
  struct Case {
    let item: AnyObject
    let axis: LayoutConstraint.Axis
    let positionIsAmbiguous: Bool
    let sizeIsAmbiguous: Bool
    /// The edges some constraint attaches.
    let edges: Set<Edge>
    /// Whether some constraint sets the size in the axis.
    let hasSizeConstraint: Bool
    /// The intrinsic size in the axis, if the item has one.
    let intrinsic: CGFloat?
    /// What the item lacks, empty when its own constraints look complete.
    let missing: [LayoutSuggestion.MissingConstraint]
  }

  /// The active, unbroken constraints mentioning each item.
  private var constraintsOfItem: [ObjectIdentifier: [LayoutConstraint]] = [:]

  init(hierarchy root: View) {
    root.forEachInSubtree { view in
      for c in view.installedConstraints where c.active && !c.isBroken {
        var seen = Set<ObjectIdentifier>()
        for term in c.terms {
          guard let item = term.item, seen.insert(ObjectIdentifier(item)).inserted else {
            continue
          }
          constraintsOfItem[ObjectIdentifier(item), default: []].append(c)
        }
      }
    }
  }

  /// The edge family of `attribute` in `axis`, or `nil` for a size or the other axis.
  static func edge(_ attribute: LayoutConstraint.Attribute, axis: LayoutConstraint.Axis) -> Edge? {
    switch (attribute.marginBase ?? attribute, axis) {
    case (.leading, .horizontal), (.left, .horizontal), (.top, .vertical): .start
    case (.trailing, .horizontal), (.right, .horizontal), (.bottom, .vertical): .end
    case (.centerX, .horizontal), (.centerY, .vertical): .center
    case (.firstBaseline, .vertical), (.lastBaseline, .vertical): .baseline
    default: nil
    }
  }

  /// The attribute an edge family is named by in suggestions.
  static func attribute(_ edge: Edge, axis: LayoutConstraint.Axis) -> LayoutConstraint.Attribute {
    switch (edge, axis) {
    case (.start, .horizontal): .leading
    case (.end, .horizontal): .trailing
    case (.start, .vertical): .top
    case (.end, .vertical): .bottom
    case (.center, .horizontal): .centerX
    case (.center, .vertical): .centerY
    case (.baseline, _): .lastBaseline
    }
  }

  /// The constraints relating `item`'s attributes to something else (a constraint between two
  /// attributes of the item itself, as an aspect ratio, counts; `a.width == a.width` not).
  func constraints(of item: AnyObject) -> [LayoutConstraint] {
    constraintsOfItem[ObjectIdentifier(item)] ?? []
  }

  /// Reads the constraints of `item` in `axis`.
  func describe(
    _ item: AnyObject, axis: LayoutConstraint.Axis, positionIsAmbiguous: Bool,
    sizeIsAmbiguous: Bool
  ) -> Case {
    let dimension: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
    var edges = Set<Edge>()
    var hasSize = false
    for c in constraints(of: item) {
      let own = c.terms.filter { $0.item === item }
      // `a.width == a.width` says nothing; `a.width == 10` and `a.width == a.height` do.
      let sameOnBothSides =
        own.count > 1 && own.count == c.terms.count && Set(own.map(\.attribute)).count == 1
      if sameOnBothSides { continue }
      for term in own {
        if let edge = Self.edge(term.attribute, axis: axis) { edges.insert(edge) }
        if term.attribute == dimension { hasSize = true }
      }
    }
    var intrinsic: CGFloat?
    if let view = item as? View {
      let size = view.intrinsicContentSize
      let metric = axis == .horizontal ? size.width : size.height
      if metric >= 0, metric.isFinite { intrinsic = metric }
    }
    var missing: [LayoutSuggestion.MissingConstraint] = []
    if edges.isEmpty { missing.append(.position) }
    if !hasSize, intrinsic == nil, edges.count < 2 {
      let second: Edge? =
        edges == [.start] ? .end : edges == [.end] ? .start : nil
      missing.append(.size(secondEdge: second.map { Self.attribute($0, axis: axis) }))
    } else if !hasSize, intrinsic == nil, sizeIsAmbiguous {
      missing.append(.sizeBetweenEdges)
    }
    return Case(
      item: item, axis: axis, positionIsAmbiguous: positionIsAmbiguous,
      sizeIsAmbiguous: sizeIsAmbiguous, edges: edges,
      hasSizeConstraint: hasSize, intrinsic: intrinsic, missing: missing)
  }

  /// The suggestion for one case, knowing the other ambiguous cases.
  func suggestion(for c: Case, among cases: [Case]) -> LayoutSuggestion? {
    if !c.missing.isEmpty {
      // Only the size is missing: maybe a chain inside the item stops short of its far edge.
      if c.missing.count == 1, case .size = c.missing[0], let chain = chainEnd(of: c) {
        return .closeChain(item: c.item, axis: c.axis, edge: chain.edge, end: chain.end)
      }
      return .addConstraints(item: c.item, axis: c.axis, missing: c.missing)
    }
    // Complete in itself, but attached only to items that are attached only to one another,
    // none to anything placed: the group has no position (an icon without a leading
    // constraint, and the label pinned after it). Named by its first item.
    if c.positionIsAmbiguous, let group = unanchoredGroup(of: c, cases) {
      return .addConstraints(item: group[0].item, axis: c.axis, missing: [.position])
    }
    if c.sizeIsAmbiguous, !c.hasSizeConstraint, c.intrinsic != nil, let tie = tie(of: c, cases) {
      return tie
    }
    // Complete in itself: ambiguous through an item it is attached to that lacks something.
    if let culprit = attachedCulprit(of: c, cases) {
      return .addConstraints(item: culprit.item, axis: culprit.axis, missing: culprit.missing)
    }
    return nil
  }

  /// For an item with one edge whose size should come from a chain of items inside it (a
  /// scroll view's content guide pinned to its content's top, say): the item that ends the
  /// chain, whose far edge is attached to nothing, and that edge.
  private func chainEnd(of c: Case) -> (end: AnyObject, edge: LayoutConstraint.Attribute)? {
    guard c.edges.count == 1, let near = c.edges.first, near == .start || near == .end else {
      return nil
    }
    let far: Edge = near == .start ? .end : .start
    // The first link: an item inside `c.item` whose near edge is attached to `c.item`'s, or,
    // for a guide pinned to its owning view's near edge (a scroll view's content guide), to
    // the owner's (`V:|-16-[first]` in a scroll view starts at its content's top).
    let inside = { (candidate: AnyObject) in Self.isInside(candidate, c.item) }
    var current = linked(from: c.item, edge: near, to: near, axis: c.axis, where: inside)
    if current == nil, let owner = (c.item as? LayoutGuide)?.owningView,
      linked(from: c.item, edge: near, to: near, axis: c.axis, where: { $0 === owner }) != nil
    {
      current = linked(from: owner, edge: near, to: near, axis: c.axis, where: inside)
    }
    var visited = Set<ObjectIdentifier>()
    while let item = current, visited.insert(ObjectIdentifier(item)).inserted {
      guard
        let next = linked(from: item, edge: far, to: near, axis: c.axis, where: { _ in true })
      else {
        return (item, Self.attribute(far, axis: c.axis))
      }
      // The chain reaches the item's own far edge after all: not a missing edge.
      if next === c.item { return nil }
      current = next
    }
    return nil
  }

  /// An item other than `item` whose `to` edge a constraint attaches to `item`'s `edge`, and
  /// that passes `accept`.
  private func linked(
    from item: AnyObject, edge: Edge, to other: Edge, axis: LayoutConstraint.Axis,
    where accept: (AnyObject) -> Bool
  ) -> AnyObject? {
    for c in constraints(of: item) {
      let terms = c.terms
      guard
        terms.contains(where: { $0.item === item && Self.edge($0.attribute, axis: axis) == edge })
      else { continue }
      for term in terms where term.item !== item {
        if let candidate = term.item, Self.edge(term.attribute, axis: axis) == other,
          accept(candidate)
        {
          return candidate
        }
      }
    }
    return nil
  }

  /// Whether `candidate` lies inside `container`: a view (or a guide of a view) below it, or
  /// for a guide, below the guide's owning view.
  static func isInside(_ candidate: AnyObject, _ container: AnyObject) -> Bool {
    let owner = (container as? View) ?? (container as? LayoutGuide)?.owningView
    guard let owner, let view = hostView(of: candidate), view !== owner else { return false }
    return view.isDescendant(of: owner)
  }

  /// The items tying with `c` at the same content priority in its axis, as a suggestion:
  /// all stretched past their intrinsic sizes (hugging) or all squeezed below them
  /// (compression resistance).
  private func tie(of c: Case, _ cases: [Case]) -> LayoutSuggestion? {
    guard let view = c.item as? View, c.intrinsic != nil else { return nil }
    let group: [(view: View, intrinsic: CGFloat)] = cases.compactMap { other in
      guard other.axis == c.axis, other.sizeIsAmbiguous, !other.hasSizeConstraint,
        let v = other.item as? View, let metric = other.intrinsic
      else { return nil }
      return (v, metric)
    }
    // Squeezed below their intrinsic sizes (one of them, at least, wherever the solver put
    // the slack), they tie at compression resistance; else, stretched, at hugging.
    let hugging = !group.contains { size(of: $0.view, c.axis) < $0.intrinsic - 1e-6 }
    let priority = Self.priority(of: view, c.axis, hugging: hugging)
    let tied = group.map(\.view).filter {
      Self.priority(of: $0, c.axis, hugging: hugging) == priority
    }
    guard tied.count > 1 else { return nil }
    return .breakTie(items: tied, axis: c.axis, priority: priority, hugging: hugging)
  }

  private func size(of view: View, _ axis: LayoutConstraint.Axis) -> CGFloat {
    axis == .horizontal ? view.frame.width : view.frame.height
  }

  private static func priority(
    of view: View, _ axis: LayoutConstraint.Axis, hugging: Bool
  ) -> LayoutPriority {
    hugging
      ? view.contentHuggingPriority(for: axis)
      : view.contentCompressionResistancePriority(for: axis)
  }

  /// The ambiguous items of `c`'s axis that `c.item` is attached to through constraints among
  /// ambiguous items, nearest first, `c` itself first of all.
  private func attachedAmbiguous(to c: Case, _ cases: [Case]) -> [Case] {
    var byItem: [ObjectIdentifier: Case] = [:]
    for other in cases where other.axis == c.axis { byItem[ObjectIdentifier(other.item)] = other }
    var found = [c]
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(c.item)]
    var index = 0
    while index < found.count {
      let item = found[index].item
      index += 1
      for constraint in constraints(of: item) {
        for term in constraint.terms {
          guard let next = term.item, visited.insert(ObjectIdentifier(next)).inserted,
            let other = byItem[ObjectIdentifier(next)]
          else { continue }
          found.append(other)
        }
      }
    }
    return found
  }

  /// The ambiguous items of `c`'s axis that `c.item` is attached to (in tree order), when none
  /// of them has an edge attached to anything outside the group; `nil` when the group is
  /// anchored.
  private func unanchoredGroup(of c: Case, _ cases: [Case]) -> [Case]? {
    let group = attachedAmbiguous(to: c, cases)
    let members = Set(group.map { ObjectIdentifier($0.item) })
    for member in group {
      for constraint in constraints(of: member.item) {
        let positioned = constraint.terms.contains {
          $0.item === member.item && Self.edge($0.attribute, axis: c.axis) != nil
        }
        let outside = constraint.terms.contains { term in
          guard let other = term.item else { return false }
          return !members.contains(ObjectIdentifier(other))
        }
        if positioned, outside { return nil }
      }
    }
    return cases.filter { $0.axis == c.axis && members.contains(ObjectIdentifier($0.item)) }
  }

  /// The nearest ambiguous item in the same axis with missing constraints that `c.item` is
  /// attached to, through constraints between ambiguous items.
  private func attachedCulprit(of c: Case, _ cases: [Case]) -> Case? {
    attachedAmbiguous(to: c, cases).dropFirst().first { !$0.missing.isEmpty }
  }
}
