import Foundation

extension CGRect {
  /// The rectangle shrunk by `insets` on each side (negative insets grow it) — UIKit's
  /// `CGRect.inset(by:)`, used in `layoutSubviews` as `bounds.inset(by: layoutMargins)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
