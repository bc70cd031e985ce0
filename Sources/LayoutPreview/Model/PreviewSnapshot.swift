/// One drawing of the previewed layout, as the page shows it: the SVG with every overlay
/// drawn (the page shows or hides each `<g data-overlay="…">` group), the views the page
/// can inspect, and what checking and laying it out reported.
///
/// The same layout and options give the same snapshot, byte for byte once encoded with
/// sorted keys.
public struct PreviewSnapshot: Codable, Sendable, Equatable {
  /// The drawing's caption: `iPhone 15 Pro, portrait, 393 × 852` (see
  /// `SVGRenderer.defaultCaption(for:)`).
  public var caption: String
  /// The window's width in points.
  public var width: Double
  /// The window's height in points.
  public var height: Double
  /// The SVG drawing, every overlay included.
  public var svg: String
  /// Every view with an identifier, in tree order (depth first, subviews back to front).
  public var views: [PreviewView]
  /// The check's findings, one paragraph each (as `truss check` prints them: the problem,
  /// then its suggested fix, if any).
  public var problems: [String]
  /// What the window logged while it was laid out: unsatisfiable constraints, layout loops,
  /// invalid constraints.
  public var logs: [String]
  /// What a previewed Swift file's code printed; `nil` for a document.
  public var output: String?

  /// A snapshot of the given parts.
  public init(
    caption: String, width: Double, height: Double, svg: String, views: [PreviewView],
    problems: [String], logs: [String], output: String? = nil
  ) {
    self.caption = caption
    self.width = width
    self.height = height
    self.svg = svg
    self.views = views
    self.problems = problems
    self.logs = logs
    self.output = output
  }
}
