/// A scroll view's `contentInsetAdjustmentBehavior` as a fixture names it (UIKit's case
/// names).
enum InsetAdjustmentOption: String, CaseIterable, Sendable {
  /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` cases.
  case automatic, scrollableAxes, never, always
}
