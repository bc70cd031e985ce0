import Cassowary

/// The priority of a layout constraint, from 1 to 1000 (UIKit's `UILayoutPriority`).
///
/// Optional priorities (below 1000) are satisfied in strict order: no amount of violation at
/// a lower priority ever buys any violation at a higher one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The numeric priority.
  public var rawValue: Float

  /// A priority with the given value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority with the given value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// A required constraint (1000): it must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the default compression resistance, and the priority of a button's content.
  public static let defaultHigh = LayoutPriority(750)
  /// 510: the priority of a user dragging to resize a window.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500: the priority with which a window tends to keep its size.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 250: the default content hugging priority.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting(_:)` uses for the target size.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether the constraint must hold.
  public var isRequired: Bool { rawValue >= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by `rhs` (`.defaultHigh + 1`).
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs` (`.required - 1`).
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }

  public var description: String { formatValue(Double(rawValue)) }
}
