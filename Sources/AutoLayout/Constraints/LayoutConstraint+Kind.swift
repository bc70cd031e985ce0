extension LayoutConstraint {
  /// Who made a constraint. The engine's own constraints are ordinary constraints, named
  /// and printed like UIKit's, so they show up in logs and in `constraintsAffectingLayout`.
  enum Kind: Equatable {
    /// Made by user code.
    case user
    /// Translated from an autoresizing mask; the code is UIKit's `h=-&- v=--&`.
    case autoresizing(String)
    /// Content hugging or compression resistance for an intrinsic size.
    case contentSize
    /// The edges of a layout margins, safe-area or readable-content guide, or a window's
    /// size.
    case system
    /// A temporary target size for `systemLayoutSizeFitting`.
    case fitting

    /// Whether this is ``user``, by a pattern match (cheaper on the engine's add path than
    /// the synthesized `==` of an enum with a payload).
    var isUser: Bool {
      if case .user = self { return true }
      return false
    }

    var className: String {
      switch self {
      case .user, .system, .fitting: "LayoutConstraint"
      case .autoresizing: "AutoresizingMaskLayoutConstraint"
      case .contentSize: "ContentSizeLayoutConstraint"
      }
    }
  }

  /// Whether the engine keeps this constraint for the size or origin of an engine host (UIKit's
  /// `UIView-Encapsulated-Layout-…`: a window's or root's size, a cell content view's frame).
  var isEncapsulatedLayout: Bool {
    kind == .system && identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true
  }
}
