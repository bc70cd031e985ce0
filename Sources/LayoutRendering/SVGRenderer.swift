import AutoLayout
import Foundation

/// Draws a laid-out window as SVG: a canvas the window's size, each visible view as a
/// rectangle with its background color, labels' visible lines at the font's baselines,
/// image views as gray placeholders with their image's name, shape views as their shapes, a
/// dashed safe-area overlay, ambiguous views outlined in red, and a caption under the canvas
/// naming the device and size.
///
/// The output is deterministic: the same window gives the same bytes (views in tree order,
/// every number through one formatter with at most three decimals).
public struct SVGRenderer: Sendable {
  /// The font families SVG text is set in for the system font (Nimbus Sans's metrics are
  /// Helvetica's and Arial's, so drawn text has the measured width).
  public static let sansFamilies =
    "Nimbus Sans, Liberation Sans, Arimo, Arial, Helvetica, sans-serif"
  /// The font families for the monospaced font.
  public static let monoFamilies = "Nimbus Mono PS, Courier New, monospace"
  /// The height of the caption band under the canvas.
  public static let captionHeight: CGFloat = 28

  /// Whether the safe area is drawn as a dashed rectangle.
  public var showsSafeArea: Bool
  /// Whether views with an ambiguous layout are outlined in red.
  public var showsAmbiguity: Bool
  /// The caption; when `nil`, the device, orientation and size (or just the size for a
  /// window not made from a device). An empty caption draws no caption band.
  public var caption: String?

  /// A renderer with the given overlays.
  public init(showsSafeArea: Bool = true, showsAmbiguity: Bool = true, caption: String? = nil) {
    self.showsSafeArea = showsSafeArea
    self.showsAmbiguity = showsAmbiguity
    self.caption = caption
  }

  /// The caption the renderer draws for `window` when none is given:
  /// `iPhone 15 Pro, portrait, 393 × 852` or `320 × 480`.
  public static func defaultCaption(for window: Window) -> String {
    let size =
      "\(SVGNumber.format(window.bounds.width)) × \(SVGNumber.format(window.bounds.height))"
    guard let device = window.device else { return size }
    return "\(device.name), \(window.interfaceOrientation.rawValue), \(size)"
  }

  /// The SVG document for `window` as it is laid out now (lay it out first).
  public func render(_ window: Window) -> String {
    let width = window.bounds.width
    let height = window.bounds.height
    let captionText = caption ?? SVGRenderer.defaultCaption(for: window)
    let totalHeight = height + (captionText.isEmpty ? 0 : SVGRenderer.captionHeight)
    var out = SVGWriter()
    out.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    out.line(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(totalHeight))""#
        + #" viewBox="0 0 \#(n(width)) \#(n(totalHeight))">"#)
    out.line(
      "  <rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")
    var outlines: [CGRect] = []
    draw(window, in: window, origin: .zero, into: &out, outlines: &outlines)
    if showsSafeArea {
      let insets = window.safeAreaInsets
      let safe = CGRect(
        x: insets.left, y: insets.top, width: max(0, width - insets.left - insets.right),
        height: max(0, height - insets.top - insets.bottom))
      out.line(
        "  <rect \(geometry(safe)) fill=\"none\" stroke=\"#007aff\" stroke-width=\"1\""
          + " stroke-dasharray=\"4 4\" data-overlay=\"safe-area\"/>")
    }
    for rect in outlines {
      out.line(
        "  <rect \(geometry(rect)) fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\""
          + " data-overlay=\"ambiguous\"/>")
    }
    if !captionText.isEmpty {
      out.line(
        "  <text x=\"8\" y=\"\(n(height + 18))\" font-family=\"\(SVGRenderer.sansFamilies)\""
          + " font-size=\"12\" fill=\"#333333\">\(SVGEscaping.escape(captionText))</text>")
    }
    out.line("</svg>")
    return out.text
  }

  /// Draws `view` (whose frame's origin is `origin` in window coordinates) and its subviews.
  private func draw(
    _ view: View, in window: Window, origin: CGPoint, into out: inout SVGWriter,
    outlines: inout [CGRect]
  ) {
    if view.isHidden { return }
    let rect = CGRect(origin: origin, size: view.frame.size)
    let name = view.identifier.map { " data-view=\"\(SVGEscaping.escape($0))\"" } ?? ""
    if let color = view.backgroundColor, color.alpha > 0 {
      out.line("  <rect \(geometry(rect))\(paint("fill", color))\(name)/>")
    }
    if let label = view as? Label {
      drawText(of: label, in: rect, into: &out)
    } else if let imageView = view as? ImageView {
      drawPlaceholder(of: imageView, in: rect, into: &out)
    } else if let shapeView = view as? ShapeView {
      drawShape(of: shapeView, in: rect, into: &out)
    }
    if showsAmbiguity, view !== window, view.hasAmbiguousLayout {
      outlines.append(rect)
    }
    for subview in view.subviews {
      let frame = subview.frame
      let childOrigin = CGPoint(
        x: origin.x + frame.minX - view.bounds.minX, y: origin.y + frame.minY - view.bounds.minY)
      draw(subview, in: window, origin: childOrigin, into: &out, outlines: &outlines)
    }
  }

  private func drawText(of label: Label, in rect: CGRect, into out: inout SVGWriter) {
    let lines = label.visibleLines
    guard !lines.isEmpty else { return }
    let font = label.font
    let families =
      font.spec.family == .mono ? SVGRenderer.monoFamilies : SVGRenderer.sansFamilies
    let ascender = label.firstBaselineOffsetFromTop ?? font.ascender
    let lineHeight = font.lineHeight
    let (x, anchor) = textPosition(of: label, in: rect)
    let weight = font.weight >= .semibold ? " font-weight=\"bold\"" : ""
    for (index, line) in lines.enumerated() {
      let baseline = rect.minY + ascender + lineHeight * CGFloat(index)
      out.line(
        "  <text x=\"\(n(x))\" y=\"\(n(baseline))\" font-family=\"\(families)\""
          + " font-size=\"\(n(font.pointSize))\"\(weight)\(paint("fill", label.textColor))"
          + "\(anchor) xml:space=\"preserve\">\(SVGEscaping.escape(line))</text>")
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

  private func drawPlaceholder(of view: ImageView, in rect: CGRect, into out: inout SVGWriter) {
    out.line(
      "  <rect \(geometry(rect)) fill=\"#d9d9d9\" stroke=\"#999999\" stroke-width=\"1\"/>")
    guard let image = view.image else { return }
    out.line(
      "  <text x=\"\(n(rect.midX))\" y=\"\(n(rect.midY))\" font-family=\"\(SVGRenderer.sansFamilies)\""
        + " font-size=\"12\" fill=\"#555555\" text-anchor=\"middle\" dominant-baseline=\"central\">"
        + "\(SVGEscaping.escape(image.name))</text>")
  }

  private func drawShape(of view: ShapeView, in rect: CGRect, into out: inout SVGWriter) {
    var style = view.fillColor.map { paint("fill", $0) } ?? " fill=\"none\""
    if let stroke = view.strokeColor {
      style += paint("stroke", stroke) + " stroke-width=\"\(n(view.lineWidth))\""
    }
    switch view.shape {
    case .polygon(let points):
      let list = points.map { point in
        "\(n(rect.minX + point.x * rect.width)),\(n(rect.minY + point.y * rect.height))"
      }
      out.line("  <polygon points=\"\(list.joined(separator: " "))\"\(style)/>")
    case .ellipse:
      out.line(
        "  <ellipse cx=\"\(n(rect.midX))\" cy=\"\(n(rect.midY))\" rx=\"\(n(rect.width / 2))\""
          + " ry=\"\(n(rect.height / 2))\"\(style)/>")
    case .arc(let startAngle, let endAngle):
      let rx = rect.width / 2
      let ry = rect.height / 2
      func point(_ degrees: CGFloat) -> String {
        let radians = Double(degrees) * Double.pi / 180
        return "\(n(Double(rect.midX) + Double(rx) * cos(radians))) "
          + "\(n(Double(rect.midY) + Double(ry) * sin(radians)))"
      }
      var sweep = (endAngle - startAngle).truncatingRemainder(dividingBy: 360)
      if sweep < 0 { sweep += 360 }
      let large = sweep > 180 ? 1 : 0
      out.line(
        "  <path d=\"M \(point(startAngle)) A \(n(rx)) \(n(ry)) 0 \(large) 1 \(point(endAngle))\""
          + "\(style)/>")
    }
  }

  private func geometry(_ rect: CGRect) -> String {
    "x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\""
      + " height=\"\(n(rect.height))\""
  }

  /// ` fill="#rrggbb"` (with ` fill-opacity` when not opaque), for `attribute`.
  private func paint(_ attribute: String, _ color: Color) -> String {
    func byte(_ component: Double) -> String {
      let value = Int((min(1, max(0, component)) * 255).rounded())
      let hex = String(value, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    var result = " \(attribute)=\"#\(byte(color.red))\(byte(color.green))\(byte(color.blue))\""
    if color.alpha < 1 {
      result += " \(attribute)-opacity=\"\(n(max(0, color.alpha)))\""
    }
    return result
  }

  private func n(_ value: CGFloat) -> String { SVGNumber.format(value) }
  private func n(_ value: Double) -> String { SVGNumber.format(value) }
}

/// Accumulates the document, one element a line.
private struct SVGWriter {
  var text = ""
  mutating func line(_ line: String) {
    text += line
    text += "\n"
  }
}

/// XML escaping for text and attribute values.
public enum SVGEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and control characters XML cannot hold
  /// (everything below U+0020 but tab, newline and carriage return) dropped.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
