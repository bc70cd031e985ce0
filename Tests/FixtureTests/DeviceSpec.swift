/// The fixture window's device, instead of a size, scale and safe area:
/// `{"name": "iPhone 15 Pro", "orientation": "landscape", "split": "half"}`.
///
/// The harness makes the window with `Window(device:orientation:split:layoutDirection:)`; the
/// window spec's size, scale, safe area and size classes are filled in from the profile when
/// the fixture is read, so mirroring and failure tables see the real numbers.
struct DeviceSpec: Equatable, Sendable {
  /// The device's name, as `DeviceProfile.named(_:)` finds it.
  var name: String
  /// How the device is held; the device's natural orientation when not written.
  var orientation: OrientationOption?
  /// The Split View share of the screen; full screen when not written.
  var split: SplitOption
}
