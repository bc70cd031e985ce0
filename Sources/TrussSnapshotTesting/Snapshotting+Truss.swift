import Foundation
import LayoutRendering
import SnapshotTesting
import Truss
import TrussTesting

extension Snapshotting where Value: View, Format == String {
  /// The view's frames as text (``TrussTesting/layoutFrames(of:)``): one line per view of its
  /// subtree, indented by depth, `x y width height`. Recorded as `.txt`; a changed frame is a
  /// one-line diff.
  public static var frames: Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (view: Value) in layoutFrames(of: view) }
    strategy.pathExtension = "txt"
    return strategy
  }

  /// The drawing of the view's window, laid out first, as `truss render` draws it: the
  /// deterministic SVG of ``LayoutRendering/SVGRenderer`` with its default overlays (safe
  /// area, ambiguity, misplaced views). A window is drawn itself; a view in no window is
  /// drawn in a window of its own size, made for the snapshot and left as it was found.
  /// Recorded as `.svg`, so a review shows the picture and a diff shows what moved.
  public static var svg: Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (view: Value) in svgDrawing(of: view) }
    strategy.pathExtension = "svg"
    return strategy
  }
}

/// The SVG of `view`'s window, or of a window made around a view in none.
private func svgDrawing(of view: View) -> String {
  if let window = view as? Window ?? view.window {
    window.layoutIfNeeded()
    return SVGRenderer().render(window)
  }
  let frame = view.frame
  let window = Window(size: frame.size)
  let mask = view.translatesAutoresizingMaskIntoConstraints
  window.addSubview(view)
  view.frame = CGRect(origin: .zero, size: frame.size)
  window.layoutIfNeeded()
  let drawing = SVGRenderer().render(window)
  view.removeFromSuperview()
  view.translatesAutoresizingMaskIntoConstraints = mask
  view.frame = frame
  return drawing
}
