import AutoLayout
import LayoutDocument

extension PreviewOptions {
  /// The scales the device bar offers besides the device's own.
  public static let scales: [Double] = [1, 2, 3]

  /// Why the options cannot be drawn, in one sentence for the page, or `nil` when every name
  /// is known: `unknown device 'iPhone 99'; known devices: iPhone SE (3rd generation), …`.
  public var problem: String? {
    if let device, DeviceProfile.named(device) == nil {
      return "unknown device '\(device)'; known devices: "
        + DeviceProfile.all.map(\.name).joined(separator: ", ")
    }
    if let orientation, DeviceOrientation(rawValue: orientation) == nil {
      return "unknown orientation '\(orientation)'; expected portrait or landscape"
    }
    if let split, SplitFraction(rawValue: split) == nil {
      return "unknown split '\(split)'; expected "
        + SplitFraction.allCases.map(\.rawValue).joined(separator: ", ")
    }
    if let contentSizeCategory, category == nil {
      return "unknown content size category '\(contentSizeCategory)'; known categories: "
        + LoadOptions.contentSizeCategoryNames.map(\.name).joined(separator: ", ")
    }
    if let scale, !Self.scales.contains(scale) {
      return "unknown scale '\(PreviewNumber.text(scale))'; expected 1, 2, 3 or device"
    }
    return nil
  }

  /// The device profile named, if any and known.
  public var profile: DeviceProfile? { device.flatMap(DeviceProfile.named) }

  /// The orientation named, if any and known.
  public var deviceOrientation: DeviceOrientation? {
    orientation.flatMap(DeviceOrientation.init(rawValue:))
  }

  /// The Split View width named, if any and known.
  public var splitFraction: SplitFraction? { split.flatMap(SplitFraction.init(rawValue:)) }

  /// The text size named, if any and known.
  public var category: ContentSizeCategory? {
    guard let contentSizeCategory else { return nil }
    return LoadOptions.contentSizeCategoryNames.first { $0.name == contentSizeCategory }?.category
  }
}
