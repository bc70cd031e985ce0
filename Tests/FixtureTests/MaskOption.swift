/// An autoresizing option as a fixture names it (UIKit's `UIView.AutoresizingMask` members).
enum MaskOption: String, CaseIterable, Sendable {
  /// The horizontal options.
  case flexibleLeftMargin, flexibleWidth, flexibleRightMargin
  /// The vertical options.
  case flexibleTopMargin, flexibleHeight, flexibleBottomMargin

  /// The option seen in a mirror: the left and right margins exchanged.
  var mirrored: MaskOption {
    switch self {
    case .flexibleLeftMargin: .flexibleRightMargin
    case .flexibleRightMargin: .flexibleLeftMargin
    default: self
    }
  }
}
