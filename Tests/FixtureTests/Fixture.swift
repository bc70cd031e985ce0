/// A layout fixture: a window, views, guides and constraints, optional steps, and the frames
/// (and other facts) UIKit would produce. `Fixtures/layout/README.md` documents the format.
struct Fixture: Sendable {
  /// The file's path relative to `Fixtures/layout`, for messages.
  var name: String
  /// What UIKit behaviour the fixture pins down.
  var description: String
  /// Where the expected numbers come from (hand computation, UIKit documentation, …).
  var source: String
  /// Why the fixture is disabled (required for, and only allowed in, `x_` files).
  var disabled: String?
  /// The window.
  var window: WindowSpec
  /// The views, parents before children.
  var views: [ViewSpec]
  /// The custom layout guides.
  var guides: [GuideSpec]
  /// The constraints, activated together in this order.
  var constraints: [ConstraintEquation]
  /// Changes applied after the first layout, each followed by a layout pass.
  var steps: [FixtureStep]
  /// Expectations after the first layout pass.
  var expect: Expectation?
  /// How the right-to-left run is checked.
  var rtl: RTLMode
  /// The file's lines, to point engine logs at the line of an equation.
  var lines: [Substring] = []

  /// The id of the window in equations, parents and expectations.
  static let windowID = "window"

  /// The standard guides an equation can name as `V.<suffix>`.
  static let standardGuideSuffixes = ["margins", "safeArea", "readable"]

  /// The view spec with id `id`.
  func view(_ id: String) -> ViewSpec? {
    views.first { $0.id == id }
  }

  /// The parent of an item for mirroring and tables: a view's superview, a guide's owner,
  /// `V` for `V.margins`; `nil` for the window.
  func parent(of item: String) -> String? {
    if item == Fixture.windowID { return nil }
    if let view = view(item) { return view.parent }
    if let guide = guides.first(where: { $0.id == item }) { return guide.owner }
    if let dot = item.lastIndex(of: ".") { return String(item[..<dot]) }
    return nil
  }

  /// Whether `item` names something equations and expectations can refer to: the window, a
  /// view, a custom guide, a standard guide `V.margins` / `V.safeArea` / `V.readable`, or a
  /// scroll view's `S.content` / `S.frame`.
  func isKnownItem(_ item: String) -> Bool {
    if item == Fixture.windowID || view(item) != nil || guides.contains(where: { $0.id == item }) {
      return true
    }
    if isScrollGuide(item) { return true }
    guard let dot = item.lastIndex(of: ".") else { return false }
    let owner = String(item[..<dot])
    let suffix = String(item[item.index(after: dot)...])
    return Fixture.standardGuideSuffixes.contains(suffix)
      && (owner == Fixture.windowID || view(owner) != nil)
  }

  /// Whether `id` is the window or a view.
  func isViewOrWindow(_ id: String) -> Bool {
    id == Fixture.windowID || view(id) != nil
  }

  /// The 1-based line of the file where `equation` is written (0 when not found), so the
  /// engine's logs name the fixture's line instead of the harness's.
  func line(of equation: ConstraintEquation) -> Int {
    let quoted = "\"\(equation.text)\""
    return (lines.firstIndex { $0.contains(quoted) } ?? -1) + 1
  }
}
