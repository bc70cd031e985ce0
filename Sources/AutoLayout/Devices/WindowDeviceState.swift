import Foundation

/// What a window made from a device profile remembers: the device, how it is held, and the
/// Split View share of the screen.
struct WindowDeviceState: Hashable, Sendable {
  var device: DeviceProfile
  var orientation: DeviceOrientation
  var split: SplitFraction
}
