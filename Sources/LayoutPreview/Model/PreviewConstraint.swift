/// A constraint affecting a view's layout, as the page lists it under the hovered view.
public struct PreviewConstraint: Codable, Sendable, Equatable {
  /// The constraint as UIKit prints it (`<LayoutConstraint title.leading == root.leading + 16
  /// (active, title.yaml:12)>`).
  public var text: String
  /// `horizontal` or `vertical`: the axis whose layout it affects.
  public var axis: String
  /// Its priority, 1...1000.
  public var priority: Float
  /// Whether it takes part in layout.
  public var isActive: Bool
  /// Whether the solved layout meets it (see `LayoutConstraint.isSatisfied`).
  public var isSatisfied: Bool

  /// A constraint of the given parts.
  public init(text: String, axis: String, priority: Float, isActive: Bool, isSatisfied: Bool) {
    self.text = text
    self.axis = axis
    self.priority = priority
    self.isActive = isActive
    self.isSatisfied = isSatisfied
  }
}
