extension View {
  /// How a view's content fits its bounds (UIKit's `UIView.ContentMode`).
  public enum ContentMode: Int, Hashable, Sendable {
    /// Stretched to fill.
    case scaleToFill
    /// Scaled to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scaled to fill, keeping the aspect ratio (cropped).
    case scaleAspectFill
    /// Redrawn on bounds changes.
    case redraw
    /// Centered.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// At the left.
    case left
    /// At the right.
    case right
    /// At the top left.
    case topLeft
    /// At the top right.
    case topRight
    /// At the bottom left.
    case bottomLeft
    /// At the bottom right.
    case bottomRight
  }

  /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
}
