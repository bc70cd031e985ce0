import Foundation

extension View {
  /// Asks for `layoutSubviews` in the next layout pass (at the end of the run-loop turn, or
  /// at the next ``layoutIfNeeded()``). The caller's location is recorded for diagnostics.
  public func setNeedsLayout(file: String = #fileID, line: Int = #line) {
    let engine = self.engine
    engine?.emit(.setNeedsLayout(view: layoutName, fileID: file, line: line))
    if let engine, engine.loopRecorder != nil {
      engine.noteInvalidation(.setNeedsLayout(self), fileID: file, line: line)
    }
    markNeedsLayout(engine)
  }

  /// Flags the view for `layoutSubviews` and queues it on the engine.
  func markNeedsLayout(_ engine: LayoutEngine?) {
    guard !needsLayoutFlag else {
      engine?.requestLayout()
      return
    }
    needsLayoutFlag = true
    engine?.scheduleLayout(self)
  }

  /// Whether the view waits for `layoutSubviews`.
  public var needsLayout: Bool { needsLayoutFlag }

  /// Runs the layout pass of the view's hierarchy now, if anything is dirty (the whole
  /// hierarchy is laid out, not just this view's subtree).
  public func layoutIfNeeded() {
    layoutEngine().layoutIfNeeded()
  }

  /// Asks for `updateConstraints` in the next layout pass.
  public func setNeedsUpdateConstraints() {
    guard !needsUpdateConstraintsFlag else { return }
    needsUpdateConstraintsFlag = true
    engine?.scheduleUpdateConstraints(self)
  }

  /// Whether the view waits for `updateConstraints`.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  /// Runs `updateConstraints` on the views of this subtree that asked for it, bottom-up.
  public func updateConstraintsIfNeeded() {
    var list: [View] = []
    forEachInSubtree { if $0.needsUpdateConstraintsFlag { list.append($0) } }
    for view in list.reversed() where view.needsUpdateConstraintsFlag {
      view.needsUpdateConstraintsFlag = false
      view.performUpdateConstraints()
    }
  }

  /// The engine of the view's hierarchy, made (for a root that is not a window) on first
  /// use.
  func layoutEngine() -> LayoutEngine {
    let root = rootView
    return root.hostedEngine ?? LayoutEngine.make(for: root)
  }

  // MARK: Fitting sizes

  /// The smallest size for `targetSize` (use ``View/layoutFittingCompressedSize``
  /// or ``View/layoutFittingExpandedSize``) that the constraints inside the view allow: the
  /// target is a wish at `fittingSizeLevel` (50) in both axes.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the constraints inside the view give it when its width and height are pulled
  /// toward `targetSize` at the given priorities — how a self-sizing cell gets its height
  /// from its width (horizontal `.required`, vertical `.fittingSizeLevel`).
  ///
  /// Only the view's own subtree counts (the constraints installed on it and its
  /// descendants, intrinsic sizes, margins); the view's position and its constraints to the
  /// outside are ignored, and nothing in the live layout changes.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    // Pending constraint updates first (a stack view outside a window makes its constraints
    // there), as UIKit's fitting does.
    updateConstraintsIfNeeded()
    // Multi-line labels wrap at the width the solve gives them (UIKit's two-pass fitting):
    // re-measure them at their solved widths until the widths settle.
    var labels: [Label] = []
    forEachInSubtree {
      if let label = $0 as? Label, label.wrapsAtLayoutWidth { labels.append(label) }
    }
    // The scratch solve re-measures labels at its widths; the live layout must not take
    // those for its own (a cell measured before its first layout would keep the live engine's
    // heights from an unwrapped measure): remember what the live layout last wrapped at,
    // before registering the subtree measures the labels at their current bounds (a fitting
    // from `viewDidLayoutSubviews` would otherwise leave them believing the live layout
    // wrapped them at their new widths, and their heights unwrapped).
    let wrapWidths = labels.map(\.wrapWidthUsed)
    let engine = LayoutEngine(root: self, scratch: true)
    engine.registerSubtree(self)
    for (attribute, value, priority, name) in [
      (
        LayoutConstraint.Attribute.width, targetSize.width, horizontalFittingPriority,
        "UIView-Encapsulated-Layout-Width"
      ),
      (.height, targetSize.height, verticalFittingPriority, "UIView-Encapsulated-Layout-Height"),
    ] {
      let p = min(max(priority.rawValue, 1), 1000)
      let c = LayoutConstraint(
        first: [AnchorTerm(self, attribute)], relation: .equal, second: [], multiplier: 1,
        constant: value.isFinite ? value : 0, priority: LayoutPriority(p), kind: .fitting,
        identifier: name, file: "", line: 0)
      c.installedView = self
      c.active = true
      engine.add(c)
    }
    engine.enforceAllSizeFloors()
    for _ in 0..<4 where !labels.isEmpty {
      var changed = false
      for label in labels {
        guard let r = engine.record(of: label) else { continue }
        let width = CGFloat(engine.solver.value(of: r.width))
        if label.fittingWidth != width {
          label.fittingWidth = width
          engine.updateContentConstraints(of: label)
          changed = true
        }
      }
      if !changed { break }
      engine.enforceAllSizeFloors()
    }
    for (label, width) in zip(labels, wrapWidths) {
      label.fittingWidth = nil
      label.wrapWidthUsed = width
    }
    engine.enforceAllSizeFloors()
    guard let r = engine.record(of: self) else { return .zero }
    return CGSize(
      width: engine.solver.value(of: r.width), height: engine.solver.value(of: r.height))
  }

  /// The target for the smallest fitting size.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The target for the largest fitting size.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}
