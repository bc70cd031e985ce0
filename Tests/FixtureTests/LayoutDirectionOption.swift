/// A layout direction as a fixture names it (UIKit's `UIUserInterfaceLayoutDirection` cases).
enum LayoutDirectionOption: String, CaseIterable, Sendable {
  /// UIKit's `UIUserInterfaceLayoutDirection` cases.
  case leftToRight, rightToLeft

  /// The direction seen in a mirror: the other one.
  var mirrored: LayoutDirectionOption {
    switch self {
    case .leftToRight: .rightToLeft
    case .rightToLeft: .leftToRight
    }
  }
}
