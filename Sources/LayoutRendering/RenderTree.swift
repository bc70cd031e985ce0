import AutoLayout
import Foundation

/// A window's views in tree order with their frames in window coordinates, computed once per
/// rendering so every pass (views, overlays, constraints) agrees on where things are.
struct RenderTree {
  /// One view of the tree.
  struct Entry {
    /// The view.
    let view: View
    /// Its frame in window coordinates.
    let rect: CGRect
    /// Whether neither the view nor any of its ancestors is hidden (it is drawn).
    let isVisible: Bool
  }

  /// The window and every view in it, depth first, back to front.
  private(set) var entries: [Entry] = []
  private var positions: [ObjectIdentifier: Int] = [:]

  /// The tree of `window` as it is laid out now.
  init(_ window: Window) {
    visit(window, rect: CGRect(origin: .zero, size: window.bounds.size), visible: true)
  }

  private mutating func visit(_ view: View, rect: CGRect, visible: Bool) {
    let isVisible = visible && !view.isHidden
    positions[ObjectIdentifier(view)] = entries.count
    entries.append(Entry(view: view, rect: rect, isVisible: isVisible))
    // A subview's frame is in its superview's bounds coordinates.
    let originX = rect.minX - view.bounds.minX
    let originY = rect.minY - view.bounds.minY
    for subview in view.subviews {
      let frame = subview.frame
      visit(
        subview,
        rect: CGRect(
          x: originX + frame.minX, y: originY + frame.minY, width: frame.width,
          height: frame.height),
        visible: isVisible)
    }
  }

  /// The window's width.
  var canvasWidth: CGFloat { entries.first?.rect.width ?? 0 }

  /// The entry of `view`, if it is in the tree.
  func entry(of view: View) -> Entry? {
    positions[ObjectIdentifier(view)].map { entries[$0] }
  }

  /// The window-coordinate rectangle of a layout item: a view's frame, a guide's layout
  /// frame; `nil` for anything outside the tree.
  func rect(of item: AnyObject) -> CGRect? {
    if let view = item as? View { return entry(of: view)?.rect }
    guard let guide = item as? LayoutGuide, let owner = guide.owningView,
      let ownerRect = entry(of: owner)?.rect
    else { return nil }
    let frame = guide.layoutFrame
    return CGRect(
      x: ownerRect.minX - owner.bounds.minX + frame.minX,
      y: ownerRect.minY - owner.bounds.minY + frame.minY, width: frame.width,
      height: frame.height)
  }

  /// Whether a layout item is drawn: a visible view, or a guide of one.
  func isVisible(_ item: AnyObject) -> Bool {
    if let view = item as? View { return entry(of: view)?.isVisible ?? false }
    guard let owner = (item as? LayoutGuide)?.owningView else { return false }
    return entry(of: owner)?.isVisible ?? false
  }

  /// The view a layout item belongs to: the view itself, or a guide's owning view.
  func owner(of item: AnyObject) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
  }
}
