import AutoLayout
import Foundation

extension SVGRenderer {
  /// The color of the constraints overlay.
  static let constraintColor = "#af52de"

  /// Every drawable installed constraint (see ``ConstraintFigure``), views in tree order and
  /// each view's constraints in activation order; each in a `<g data-constraint="n">` with
  /// its equation as the `<title>` (a tooltip in browsers).
  ///
  /// `View.constraints` lists only constraints user code or a document activated: the
  /// engine's own (autoresizing masks, intrinsic sizes, guides) are never installed there.
  func drawConstraints(tree: RenderTree, into out: inout SVGWriter) {
    var figures: [ConstraintFigure] = []
    var beams: [ConstraintFigure.BeamKey: Int] = [:]
    for entry in tree.entries {
      for constraint in entry.view.constraints where constraint.isActive {
        if let figure = ConstraintFigure(constraint, tree: tree, beams: &beams) {
          figures.append(figure)
        }
      }
    }
    guard !figures.isEmpty else { return }
    out.open(
      "<g data-overlay=\"\(Overlay.constraints.rawValue)\" fill=\"none\""
        + " stroke=\"\(SVGRenderer.constraintColor)\" stroke-width=\"1\""
        + " font-family=\"\(SVGRenderer.sansFamilies)\" font-size=\"9\">")
    for (index, figure) in figures.enumerated() {
      out.open("<g data-constraint=\"\(index + 1)\">")
      out.line("<title>\(SVGEscaping.escape(figure.equation))</title>")
      for element in figure.elements { out.line(element) }
      out.close("</g>")
    }
    out.close("</g>")
  }
}
