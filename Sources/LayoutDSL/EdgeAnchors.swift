import AutoLayout
import Foundation

/// The four absolute edges of an item (top, left, bottom, right), with insets.
///
/// `view.edges == other.edges.inset(by: insets)` (or `other.edges + insets`) puts `view`
/// inside `other`: each inset moves its edge inwards. For left and right that follow the
/// layout direction use ``DirectionalEdgeAnchors``.
public struct EdgeAnchors {
  let top: LayoutYAxisAnchor
  let left: LayoutXAxisAnchor
  let bottom: LayoutYAxisAnchor
  let right: LayoutXAxisAnchor
  /// How far each edge is moved inwards.
  public internal(set) var insets = EdgeInsets.zero

  /// The same edges moved inwards by `insets`.
  public func inset(by insets: EdgeInsets) -> EdgeAnchors {
    var result = self
    result.insets.top += insets.top
    result.insets.left += insets.left
    result.insets.bottom += insets.bottom
    result.insets.right += insets.right
    return result
  }

  /// The same edges moved inwards by `inset` on every side.
  public func inset(by inset: CGFloat) -> EdgeAnchors {
    self.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
  }

  /// The edges moved inwards by `rhs`.
  public static func + (lhs: EdgeAnchors, rhs: EdgeInsets) -> EdgeAnchors { lhs.inset(by: rhs) }

  /// Each edge of `lhs` equal to the matching (inset) edge of `rhs`: top, left, bottom, right.
  public static func == (lhs: EdgeAnchors, rhs: EdgeAnchors) -> [LayoutRelation] {
    [
      lhs.top == rhs.top + (rhs.insets.top - lhs.insets.top),
      lhs.left == rhs.left + (rhs.insets.left - lhs.insets.left),
      lhs.bottom == rhs.bottom - (rhs.insets.bottom - lhs.insets.bottom),
      lhs.right == rhs.right - (rhs.insets.right - lhs.insets.right),
    ]
  }
}

/// The four edges of an item in the layout direction (top, leading, bottom, trailing), with
/// insets; the leading edge is on the right in right-to-left layouts.
public struct DirectionalEdgeAnchors {
  let top: LayoutYAxisAnchor
  let leading: LayoutXAxisAnchor
  let bottom: LayoutYAxisAnchor
  let trailing: LayoutXAxisAnchor
  /// How far each edge is moved inwards.
  public internal(set) var insets = DirectionalEdgeInsets.zero

  /// The same edges moved inwards by `insets`.
  public func inset(by insets: DirectionalEdgeInsets) -> DirectionalEdgeAnchors {
    var result = self
    result.insets.top += insets.top
    result.insets.leading += insets.leading
    result.insets.bottom += insets.bottom
    result.insets.trailing += insets.trailing
    return result
  }

  /// The same edges moved inwards by `inset` on every side.
  public func inset(by inset: CGFloat) -> DirectionalEdgeAnchors {
    self.inset(
      by: DirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset))
  }

  /// The edges moved inwards by `rhs`.
  public static func + (
    lhs: DirectionalEdgeAnchors, rhs: DirectionalEdgeInsets
  )
    -> DirectionalEdgeAnchors
  {
    lhs.inset(by: rhs)
  }

  /// Each edge of `lhs` equal to the matching (inset) edge of `rhs`: top, leading, bottom,
  /// trailing.
  public static func == (
    lhs: DirectionalEdgeAnchors, rhs: DirectionalEdgeAnchors
  )
    -> [LayoutRelation]
  {
    [
      lhs.top == rhs.top + (rhs.insets.top - lhs.insets.top),
      lhs.leading == rhs.leading + (rhs.insets.leading - lhs.insets.leading),
      lhs.bottom == rhs.bottom - (rhs.insets.bottom - lhs.insets.bottom),
      lhs.trailing == rhs.trailing - (rhs.insets.trailing - lhs.insets.trailing),
    ]
  }
}

/// Two opposite edges of an item on one axis (left and right, leading and trailing, or top
/// and bottom), with an inset applied to both.
public struct EdgePairAnchors<AnchorType: AnyObject> {
  let start: LayoutAnchor<AnchorType>
  let end: LayoutAnchor<AnchorType>
  /// How far both edges are moved inwards.
  public internal(set) var inset: CGFloat = 0

  /// The same edges moved inwards by `inset`.
  public func inset(by inset: CGFloat) -> EdgePairAnchors {
    var result = self
    result.inset += inset
    return result
  }

  /// The edges moved inwards by `rhs`.
  public static func + (lhs: EdgePairAnchors, rhs: CGFloat) -> EdgePairAnchors {
    lhs.inset(by: rhs)
  }

  /// Both edges of `lhs` equal to the matching (inset) edges of `rhs`.
  public static func == (lhs: EdgePairAnchors, rhs: EdgePairAnchors) -> [LayoutRelation] {
    let offset = rhs.inset - lhs.inset
    return [lhs.start == rhs.start + offset, lhs.end == rhs.end - offset]
  }
}
