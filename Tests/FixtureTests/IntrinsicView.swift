import Foundation
import Truss

/// A view with a settable intrinsic content size, standing in for a label or an image in
/// fixtures (`"intrinsic": [w, h]`).
final class IntrinsicView: View {
  /// The size `intrinsicContentSize` reports; `View.noIntrinsicMetric` in either dimension
  /// for none. Changing it invalidates the intrinsic size.
  var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// `size`, as the engine asks for it.
  override var intrinsicContentSize: CGSize { size }
}
