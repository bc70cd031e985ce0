/// The device the code runs on (UIKit's `UIDevice`), for layout code that asks
/// `UIDevice.current.orientation` or `userInterfaceIdiom`. Truss runs on no device: the
/// current one is a value you set for a scope, an iPhone held in portrait unless told
/// otherwise —
/// `Device.$current.withValue(Device(orientation: .landscapeLeft)) { … }`.
public final class Device: Sendable {
  /// How the device is held (UIKit's `UIDeviceOrientation`).
  public enum Orientation: Int, Hashable, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, home button (or the bottom) on the right.
    case landscapeLeft
    /// On its side, home button (or the bottom) on the left.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take.
    public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
  }

  /// The kind of device (UIKit's `UIUserInterfaceIdiom`).
  public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
    /// A TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision
  }

  /// How the device is held.
  public let orientation: Orientation
  /// The kind of device.
  public let userInterfaceIdiom: UserInterfaceIdiom
  /// The device's name.
  public let name: String
  /// The operating system's name.
  public let systemName: String
  /// The operating system's version.
  public let systemVersion: String

  /// A device held in `orientation`.
  public init(
    orientation: Orientation = .portrait, userInterfaceIdiom: UserInterfaceIdiom = .phone,
    name: String = "iPhone", systemName: String = "iOS", systemVersion: String = "17.0"
  ) {
    self.orientation = orientation
    self.userInterfaceIdiom = userInterfaceIdiom
    self.name = name
    self.systemName = systemName
    self.systemVersion = systemVersion
  }

  /// The device for the current task (an iPhone in portrait unless set for a scope).
  @TaskLocal public static var current = Device()

  /// The model, as UIKit names it.
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
}
