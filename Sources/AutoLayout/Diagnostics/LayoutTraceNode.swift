import Foundation

/// One view of a hierarchy as the JSON twin of ``View/autolayoutTrace()`` and
/// ``View/recursiveDescription()`` describes it, for tools and snapshot tests.
public struct LayoutTraceNode: Codable, Hashable, Sendable {
  /// The view's type.
  public var type: String
  /// The name logs use (identifier, or type and index path).
  public var name: String
  /// `host` (the engine host), `auto` (laid out by constraints) or `autoresizing` (frame
  /// translated into constraints) — the trace's `•`, `*` and `+`.
  public var layout: String
  /// The frame, `[x, y, width, height]` in the superview's coordinates.
  public var frame: [Double]
  /// The autoresizing mask in UIKit's notation (`W+H`), for translated views with a mask.
  public var autoresizingMask: String?
  /// Whether the view is hidden.
  public var hidden: Bool
  /// The ambiguous variables (`minX`, `minY`, `Width`, `Height`) with their solver ids.
  public var ambiguous: [AmbiguousVariable]
  /// Custom layout guides owned by the view, with their frames and ambiguity.
  public var guides: [Guide]
  /// The subviews, back to front.
  public var subviews: [LayoutTraceNode]

  /// An ambiguous variable of an item.
  public struct AmbiguousVariable: Codable, Hashable, Sendable {
    /// `minX`, `minY`, `Width` or `Height`.
    public var variable: String
    /// The solver variable's id, as the text trace prints it.
    public var id: Int
  }

  /// A custom layout guide.
  public struct Guide: Codable, Hashable, Sendable {
    /// The guide's name.
    public var name: String
    /// Its layout frame in the owning view's coordinates.
    public var frame: [Double]
    /// Its ambiguous variables.
    public var ambiguous: [AmbiguousVariable]
  }
}
