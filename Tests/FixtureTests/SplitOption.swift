/// A Split View share of the screen as a fixture names it (Truss's `SplitFraction` cases).
enum SplitOption: String, CaseIterable, Sendable {
  /// Truss's `SplitFraction` cases.
  case full, oneThird, half, twoThirds
}
