import AutoLayout

/// One constraint affecting a view's layout, as the inspector lists it.
public struct PreviewConstraint: Codable, Sendable, Hashable {
  /// The equation with its identifier (``AutoLayout/LayoutConstraint/equationText``):
  /// `titleTop: title.top == root.top + 16`; the engine's own constraints (autoresizing
  /// masks, intrinsic sizes, margins) as logs name them.
  public var text: String
  /// The axis it was found in: `horizontal` or `vertical` (a constraint such as an aspect
  /// ratio can affect both, and is listed under each).
  public var axis: String
  /// Its priority, 1 to 1000.
  public var priority: Double
  /// Whether it takes part in layout.
  public var isActive: Bool
  /// Whether the solved layout keeps it (``AutoLayout/LayoutConstraint/isSatisfied``).
  public var isSatisfied: Bool

  /// A constraint as listed.
  public init(text: String, axis: String, priority: Double, isActive: Bool, isSatisfied: Bool) {
    self.text = text
    self.axis = axis
    self.priority = priority
    self.isActive = isActive
    self.isSatisfied = isSatisfied
  }

  /// `constraint` as found in `axis`.
  public init(_ constraint: LayoutConstraint, axis: LayoutConstraint.Axis) {
    self.init(
      text: constraint.equationText, axis: axis == .horizontal ? "horizontal" : "vertical",
      priority: Double(constraint.priority.rawValue), isActive: constraint.isActive,
      isSatisfied: constraint.isSatisfied)
  }
}
