import Foundation

/// What a view draws around its content: corner radius and border (the part of Core
/// Animation's `CALayer` a layout renderer needs). Every view has one, as `view.layer`.
public final class Layer {
  /// The radius of the rounded corners, in points; 0 draws square corners.
  public var cornerRadius: CGFloat = 0
  /// The width of the border drawn inside the bounds, in points; 0 draws none.
  public var borderWidth: CGFloat = 0
  /// The border's color; opaque black by default, as Core Animation's.
  public var borderColor: Color? = .black
  /// Whether content outside the bounds (and the rounded corners) is clipped.
  public var masksToBounds = false

  /// A layer with square corners and no border.
  public init() {}
}
