import Foundation

/// A scroll view's settings as a fixture writes them (`"kind": "scroll"`); `nil` keeps
/// UIKit's default.
struct ScrollSettings: Equatable, Sendable {
  /// `contentOffset` `[x, y]` (default zero). Not mirrored: UIKit does not flip it.
  var contentOffset: CGPoint?
  /// `contentInset` `[top, left, bottom, right]` (default zero); absolute, so mirrored.
  var contentInset: FixtureInsets?
  /// `contentInsetAdjustmentBehavior` (default `automatic`).
  var insetAdjustment: InsetAdjustmentOption?
}
