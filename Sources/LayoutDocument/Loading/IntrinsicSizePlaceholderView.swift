import AutoLayout
import Foundation

/// A plain view with an intrinsic-size placeholder (`intrinsicSize: [w, h]`): Interface
/// Builder's stand-in for a custom view that computes its intrinsic content size at run time.
final class IntrinsicSizePlaceholderView: View {
  /// The intrinsic content size reported (`View.noIntrinsicMetric` in an axis without one).
  let placeholderSize: CGSize

  /// A view reporting `size` as its intrinsic content size.
  init(size: CGSize) {
    placeholderSize = size
    super.init(frame: .zero)
  }

  /// Never decoded: documents make these from their text.
  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { placeholderSize }
}
