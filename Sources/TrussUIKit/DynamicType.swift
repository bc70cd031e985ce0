// UIKit's Dynamic Type names. `UIFont.TextStyle` and `UIContentSizeCategory` already work
// through the `UIFont` and `UIContentSizeCategory` aliases.

/// UIKit's `UIFontMetrics`.
public typealias UIFontMetrics = FontMetrics
/// UIKit's `UIFontTextStyle`: Swift 4.0's name for `UIFont.TextStyle`, still found in
/// Apple's sample code.
public typealias UIFontTextStyle = Font.TextStyle

extension NSNotification.Name {
  /// The Swift 4.1 name of `UIContentSizeCategory.didChangeNotification`, still found in
  /// Apple's sample code.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let UIContentSizeCategoryDidChange = ContentSizeCategory.didChangeNotification
}
