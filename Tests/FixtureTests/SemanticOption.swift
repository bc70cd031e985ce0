/// A `semanticContentAttribute` as a fixture names it.
enum SemanticOption: String, CaseIterable, Sendable {
  /// UIKit's `SemanticContentAttribute` cases.
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

  /// The attribute seen in a mirror, or `nil` when there is no exact mirror (`playback` and
  /// `spatial` always lay out left to right, whatever the direction).
  var mirrored: SemanticOption? {
    switch self {
    case .unspecified: .unspecified
    case .forceLeftToRight: .forceRightToLeft
    case .forceRightToLeft: .forceLeftToRight
    case .playback, .spatial: nil
    }
  }
}
