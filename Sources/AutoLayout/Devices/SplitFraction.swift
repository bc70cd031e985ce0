/// How much of an iPad's screen an app's window takes in Split View, iPadOS's side-by-side
/// multitasking.
///
/// The fractions are nominal: the real widths are the device's own (a one-third window is 320
/// or 375 points wide whatever the screen, the two windows share the screen less a 10-point
/// divider), and are listed per device in ``DeviceProfile/splitWidths``.
public enum SplitFraction: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The whole screen: no Split View.
  case full
  /// The narrow side of an uneven split.
  case oneThird
  /// Either side of an even split (landscape only on the devices of the catalog).
  case half
  /// The wide side of an uneven split.
  case twoThirds

  public var description: String { rawValue }
}
