/// One view of a drawn preview, for the inspector: what hovering it in the page shows.
public struct PreviewView: Codable, Sendable, Hashable {
  /// The view's name: its identifier, or its `layoutName` (`UILabel[0.2]`) when it has none;
  /// the SVG's `data-view` attribute for it.
  public var id: String
  /// The view's class (`Label`, `StackView`, or the previewed code's own class).
  public var type: String
  /// Its frame in window coordinates.
  public var frame: PreviewFrame
  /// Whether the view or one of its ancestors is hidden.
  public var isHidden: Bool
  /// Whether its layout is ambiguous (as the check decided for a document).
  public var isAmbiguous: Bool
  /// The constraints its position and size depend on (`constraintsAffectingLayout`),
  /// horizontal ones first, each axis in the solver's order.
  public var constraints: [PreviewConstraint]

  /// A view as listed.
  public init(
    id: String, type: String, frame: PreviewFrame, isHidden: Bool, isAmbiguous: Bool,
    constraints: [PreviewConstraint]
  ) {
    self.id = id
    self.type = type
    self.frame = frame
    self.isHidden = isHidden
    self.isAmbiguous = isAmbiguous
    self.constraints = constraints
  }
}
