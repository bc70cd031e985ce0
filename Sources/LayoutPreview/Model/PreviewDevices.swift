import AutoLayout
import LayoutDocument

/// What the device bar offers: every device profile with its scale and Split View widths,
/// the text sizes by name, and the options the bar starts with.
public struct PreviewDevices: Codable, Sendable, Equatable {
  /// A device the bar offers.
  public struct Device: Codable, Sendable, Equatable {
    /// The profile's name (`iPhone 15 Pro`).
    public var name: String
    /// Its display scale.
    public var scale: Double
    /// The Split View widths it offers in portrait (`oneThird`, …); empty for none.
    public var portraitSplits: [String]
    /// The Split View widths it offers in landscape.
    public var landscapeSplits: [String]
  }

  /// The devices, in catalog order.
  public var devices: [Device]
  /// The text sizes by UIKit's name, smallest first.
  public var contentSizeCategories: [String]

  /// The options the bar starts with (the command line's).
  public var initial: PreviewOptions

  /// The catalog's devices and the text sizes documents know, starting with `initial`.
  public init(initial: PreviewOptions = PreviewOptions()) {
    self.initial = initial
    devices = DeviceProfile.all.map { profile in
      func splits(_ orientation: DeviceOrientation) -> [String] {
        profile.splitWidths.filter { $0.orientation == orientation }.map(\.fraction.rawValue)
      }
      return Device(
        name: profile.name, scale: Double(profile.scale), portraitSplits: splits(.portrait),
        landscapeSplits: splits(.landscape))
    }
    contentSizeCategories = LoadOptions.contentSizeCategoryNames.map(\.name)
  }
}
