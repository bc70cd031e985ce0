import Foundation
import Truss

// The fixture model is independent of the engine (it parses and mirrors without it); these
// extensions turn its values into Truss's.

extension FixtureInsets {
  /// The insets as Truss's `EdgeInsets`.
  var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// Insets read from Truss's `EdgeInsets`.
  init(_ insets: EdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension EquationAttribute {
  /// The engine's attribute of the same name.
  var layoutAttribute: LayoutConstraint.Attribute {
    switch self {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .width: .width
    case .height: .height
    case .centerX: .centerX
    case .centerY: .centerY
    case .lastBaseline: .lastBaseline
    case .firstBaseline: .firstBaseline
    case .leftMargin: .leftMargin
    case .rightMargin: .rightMargin
    case .topMargin: .topMargin
    case .bottomMargin: .bottomMargin
    case .leadingMargin: .leadingMargin
    case .trailingMargin: .trailingMargin
    case .centerXWithinMargins: .centerXWithinMargins
    case .centerYWithinMargins: .centerYWithinMargins
    }
  }
}

extension EquationRelation {
  /// The engine's relation.
  var layoutRelation: LayoutConstraint.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

extension MaskOption {
  /// The engine's autoresizing option.
  var autoresizingMask: View.AutoresizingMask {
    switch self {
    case .flexibleLeftMargin: .flexibleLeftMargin
    case .flexibleWidth: .flexibleWidth
    case .flexibleRightMargin: .flexibleRightMargin
    case .flexibleTopMargin: .flexibleTopMargin
    case .flexibleHeight: .flexibleHeight
    case .flexibleBottomMargin: .flexibleBottomMargin
    }
  }
}

extension SemanticOption {
  /// The engine's semantic content attribute.
  var attribute: SemanticContentAttribute {
    switch self {
    case .unspecified: .unspecified
    case .playback: .playback
    case .spatial: .spatial
    case .forceLeftToRight: .forceLeftToRight
    case .forceRightToLeft: .forceRightToLeft
    }
  }
}

extension SizeClassOption {
  /// The engine's size class.
  var sizeClass: UserInterfaceSizeClass {
    switch self {
    case .unspecified: .unspecified
    case .compact: .compact
    case .regular: .regular
    }
  }
}

extension LayoutDirectionOption {
  /// The engine's layout direction.
  var layoutDirection: UserInterfaceLayoutDirection {
    switch self {
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    }
  }
}

extension FontOption {
  /// The engine's font.
  var font: Font {
    switch family {
    case .box: .box(ofSize: size)
    case .system: .systemFont(ofSize: size, weight: bold ? .bold : .regular)
    case .mono: .monospacedSystemFont(ofSize: size, weight: bold ? .bold : .regular)
    }
  }
}
