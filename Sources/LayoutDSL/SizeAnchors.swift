import AutoLayout
import Foundation

/// The width and height of an item together: `view.size == CGSize(width: 44, height: 44)`,
/// `view.size == other.size`, `view.size >= other.size * 0.5`.
public struct SizeAnchors {
  let width: LayoutDimension
  let height: LayoutDimension
  /// The factor on both dimensions when this is the right-hand side.
  public internal(set) var multiplier: CGFloat = 1

  /// Both dimensions scaled by `rhs`.
  public static func * (lhs: SizeAnchors, rhs: CGFloat) -> SizeAnchors {
    var result = lhs
    result.multiplier *= rhs
    return result
  }

  /// Width and height equal to the matching dimensions of `rhs`.
  public static func == (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutRelation] {
    [lhs.width == rhs.width * rhs.multiplier, lhs.height == rhs.height * rhs.multiplier]
  }

  /// Width and height at least the matching dimensions of `rhs`.
  public static func >= (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutRelation] {
    [lhs.width >= rhs.width * rhs.multiplier, lhs.height >= rhs.height * rhs.multiplier]
  }

  /// Width and height at most the matching dimensions of `rhs`.
  public static func <= (lhs: SizeAnchors, rhs: SizeAnchors) -> [LayoutRelation] {
    [lhs.width <= rhs.width * rhs.multiplier, lhs.height <= rhs.height * rhs.multiplier]
  }

  /// Width and height equal to a size.
  public static func == (lhs: SizeAnchors, rhs: CGSize) -> [LayoutRelation] {
    [lhs.width == rhs.width, lhs.height == rhs.height]
  }

  /// Width and height at least a size.
  public static func >= (lhs: SizeAnchors, rhs: CGSize) -> [LayoutRelation] {
    [lhs.width >= rhs.width, lhs.height >= rhs.height]
  }

  /// Width and height at most a size.
  public static func <= (lhs: SizeAnchors, rhs: CGSize) -> [LayoutRelation] {
    [lhs.width <= rhs.width, lhs.height <= rhs.height]
  }
}

/// The horizontal and vertical centers of an item together, with an offset:
/// `view.centerAnchors == other.centerAnchors + CGPoint(x: 0, y: -20)`.
///
/// It is not called `center` because ``AutoLayout/View/center`` is already the view's
/// center point.
public struct CenterAnchors {
  let centerX: LayoutXAxisAnchor
  let centerY: LayoutYAxisAnchor
  /// How far the center is moved.
  public internal(set) var offset = CGPoint.zero

  /// The center moved by `rhs`.
  public static func + (lhs: CenterAnchors, rhs: CGPoint) -> CenterAnchors {
    var result = lhs
    result.offset.x += rhs.x
    result.offset.y += rhs.y
    return result
  }

  /// Both centers of `lhs` equal to the (offset) centers of `rhs`.
  public static func == (lhs: CenterAnchors, rhs: CenterAnchors) -> [LayoutRelation] {
    [
      lhs.centerX == rhs.centerX + (rhs.offset.x - lhs.offset.x),
      lhs.centerY == rhs.centerY + (rhs.offset.y - lhs.offset.y),
    ]
  }
}
