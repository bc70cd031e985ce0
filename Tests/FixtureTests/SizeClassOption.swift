/// A size class as a fixture names it (UIKit's `UIUserInterfaceSizeClass` cases).
enum SizeClassOption: String, CaseIterable, Sendable {
  /// UIKit's `UIUserInterfaceSizeClass` cases.
  case unspecified, compact, regular
}
