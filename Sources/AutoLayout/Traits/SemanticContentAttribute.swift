/// How a view's content is laid out in right-to-left languages (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Hashable, Sendable {
  /// Follow the layout direction inherited from the superview (or the window).
  case unspecified
  /// Playback controls: always left to right.
  case playback
  /// Spatial controls such as a direction pad: always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
