import Foundation

/// The fixture's window: `{"size": [w, h], "scale": 2, "safeArea": [t, l, b, r],
/// "additionalSafeArea": [t, l, b, r], "margins": [t, l, b, r], …}`, or a device instead of
/// the size, scale, safe area and size classes: `{"device": {"name": "iPhone X"}, …}`.
struct WindowSpec: Sendable {
  /// The device the window is made from, when written (then the size, scale and safe area
  /// below are the device's, and the size classes the device's rather than derived).
  var device: DeviceSpec?
  /// The window's size in points.
  var size: CGSize
  /// The display scale (pixel snapping grid); 1 when not written.
  var scale: Double
  /// The device's safe-area insets.
  var safeArea: FixtureInsets
  /// `additionalSafeAreaInsets` of the window, when written.
  var additionalSafeArea: FixtureInsets?
  /// The horizontal size class, when written (else derived from the size).
  var horizontalSizeClass: SizeClassOption?
  /// The vertical size class, when written (else derived from the size).
  var verticalSizeClass: SizeClassOption?
  /// The window's own `layoutMargins` (the engine keeps them at least the system minimum).
  var margins: FixtureInsets?
  /// The window's own `directionalLayoutMargins` (left = leading, right = trailing).
  var directionalMargins: FixtureInsets?
  /// `preservesSuperviewLayoutMargins` of the window (it has no superview: no effect).
  var preservesSuperviewMargins: Bool?
  /// `insetsLayoutMarginsFromSafeArea` of the window.
  var insetsMarginsFromSafeArea: Bool?
}
