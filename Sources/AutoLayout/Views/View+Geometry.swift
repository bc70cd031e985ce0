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

  /// The view's rectangle in its own coordinates: the frame's size, at the origin zero (a
  /// scroll view's is its content offset). Setting it changes the size around the center.
  public var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
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
    if !byEngine, !translatesAutoresizingMaskIntoConstraints {
      frameOverridden = true
      superview?.subviewFrameOverridden = true
    }
    if old.size != newFrame.size { markNeedsLayout(engine) }
    engine?.frameChanged(self, from: old, byEngine: byEngine)
    if engine == nil, old.size != newFrame.size { resizeSubviews(from: old.size) }
  }

  /// Applies the subviews' autoresizing masks for a size change made while no engine lays the
  /// hierarchy out (a cell sized before it enters a window), as UIKit's `setFrame:` does at
  /// once (`autoresizesSubviews`): in each axis, the flexible parts share the change in
  /// proportion to their sizes (equally when they are all 0), the others keep theirs. With an
  /// engine, the autoresizing constraints do the same.
  func resizeSubviews(from oldSize: CGSize) {
    let size = storedFrame.size
    for view in subviews
    where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
      let mask = view.autoresizingMask
      let f = view.storedFrame
      let (x, w) = View.autoresize(
        origin: f.minX, size: f.width, parentSize: (oldSize.width, size.width),
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, h) = View.autoresize(
        origin: f.minY, size: f.height, parentSize: (oldSize.height, size.height),
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      view.frame = CGRect(x: x, y: y, width: w, height: h)
    }
  }

  /// One axis of an autoresizing mask: the new origin and size of a view `origin` from the
  /// leading edge and `size` long in a superview whose length goes from `parentSize.0` to
  /// `parentSize.1`.
  static func autoresize(
    origin: CGFloat, size: CGFloat, parentSize: (CGFloat, CGFloat), flexible: (Bool, Bool, Bool)
  ) -> (CGFloat, CGFloat) {
    var parts = [origin, size, parentSize.0 - origin - size]
    let flexibleParts = [flexible.0, flexible.1, flexible.2]
    guard flexibleParts.contains(true) else { return (origin, size) }
    let fixed = zip(parts, flexibleParts).filter { !$0.1 }.map(\.0).reduce(0, +)
    let old = zip(parts, flexibleParts).filter { $0.1 }.map(\.0).reduce(0, +)
    let total = parentSize.1 - fixed
    let count = CGFloat(flexibleParts.filter { $0 }.count)
    for i in parts.indices where flexibleParts[i] {
      parts[i] = old == 0 ? total / count : parts[i] * total / old
    }
    return (parts[0], parts[1])
  }

  /// Sets a frame the engine solved (the engine is known: no walk to the root).
  func setSolvedFrame(_ newFrame: CGRect, engine: LayoutEngine) {
    let old = storedFrame
    guard !newFrame.isIdentical(to: old) else { return }
    storedFrame = newFrame
    frameOverridden = false
    if old.size != newFrame.size { markNeedsLayout(engine) }
    engine.frameChanged(self, from: old, byEngine: true)
  }
}

extension View {
  /// Moves the bounds origin (a scroll view's content offset): subviews keep their frames, in
  /// the view's content coordinates; only constraints that reach across the view's edge from
  /// outside, or name its center, are expressed again. Not API: for Truss's containers.
  package func setBoundsOrigin(_ origin: CGPoint) {
    guard origin != storedBoundsOrigin else { return }
    storedBoundsOrigin = origin
    engine?.boundsOriginChanged(self)
  }
}

extension View {
  /// `size` rounded up to the pixel grid of `scale`, by default the view's window's (whole
  /// points outside one), as UIKit rounds the sizes of labels, text fields and configured
  /// buttons: `sizeThatFits` gives 57 × 36 for text measuring 56.87 × 35.80, and a 17-point
  /// line is 20.333 tall at scale 3 (LabelTests.intrinsicSizeIsRoundedUpToPixels names the
  /// sources). A length a whole number of pixels up to float noise stays where it is.
  func roundedUpToPixels(_ size: CGSize, scale: CGFloat? = nil) -> CGSize {
    let scale = max(1, scale ?? window?.scale ?? 1)
    func up(_ x: CGFloat) -> CGFloat { (x * scale - 1e-6).rounded(.up) / scale }
    return CGSize(width: up(size.width), height: up(size.height))
  }
}

extension CGRect {
  /// Whether the two rectangles have the same origin and size, compared field by field (inlined
  /// here; Foundation's `==` is a call per frame on the pass's hot path).
  @inline(__always)
  func isIdentical(to other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y
      && size.width == other.size.width && size.height == other.size.height
  }
}
