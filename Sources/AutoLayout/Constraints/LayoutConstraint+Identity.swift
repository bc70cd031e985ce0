extension LayoutConstraint: Hashable {
  /// Whether two constraints are the same object, as `NSObject`'s `isEqual(_:)` is for
  /// `NSLayoutConstraint`: two constraints with equal terms are still two constraints, so
  /// `array.contains(c)`, `firstIndex(of:)` and sets of constraints work as in UIKit.
  public static func == (a: LayoutConstraint, b: LayoutConstraint) -> Bool { a === b }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
