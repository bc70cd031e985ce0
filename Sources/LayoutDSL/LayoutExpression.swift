import AutoLayout
import Foundation

/// The right-hand side of a DSL relation: an anchor times a multiplier plus a constant
/// (`b.leadingAnchor + 8`, `b.widthAnchor * 0.5 + 10`).
///
/// The anchor type is kept, so an X-axis expression only meets an X-axis anchor. Only
/// ``AutoLayout/LayoutDimension`` expressions can carry a multiplier other than 1, as with
/// UIKit's anchors.
public struct LayoutExpression<AnchorType: AnyObject> {
  /// The anchor the expression starts from.
  public let anchor: LayoutAnchor<AnchorType>
  /// The factor on the anchor; always 1 for locations.
  public internal(set) var multiplier: CGFloat = 1
  /// The offset added after the multiplier.
  public internal(set) var constant: CGFloat = 0

  init(_ anchor: LayoutAnchor<AnchorType>) { self.anchor = anchor }
}

extension LayoutAnchor {
  /// The anchor plus a constant.
  public static func + (lhs: LayoutAnchor, rhs: CGFloat) -> LayoutExpression<AnchorType> {
    LayoutExpression(lhs) + rhs
  }

  /// The anchor minus a constant.
  public static func - (lhs: LayoutAnchor, rhs: CGFloat) -> LayoutExpression<AnchorType> {
    LayoutExpression(lhs) - rhs
  }
}

extension LayoutExpression {
  /// The expression with `rhs` added to its constant.
  public static func + (lhs: LayoutExpression, rhs: CGFloat) -> LayoutExpression {
    var result = lhs
    result.constant += rhs
    return result
  }

  /// The expression with `rhs` taken from its constant.
  public static func - (lhs: LayoutExpression, rhs: CGFloat) -> LayoutExpression {
    lhs + -rhs
  }
}

extension LayoutDimension {
  /// The dimension scaled by a multiplier.
  public static func * (lhs: LayoutDimension, rhs: CGFloat) -> LayoutExpression<LayoutDimension> {
    var result = LayoutExpression<LayoutDimension>(lhs)
    result.multiplier = rhs
    return result
  }

  /// The dimension scaled by a multiplier written first (`0.5 * b.widthAnchor`).
  public static func * (lhs: CGFloat, rhs: LayoutDimension) -> LayoutExpression<LayoutDimension> {
    rhs * lhs
  }

  /// The dimension divided by a divisor.
  public static func / (lhs: LayoutDimension, rhs: CGFloat) -> LayoutExpression<LayoutDimension> {
    lhs * (1 / rhs)
  }
}
