import AutoLayout
import Foundation

extension StackView {
  /// The attributes of one axis: its two edges, its length and its center.
  struct AxisAttributes {
    let start: LayoutConstraint.Attribute
    let end: LayoutConstraint.Attribute
    let length: LayoutConstraint.Attribute
    let center: LayoutConstraint.Attribute

    static let horizontal = AxisAttributes(
      start: .leading, end: .trailing, length: .width, center: .centerX)
    static let vertical = AxisAttributes(
      start: .top, end: .bottom, length: .height, center: .centerY)
  }

  /// The stack's axis, and the one across it.
  var axes: (along: AxisAttributes, across: AxisAttributes) {
    axis == .horizontal ? (.horizontal, .vertical) : (.vertical, .horizontal)
  }

  /// What the views are arranged in: the stack, or its layout margins.
  var canvas: AnyObject {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  /// The space after `view`: its custom spacing, or the stack's; the system spacing (8)
  /// where either says ``spacingUseSystem``.
  func spacing(after view: View) -> CGFloat {
    var value = customSpacing(after: view)
    if value == StackView.spacingUseDefault { value = spacing }
    if value == 0, value.sign == .minus { return LayoutConstraint.systemSpacing }
    return value
  }

  /// A constraint named as UIKit names the stack's constraints.
  func make(
    _ identifier: String, _ item: AnyObject, _ attribute: LayoutConstraint.Attribute,
    _ other: AnyObject?, _ otherAttribute: LayoutConstraint.Attribute,
    relation: LayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    let c = LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: multiplier, constant: constant)
    c.identifier = identifier
    c.priority = priority
    return c
  }

  /// Every constraint the stack keeps, for its current views and settings.
  func makeConstraints() -> [LayoutConstraint] {
    guard !arrangedSubviews.isEmpty else { return [] }
    let (along, across) = axes
    let visible = arrangedSubviews.filter { !$0.isHidden }
    var made: [LayoutConstraint] = []

    // Hidden views: no length, placed where they would be (after the preceding visible view).
    var previous: View?
    for view in arrangedSubviews {
      if view.isHidden {
        made.append(make("UISV-hiding", view, along.length, nil, .notAnAttribute))
        made.append(
          previous.map { make("UISV-spacing", view, along.start, $0, along.end) }
            ?? make("UISV-canvas-connection", view, along.start, canvas, along.start))
      } else {
        previous = view
      }
    }

    if let first = visible.first, let last = visible.last {
      made.append(make("UISV-canvas-connection", first, along.start, canvas, along.start))
      made.append(make("UISV-canvas-connection", last, along.end, canvas, along.end))
    }
    made += distributionConstraints(visible, along: along, across: across)
    made += alignmentConstraints(arrangedSubviews, across: across)
    return made
  }

  /// The constraints along the axis: spacing, and the distribution's.
  private func distributionConstraints(
    _ visible: [View], along: AxisAttributes, across: AxisAttributes
  ) -> [LayoutConstraint] {
    var made: [LayoutConstraint] = []
    let baselines = axis == .vertical && isBaselineRelativeArrangement
    let spaced = distribution == .equalSpacing || distribution == .equalCentering
    for (a, b) in zip(visible, visible.dropFirst()) {
      made.append(
        make(
          "UISV-spacing", b, baselines ? .firstBaseline : along.start, a,
          baselines ? .lastBaseline : along.end, relation: spaced ? .greaterThanOrEqual : .equal,
          constant: spacing(after: a)))
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      if let first = visible.first {
        for view in visible.dropFirst() {
          made.append(make("UISV-fill-equally", view, along.length, first, along.length))
        }
      }
    case .fillProportionally:
      made += proportionalConstraints(visible, along: along)
    case .equalSpacing, .equalCentering:
      // A spacer guide between each pair of neighbours (edge to edge, or center to center),
      // all as long as the first; each is placed across the stack too, so it is never
      // ambiguous. Equal gaps can always hold (at the spacing, if need be), so they are
      // required; equal center distances cannot once a gap is at its minimum, and Apple's
      // `equalCentering` then keeps the minimum spacing and compresses views only by their
      // compression resistance ("if the arranged views do not fit, it shrinks the spacing
      // until it reaches the minimum spacing; if the views still do not fit, the stack view
      // compresses the arranged views"), so the centers give way: their equality is optional,
      // below the default hugging (250) so no view stretches to even out centers either.
      // UIKit's own priority for it is not documented; 150 is Truss's choice.
      let edges: (LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
        distribution == .equalSpacing ? (along.end, along.start) : (along.center, along.center)
      var firstSpacer: LayoutGuide?
      for (a, b) in zip(visible, visible.dropFirst()) {
        let spacer = LayoutGuide()
        spacer.identifier = "UISV-distributing"
        addLayoutGuide(spacer)
        spacers.append(spacer)
        made.append(make("UISV-distributing-edge", spacer, along.start, a, edges.0))
        made.append(make("UISV-distributing-edge", spacer, along.end, b, edges.1))
        made.append(make("UISV-distributing", spacer, across.start, canvas, across.start))
        made.append(make("UISV-distributing", spacer, across.length, nil, .notAnAttribute))
        if let firstSpacer {
          made.append(
            make(
              "UISV-fill-equally", spacer, along.length, firstSpacer, along.length,
              priority: distribution == .equalCentering ? LayoutPriority(150) : .required))
        } else {
          firstSpacer = spacer
        }
      }
    }
    return made
  }

  /// `.fillProportionally` as UIKit builds it (openradar 34595752 and the Stack Overflow answer
  /// 46368061 it cites, which read the constraints off a running stack): one
  /// `UISV-fill-proportionally` per visible view, `view.length == multiplier × stack.length`
  /// with no constant, at priority 999 for the first view, 998 for the second, and so on; the
  /// spacing constraints stay required. The multiplier is the view's intrinsic length over
  /// the sum of the intrinsic lengths and the spacing, which is why the radar sees the views
  /// keep their proportions and the last view, whose constraint gives way first, take what
  /// the spacing leaves over. (That reading of the multiplier is inferred from the radar's
  /// description; no printout of it was found.) The constraints relate each view to the stack
  /// view itself, even when the arrangement is inside its layout margins, as the constraints
  /// read off a running stack show (`UISV-fill-proportionally` … `UIStackView.width`), and as
  /// measured with margins (Stack Overflow answer by DonMag: intrinsic widths 25 and 75 in a
  /// 200-point stack with 10-point margins give 50 and 130).
  private func proportionalConstraints(
    _ visible: [View], along: AxisAttributes
  ) -> [LayoutConstraint] {
    let lengths = visible.map { view -> CGFloat in
      let size = view.intrinsicContentSize
      let length = axis == .horizontal ? size.width : size.height
      return max(0, length == View.noIntrinsicMetric ? 0 : length)
    }
    let gaps = zip(visible, visible.dropFirst()).map { spacing(after: $0.0) }.reduce(0, +)
    let total = lengths.reduce(0, +) + gaps
    guard total > 0 else { return [] }
    return zip(visible.indices, zip(visible, lengths)).map { index, pair in
      make(
        "UISV-fill-proportionally", pair.0, along.length, self, along.length,
        multiplier: pair.1 / total, priority: LayoutPriority(Float(max(1, 999 - index))))
    }
  }

  /// The constraints across the axis: alignment, the spanning boundaries, and the stack's
  /// preference to be no wider (or taller) than its views need.
  private func alignmentConstraints(
    _ views: [View], across: AxisAttributes
  ) -> [LayoutConstraint] {
    var made: [LayoutConstraint] = []
    var alignment = self.alignment
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      alignment = .fill  // baselines line up across horizontal stacks only
    }
    let reference = views.first { !$0.isHidden } ?? views.first
    for view in views {
      switch alignment {
      case .fill:
        made.append(make("UISV-alignment", view, across.start, canvas, across.start))
        made.append(make("UISV-alignment", view, across.end, canvas, across.end))
        continue
      case .leading:
        made.append(make("UISV-alignment", view, across.start, canvas, across.start))
      case .trailing:
        made.append(make("UISV-alignment", view, across.end, canvas, across.end))
      case .center:
        made.append(make("UISV-alignment", view, across.center, canvas, across.center))
      case .firstBaseline, .lastBaseline:
        let baseline: LayoutConstraint.Attribute =
          alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if let reference, view !== reference {
          made.append(make("UISV-alignment", view, baseline, reference, baseline))
        }
      }
      made.append(
        make(
          "UISV-spanning-boundary", view, across.start, canvas, across.start,
          relation: .greaterThanOrEqual))
      made.append(
        make(
          "UISV-spanning-boundary", view, across.end, canvas, across.end,
          relation: .lessThanOrEqual))
    }
    if alignment != .fill {
      made.append(
        make(
          "UISV-ambiguity-suppression", canvas, across.length, nil, .notAnAttribute,
          priority: LayoutPriority(25)))
    }
    return made
  }
}
