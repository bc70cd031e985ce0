import Foundation

/// The traits of an interface environment (UIKit's `UITraitCollection`): size classes,
/// display scale, layout direction and preferred text size.
///
/// A window derives its traits from its size and scale (see ``Window``); views inherit their
/// window's traits, with the layout direction changed by a forcing
/// ``View/semanticContentAttribute`` on the way down.
public struct TraitCollection: Hashable, Sendable {
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Points to pixels (0 when unspecified).
  public var displayScale: CGFloat
  /// The layout direction.
  public var layoutDirection: UserInterfaceLayoutDirection
  /// The preferred text size.
  public var preferredContentSizeCategory: ContentSizeCategory

  /// Traits with the given values; anything not given is unspecified (left to right, scale 0).
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    displayScale: CGFloat = 0,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    preferredContentSizeCategory: ContentSizeCategory = .large
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// The size classes UIKit gives a full-screen window of this size, by Apple's size-class
  /// table: compact height below 500 points (every iPhone in landscape); compact width below
  /// 600 points (every iPhone in portrait, iPad one-third and some half splits), and in
  /// landscape on iPhones narrower than 414 points (the Plus and Max models, 414 and wider,
  /// are regular). Device profiles give their exact classes instead.
  public static func sizeClasses(
    for size: CGSize
  ) -> (
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    let compactHeight = size.height < 500
    let compactWidth = size.width < 600 || (compactHeight && size.height < 414)
    return (compactWidth ? .compact : .regular, compactHeight ? .compact : .regular)
  }
}
