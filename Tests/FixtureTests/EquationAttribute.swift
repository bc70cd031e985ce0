/// An attribute as an equation writes it: UIKit's `NSLayoutConstraint.Attribute` case names.
enum EquationAttribute: String, CaseIterable, Sendable {
  /// Edges, sizes and centres of the alignment rectangle.
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// Baselines.
  case lastBaseline, firstBaseline
  /// Edges of the layout-margins rectangle.
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  /// Centres of the layout-margins rectangle.
  case centerXWithinMargins, centerYWithinMargins

  /// Horizontal positions that do not depend on the layout direction (left, right, centerX and
  /// their margin forms): mirroring a fixture swaps left and right and negates the constant.
  var isAbsoluteHorizontalPosition: Bool {
    switch self {
    case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins: true
    default: false
    }
  }

  /// The horizontal centers (of the frame or of the margins).
  var isHorizontalCenter: Bool { self == .centerX || self == .centerXWithinMargins }

  /// Horizontal positions that follow the layout direction (leading, trailing and their margin
  /// forms): the engine flips them, so mirroring a fixture leaves them alone.
  var isDirectionalHorizontalPosition: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// The attribute seen in a mirror: left and right exchanged, everything else unchanged.
  var mirrored: EquationAttribute {
    switch self {
    case .left: .right
    case .right: .left
    case .leftMargin: .rightMargin
    case .rightMargin: .leftMargin
    default: self
    }
  }
}
