/// One drawing of a preview: the SVG the page shows, the views the inspector reads, and the
/// findings beside it.
///
/// Made by ``init(window:marks:caption:problems:logs:output:)`` from a laid-out window, in the
/// server's process for a document and in the child process for a Swift file (which sends it
/// back as JSON).
public struct PreviewSnapshot: Codable, Sendable, Hashable {
  /// The caption under the drawing: `iPhone 15 Pro, portrait, 393 × 852`.
  public var caption: String
  /// The window's width in points.
  public var width: Double
  /// The window's height in points.
  public var height: Double
  /// The device the window was made for, or `nil` for a window of a given size.
  public var device: String?
  /// The window's orientation: `portrait` or `landscape`.
  public var orientation: String
  /// The window's Split View width: `full`, `oneThird`, `half` or `twoThirds`.
  public var split: String
  /// The window's display scale.
  public var scale: Double
  /// The SVG (``LayoutRendering/SVGRenderer``) with every overlay drawn, each in its
  /// `<g data-overlay="…">` group, which the page shows or hides; every view carries its
  /// ``PreviewView/id`` as `data-view`.
  public var svg: String
  /// The window's views in tree order, back to front (the window first).
  public var views: [PreviewView]
  /// The problems: `truss check`'s paragraphs for a document, the ambiguous views for a Swift
  /// file.
  public var problems: [String]
  /// What the window logged (unsatisfiable constraints, layout loops), in order.
  public var logs: [String]
  /// What the previewed Swift code printed, or `nil` for a document.
  public var output: String?

  /// A snapshot with the given parts.
  public init(
    caption: String, width: Double, height: Double, device: String?, orientation: String,
    split: String, scale: Double, svg: String, views: [PreviewView], problems: [String],
    logs: [String], output: String?
  ) {
    self.caption = caption
    self.width = width
    self.height = height
    self.device = device
    self.orientation = orientation
    self.split = split
    self.scale = scale
    self.svg = svg
    self.views = views
    self.problems = problems
    self.logs = logs
    self.output = output
  }

  /// The view named `id`, if the snapshot has one.
  public func view(_ id: String) -> PreviewView? { views.first { $0.id == id } }
}
