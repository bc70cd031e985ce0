import Foundation

// Windows made from device profiles: a window the size of a device's screen (or of one of its
// Split View windows), with its scale, safe-area insets and size classes, that rotates and
// changes split as the device would.

extension Window {
  /// A window filling `device`'s screen (or its `split` Split View window) in `orientation`:
  /// the device's size, scale, safe-area insets and size classes there (see
  /// ``DeviceProfile/geometry(in:split:)``).
  ///
  /// The size classes are the profile's, not derived from the size, and follow the profile
  /// through ``rotate(to:)`` and ``setSplit(_:)``.
  ///
  /// - Parameters:
  ///   - device: the device, for example ``DeviceProfile/iPhone15Pro`` or
  ///     `DeviceProfile.named("iPad Pro 11-inch")!`.
  ///   - orientation: how the device is held; its ``DeviceProfile/naturalOrientation`` when
  ///     `nil` (portrait, landscape for the Mac window).
  ///   - split: the share of the screen the app's window takes; full screen by default.
  ///   - layoutDirection: the interface language's direction.
  /// A split the device does not offer in `orientation` (see ``DeviceProfile/splits(in:)``:
  /// phones have no Split View, no iPad of the catalog an even split in portrait) is reported
  /// on standard error and the window is made full screen.
  public convenience init(
    device: DeviceProfile, orientation: DeviceOrientation? = nil, split: SplitFraction = .full,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    let orientation = orientation ?? device.naturalOrientation
    let (split, geometry, problem) = Window.geometry(of: device, in: orientation, split: split)
    self.init(
      size: geometry.size, scale: device.scale, safeAreaInsets: geometry.safeAreaInsets,
      layoutDirection: layoutDirection, horizontalSizeClass: geometry.horizontalSizeClass,
      verticalSizeClass: geometry.verticalSizeClass)
    deviceState = WindowDeviceState(device: device, orientation: orientation, split: split)
    if let problem { log(problem) }
  }

  /// The device profile the window was made from, if any.
  public var device: DeviceProfile? { deviceState?.device }

  /// How the window's device is held: as the window was made or last rotated; for a window
  /// not made from a device, landscape when it is wider than tall.
  public var interfaceOrientation: DeviceOrientation {
    if let state = deviceState { return state.orientation }
    return bounds.width > bounds.height ? .landscape : .portrait
  }

  /// The Split View share of the screen the window takes (``SplitFraction/full`` for a
  /// window not made from a device).
  public var split: SplitFraction { deviceState?.split ?? .full }

  /// Turns the device to `orientation`, as UIKit does on a rotation: the window takes the
  /// device's size, safe-area insets and size classes there, views whose traits change get
  /// `traitCollectionDidChange`, and the next pass lays everything out again.
  ///
  /// A Split View window keeps its split when the device offers it in the new orientation;
  /// an even split turned to portrait becomes the two-thirds window (see
  /// ``DeviceProfile/split(_:rotatedTo:)``). A window not made from a device exchanges its
  /// width and height when `orientation` differs from its shape, keeping its safe-area insets
  /// and deriving its size classes as ``resize(to:safeAreaInsets:horizontalSizeClass:verticalSizeClass:)``
  /// does.
  public func rotate(to orientation: DeviceOrientation) {
    guard let state = deviceState else {
      guard orientation != interfaceOrientation else { return }
      resize(to: CGSize(width: bounds.height, height: bounds.width))
      return
    }
    apply(
      WindowDeviceState(
        device: state.device, orientation: orientation,
        split: state.device.split(state.split, rotatedTo: orientation)))
  }

  /// Changes the share of the screen the window takes in Split View (``SplitFraction/full``
  /// leaves Split View), laying it out again with the device's width and size classes.
  ///
  /// A window not made from a device, or a split its device does not offer in the current
  /// orientation, is reported through ``logHandler`` and left as it is.
  public func setSplit(_ split: SplitFraction) {
    guard let state = deviceState else {
      log("setSplit(\(split)) needs a window made with Window(device:…); the window is unchanged.")
      return
    }
    guard state.device.geometry(in: state.orientation, split: split) != nil else {
      log(
        Window.unavailable(split, of: state.device, in: state.orientation)
          + " The window is unchanged.")
      return
    }
    apply(WindowDeviceState(device: state.device, orientation: state.orientation, split: split))
  }

  /// Records `state` and resizes the window to its geometry.
  private func apply(_ state: WindowDeviceState) {
    let (split, geometry, problem) = Window.geometry(
      of: state.device, in: state.orientation, split: state.split)
    if let problem { log(problem) }
    deviceState = WindowDeviceState(
      device: state.device, orientation: state.orientation, split: split)
    resize(
      to: geometry.size, safeAreaInsets: geometry.safeAreaInsets,
      horizontalSizeClass: geometry.horizontalSizeClass,
      verticalSizeClass: geometry.verticalSizeClass)
  }

  /// The device's geometry for the split, or, when the device does not offer it, the
  /// full-screen geometry and a message saying what it offers.
  private static func geometry(
    of device: DeviceProfile, in orientation: DeviceOrientation, split: SplitFraction
  ) -> (SplitFraction, DeviceProfile.WindowGeometry, String?) {
    if let geometry = device.geometry(in: orientation, split: split) {
      return (split, geometry, nil)
    }
    let full = device.fullScreenGeometry(in: orientation)
    return (.full, full, unavailable(split, of: device, in: orientation) + " Using full screen.")
  }

  private static func unavailable(
    _ split: SplitFraction, of device: DeviceProfile, in orientation: DeviceOrientation
  ) -> String {
    let offered = device.splits(in: orientation).map(\.rawValue).joined(separator: ", ")
    return
      "\(device.name) has no \(split) Split View window in \(orientation) (it offers: \(offered))."
  }
}
