import Cassowary
import Foundation

extension LayoutEngine {
  /// A constraint as a solver relation `lhs REL rhs`, expressed in the coordinate space of
  /// the view it is installed on. Leading and trailing resolve in that view's layout
  /// direction: in right-to-left every horizontal location of the constraint is measured
  /// from the view's right edge (x′ = width − x), so the constraint is the exact mirror of
  /// its left-to-right meaning.
  func lower(
    _ c: LayoutConstraint
  ) -> (Cassowary.Expression, Cassowary.Relation, Cassowary.Expression)? {
    guard let space = c.installedView, records[ObjectIdentifier(space)] != nil else {
      return nil
    }
    let mirrored =
      c.isDirectional && space.effectiveUserInterfaceLayoutDirection == .rightToLeft
    lowering = c
    defer { lowering = nil }
    var lhs = Cassowary.Expression(0)
    for term in c.first {
      guard let e = expression(of: contentEdge(term, in: c), in: space, mirrored: mirrored)
      else { return nil }
      lhs = lhs + Double(term.coefficient) * e
    }
    // A system-spacing constant depends on the fonts at the constraint's baselines; the
    // engine re-adds the constraint when they change, and it is resolved here.
    c.resolveSystemSpacing()
    var rhs = Cassowary.Expression(Double(c.storedConstant))
    for term in c.second {
      guard let e = expression(of: contentEdge(term, in: c), in: space, mirrored: mirrored)
      else { return nil }
      rhs = rhs + Double(term.coefficient * c.multiplier) * e
    }
    let relation: Cassowary.Relation =
      switch c.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return (lhs, relation, rhs)
  }

  /// One attribute of one item in the coordinate space of `space`.
  func expression(of term: AnchorTerm, in space: View, mirrored: Bool) -> Cassowary.Expression? {
    guard var item = term.item else { return nil }
    var attribute = term.attribute
    if let base = attribute.marginBase, let view = item as? View {
      item = view.layoutMarginsGuide
      attribute = base
    }
    if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View {
      item = LayoutEngine.baselineView(of: view, first: attribute == .firstBaseline)
    }
    guard let record = record(of: item) else { return nil }
    switch attribute {
    case .width: return Cassowary.Expression(record.width)
    case .height: return Cassowary.Expression(record.height)
    case .notAnAttribute: return nil
    default: break
    }
    let horizontal = attribute.family.isHorizontal
    // The item's origin in `space`: zero for `space` itself, else its own minX/minY plus
    // the origins of the views between it and `space`.
    var origin = Cassowary.Expression(0)
    if item !== space {
      origin = Cassowary.Expression(horizontal ? record.minX : record.minY)
      var parent = hostView(of: item) === item ? (item as? View)?.superview : hostView(of: item)
      while let p = parent, p !== space {
        guard let r = records[ObjectIdentifier(p)] else { return nil }
        // Out of `p`'s bounds (content) coordinates into its frame, then its superview's.
        if p.contentEdgesGuide != nil { noteBoundsDependence(on: p) }
        let shift = horizontal ? p.storedBoundsOrigin.x : p.storedBoundsOrigin.y
        origin = origin + (horizontal ? r.minX : r.minY)
        if shift != 0 { origin = origin + Cassowary.Expression(-Double(shift)) }
        parent = p.superview
      }
      if parent == nil { return nil }
    } else if attribute == .centerX || attribute == .centerY {
      // The space's own center is its frame's, in its bounds coordinates (a scroll view's
      // moves with its offset); its edges are its content's (zero-based).
      if space.contentEdgesGuide != nil { noteBoundsDependence(on: space) }
      let shift = horizontal ? space.storedBoundsOrigin.x : space.storedBoundsOrigin.y
      origin = Cassowary.Expression(Double(shift))
    }
    let size = Cassowary.Expression(horizontal ? record.width : record.height)
    if horizontal {
      let left = origin
      let right = origin + size
      let center = origin + 0.5 * size
      guard mirrored, let spaceRecord = records[ObjectIdentifier(space)] else {
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return right
        default: return center
        }
      }
      let width = Cassowary.Expression(spaceRecord.width)
      switch attribute {
      case .leading: return width - right
      case .trailing: return width - left
      default: return width - center
      }
    }
    switch attribute {
    case .top: return origin
    case .bottom: return origin + size
    case .centerY: return origin + 0.5 * size
    case .firstBaseline:
      if let offset = (item as? View)?.firstBaselineOffsetFromTop {
        return origin + Cassowary.Expression(Double(offset))
      }
      // A view without a baseline uses its top edge for the first baseline (UIKit's
      // `forFirstBaselineLayout`) and its bottom edge for the last.
      return origin
    case .lastBaseline:
      if let offset = (item as? View)?.lastBaselineOffsetFromBottom {
        return origin + size - Cassowary.Expression(Double(offset))
      }
      return origin + size
    default: return nil
    }
  }
}

extension LayoutEngine {
  /// The view whose baseline is `view`'s: `forFirstBaselineLayout` (or last) followed down
  /// through nested containers, stopping at a view that names itself or one outside its own
  /// subtree (which would not be in the constraint's coordinate space).
  static func baselineView(of view: View, first: Bool) -> View {
    var current = view
    for _ in 0..<64 {
      let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
      guard next !== current, next.isDescendant(of: current) else { return current }
      current = next
    }
    return current
  }
}

extension LayoutEngine {
  /// A scroll view's edge or edge margin named by a constraint that also names something
  /// inside it stands for its content area's (Apple's Auto Layout Guide, "Working with Scroll
  /// Views": constraints between the edges or margins of the scroll view and its content
  /// attach to the content area; those to its width, height and centers attach to its
  /// frame). The margins are the content guide's edges inset by the layout margins.
  func contentEdge(_ term: AnchorTerm, in c: LayoutConstraint) -> AnchorTerm {
    guard let view = term.item as? View, let guide = view.contentEdgesGuide else { return term }
    switch term.attribute {
    case .left, .right, .top, .bottom, .leading, .trailing,
      .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
      break
    default: return term
    }
    let fromInside = (c.first + c.second).contains { other in
      guard let item = other.item, item !== view, item !== guide,
        let inner = hostView(of: item)
      else { return false }
      return inner !== view && inner.isDescendant(of: view)
    }
    guard fromInside else { return term }
    if let base = term.attribute.marginBase {
      guard let margins = view.contentMarginsGuide else { return term }
      return AnchorTerm(margins, base, term.coefficient)
    }
    return AnchorTerm(guide, term.attribute, term.coefficient)
  }
}

extension LayoutEngine {
  /// Notes that the constraint being lowered depends on `view`'s bounds origin.
  func noteBoundsDependence(on view: View) {
    guard let c = lowering else { return }
    let key = ObjectIdentifier(view)
    if boundsDependents[key]?.last !== c { boundsDependents[key, default: []].append(c) }
  }
}
