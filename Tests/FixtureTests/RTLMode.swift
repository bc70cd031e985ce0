/// How a fixture runs right to left.
enum RTLMode: Sendable {
  /// The default: the input is mirrored and every expectation is the mirror of the LTR one.
  case mirror
  /// Explicit expectations: the same input (mirrored only when `mirrorInput`) in a
  /// right-to-left window, checked against `expect` and the per-step expectations `steps`.
  case explicit(mirrorInput: Bool, expect: Expectation?, steps: [Expectation?])
}
