/// An element that can replace its font when the preferred text size changes (UIKit's
/// `UIContentSizeCategoryAdjusting`, adopted by `UILabel`, `UITextField` and `UITextView`;
/// `UIButton` does not adopt it, its `titleLabel` does).
///
/// A view's trait delivery calls ``adjustForContentSizeCategory()`` before the view's own
/// `traitCollectionDidChange`, so an element adjusts even when a subclass overrides that
/// method without calling `super`. The element decides whether anything changes: it acts
/// only when its `adjustsFontForContentSizeCategory` is on and its font is a preferred font
/// or one scaled by ``FontMetrics`` (the two kinds UIKit's header names), and is cheap
/// otherwise, since it is called for every trait change.
protocol ContentSizeCategoryAdjusting: AnyObject {
  /// Replaces the element's font with the same text style or scaling at the element's
  /// current preferred content size category, if it adjusts and its font follows a style.
  func adjustForContentSizeCategory()
}
