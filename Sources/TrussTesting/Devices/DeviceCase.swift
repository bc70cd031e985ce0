import Testing
import Truss

/// One place a screen must lay out well: a device held one way, at a text size, in a layout
/// direction. Use a list of them (``DeviceMatrix``) as a Swift Testing argument list, so one
/// test runs a screen on all of them, each case reported by its ``description``:
///
/// ```swift
/// @Test(arguments: DeviceMatrix.all)
/// func profileScreen(_ place: DeviceCase) {
///   let window = place.makeWindow()
///   …
/// }
/// ```
public struct DeviceCase: Hashable, Sendable, CustomStringConvertible,
  CustomTestStringConvertible
{
  /// The device.
  public var device: DeviceProfile
  /// How it is held.
  public var orientation: DeviceOrientation
  /// The user's text size (Dynamic Type).
  public var contentSizeCategory: ContentSizeCategory
  /// The interface's layout direction.
  public var layoutDirection: UserInterfaceLayoutDirection

  /// A case; Large text, left to right, unless given.
  public init(
    device: DeviceProfile, orientation: DeviceOrientation,
    contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) {
    self.device = device
    self.orientation = orientation
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
  }

  /// A window for the case: the device's size, scale, safe area and size classes in the
  /// orientation, the layout direction and the text size set.
  public func makeWindow() -> Window {
    let window = Window(device: device, orientation: orientation, layoutDirection: layoutDirection)
    window.setPreferredContentSizeCategory(contentSizeCategory)
    return window
  }

  /// `iPhone SE (1st generation), landscape, accessibilityExtraExtraExtraLarge, right to left`.
  public var description: String {
    "\(device.name), \(orientation), \(contentSizeCategory.swiftName), "
      + (layoutDirection == .rightToLeft ? "right to left" : "left to right")
  }

  /// The ``description``, as Swift Testing names each argument.
  public var testDescription: String { description }

  /// The case ``forEachDevice(_:_:)`` is running, for the evidence messages to name.
  @TaskLocal public static var current: DeviceCase?
}

/// The device cases of the catalog (``DeviceProfile/all``: iPhones, iPads and the Mac window).
public enum DeviceMatrix {
  /// Every combination of the lists given, devices outermost, in the lists' order.
  public static func cases(
    devices: [DeviceProfile] = DeviceProfile.all,
    orientations: [DeviceOrientation] = [.portrait, .landscape],
    contentSizeCategories: [ContentSizeCategory] = [.large],
    layoutDirections: [UserInterfaceLayoutDirection] = [.leftToRight]
  ) -> [DeviceCase] {
    devices.flatMap { device in
      orientations.flatMap { orientation in
        contentSizeCategories.flatMap { category in
          layoutDirections.map { direction in
            DeviceCase(
              device: device, orientation: orientation, contentSizeCategory: category,
              layoutDirection: direction)
          }
        }
      }
    }
  }

  /// Every device, both orientations, at the default text size and the largest accessibility
  /// size, left to right and right to left: the cases where layouts break.
  public static let all = cases(
    contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
    layoutDirections: [.leftToRight, .rightToLeft])

  /// Every device in both orientations, Large text, left to right: one case per screen size.
  public static let sizes = cases()

  /// The phones of the catalog, both orientations, Large text, left to right.
  public static let phones = cases(devices: DeviceProfile.all.filter { $0.idiom == .phone })
}

/// Runs `body` once per case with a window made for it (``DeviceCase/makeWindow()``), the
/// case's text size as the task's ``ContentSizeCategory/current`` and the case named in the
/// evidence of any expectation that fails inside (`… (on iPhone 8, landscape, large, left to
/// right)`).
public func forEachDevice(
  _ cases: [DeviceCase] = DeviceMatrix.all, _ body: (DeviceCase, Window) throws -> Void
) rethrows {
  for place in cases {
    try DeviceCase.$current.withValue(place) {
      try ContentSizeCategory.$current.withValue(place.contentSizeCategory) {
        try body(place, place.makeWindow())
      }
    }
  }
}
