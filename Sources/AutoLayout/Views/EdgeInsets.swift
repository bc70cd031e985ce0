import Foundation

/// Insets from the four edges of a rectangle, in absolute directions (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets with the given values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The same insets with left and right exchanged (the mirror image).
  public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }

  public var description: String {
    "{\(formatLength(top)), \(formatLength(left)), \(formatLength(bottom)), \(formatLength(right))}"
  }
}

extension EdgeInsets {
  /// Each side raised to at least `minimum`'s (a root view's margins against the system
  /// minimum).
  func atLeast(_ minimum: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(top, minimum.top), left: max(left, minimum.left),
      bottom: max(bottom, minimum.bottom), right: max(right, minimum.right))
  }
}
