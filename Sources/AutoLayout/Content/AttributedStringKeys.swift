import Foundation

extension NSAttributedString.Key {
  /// The font of the text (UIKit's `NSAttributedString.Key.font`): a ``Font``. Foundation on
  /// Linux leaves the text attributes to the UI frameworks, as Apple's does.
  public static let font = NSAttributedString.Key("NSFont")
  /// The color of the text (UIKit's `NSAttributedString.Key.foregroundColor`): a ``Color``.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}
