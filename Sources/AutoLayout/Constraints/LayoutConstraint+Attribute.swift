extension LayoutConstraint {
  /// A part of an item's layout that a constraint relates (UIKit's
  /// `NSLayoutConstraint.Attribute`, with UIKit's raw values).
  public enum Attribute: Int, Hashable, Sendable, CustomStringConvertible {
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left.
    case leading = 5
    /// The trailing edge.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal center.
    case centerX = 9
    /// The vertical center.
    case centerY = 10
    /// The baseline of the last line of text (the bottom for views without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom for views without text).
    case firstBaseline = 12
    /// The left edge of the layout margins.
    case leftMargin = 13
    /// The right edge of the layout margins.
    case rightMargin = 14
    /// The top edge of the layout margins.
    case topMargin = 15
    /// The bottom edge of the layout margins.
    case bottomMargin = 16
    /// The leading edge of the layout margins.
    case leadingMargin = 17
    /// The trailing edge of the layout margins.
    case trailingMargin = 18
    /// The horizontal center of the layout margins.
    case centerXWithinMargins = 19
    /// The vertical center of the layout margins.
    case centerYWithinMargins = 20

    /// UIKit's older name for ``lastBaseline``.
    public static let baseline = Attribute.lastBaseline

    /// The attribute of the layout margins guide this margin attribute stands for
    /// (`leadingMargin` → `leading`), or `nil` for any other attribute.
    public var marginBase: Attribute? {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    }

    /// Which family the attribute belongs to; only attributes of one axis relate
    /// (dimensions relate across axes, as `width == height * 2`), and leading/trailing never
    /// relate to left/right. A horizontal center relates to either, as in UIKit.
    var family: Family {
      switch marginBase ?? self {
      case .left, .right: .absoluteX
      case .centerX: .centerX
      case .leading, .trailing: .directionalX
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .y
      case .width, .height: .dimension
      default: .none
      }
    }

    enum Family {
      case absoluteX, directionalX, centerX, y, dimension, none

      /// Whether the family is a horizontal location.
      var isHorizontal: Bool { self == .absoluteX || self == .directionalX || self == .centerX }
    }

    /// Whether this is a location (an edge, a center or a baseline) rather than a size.
    var isLocation: Bool {
      switch family {
      case .absoluteX, .directionalX, .centerX, .y: true
      case .dimension, .none: false
      }
    }

    /// The name UIKit prints in constraint descriptions.
    public var description: String {
      switch self {
      case .notAnAttribute: "notAnAttribute"
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      }
    }
  }

  /// How the two sides of a constraint relate (UIKit's `NSLayoutConstraint.Relation`).
  public enum Relation: Int, Hashable, Sendable, CustomStringConvertible {
    /// First ≤ second.
    case lessThanOrEqual = -1
    /// First = second.
    case equal = 0
    /// First ≥ second.
    case greaterThanOrEqual = 1

    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
  public enum Axis: Int, Hashable, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}
