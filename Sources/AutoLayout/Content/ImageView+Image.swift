import Foundation

extension ImageView.Image {
  /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
  public enum RenderingMode: Int, Hashable, Sendable {
    /// The image's default.
    case automatic
    /// The original colors.
    case alwaysOriginal
    /// A template tinted with the tint color.
    case alwaysTemplate
  }

  /// The size Truss gives every SF Symbol: 20 × 20 points. Symbols at UIKit's default
  /// configuration (17-point, medium scale) measure roughly 17 to 24 points depending on the
  /// symbol, and no table of their sizes is published; layout code that depends on a symbol's
  /// exact size should give the image view a size.
  public static let symbolSize = CGSize(width: 20, height: 20)

  /// An image from the app's assets (UIKit's `UIImage(named:)`). Truss has no asset catalog:
  /// the image has the size registered for `name` with ``register(_:size:)``, or 0 × 0, and
  /// is never `nil`, so layout code written for UIKit runs unchanged.
  public init?(named name: String) {
    self.init(named: name, size: ImageSizes.shared.size(of: name) ?? .zero)
  }

  /// A system symbol (UIKit's `UIImage(systemName:)`), ``symbolSize`` points.
  public init?(systemName name: String) {
    self.init(named: name, size: Self.symbolSize)
  }

  /// Registers the size `UIImage(named:)` gives images called `name` (the size of the asset in
  /// the app). Thread-safe.
  public static func register(_ name: String, size: CGSize) {
    ImageSizes.shared.set(size, for: name)
  }

  /// The same image drawn in `mode` (Truss draws placeholders: the image is unchanged).
  public func withRenderingMode(_ mode: RenderingMode) -> ImageView.Image { self }

  /// The same image tinted (Truss draws placeholders: the image is unchanged).
  public func withTintColor(_ color: Color) -> ImageView.Image { self }

  /// The same image, stretched between `capInsets` when drawn larger (UIKit's
  /// `resizableImage(withCapInsets:)`): its size is unchanged, as UIKit's is, so an image view
  /// showing it still asks for the image's size.
  public func resizableImage(withCapInsets capInsets: EdgeInsets) -> ImageView.Image {
    var image = self
    image.capInsets = capInsets
    return image
  }
}

/// The sizes registered for named images, behind a lock.
final class ImageSizes: @unchecked Sendable {
  static let shared = ImageSizes()
  private let lock = NSLock()
  private var sizes: [String: CGSize] = [:]

  func size(of name: String) -> CGSize? {
    lock.lock()
    defer { lock.unlock() }
    return sizes[name]
  }

  func set(_ size: CGSize, for name: String) {
    lock.lock()
    sizes[name] = size
    lock.unlock()
  }
}
