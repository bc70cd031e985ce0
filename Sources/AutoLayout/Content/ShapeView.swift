import Foundation

/// A view that draws a shape scaled to its bounds (for renderers): chevrons, dots, arcs.
/// It has no intrinsic size.
open class ShapeView: View {
  /// A shape in the unit square, scaled to the view's bounds when drawn.
  public enum Shape: Hashable, Sendable {
    /// A closed polygon through points in unit coordinates (0...1 on each axis).
    case polygon([CGPoint])
    /// The ellipse inscribed in the bounds.
    case ellipse
    /// An arc of the inscribed ellipse, angles in degrees clockwise from 3 o'clock.
    case arc(startAngle: CGFloat, endAngle: CGFloat)
  }

  /// The shape drawn.
  public var shape: Shape
  /// The fill, if any.
  public var fillColor: Color? = .black
  /// The outline color, if any.
  public var strokeColor: Color?
  /// The outline width in points.
  public var lineWidth: CGFloat = 1

  /// A shape view.
  public init(shape: Shape, frame: CGRect = .zero) {
    self.shape = shape
    super.init(frame: frame)
  }

  /// A shape view decoded from an archive: Truss has no nibs, so an ellipse with a zero frame.
  public required init?(coder: NSCoder) {
    shape = .ellipse
    super.init(coder: coder)
  }

  /// The outline of a right-pointing chevron (`›`) in the unit square: a bar 40% of the
  /// width thick, bent at the middle of the right edge.
  public static let chevronPoints: [CGPoint] = [
    CGPoint(x: 0, y: 0), CGPoint(x: 0.4, y: 0), CGPoint(x: 1, y: 0.5), CGPoint(x: 0.4, y: 1),
    CGPoint(x: 0, y: 1), CGPoint(x: 0.6, y: 0.5),
  ]

  /// A right-pointing chevron (a left-pointing one, `‹`, when `pointingLeft`).
  public static func chevron(pointingLeft: Bool = false) -> ShapeView {
    let points = chevronPoints.map { point in
      pointingLeft ? CGPoint(x: 1 - point.x, y: point.y) : point
    }
    return ShapeView(shape: .polygon(points))
  }
}
