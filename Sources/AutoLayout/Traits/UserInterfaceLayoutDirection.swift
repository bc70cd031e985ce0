/// The direction text and leading-to-trailing layout run (UIKit's
/// `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
  /// Left to right: leading is left.
  case leftToRight
  /// Right to left: leading is right.
  case rightToLeft
}
