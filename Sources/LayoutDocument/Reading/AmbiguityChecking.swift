/// How much of a view's layout ``LoadedDocument/check()`` verifies (a view's `ambiguity:`,
/// Interface Builder's "Ambiguity" setting).
enum AmbiguityChecking: String, CaseIterable, Sendable {
  /// Position and size (Interface Builder's "Verify Position and Size"), the default.
  case always
  /// Position only: an ambiguous width or height is not reported.
  case position
  /// Nothing: the view is never reported ambiguous.
  case never

  /// The ambiguous variables worth reporting among `variables` (`minX`, `minY`, `Width`,
  /// `Height`).
  func reported(_ variables: [String]) -> [String] {
    switch self {
    case .always: variables
    case .position: variables.filter { $0 == "minX" || $0 == "minY" }
    case .never: []
    }
  }
}
