import Foundation

/// The fixture's window: `{"size": [w, h], "scale": 2, "safeArea": [t, l, b, r],
/// "additionalSafeArea": [t, l, b, r]}`.
struct WindowSpec: Sendable {
  /// The window's size in points.
  var size: CGSize
  /// The display scale (pixel snapping grid); 1 when not written.
  var scale: Double
  /// The device's safe-area insets.
  var safeArea: FixtureInsets
  /// `additionalSafeAreaInsets` of the window, when written.
  var additionalSafeArea: FixtureInsets?
}
