/// One entry of the fixture's `guides`: a custom `LayoutGuide` and the view that owns it.
struct GuideSpec: Sendable {
  /// The guide's id (also its `identifier`).
  var id: String
  /// The owning view's id, `window` for the window.
  var owner: String
}
