/// What a fixture view is (its `"kind"`): a plain view (the default), a label, an image view
/// or a button. Each content kind takes its own keys (see `Fixture+Content.swift`).
enum ViewKind: String, CaseIterable, Sendable {
  /// A plain `View` (or, with `"intrinsic"`, a view whose intrinsic size the fixture sets).
  case view
  /// A `Label`: `text`, `font` (required), `lines`, `preferredMaxLayoutWidth`.
  case label
  /// An `ImageView`: `image` `[w, h]`.
  case image
  /// A `Button`: `title`, `font` (required), `contentInsets`.
  case button
  /// A `StackView`: `axis` (`horizontal` | `vertical`), `distribution`, `alignment` (UIKit's
  /// case names), `spacing` (points or `"system"`), `customSpacing` (`{arranged view id:
  /// points or "system"}`), `baselineRelative`, `marginsRelative`. Its children are its
  /// arranged subviews.
  case stack
  /// A `ScrollView`: `contentOffset` `[x, y]`, `contentInset`, `insetAdjustment` (UIKit's
  /// case names). Its children are its subviews, in content coordinates.
  case scroll
  /// A `GridView` (AppKit's `NSGridView`): `rows` of content view ids, spacing, placements,
  /// row and column settings, merges and cells (see `Fixture+Grid.swift`). Its children are
  /// its content views.
  case grid

  /// The keys only this kind takes.
  var contentKeys: [String] {
    switch self {
    case .view: ["intrinsic"]
    case .label: ["text", "font", "lines", "preferredMaxLayoutWidth"]
    case .image: ["image"]
    case .button: ["title", "font", "contentInsets"]
    case .scroll: ["contentOffset", "contentInset", "insetAdjustment"]
    case .grid: Fixture.gridKeys
    case .stack:
      [
        "axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelative",
        "marginsRelative",
      ]
    }
  }

  /// The name of the kind in messages ("a label").
  var article: String {
    switch self {
    case .view: "a plain view"
    case .label: "a label"
    case .image: "an image view"
    case .button: "a button"
    case .stack: "a stack view"
    case .scroll: "a scroll view"
    case .grid: "a grid view"
    }
  }
}
