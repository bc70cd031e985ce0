/// A device orientation as a fixture names it (Truss's `DeviceOrientation` cases).
enum OrientationOption: String, CaseIterable, Sendable {
  /// Truss's `DeviceOrientation` cases.
  case portrait, landscape
}
