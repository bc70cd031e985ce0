import Foundation
import Truss

/// The harness's number notation: numbers through AutoLayout's `LengthText` (at most three
/// decimals, `187.5`, `-0.333`), and rectangles, sizes and insets as fixtures write them, so
/// tables and messages are stable.
enum NumberText {
  /// Formats a number for messages and tables.
  static func format(_ value: Double) -> String {
    LengthText.format(value)
  }

  /// Formats a number for messages and tables.
  static func format(_ value: CGFloat) -> String {
    LengthText.format(value)
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
