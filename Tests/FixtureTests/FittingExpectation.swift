import Foundation

/// An expected `systemLayoutSizeFitting` answer: `{"view": "cell", "target": [320, 0],
/// "priorities": [1000, 50], "size": [320, 88]}`.
struct FittingExpectation: Sendable {
  /// The view asked.
  var view: String
  /// The target size.
  var target: FittingTarget
  /// Horizontal and vertical fitting priorities; `nil` calls `systemLayoutSizeFitting(_:)`.
  var priorities: [Float]?
  /// The expected answer.
  var size: CGSize
}
