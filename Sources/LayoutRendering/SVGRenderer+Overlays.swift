import AutoLayout
import Foundation

// The overlays that outline regions and views: safe area, layout margins, misplaced and
// ambiguous views. (The constraints overlay is in SVGRenderer+Constraints.swift.)

extension SVGRenderer {
  /// The color of the safe-area overlay.
  static let safeAreaColor = "#007aff"
  /// The color of the margins overlay.
  static let marginsColor = "#34c759"
  /// The color of misplaced views.
  static let misplacedColor = "#ff9500"
  /// The color of ambiguous views.
  static let ambiguityColor = "#ff0000"
  /// The color of scroll views' content areas.
  static let scrollContentColor = "#30b0c7"

  /// The content area of every visible scroll view (the guide whose edges a scroll view's
  /// content constraints attach to), outlined where it lies at the current offset.
  func drawScrollContent(tree: RenderTree, into out: inout SVGWriter) {
    var rects: [String] = []
    for entry in tree.entries where entry.isVisible {
      guard let guide = entry.view.contentEdgesGuide, let rect = tree.rect(of: guide) else {
        continue
      }
      rects.append("<rect\(geometry(rect))\(viewAttribute(entry.view))/>")
    }
    writeOutlines(
      rects, of: .scrollContent,
      stroke: "stroke=\"\(SVGRenderer.scrollContentColor)\" stroke-width=\"1\""
        + " stroke-dasharray=\"6 3\"", into: &out)
  }

  /// The color of grid bands.
  static let gridBandColor = "#af52de"

  /// The row and column bands of every visible grid (any container with bands), outlined
  /// where its cells are; bands of no width or height (hidden ones) are left out.
  func drawGridBands(tree: RenderTree, into out: inout SVGWriter) {
    var rects: [String] = []
    for entry in tree.entries where entry.isVisible {
      guard let container = entry.view as? BandedContainer else { continue }
      for guide in container.bandGuides {
        guard let rect = tree.rect(of: guide), rect.width > 0, rect.height > 0 else { continue }
        rects.append("<rect\(geometry(rect))\(viewAttribute(entry.view))/>")
      }
    }
    writeOutlines(
      rects, of: .gridBands,
      stroke: "stroke=\"\(SVGRenderer.gridBandColor)\" stroke-width=\"1\""
        + " stroke-dasharray=\"2 2\"", into: &out)
  }

  /// One overlay's outlines (unfilled `<rect>` lines) in its group, with the group's stroke
  /// attributes; nothing when there are none.
  private func writeOutlines(
    _ rects: [String], of overlay: Overlay, stroke: String, into out: inout SVGWriter
  ) {
    guard !rects.isEmpty else { return }
    out.open("<g data-overlay=\"\(overlay.rawValue)\" fill=\"none\" \(stroke)>")
    for rect in rects { out.line(rect) }
    out.close("</g>")
  }

  /// The window's safe area as a dashed rectangle, when the window has safe-area insets.
  func drawSafeArea(of window: Window, into out: inout SVGWriter) {
    let insets = window.safeAreaInsets
    guard insets != .zero else { return }
    let bounds = window.bounds
    let safe = CGRect(
      x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    out.open("<g data-overlay=\"\(Overlay.safeArea.rawValue)\">")
    out.line(
      "<rect\(geometry(safe)) fill=\"none\" stroke=\"\(SVGRenderer.safeAreaColor)\""
        + " stroke-width=\"1\" stroke-dasharray=\"4 4\"/>")
    out.close("</g>")
  }

  /// The layout-margin rectangles (bounds inset by `layoutMargins`) of the visible views
  /// whose margins can matter: the window, views with visible subviews, and views a
  /// constraint attaches to by a margin attribute or the margins guide.
  func drawMargins(tree: RenderTree, into out: inout SVGWriter) {
    let mentioned = viewsWithMentionedMargins(tree: tree)
    var rects: [String] = []
    for (index, entry) in tree.entries.enumerated() where entry.isVisible {
      let view = entry.view
      let container = index == 0 || view.subviews.contains { !$0.isHidden }
      guard container || mentioned.contains(ObjectIdentifier(view)) else { continue }
      let margins = view.layoutMargins
      let rect = CGRect(
        x: entry.rect.minX + margins.left, y: entry.rect.minY + margins.top,
        width: entry.rect.width - margins.left - margins.right,
        height: entry.rect.height - margins.top - margins.bottom)
      guard rect.width > 0, rect.height > 0 else { continue }
      rects.append("<rect\(geometry(rect))\(viewAttribute(view))/>")
    }
    writeOutlines(
      rects, of: .margins,
      stroke: "stroke=\"\(SVGRenderer.marginsColor)\" stroke-opacity=\"0.7\""
        + " stroke-width=\"0.75\" stroke-dasharray=\"2 2\"", into: &out)
  }

  /// The views some installed constraint relates through their layout margins.
  private func viewsWithMentionedMargins(tree: RenderTree) -> Set<ObjectIdentifier> {
    var views: Set<ObjectIdentifier> = []
    for entry in tree.entries {
      for constraint in entry.view.constraints {
        let sides = [
          (constraint.firstItem, constraint.firstAttribute),
          (constraint.secondItem, constraint.secondAttribute),
        ]
        for case (let item?, let attribute) in sides {
          if let view = item as? View, attribute.marginBase != nil {
            views.insert(ObjectIdentifier(view))
          } else if let guide = item as? LayoutGuide, let owner = guide.owningView,
            guide.identifier == "UIViewLayoutMarginsGuide"
          {
            // Recognized by UIKit's identifier: asking the owner for `layoutMarginsGuide`
            // would make one where there is none.
            views.insert(ObjectIdentifier(owner))
          }
        }
      }
    }
    return views
  }

  /// For each misplaced view, its design frame dashed and its solved frame outlined (views
  /// in tree order, then identifiers no view has, sorted).
  func drawMisplaced(_ misplaced: [String: CGRect], tree: RenderTree, into out: inout SVGWriter) {
    guard !misplaced.isEmpty else { return }
    out.open(
      "<g data-overlay=\"\(Overlay.misplaced.rawValue)\" fill=\"none\""
        + " stroke=\"\(SVGRenderer.misplacedColor)\" stroke-width=\"1.5\">")
    var drawn: Set<String> = []
    func design(_ id: String, _ frame: CGRect) {
      out.line(
        "<rect\(geometry(frame)) stroke-dasharray=\"4 3\""
          + " data-view=\"\(SVGEscaping.escape(id))\" data-frame=\"design\"/>")
    }
    for entry in tree.entries {
      guard let id = entry.view.identifier, let frame = misplaced[id], !drawn.contains(id)
      else { continue }
      drawn.insert(id)
      design(id, frame)
      out.line(
        "<rect\(geometry(entry.rect)) data-view=\"\(SVGEscaping.escape(id))\""
          + " data-frame=\"solved\"/>")
    }
    for id in misplaced.keys.sorted() where !drawn.contains(id) {
      if let frame = misplaced[id] { design(id, frame) }
    }
    out.close("</g>")
  }

  /// Ambiguous views outlined in red: the views named in `names`, or, when it is `nil`,
  /// every view (the window aside) whose layout is ambiguous. Hidden views are outlined too:
  /// their ambiguity is a problem all the same.
  func drawAmbiguity(_ names: Set<String>?, tree: RenderTree, into out: inout SVGWriter) {
    var rects: [String] = []
    for (index, entry) in tree.entries.enumerated() {
      let view = entry.view
      let ambiguous: Bool
      if let names {
        ambiguous = view.identifier.map(names.contains) ?? false
      } else {
        ambiguous = index > 0 && view.hasAmbiguousLayout
      }
      if ambiguous { rects.append("<rect\(geometry(entry.rect))\(viewAttribute(view))/>") }
    }
    writeOutlines(
      rects, of: .ambiguity,
      stroke: "stroke=\"\(SVGRenderer.ambiguityColor)\" stroke-width=\"2\"", into: &out)
  }

  /// ` data-view="identifier"` for a view with an identifier (or for any view, named by its
  /// `layoutName`, when ``namesViewsByLayoutName`` is set), or nothing.
  func viewAttribute(_ view: View) -> String {
    let name = namesViewsByLayoutName ? view.layoutName : view.identifier
    return name.map { " data-view=\"\(SVGEscaping.escape($0))\"" } ?? ""
  }
}
