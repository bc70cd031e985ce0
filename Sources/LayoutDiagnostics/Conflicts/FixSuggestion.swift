import Cassowary

/// A change that would remove a conflict, when its cause is one Truss recognises (SPEC §9.9).
public struct FixSuggestion: Hashable, Sendable, CustomStringConvertible {
  /// The causes recognised.
  public enum Kind: String, Hashable, Sendable {
    /// A view placed by constraints still translates its autoresizing mask into constraints
    /// (`translatesAutoresizingMaskIntoConstraints` was not set to `false`).
    case translatesAutoresizingMask
    /// A required height chain fights the size UIKit gives a cell or a header before it is
    /// laid out (`UIView-Encapsulated-Layout-Height` or `-Width`): one of the chain's
    /// constraints should be 999.
    case encapsulatedSize
    /// A fixed size fights a pair of pins on the same axis: the size should be optional.
    case fixedSizeFightsPins
    /// A size constraint with a negative constant, which no view can meet.
    case negativeSize
    /// Two required constraints set the same size or gap to different values: one of them
    /// should go, or be optional.
    case twoRequiredForOne
    /// Every constraint of the conflict is the framework's own: nothing in the app's
    /// constraints to change.
    case frameworkOnly
  }

  /// The cause.
  public var kind: Kind
  /// The address of the constraint to change, when there is one.
  public var address: String?
  /// What to do, in a sentence or two.
  public var message: String

  public var description: String { message }
}

extension ConflictAnalysis {
  /// What to change, for the causes Truss recognises in the minimal conflict; empty when
  /// there is no conflict or the cause is not recognised.
  public var suggestions: [FixSuggestion] {
    guard status == .conflict else { return [] }
    var found: [FixSuggestion] = []
    let autoresizing = minimal.filter(\.isAutoresizing)
    var masked: [String] = []
    for c in autoresizing where !masked.contains(c.first.item) { masked.append(c.first.item) }
    if !masked.isEmpty {
      let views = masked.map { key in
        let mask = autoresizing.first { $0.first.item == key }?.autoresizingMask
        return names[key] + (mask.map { " (\($0): \($0.meaning))" } ?? "")
      }
      let verb = masked.count == 1 ? "still turns its autoresizing mask" : "still turn their masks"
      found.append(
        FixSuggestion(
          kind: .translatesAutoresizingMask, address: autoresizing.first?.address,
          message:
            "\(views.joined(separator: ", ")) \(verb) into constraints: if constraints "
            + "place \(masked.count == 1 ? "it" : "them"), set "
            + "translatesAutoresizingMaskIntoConstraints to false; if a frame places "
            + "\(masked.count == 1 ? "it" : "them") (a cell, a container the framework "
            + "sizes), give \(masked.count == 1 ? "it a frame" : "them frames") the content "
            + "fits in."))
    }
    let appConstraints = minimal.filter { !$0.isSystemConstraint }
    if appConstraints.isEmpty, autoresizing.count < minimal.count {
      found.append(
        FixSuggestion(
          kind: .frameworkOnly, address: nil,
          message:
            "Every constraint in this conflict is the framework's own (identifiers such as "
            + "UISV-, UIView- or _UI, or private classes): most likely a UIKit or AppKit "
            + "issue, with nothing to change in the app's constraints."))
      return found
    }
    if let encapsulated = minimal.first(where: \.isEncapsulatedSize),
      let choice = encapsulatedChoice(encapsulated, among: appConstraints)
    {
      let size = encapsulated.first.attribute.isHorizontal ? "width" : "height"
      found.append(
        FixSuggestion(
          kind: .encapsulatedSize, address: choice.address,
          message:
            "UIKit gives \(names[encapsulated.first.item]) a required \(size) of "
            + "\(formatValue(encapsulated.constant)) ('\(encapsulated.identifier ?? "")') "
            + "before it sizes it; set the priority of \(readable(choice)) "
            + "(\(choice.address)) to 999 so it gives way until the real \(size) arrives."))
    } else if let pair = sameQuantityTwice(appConstraints) {
      found.append(
        FixSuggestion(
          kind: .twoRequiredForOne, address: pair.1.address,
          message:
            "\(readable(pair.0)) (\(pair.0.address)) and \(readable(pair.1)) "
            + "(\(pair.1.address)) set the same thing to two values: keep one, or make the "
            + "other optional (below 1000) if it is a fallback."))
    } else if let pinned = fixedSizeAgainstPins(appConstraints) {
      found.append(
        FixSuggestion(
          kind: .fixedSizeFightsPins, address: pinned.address,
          message:
            "\(readable(pinned)) (\(pinned.address)) fixes a size that the pins on both "
            + "sides of \(names[pinned.first.item]) also set; lower its priority below "
            + "1000 (999, or 750 to let content win) or remove one of the pins."))
    }
    for c in minimal
    where c.second == nil && c.first.attribute.frameAttribute.isSize && c.constant < 0
      && c.relation != .lessThanOrEqual
    {
      found.append(
        FixSuggestion(
          kind: .negativeSize, address: c.address,
          message:
            "\(readable(c)) (\(c.address)) can never hold: a width or height is never "
            + "negative. If the view is the framework's own (UIAlertController's action "
            + "sheet on iOS 12.2 and later logs `width == - 16`), there is nothing to fix in "
            + "the app."))
    }
    return found
  }

  /// The app's constraint to make 999 against an encapsulated size: a fixed size on the
  /// same axis, else the pin to the encapsulated view's bottom (or trailing) edge, else the
  /// last of the app's constraints on that axis.
  private func encapsulatedChoice(
    _ encapsulated: LoggedConstraint, among candidates: [LoggedConstraint]
  ) -> LoggedConstraint? {
    let horizontal = encapsulated.first.attribute.isHorizontal
    let axis = candidates.filter { $0.first.attribute.isHorizontal == horizontal }
    if let size = axis.first(where: { $0.second == nil && $0.first.attribute.isSize }) {
      return size
    }
    let container = encapsulated.first.item
    let far: Set<LoggedConstraint.Attribute> =
      horizontal ? [.trailing, .right, .trailingMargin, .rightMargin] : [.bottom, .bottomMargin]
    if let pin = axis.first(where: { c in
      [c.first, c.second].contains { operand in
        operand?.item == container && far.contains(operand?.attribute ?? .width)
      }
    }) {
      return pin
    }
    return axis.last
  }

  /// Two of the app's constraints relating the same items and attributes with different
  /// constants (`height == 200` and `height == 84`).
  private func sameQuantityTwice(
    _ candidates: [LoggedConstraint]
  ) -> (LoggedConstraint, LoggedConstraint)? {
    for (i, a) in candidates.enumerated() {
      for b in candidates[(i + 1)...]
      where a.first == b.first && a.second == b.second && a.multiplier == b.multiplier
        && a.relation == .equal && b.relation == .equal && a.constant != b.constant
      {
        return (a, b)
      }
    }
    return nil
  }

  /// An app constraint fixing a size (`width == 320`) of a view whose two edges on that axis
  /// are also constrained within the conflict.
  private func fixedSizeAgainstPins(_ candidates: [LoggedConstraint]) -> LoggedConstraint? {
    for c in candidates where c.second == nil && c.first.attribute.isSize && c.relation == .equal {
      let item = c.first.item
      let horizontal = c.first.attribute.isHorizontal
      var edges: Set<String> = []
      for other in minimal where other.address != c.address {
        for operand in [other.first, other.second].compactMap({ $0 })
        where operand.item == item && operand.attribute.isHorizontal == horizontal
          && !operand.attribute.isSize
        {
          edges.insert(other.address)
        }
      }
      if edges.count >= 2 { return c }
    }
    return nil
  }
}
