import Foundation

/// One entry of the fixture's `views`: a view, its parent and the properties to set on it.
struct ViewSpec: Sendable {
  /// The view's id (also its `identifier`).
  var id: String
  /// The parent's id, `window` for the window.
  var parent: String
  /// `translatesAutoresizingMaskIntoConstraints`; true when not written, as in UIKit.
  var tamic = true
  /// The initial frame, in the parent's coordinates.
  var frame: CGRect?
  /// The autoresizing mask.
  var mask: [MaskOption] = []
  /// The intrinsic content size (`-1` for `noIntrinsicMetric`), when the view has one.
  var intrinsic: CGSize?
  /// Content hugging priorities `[horizontal, vertical]`.
  var hugging: [Float]?
  /// Compression resistance priorities `[horizontal, vertical]`.
  var compression: [Float]?
  /// `layoutMargins`.
  var margins: FixtureInsets?
  /// `directionalLayoutMargins` (left = leading, right = trailing).
  var directionalMargins: FixtureInsets?
  /// `preservesSuperviewLayoutMargins`.
  var preservesSuperviewMargins: Bool?
  /// `insetsLayoutMarginsFromSafeArea`.
  var insetsMarginsFromSafeArea: Bool?
  /// `semanticContentAttribute`.
  var semantic: SemanticOption?
  /// `isHidden`.
  var hidden: Bool?
  /// What the view is (`"kind"`): a plain view, a label, an image view or a button.
  var kind = ViewKind.view
  /// A label's `text`.
  var text: String?
  /// A label's font, or a button's title font.
  var font: FontOption?
  /// A label's `numberOfLines` (1 when not written, as in UIKit).
  var lines: Int?
  /// A label's `preferredMaxLayoutWidth`.
  var preferredMaxLayoutWidth: Double?
  /// An image view's image size.
  var image: CGSize?
  /// A button's title.
  var title: String?
  /// A button's `contentEdgeInsets` `[top, left, bottom, right]`.
  var contentInsets: FixtureInsets?
  /// A scroll view's content offset, content inset and inset adjustment.
  var scroll = ScrollSettings()
  /// A stack view's settings, by UIKit's names (`nil`: UIKit's defaults).
  var stackAxis: String?
  var stackDistribution: String?
  var stackAlignment: String?
  /// A stack view's spacing; `nil` with `"system"`… see `stackSystemSpacing`.
  var stackSpacing: Double?
  var stackSystemSpacing = false
  /// A stack view's `setCustomSpacing(_:after:)` calls, by arranged view id.
  var stackCustomSpacing: [String: StackSpacing] = [:]
  /// `isBaselineRelativeArrangement` (`nil`: UIKit's default, false).
  var stackBaselineRelative: Bool?
  /// `isLayoutMarginsRelativeArrangement` (`nil`: UIKit's default, false).
  var stackMarginsRelative: Bool?
  /// A grid view's rows, settings, merges and cells.
  var grid = GridSettings()
}
