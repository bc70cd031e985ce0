/// What the page's device bar (or the query of a snapshot request) asks the preview to show:
/// which device, orientation, Split View width, layout direction, text size and scale. Every
/// `nil` keeps the previewed document's own choice.
public struct PreviewOptions: Codable, Hashable, Sendable {
  /// A device profile's name (`iPhone 15 Pro`); `nil` for the document's own device.
  public var device: String?
  /// `portrait` or `landscape`; `nil` for the document's own orientation.
  public var orientation: String?
  /// An iPad Split View width (`full`, `oneThird`, `half`, `twoThirds`); `nil` for full
  /// screen.
  public var split: String?
  /// Whether to lay out right to left.
  public var rightToLeft: Bool
  /// A text size by UIKit's name (`large`, `accessibilityExtraLarge`, …, the names of
  /// `LoadOptions.contentSizeCategoryNames`); `nil` for Large.
  public var contentSizeCategory: String?
  /// The display scale to draw at instead of the device's (1, 2 or 3); `nil` for the
  /// device's own.
  public var scale: Double?

  /// Options naming what to show; the defaults show the document as it is written.
  public init(
    device: String? = nil, orientation: String? = nil, split: String? = nil,
    rightToLeft: Bool = false, contentSizeCategory: String? = nil, scale: Double? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.split = split
    self.rightToLeft = rightToLeft
    self.contentSizeCategory = contentSizeCategory
    self.scale = scale
  }
}
