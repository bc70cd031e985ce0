import Foundation

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's.
/// Truss has no pixels; an image is a name (for renderers) and a size.
open class ImageView: View {
  /// An image by name and size in points.
  public struct Image: Hashable, Sendable {
    /// The name renderers label the placeholder with.
    public var name: String
    /// The size in points.
    public var size: CGSize
    /// The edges kept unstretched when the image is drawn larger than its size (UIKit's
    /// `capInsets`; zero for an image that is not resizable). For renderers: the size does not
    /// change.
    public var capInsets = EdgeInsets.zero
    /// An image reference.
    public init(named name: String, size: CGSize) {
      self.name = name
      self.size = size
    }
  }

  /// The image shown; its size is the view's intrinsic size.
  public var image: Image? {
    didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// An image view showing `image`.
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// A constraint keeping the view's width to height at the image's aspect ratio (inactive
  /// until activated; `nil` without an image of non-zero height).
  public func aspectRatioConstraint(
    file: String = #fileID, line: Int = #line
  )
    -> LayoutConstraint?
  {
    guard let size = image?.size, size.height > 0 else { return nil }
    return widthAnchor.constraint(
      equalTo: heightAnchor, multiplier: size.width / size.height, file: file, line: line)
  }
}
