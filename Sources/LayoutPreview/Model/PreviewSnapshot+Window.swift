import AutoLayout
import Foundation
import LayoutRendering

extension PreviewSnapshot {
  /// The snapshot of `window` as it is laid out now (lay it out first): its drawing with
  /// every overlay, its identified views with their frames, ambiguity and the constraints
  /// affecting them, and the given findings and logs.
  ///
  /// A Swift file's preview process calls this on the window its code built; the document
  /// preview calls it on the document's window.
  ///
  /// - Parameters:
  ///   - window: the window; the snapshot reads it and changes nothing.
  ///   - marks: the views the ambiguity and misplaced overlays mark; by default each view is
  ///     asked whether it is ambiguous. The views' `isAmbiguous` follows the same marks.
  ///   - problems: the check's findings, one paragraph each.
  ///   - logs: what the window logged.
  ///   - output: what the code printed, for a Swift file.
  public init(
    window: Window, marks: RenderMarks = RenderMarks(), problems: [String], logs: [String],
    output: String? = nil
  ) {
    let caption = SVGRenderer.defaultCaption(for: window)
    let renderer = SVGRenderer(overlays: Set(Overlay.allCases), caption: caption)
    let svg = renderer.render(window, marks: marks)
    var views: [PreviewView] = []
    // One query of the whole window first: most layouts have no ambiguous view, and then no
    // view needs asking.
    let ambiguous = marks.ambiguous ?? (window.hasAmbiguousLayout ? nil : [])
    func visit(_ view: View, origin: CGPoint) {
      guard !view.isHidden else { return }
      let frame =
        view === window
        ? CGRect(origin: .zero, size: window.bounds.size)
        : CGRect(
          x: origin.x + view.frame.minX, y: origin.y + view.frame.minY,
          width: view.frame.width, height: view.frame.height)
      if let id = view.identifier {
        views.append(
          PreviewView(
            id: id, frame: PreviewSnapshot.numbers(frame),
            isAmbiguous: ambiguous.map { $0.contains(id) } ?? view.hasAmbiguousLayout,
            constraints: PreviewSnapshot.constraints(affecting: view)))
      }
      // A subview's frame is in its superview's bounds coordinates.
      let inner = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
      for subview in view.subviews { visit(subview, origin: inner) }
    }
    visit(window, origin: .zero)
    self.init(
      caption: caption, width: Double(window.bounds.width), height: Double(window.bounds.height),
      svg: svg, views: views, problems: problems, logs: logs, output: output)
  }

  /// The constraints affecting `view`'s layout, horizontal ones first.
  static func constraints(affecting view: View) -> [PreviewConstraint] {
    let axes: [(LayoutConstraint.Axis, String)] = [
      (.horizontal, "horizontal"), (.vertical, "vertical"),
    ]
    return axes.flatMap { axis, name in
      view.constraintsAffectingLayout(for: axis).map { constraint in
        PreviewConstraint(
          text: constraint.description, axis: name, priority: constraint.priority.rawValue,
          isActive: constraint.isActive, isSatisfied: constraint.isSatisfied)
      }
    }
  }

  /// A rectangle's origin and size rounded to thousandths, so snapshots are byte-stable.
  static func numbers(_ rect: CGRect) -> [Double] {
    [rect.minX, rect.minY, rect.width, rect.height].map { value in
      let rounded = (Double(value) * 1000).rounded() / 1000
      return rounded.isFinite ? rounded : 0
    }
  }
}
