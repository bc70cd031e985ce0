import Foundation

/// A device a layout is designed for: its screen in points, its display scale, and — in each
/// orientation and, on an iPad, each Split View width — the safe-area insets and size classes
/// UIKit gives a full-height app window there.
///
/// The catalog (``all``, ``named(_:)``) holds the devices of SPEC §5.2, each with the sources
/// of its numbers; the memberwise initializer describes any other device, and
/// ``macWindow(size:)`` a desktop window of any size.
/// ``Window/init(device:orientation:split:layoutDirection:)`` makes a window from a profile.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
  /// The family of a device. Layout looks only at the profile's numbers; the idiom tells a
  /// reader (and a renderer) what kind of device they describe.
  public enum Idiom: String, Hashable, Sendable {
    /// An iPhone: compact width in portrait, no Split View.
    case phone
    /// An iPad: regular in both axes at full screen, with Split View widths.
    case pad
    /// A resizable desktop window (Mac Catalyst or a native macOS window): no safe area.
    case mac
  }

  /// What a full-screen window gets in one orientation.
  public struct OrientationTraits: Hashable, Sendable {
    /// The safe-area insets of a full-screen window (status bar, sensor housing, home
    /// indicator), before any bars an app adds.
    public var safeAreaInsets: EdgeInsets
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// Traits with the given insets and size classes.
    public init(
      safeAreaInsets: EdgeInsets, horizontalSizeClass: UserInterfaceSizeClass,
      verticalSizeClass: UserInterfaceSizeClass
    ) {
      self.safeAreaInsets = safeAreaInsets
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
    }
  }

  /// The width of an app's window in one Split View configuration, and its horizontal size
  /// class (the height and vertical size class are the orientation's).
  public struct SplitWidth: Hashable, Sendable {
    /// The orientation the configuration exists in.
    public var orientation: DeviceOrientation
    /// Which share of the screen the window takes.
    public var fraction: SplitFraction
    /// The window's width in points.
    public var width: CGFloat
    /// The window's horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass

    /// A Split View width.
    public init(
      _ orientation: DeviceOrientation, _ fraction: SplitFraction, width: CGFloat,
      horizontalSizeClass: UserInterfaceSizeClass
    ) {
      self.orientation = orientation
      self.fraction = fraction
      self.width = width
      self.horizontalSizeClass = horizontalSizeClass
    }
  }

  /// The device's name, as Apple writes it ("iPhone 15 Pro").
  public var name: String
  /// Other names ``named(_:)`` finds the profile by (models with the same screen, short
  /// forms).
  public var otherNames: [String]
  /// The family of the device.
  public var idiom: Idiom
  /// The screen in points, held in portrait (width < height for phones and iPads).
  public var portraitSize: CGSize
  /// Points to pixels.
  public var scale: CGFloat
  /// A full-screen window in portrait.
  public var portrait: OrientationTraits
  /// A full-screen window in landscape (left or right: they lay out the same).
  public var landscape: OrientationTraits
  /// The Split View widths the device offers, in both orientations (none on phones and the
  /// Mac window). ``SplitFraction/full`` is implied and never listed.
  public var splitWidths: [SplitWidth]
  /// The orientation a window made from the profile takes when none is given: portrait,
  /// except for the Mac window, which is wider than tall.
  public var naturalOrientation: DeviceOrientation

  /// A device profile.
  public init(
    name: String, otherNames: [String] = [], idiom: Idiom, portraitSize: CGSize, scale: CGFloat,
    portrait: OrientationTraits, landscape: OrientationTraits, splitWidths: [SplitWidth] = [],
    naturalOrientation: DeviceOrientation = .portrait
  ) {
    self.name = name
    self.otherNames = otherNames
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.portrait = portrait
    self.landscape = landscape
    self.splitWidths = splitWidths
    self.naturalOrientation = naturalOrientation
  }

  public var description: String { name }

  /// The traits of a full-screen window in `orientation`.
  public func traits(in orientation: DeviceOrientation) -> OrientationTraits {
    switch orientation {
    case .portrait: portrait
    case .landscape: landscape
    }
  }

  /// The screen size in `orientation`: ``portraitSize``, or it turned on its side.
  public func screenSize(in orientation: DeviceOrientation) -> CGSize {
    switch orientation {
    case .portrait: portraitSize
    case .landscape: CGSize(width: portraitSize.height, height: portraitSize.width)
    }
  }
}
