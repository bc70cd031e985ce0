import Foundation

// What a window made from a profile gets: its size, safe-area insets and size classes in one
// orientation and Split View configuration.

extension DeviceProfile {
  /// The geometry of an app's window on a device in one orientation and Split View
  /// configuration.
  public struct WindowGeometry: Hashable, Sendable {
    /// The window's size in points.
    public var size: CGSize
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The window's horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The window's vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// A window geometry.
    public init(
      size: CGSize, safeAreaInsets: EdgeInsets, horizontalSizeClass: UserInterfaceSizeClass,
      verticalSizeClass: UserInterfaceSizeClass
    ) {
      self.size = size
      self.safeAreaInsets = safeAreaInsets
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
    }
  }

  /// The Split View configurations the device offers in `orientation`, ``SplitFraction/full``
  /// first, then from the narrowest window to the widest.
  public func splits(in orientation: DeviceOrientation) -> [SplitFraction] {
    [.full]
      + splitWidths.filter { $0.orientation == orientation }.sorted { $0.width < $1.width }.map(
        \.fraction)
  }

  /// The Split View width of `split` in `orientation`, if the device offers it (`nil` for
  /// ``SplitFraction/full``, which is the whole screen).
  public func splitWidth(
    _ split: SplitFraction, in orientation: DeviceOrientation
  ) -> SplitWidth? {
    splitWidths.first { $0.orientation == orientation && $0.fraction == split }
  }

  /// The window an app gets in `orientation` and `split`, or `nil` when the device does not
  /// offer that Split View configuration (any split on a phone, an even split in portrait).
  ///
  /// A Split View window is as tall as the screen, keeps the orientation's top and bottom
  /// safe-area insets and vertical size class, and has no left or right insets (the divider
  /// and the other app are beside it, not the screen's edge).
  public func geometry(
    in orientation: DeviceOrientation, split: SplitFraction = .full
  ) -> WindowGeometry? {
    let traits = traits(in: orientation)
    let screen = screenSize(in: orientation)
    guard split != .full else { return fullScreenGeometry(in: orientation) }
    guard let splitWidth = splitWidth(split, in: orientation) else { return nil }
    let insets = traits.safeAreaInsets
    return WindowGeometry(
      size: CGSize(width: splitWidth.width, height: screen.height),
      safeAreaInsets: EdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0),
      horizontalSizeClass: splitWidth.horizontalSizeClass,
      verticalSizeClass: traits.verticalSizeClass)
  }

  /// The window filling the screen in `orientation`.
  public func fullScreenGeometry(in orientation: DeviceOrientation) -> WindowGeometry {
    let traits = traits(in: orientation)
    return WindowGeometry(
      size: screenSize(in: orientation), safeAreaInsets: traits.safeAreaInsets,
      horizontalSizeClass: traits.horizontalSizeClass,
      verticalSizeClass: traits.verticalSizeClass)
  }

  /// The configuration a window in `split` takes when the device turns to `orientation`:
  /// the same split when the device offers it there, else the nearest wider one it offers
  /// (an even split turned to portrait becomes the two-thirds window), else full screen.
  ///
  /// Which window an even split becomes after a rotation is Truss's choice: the sources of
  /// the catalog say only that portrait has no even split.
  public func split(
    _ split: SplitFraction, rotatedTo orientation: DeviceOrientation
  ) -> SplitFraction {
    guard split != .full else { return .full }
    if splitWidth(split, in: orientation) != nil { return split }
    let from = screenSize(in: orientation.rotated).width
    let share = (splitWidth(split, in: orientation.rotated)?.width ?? from) / from
    let to = screenSize(in: orientation).width
    let wider = splitWidths.filter { $0.orientation == orientation && $0.width / to >= share }
    return wider.min { $0.width < $1.width }?.fraction ?? .full
  }
}
