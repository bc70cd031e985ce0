import Foundation

extension View {
  /// The view's rectangle in its superview's coordinates.
  ///
  /// Setting it moves the view at once. For a view whose frame is translated into
  /// constraints, the translation follows; a view laid out by constraints gets its solved
  /// frame back at its superview's next layout, as in UIKit.
  public var frame: CGRect {
    get { storedFrame }
    set { setFrame(newValue, byEngine: false) }
  }

  /// The view's rectangle in its own coordinates: origin zero, the frame's size. Setting it
  /// changes the size around the center.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: storedFrame.size) }
    set {
      let c = center
      frame = CGRect(
        x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The center of the frame, in the superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
        width: storedFrame.width, height: storedFrame.height)
    }
  }

  func setFrame(_ newFrame: CGRect, byEngine: Bool) {
    let old = storedFrame
    guard newFrame != old else { return }
    if !byEngine, let window = self as? Window {
      window.resize(to: newFrame.size)
      return
    }
    storedFrame = newFrame
    let engine = self.engine
    if !byEngine, !translatesAutoresizingMaskIntoConstraints { frameOverridden = true }
    if old.size != newFrame.size { markNeedsLayout(engine) }
    engine?.frameChanged(self, from: old, byEngine: byEngine)
  }

  /// Sets a frame the engine solved (the engine is known: no walk to the root).
  func setSolvedFrame(_ newFrame: CGRect, engine: LayoutEngine) {
    let old = storedFrame
    guard newFrame != old else { return }
    storedFrame = newFrame
    frameOverridden = false
    if old.size != newFrame.size { markNeedsLayout(engine) }
    engine.frameChanged(self, from: old, byEngine: true)
  }
}
