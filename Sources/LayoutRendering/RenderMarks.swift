import Foundation

/// What the caller knows about a window's views that the views cannot tell the renderer
/// themselves — which are ambiguous by the document's rules, and where misplaced views were
/// designed to be. Views are named by ``AutoLayout/View/identifier``.
public struct RenderMarks: Sendable {
  /// The identifiers of the views the ``Overlay/ambiguity`` overlay draws red; `nil` asks
  /// each view (``AutoLayout/View/hasAmbiguousLayout``).
  public var ambiguous: Set<String>?
  /// For each misplaced view's identifier, its design frame in window coordinates: the
  /// ``Overlay/misplaced`` overlay draws it dashed orange, and the view's solved frame
  /// outlined orange.
  public var misplaced: [String: CGRect]

  /// Marks naming ambiguous and misplaced views; by default none are misplaced and the
  /// views are asked whether they are ambiguous.
  public init(ambiguous: Set<String>? = nil, misplaced: [String: CGRect] = [:]) {
    self.ambiguous = ambiguous
    self.misplaced = misplaced
  }
}
