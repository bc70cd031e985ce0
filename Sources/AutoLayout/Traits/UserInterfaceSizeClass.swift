/// A coarse size of one axis of the interface (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable, CustomStringConvertible {
  /// Not known.
  case unspecified
  /// Constrained space, like an iPhone's width in portrait.
  case compact
  /// Expansive space, like an iPad's width.
  case regular

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}
