import Foundation

/// The user's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes
/// from extra small to extra extra extra large, and five larger accessibility sizes.
///
/// Raw values are UIKit's, as printed by the iOS 13.3 simulator (temoki/UIKit_DynamicType
/// README at 04de9d61). Categories are ordered by size, as UIKit's
/// `UIContentSizeCategoryCompareToCategory` orders them: `extraSmall < … < large < … <
/// accessibilityExtraExtraExtraLarge`.
///
/// An app has one preferred category; Truss has no app, so ``current`` is a task-local
/// setting (Large unless set for a scope): fonts asked for without traits use it, and so does
/// a new window.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable,
  CaseIterable
{
  /// UIKit's name for the category, such as `UICTContentSizeCategoryL`.
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not known (UIKit's raw value as seen in its binary; no printout confirms it). Fonts
  /// asked for with an unspecified category use ``current``.
  public static let unspecified = ContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large: the default.
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large: the largest size outside Accessibility settings.
  public static let extraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// Accessibility medium (AX1).
  public static let accessibilityMedium = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility large (AX2).
  public static let accessibilityLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility extra large (AX3).
  public static let accessibilityExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility extra extra large (AX4).
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility extra extra extra large (AX5): the largest size.
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve categories a user can choose, smallest first (``unspecified`` is not one).
  public static let allCases: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// UIKit's `UIContentSizeCategory.didChangeNotification`
  /// (`UIContentSizeCategoryDidChangeNotification`). Truss posts nothing to it: a window's
  /// views hear of a new category through `traitCollectionDidChange`; the name is here so
  /// code that observes it compiles.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  /// The app's preferred category, for this task and the tasks it creates: Large unless set
  /// for a scope with `ContentSizeCategory.$current.withValue(.extraLarge) { … }`.
  ///
  /// UIKit reads the app's setting where no traits say otherwise; Truss reads this:
  /// ``Font/preferredFont(forTextStyle:)``, ``FontMetrics`` without traits or with traits
  /// whose category is ``unspecified``, and labels outside a window that adjust their font.
  /// Being task-local, it is safe under strict concurrency, and tests running in parallel
  /// do not see one another's settings.
  @TaskLocal public static var current: ContentSizeCategory = .large

  /// UIKit's Swift name of the category (`UIContentSizeCategory.large` is `large`,
  /// `accessibilityExtraExtraExtraLarge` the largest), for documents, the command line and
  /// test names; the raw value for ``unspecified`` and categories UIKit does not define.
  public var swiftName: String {
    let names = [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
      "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
      "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ]
    return names.indices.contains(index) ? names[index] : rawValue
  }

  /// Whether the category is one of the five accessibility sizes (UIKit's
  /// `isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category's place in ``allCases`` (0 for extra small); -1 for ``unspecified`` and
  /// for raw values UIKit does not define.
  var index: Int { ContentSizeCategory.allCases.firstIndex(of: self) ?? -1 }

  /// Smaller text first. ``unspecified`` and unknown raw values come before extra small
  /// (UIKit does not say where; they compare among themselves by raw value, so the order is
  /// total).
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    let (i, j) = (a.index, b.index)
    return i != j ? i < j : a.rawValue < b.rawValue
  }
}
