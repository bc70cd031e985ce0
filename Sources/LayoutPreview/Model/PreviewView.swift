/// A view the page can inspect: hovering its box shows its frame and the constraints its
/// layout depends on; clicking it when it is ambiguous shows another layout its constraints
/// allow.
public struct PreviewView: Codable, Sendable, Equatable {
  /// The view's identifier: the document's `id`, and the SVG's `data-view` attribute.
  public var id: String
  /// The frame in window coordinates: x, y, width, height.
  public var frame: [Double]
  /// Whether the constraints leave the view's frame undetermined.
  public var isAmbiguous: Bool
  /// The constraints affecting the view's layout (UIKit's `constraintsAffectingLayout`),
  /// horizontal ones first, each axis in the order they were added.
  public var constraints: [PreviewConstraint]

  /// A view of the given parts.
  public init(id: String, frame: [Double], isAmbiguous: Bool, constraints: [PreviewConstraint]) {
    self.id = id
    self.frame = frame
    self.isAmbiguous = isAmbiguous
    self.constraints = constraints
  }
}
