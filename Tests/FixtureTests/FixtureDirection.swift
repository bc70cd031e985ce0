/// The layout direction a fixture runs in.
enum FixtureDirection: String, Sendable, CaseIterable {
  /// Left to right, the fixture as written.
  case leftToRight = "LTR"
  /// Right to left: mirrored input and expectations, or the fixture's explicit `rtl` ones.
  case rightToLeft = "RTL"
}
