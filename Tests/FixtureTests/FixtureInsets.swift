/// Insets as a fixture writes them, `[top, left, bottom, right]` (or, for directional
/// margins, `[top, leading, bottom, trailing]` stored in `left`/`right`).
struct FixtureInsets: Equatable, Sendable {
  /// The top inset.
  var top: Double
  /// The left (or leading) inset.
  var left: Double
  /// The bottom inset.
  var bottom: Double
  /// The right (or trailing) inset.
  var right: Double

  /// No insets.
  static let zero = FixtureInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The same insets with left and right exchanged: the mirror image.
  var mirrored: FixtureInsets {
    FixtureInsets(top: top, left: right, bottom: bottom, right: left)
  }

  /// Whether every inset is within 1e-3 of `other`'s.
  func isClose(to other: FixtureInsets) -> Bool {
    abs(top - other.top) <= 1e-3 && abs(left - other.left) <= 1e-3
      && abs(bottom - other.bottom) <= 1e-3 && abs(right - other.right) <= 1e-3
  }
}
