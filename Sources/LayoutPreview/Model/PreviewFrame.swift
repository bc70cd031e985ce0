import AutoLayout
import Foundation

/// A view's frame in window coordinates, in points rounded to thousandths.
public struct PreviewFrame: Codable, Sendable, Hashable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A frame with the given origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `rect`, rounded to thousandths.
  public init(_ rect: CGRect) {
    self.init(
      x: PreviewNumber.rounded(rect.minX), y: PreviewNumber.rounded(rect.minY),
      width: PreviewNumber.rounded(rect.width), height: PreviewNumber.rounded(rect.height))
  }

  /// `[x, y, w, h]`, as `truss frames` lists a frame: `[8, 75, 377, 144]`.
  public var description: String {
    "[" + [x, y, width, height].map(PreviewNumber.text).joined(separator: ", ") + "]"
  }
}
