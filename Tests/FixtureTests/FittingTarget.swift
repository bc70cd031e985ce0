import Foundation

/// The target size of a fitting expectation: a size, or UIKit's compressed/expanded constants.
enum FittingTarget: Sendable, Equatable {
  /// An explicit target size.
  case size(CGSize)
  /// `View.layoutFittingCompressedSize`.
  case compressed
  /// `View.layoutFittingExpandedSize`.
  case expanded
}
