/// One value of a stack view's `customSpacing` map: points, or `"system"` for UIKit's
/// `UIStackView.spacingUseSystem`.
enum StackSpacing: Equatable, Sendable {
  /// A spacing in points (negative values overlap, as UIKit allows).
  case points(Double)
  /// The system spacing (`StackView.spacingUseSystem`).
  case system
}
