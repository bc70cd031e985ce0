import AutoLayout
import Foundation
import LayoutRendering

extension PreviewSnapshot {
  /// The snapshot of `window` as it is laid out now: what both a document and a Swift file's
  /// child process draw.
  ///
  /// The SVG has every overlay, and names each view by its identifier or, without one, by its
  /// `layoutName` (the names ``views`` uses). A view is ambiguous when `marks` names it
  /// (a document's check decides, with its `ambiguity:` settings), or, when `marks.ambiguous`
  /// is `nil`, when the engine finds it so. Its constraints are those
  /// `constraintsAffectingLayout(for:)` returns in each axis.
  ///
  /// - Parameters:
  ///   - window: the window, laid out; it is read, not changed.
  ///   - marks: the ambiguous and misplaced views to draw.
  ///   - caption: the caption, or `nil` for the renderer's (device, orientation, size).
  ///   - problems: the findings to list.
  ///   - logs: what the window logged.
  ///   - output: what the previewed code printed, if it is code.
  public init(
    window: Window, marks: RenderMarks = RenderMarks(), caption: String? = nil,
    problems: [String], logs: [String], output: String?
  ) {
    let text = caption ?? SVGRenderer.defaultCaption(for: window)
    let renderer = SVGRenderer(
      overlays: Set(Overlay.allCases), caption: text, namesViewsByLayoutName: true)
    let ambiguous = marks.ambiguous ?? Self.ambiguousNames(in: window)
    var views: [PreviewView] = []
    func visit(_ view: View, origin: CGPoint, hidden: Bool) {
      let frame =
        view === window
        ? CGRect(origin: .zero, size: window.bounds.size)
        : CGRect(
          x: origin.x + view.frame.minX, y: origin.y + view.frame.minY,
          width: view.frame.width, height: view.frame.height)
      let isHidden = hidden || view.isHidden
      let name = view.layoutName
      let constraints =
        view.constraintsAffectingLayout(for: .horizontal).map {
          PreviewConstraint($0, axis: .horizontal)
        }
        + view.constraintsAffectingLayout(for: .vertical).map {
          PreviewConstraint($0, axis: .vertical)
        }
      views.append(
        PreviewView(
          id: name, type: String(describing: type(of: view)), frame: PreviewFrame(frame),
          isHidden: isHidden, isAmbiguous: ambiguous.contains(name), constraints: constraints))
      // Subviews' frames are in this view's bounds coordinates.
      let inner = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
      for subview in view.subviews { visit(subview, origin: inner, hidden: isHidden) }
    }
    visit(window, origin: .zero, hidden: false)
    self.init(
      caption: text, width: PreviewNumber.rounded(window.bounds.width),
      height: PreviewNumber.rounded(window.bounds.height), device: window.device?.name,
      orientation: window.interfaceOrientation.rawValue, split: window.split.rawValue,
      scale: Double(window.scale), svg: renderer.render(window, marks: marks), views: views,
      problems: problems, logs: logs, output: output)
  }

  /// The names of the views the engine finds ambiguous (one query for the whole window).
  static func ambiguousNames(in window: Window) -> Set<String> {
    var names: Set<String> = []
    func visit(_ node: LayoutTraceNode) {
      if !node.ambiguous.isEmpty { names.insert(node.name) }
      node.subviews.forEach(visit)
    }
    visit(window.autolayoutTraceTree())
    return names
  }
}
