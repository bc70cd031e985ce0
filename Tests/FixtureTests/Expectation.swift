import Foundation

/// What a fixture expects after a layout pass (the top-level `expect` or a step's).
struct Expectation: Sendable {
  /// Expected frames by id: views in superview coordinates, guides (custom, or `V.margins`,
  /// `V.safeArea`, `V.readable`) as `layoutFrame` in the owning view's coordinates.
  var frames: [String: CGRect] = [:]
  /// Views that must report `hasAmbiguousLayout`.
  var ambiguous: [String]?
  /// Whether the window must report no ambiguity; defaults to true when `ambiguous` is absent.
  var unambiguous: Bool?
  /// The conflict sets reported, in order, each as constraint names (identifier or equation
  /// text); none when not written.
  var conflicts: [[String]]?
  /// The constraint broken for each reported conflict, in order.
  var broken: [String]?
  /// `systemLayoutSizeFitting` answers.
  var fitting: [FittingExpectation] = []
  /// Expected `safeAreaInsets` by view id.
  var safeAreaInsets: [String: FixtureInsets] = [:]
  /// Expected `layoutMargins` by view id.
  var margins: [String: FixtureInsets] = [:]
  /// Substrings the diagnostics log of this phase must contain.
  var logContains: [String] = []
  /// The lines each label draws in its current bounds (`Label.visibleLines`), by label id.
  var visibleLines: [String: [String]] = [:]
  /// Expected `intrinsicContentSize` by view id (`-1` for `View.noIntrinsicMetric`).
  var intrinsic: [String: CGSize] = [:]
  /// Expected `contentSize` by scroll view id.
  var contentSize: [String: CGSize] = [:]
  /// Expected `adjustedContentInset` by scroll view id.
  var adjustedContentInset: [String: FixtureInsets] = [:]
  /// Expected frames in the window's coordinates (where the view is on screen: inside a
  /// scroll view, its frame minus the content offset), by view id.
  var windowFrames: [String: CGRect] = [:]
  /// Expected `isHidden` by view id (a grid hides the content of hidden rows and columns).
  var hidden: [String: Bool] = [:]
}
