import Foundation

/// The one number formatter of the harness: integers without a fraction, other values with
/// at most three decimals (`187.5`, `-0.333`), so tables and messages are stable.
enum NumberText {
  /// Formats a number for messages and tables.
  static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    return String(rounded)
  }

  /// Formats a number for messages and tables.
  static func format(_ value: CGFloat) -> String {
    format(Double(value))
  }

  /// Formats a rectangle as `[x, y, width, height]`, the fixture notation.
  static func format(_ rect: CGRect) -> String {
    "[\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height))]"
  }

  /// Formats a size as `[width, height]`.
  static func format(_ size: CGSize) -> String {
    "[\(format(size.width)), \(format(size.height))]"
  }

  /// Formats insets as `[top, left, bottom, right]`.
  static func format(_ insets: FixtureInsets) -> String {
    "[\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))]"
  }
}
