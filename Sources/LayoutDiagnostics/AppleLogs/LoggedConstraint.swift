import Cassowary

/// One constraint of an Apple log, read from its description:
/// `first.attribute RELATION multiplier × second.attribute + constant`, with its address,
/// class, identifier, autoresizing mask and priority as printed.
///
/// Visual-format descriptions are read into the same form: `H:|-(15)-[UILabel:0x…]` is
/// `label.leading == superview.leading + 15`, `V:[UIView:0x…(>=44)]` is
/// `view.height >= 44`.
public struct LoggedConstraint: Hashable, Sendable {
  /// An attribute as Apple's descriptions name it. Autoresizing constraints use the frame's
  /// `minX`, `midX`, `maxX`, `minY`, `midY` and `maxY`.
  public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case minX, midX, maxX, minY, midY, maxY

    /// Whether the attribute is horizontal (an x position or the width).
    public var isHorizontal: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .minX, .midX, .maxX:
        true
      default: false
      }
    }

    /// Whether the attribute is a size rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is an edge or center of the layout margins.
    public var isMargin: Bool {
      switch self {
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
        true
      default: false
      }
    }

    /// The attribute of the item's own frame a margin attribute follows (`leadingMargin` →
    /// `leading`), a frame attribute's layout name (`minX` → `left`), or itself.
    public var frameAttribute: Attribute {
      switch self {
      case .leftMargin, .minX: .left
      case .rightMargin, .maxX: .right
      case .topMargin, .minY: .top
      case .bottomMargin, .maxY: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins, .midX: .centerX
      case .centerYWithinMargins, .midY: .centerY
      case .baseline: .lastBaseline
      default: self
      }
    }
  }

  /// One side's item and attribute; the item is a key of ``LoggedReport/items``.
  public struct Operand: Hashable, Sendable {
    /// The item's key (``LoggedItem/key``).
    public var item: String
    /// The attribute.
    public var attribute: Attribute

    /// An operand.
    public init(item: String, attribute: Attribute) {
      self.item = item
      self.attribute = attribute
    }
  }

  /// The address as printed (`0x600001485a90`): what the JSON report lists.
  public var address: String
  /// The class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
  /// `_UILayoutSupportConstraint`, `SnapKit.LayoutConstraint`, …
  public var className: String
  /// The identifier printed in quotes (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`).
  public var identifier: String?
  /// The autoresizing mask of an autoresizing constraint (`h=--& v=--&`).
  public var autoresizingMask: AutoresizingMask?
  /// The constrained item and attribute.
  public var first: Operand
  /// The relation.
  public var relation: Relation
  /// The other item and attribute, or `nil` for a constant (a size, or a position in the
  /// superview for an autoresizing constraint: `UIView:0x….midY == + 70`).
  public var second: Operand?
  /// The multiplier of `second`.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, 1000 when none is printed.
  public var priority: Double
  /// The line of the log it was read from (from 1).
  public var line: Int
  /// The description as printed, from `<` to `>`.
  public var text: String

  /// Whether the constraint is required (priority 1000): only required constraints conflict.
  public var isRequired: Bool { priority >= 1000 }

  /// Whether this is one of the constraints an autoresizing mask becomes.
  public var isAutoresizing: Bool {
    autoresizingMask != nil || className.hasSuffix("AutoresizingMaskLayoutConstraint")
  }

  /// Whether this is the size UIKit gives a cell's content view, a table's header or an
  /// alert's view before laying it out (`UIView-Encapsulated-Layout-Width` or `-Height`).
  public var isEncapsulatedSize: Bool {
    identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true
  }

  /// Whether UIKit or AppKit made the constraint rather than the app: an identifier of theirs
  /// (`UISV-…`, `UIView-…`, `_UITemporaryLayout…`, `NSView-…`), the support constraints of
  /// the top and bottom layout guides, autoresizing constraints, or Interface Builder's
  /// prototyping constraints.
  public var isSystemConstraint: Bool {
    if isAutoresizing { return true }
    let base = className.split(separator: ".").last.map(String.init) ?? className
    if base.hasPrefix("_UI") || base.hasPrefix("NSIBPrototyping") { return true }
    guard let identifier else { return involvesPrivateClass }
    let prefixes = [
      "UISV-", "UIView-", "_UI", "NSView-", "NSWindow-", "UIViewSafeAreaLayoutGuide-",
      "UIButtonBar", "NSGridView-", "NSStackView-",
    ]
    return prefixes.contains { identifier.hasPrefix($0) } || involvesPrivateClass
  }

  /// Whether every item of the constraint has a framework-private class
  /// (`_UIToolbarContentView`, `_UIButtonBarStackView`): the framework made the constraint,
  /// not the app. Set by the reader.
  public var involvesPrivateClass = false
}
