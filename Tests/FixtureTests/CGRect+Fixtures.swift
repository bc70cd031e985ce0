import Foundation

extension CGRect {
  /// The rectangle mirrored within a parent of width `parentWidth`: `x' = parentWidth - x - w`.
  func mirrored(within parentWidth: Double) -> CGRect {
    CGRect(x: parentWidth - minX - width, y: minY, width: width, height: height)
  }

  /// Whether origin and size are within 1e-3 of `other`'s (the fixtures' tolerance).
  func isClose(to other: CGRect) -> Bool {
    abs(minX - other.minX) <= 1e-3 && abs(minY - other.minY) <= 1e-3
      && abs(width - other.width) <= 1e-3 && abs(height - other.height) <= 1e-3
  }
}
