import AutoLayout

/// One random operation of the soak on its window. Operations name views and constraints by
/// the ids their creating operation gave them, so any subsequence of a run still replays
/// (an operation whose view or constraint is gone does nothing), which shrinking needs.
public enum SoakOperation: Hashable, Sendable, CustomStringConvertible {
  /// Adds view `id` under view `parent` (`nil`: the window).
  case addView(id: Int, parent: Int?)
  /// Removes view `id` (and its subtree) from the window.
  case removeView(id: Int)
  /// Makes constraint `id` and activates it.
  case constrain(id: Int, SoakConstraint)
  /// Deactivates constraint `id`.
  case deactivate(id: Int)
  /// Activates constraint `id` again.
  case reactivate(id: Int)
  /// Changes constraint `id`'s constant.
  case setConstant(id: Int, Double)
  /// Changes constraint `id`'s priority.
  case setPriority(id: Int, Float)
  /// Hides or shows view `id`.
  case hide(id: Int, Bool)
  /// Resizes the window.
  case resize(width: Double, height: Double)
  /// Swaps the window's width and height.
  case rotate
  /// Changes the window's layout direction.
  case setRightToLeft(Bool)
  /// Changes the preferred content size category (a trait change every view hears of).
  case setLargeText(Bool)

  public var description: String {
    switch self {
    case .addView(let id, let parent): "addView(v\(id), in: \(parent.map { "v\($0)" } ?? "window"))"
    case .removeView(let id): "removeView(v\(id))"
    case .constrain(let id, let spec): "constrain(c\(id): \(spec))"
    case .deactivate(let id): "deactivate(c\(id))"
    case .reactivate(let id): "reactivate(c\(id))"
    case .setConstant(let id, let value): "setConstant(c\(id), \(value))"
    case .setPriority(let id, let value): "setPriority(c\(id), \(value))"
    case .hide(let id, let hidden): "hide(v\(id), \(hidden))"
    case .resize(let width, let height): "resize(\(width) × \(height))"
    case .rotate: "rotate"
    case .setRightToLeft(let on): "setRightToLeft(\(on))"
    case .setLargeText(let on): "setLargeText(\(on))"
    }
  }
}

/// A constraint of the soak, as the soak itself understands it (independently of how the
/// engine lowers it): `first.firstAttribute RELATION multiplier × second.secondAttribute +
/// constant @ priority`. Items are view ids; `nil` is the window, and a `nil` second item
/// with ``secondAttribute`` `notAnAttribute` makes a constant.
public struct SoakConstraint: Hashable, Sendable, CustomStringConvertible {
  public var first: Int?
  public var firstAttribute: LayoutConstraint.Attribute
  public var relation: LayoutConstraint.Relation
  public var second: Int?
  public var secondAttribute: LayoutConstraint.Attribute
  public var multiplier: Double
  public var constant: Double
  public var priority: Float

  public init(
    first: Int?, firstAttribute: LayoutConstraint.Attribute, relation: LayoutConstraint.Relation,
    second: Int?, secondAttribute: LayoutConstraint.Attribute, multiplier: Double,
    constant: Double, priority: Float
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  public var description: String {
    func name(_ item: Int?) -> String { item.map { "v\($0)" } ?? "window" }
    var text = "\(name(first)).\(firstAttribute) \(relation) "
    if secondAttribute == .notAnAttribute {
      text += "\(constant)"
    } else {
      text += multiplier == 1 ? "" : "\(multiplier) × "
      text += "\(name(second)).\(secondAttribute) + \(constant)"
    }
    return text + " @\(priority)"
  }
}
