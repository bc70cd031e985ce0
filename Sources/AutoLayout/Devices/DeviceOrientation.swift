/// Which way a device is held, as far as layout is concerned (UIKit's `UIInterfaceOrientation`
/// with the two landscape orientations folded into one).
///
/// Landscape left and landscape right give the same window: the safe-area insets of a notched
/// iPhone are symmetric in landscape (the sensor housing's inset is applied to both sides), so
/// which side the housing is on does not change a layout.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Taller than wide (for a device profile: its ``DeviceProfile/portraitSize``).
  case portrait
  /// Wider than tall: the portrait size with width and height exchanged.
  case landscape

  public var description: String { rawValue }

  /// The other orientation.
  public var rotated: DeviceOrientation {
    switch self {
    case .portrait: .landscape
    case .landscape: .portrait
    }
  }
}
