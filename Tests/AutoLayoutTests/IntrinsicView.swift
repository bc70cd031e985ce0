import Foundation
import Truss

/// A view with a fixed intrinsic content size, standing in for a label or an image.
final class IntrinsicView: View {
  required init?(coder: NSCoder) { nil }

  let size: CGSize

  /// A view named `name` whose intrinsic content size is `size` (`View.noIntrinsicMetric`
  /// in an axis for none), laid out by constraints.
  init(_ name: String, size: CGSize) {
    self.size = size
    super.init(frame: .zero)
    identifier = name
    translatesAutoresizingMaskIntoConstraints = false
  }

  override var intrinsicContentSize: CGSize { size }
}

/// A view named `name`, laid out by constraints (`translatesAutoresizingMaskIntoConstraints`
/// off).
func constrainedView(_ name: String) -> View {
  let view = View()
  view.identifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}
