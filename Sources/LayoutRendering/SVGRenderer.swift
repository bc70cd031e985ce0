import AutoLayout
import Foundation

/// Draws a laid-out window as SVG: a canvas the window's size, each visible view as a
/// rectangle with its background color, corner radius and border, labels' visible lines at
/// the font's baselines, image views as gray placeholders with their image's name, shape
/// views as their shapes; then the diagnostic ``overlays``, an optional device frame, and a
/// caption under the canvas naming the device and size.
///
/// The output is deterministic: the same window gives the same bytes (views in tree order,
/// constraints in activation order, every number through one formatter with at most three
/// decimals, element ids numbered in drawing order).
public struct SVGRenderer: Sendable {
  /// The font families SVG text is set in for the system font (Nimbus Sans's metrics are
  /// Helvetica's and Arial's, so drawn text has the measured width).
  public static let sansFamilies =
    "Nimbus Sans, Liberation Sans, Arimo, Arial, Helvetica, sans-serif"
  /// The font families for the monospaced font.
  public static let monoFamilies = "Nimbus Mono PS, Courier New, monospace"
  /// The height of the caption band under the canvas.
  public static let captionHeight: CGFloat = 28
  /// The overlays a renderer draws unless told otherwise: the safe area, ambiguous views and
  /// misplaced views.
  public static let defaultOverlays: Set<Overlay> = [.safeArea, .ambiguity, .misplaced]

  /// The diagnostic layers drawn over the views, each in its own `<g data-overlay="…">`
  /// group (always in the order safe area, margins, constraints, misplaced, ambiguity,
  /// whatever the set's order).
  public var overlays: Set<Overlay>
  /// Whether the screen is drawn inside its device: a dark bezel with rounded corners (and
  /// the sensor housing, home button or Mac title bar the device has), the canvas growing by
  /// the bezel. Ignored for a window not made from a ``AutoLayout/DeviceProfile``.
  public var showsDeviceFrame: Bool
  /// The caption; when `nil`, the device, orientation, split and size (or just the size for a
  /// window not made from a device). An empty caption draws no caption band.
  public var caption: String?
  /// Whether a view without an identifier is named in the SVG (its `data-view` attribute) by
  /// ``AutoLayout/View/layoutName``, as logs name it (`UILabel[0.2]`), instead of not at all:
  /// the live preview points at every view by that name.
  public var namesViewsByLayoutName: Bool

  /// A renderer drawing the given overlays.
  public init(
    overlays: Set<Overlay> = SVGRenderer.defaultOverlays, showsDeviceFrame: Bool = false,
    caption: String? = nil, namesViewsByLayoutName: Bool = false
  ) {
    self.overlays = overlays
    self.showsDeviceFrame = showsDeviceFrame
    self.caption = caption
    self.namesViewsByLayoutName = namesViewsByLayoutName
  }

  /// The caption the renderer draws for `window` when none is given:
  /// `iPhone 15 Pro, portrait, 393 × 852`, `iPad Pro 11-inch, landscape, 1/3 split, 375 × 834`
  /// (`, RTL` appended in right-to-left layouts) or `320 × 480`.
  public static func defaultCaption(for window: Window) -> String {
    var parts: [String] = []
    if let device = window.device {
      parts.append(device.name)
      parts.append(window.interfaceOrientation.rawValue)
      switch window.split {
      case .full: break
      case .oneThird: parts.append("1/3 split")
      case .half: parts.append("1/2 split")
      case .twoThirds: parts.append("2/3 split")
      }
    }
    parts.append("\(num(window.bounds.width)) × \(num(window.bounds.height))")
    if window.effectiveUserInterfaceLayoutDirection == .rightToLeft { parts.append("RTL") }
    if let size = textSizeCaption(window.traitCollection.preferredContentSizeCategory) {
      parts.append(size)
    }
    return parts.joined(separator: ", ")
  }

  /// How a caption names a text size other than the default (Large): `text size XL`, or the
  /// accessibility sizes as Xcode's environment overrides do, `AX1` to `AX5`.
  static func textSizeCaption(_ category: ContentSizeCategory) -> String? {
    let prefix = "UICTContentSizeCategory"
    guard category != .large, category != .unspecified, category.rawValue.hasPrefix(prefix)
    else { return nil }
    let size = String(category.rawValue.dropFirst(prefix.count))
    let accessibility = [
      "AccessibilityM", "AccessibilityL", "AccessibilityXL",
      "AccessibilityXXL", "AccessibilityXXXL",
    ]
    if let index = accessibility.firstIndex(of: size) { return "AX\(index + 1)" }
    return "text size \(size)"
  }

  /// The SVG document for `window` as it is laid out now (lay it out first).
  ///
  /// - Parameters:
  ///   - window: the window; rendering reads it and changes nothing.
  ///   - marks: which views the ``Overlay/ambiguity`` and ``Overlay/misplaced`` overlays
  ///     draw; by default the views are asked whether they are ambiguous and none is
  ///     misplaced.
  public func render(_ window: Window, marks: RenderMarks = RenderMarks()) -> String {
    let tree = RenderTree(window)
    let bezel = showsDeviceFrame ? DeviceBezel(window: window) : nil
    let body = bezel?.size ?? window.bounds.size
    let captionText = caption ?? SVGRenderer.defaultCaption(for: window)
    let totalHeight = body.height + (captionText.isEmpty ? 0 : SVGRenderer.captionHeight)
    var out = SVGWriter()
    out.depth = 0
    out.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    out.open(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(num(body.width))" height="\#(num(totalHeight))""#
        + #" viewBox="0 0 \#(num(body.width)) \#(num(totalHeight))">"#)
    bezel?.drawBody(into: &out)
    bezel?.openScreen(into: &out)
    out.line(
      "<rect\(geometry(CGRect(origin: .zero, size: window.bounds.size))) fill=\"#ffffff\"/>")
    var clipCount = 0
    drawView(window, tree: tree, into: &out, clipCount: &clipCount)
    drawOverlays(of: window, tree: tree, marks: marks, into: &out)
    bezel?.closeScreen(into: &out)
    if !captionText.isEmpty {
      out.line(
        "<text x=\"8\" y=\"\(num(body.height + 18))\" font-family=\"\(SVGRenderer.sansFamilies)\""
          + " font-size=\"12\" fill=\"#333333\">\(SVGEscaping.escape(captionText))</text>")
    }
    out.close("</svg>")
    return out.text
  }

  /// Draws the overlays the renderer shows, in their fixed order.
  private func drawOverlays(
    of window: Window, tree: RenderTree, marks: RenderMarks, into out: inout SVGWriter
  ) {
    if overlays.contains(.safeArea) { drawSafeArea(of: window, into: &out) }
    if overlays.contains(.margins) { drawMargins(tree: tree, into: &out) }
    if overlays.contains(.constraints) { drawConstraints(tree: tree, into: &out) }
    if overlays.contains(.misplaced) { drawMisplaced(marks.misplaced, tree: tree, into: &out) }
    if overlays.contains(.ambiguity) { drawAmbiguity(marks.ambiguous, tree: tree, into: &out) }
    if overlays.contains(.scrollContent) { drawScrollContent(tree: tree, into: &out) }
    if overlays.contains(.gridBands) { drawGridBands(tree: tree, into: &out) }
  }
}
