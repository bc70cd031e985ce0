import AutoLayout
import Foundation

// Drawing the views themselves: backgrounds, corner radii, borders, clipping, text, image
// placeholders and shapes.

extension SVGRenderer {
  /// Draws `view` and its subviews (back to front), unless it is hidden.
  ///
  /// The layer's border is drawn last, over the subviews, as Core Animation composites it;
  /// `masksToBounds` clips the content and subviews to the (rounded) bounds through a
  /// `clipPath` numbered in drawing order.
  func drawView(_ view: View, tree: RenderTree, into out: inout SVGWriter, clipCount: inout Int) {
    guard let entry = tree.entry(of: view), entry.isVisible else { return }
    let rect = entry.rect
    let layer = view.layer
    let radius = max(0, min(layer.cornerRadius, rect.width / 2, rect.height / 2))
    let name = viewAttribute(view)
    if let color = view.backgroundColor, color.alpha > 0 {
      out.line("<rect\(geometry(rect))\(corners(radius))\(paint("fill", color))\(name)/>")
    }
    let hasContent = view is Label || view is ImageView || view is ShapeView
    let clips = layer.masksToBounds && (hasContent || view.subviews.contains { !$0.isHidden })
    if clips {
      clipCount += 1
      let id = "clip-\(clipCount)"
      out.line("<clipPath id=\"\(id)\"><rect\(geometry(rect))\(corners(radius))/></clipPath>")
      out.open("<g clip-path=\"url(#\(id))\">")
    }
    if let label = view as? Label {
      drawText(of: label, in: rect, into: &out)
    } else if let imageView = view as? ImageView {
      drawPlaceholder(of: imageView, in: rect, radius: radius, into: &out)
    } else if let shapeView = view as? ShapeView {
      drawShape(of: shapeView, in: rect, into: &out)
    }
    for subview in view.subviews {
      drawView(subview, tree: tree, into: &out, clipCount: &clipCount)
    }
    if clips { out.close("</g>") }
    drawBorder(of: layer, in: rect, radius: radius, into: &out)
  }

  /// The layer's border, inside the bounds: a stroke along the bounds inset by half its
  /// width, its corners following the bounds' radius.
  private func drawBorder(
    of layer: Layer, in rect: CGRect, radius: CGFloat, into out: inout SVGWriter
  ) {
    guard let color = layer.borderColor, color.alpha > 0 else { return }
    let width = min(layer.borderWidth, rect.width / 2, rect.height / 2)
    guard width > 0 else { return }
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    out.line(
      "<rect\(geometry(inset))\(corners(max(0, radius - width / 2))) fill=\"none\""
        + "\(paint("stroke", color)) stroke-width=\"\(num(width))\"/>"
    )
  }

  /// A label's visible lines, each its own `<text>` at its baseline, in the label's font,
  /// with the font's line height recorded as `data-line-height`.
  private func drawText(of label: Label, in rect: CGRect, into out: inout SVGWriter) {
    let lines = label.visibleLines
    guard !lines.isEmpty else { return }
    let font: Font = label.font
    let families =
      font.spec.family == .mono ? SVGRenderer.monoFamilies : SVGRenderer.sansFamilies
    let ascender = label.firstBaselineOffsetFromTop ?? font.ascender
    let lineHeight = font.lineHeight
    let (x, anchor) = textPosition(of: label, in: rect)
    let weight = font.weight >= .semibold ? " font-weight=\"bold\"" : ""
    for (index, line) in lines.enumerated() {
      // Lines are a line height plus the font's leading apart (a preferred font's leading
      // makes the distance its text style's).
      let baseline = rect.minY + ascender + (lineHeight + font.leading) * CGFloat(index)
      out.line(
        "<text x=\"\(num(x))\" y=\"\(num(baseline))\" font-family=\"\(families)\""
          + " font-size=\"\(num(font.pointSize))\"\(weight)\(paint("fill", label.textColor))"
          + "\(anchor) data-line-height=\"\(num(lineHeight))\" xml:space=\"preserve\">"
          + "\(SVGEscaping.escape(line))</text>")
    }
  }

  /// Where a label's lines start and how they are anchored, from its alignment and layout
  /// direction.
  private func textPosition(of label: Label, in rect: CGRect) -> (CGFloat, String) {
    let rightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch label.textAlignment {
    case .center: return (rect.midX, " text-anchor=\"middle\"")
    case .right: return (rect.maxX, " text-anchor=\"end\"")
    case .natural where rightToLeft: return (rect.maxX, " text-anchor=\"end\"")
    case .left, .justified, .natural: return (rect.minX, "")
    }
  }

  /// A gray box (with the view's corner radius) and the image's name centered in it.
  private func drawPlaceholder(
    of view: ImageView, in rect: CGRect, radius: CGFloat, into out: inout SVGWriter
  ) {
    // Over the view's own background color the placeholder is only outlined, so the
    // background (standing in for the picture) shows.
    let visibleBackground = (view.backgroundColor?.alpha ?? 0) > 0
    let fill = visibleBackground ? "none" : "#d9d9d9"
    out.line(
      "<rect\(geometry(rect))\(corners(radius)) fill=\"\(fill)\" stroke=\"#999999\""
        + " stroke-width=\"1\"/>")
    guard let image = view.image else { return }
    out.line(
      "<text x=\"\(num(rect.midX))\" y=\"\(num(rect.midY))\" font-family=\"\(SVGRenderer.sansFamilies)\""
        + " font-size=\"12\" fill=\"#555555\" text-anchor=\"middle\" dominant-baseline=\"central\">"
        + "\(SVGEscaping.escape(image.name))</text>")
  }

  /// A shape view's polygon, ellipse or arc, scaled to its frame.
  private func drawShape(of view: ShapeView, in rect: CGRect, into out: inout SVGWriter) {
    var style = view.fillColor.map { paint("fill", $0) } ?? " fill=\"none\""
    if let stroke = view.strokeColor {
      style += paint("stroke", stroke) + " stroke-width=\"\(num(view.lineWidth))\""
    }
    switch view.shape {
    case .polygon(let points):
      let list = points.map { point in
        "\(num(rect.minX + point.x * rect.width)),\(num(rect.minY + point.y * rect.height))"
      }
      out.line("<polygon points=\"\(list.joined(separator: " "))\"\(style)/>")
    case .ellipse:
      out.line(
        "<ellipse cx=\"\(num(rect.midX))\" cy=\"\(num(rect.midY))\" rx=\"\(num(rect.width / 2))\""
          + " ry=\"\(num(rect.height / 2))\"\(style)/>")
    case .arc(let startAngle, let endAngle):
      let rx = rect.width / 2
      let ry = rect.height / 2
      func point(_ degrees: CGFloat) -> String {
        let radians = Double(degrees) * Double.pi / 180
        return "\(num(Double(rect.midX) + Double(rx) * cos(radians))) "
          + "\(num(Double(rect.midY) + Double(ry) * sin(radians)))"
      }
      var sweep = (endAngle - startAngle).truncatingRemainder(dividingBy: 360)
      if sweep < 0 { sweep += 360 }
      let large = sweep > 180 ? 1 : 0
      out.line(
        "<path d=\"M \(point(startAngle)) A \(num(rx)) \(num(ry)) 0 \(large) 1 \(point(endAngle))\""
          + "\(style)/>")
    }
  }
}
