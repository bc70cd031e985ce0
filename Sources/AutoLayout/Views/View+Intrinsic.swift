import Foundation

extension View {
  /// The value of an ``intrinsicContentSize`` axis that has no intrinsic size.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Tells the engine that ``intrinsicContentSize`` changed; the next layout pass uses the
  /// new size. The caller's location is recorded for the layout loop report.
  public func invalidateIntrinsicContentSize(file: String = #fileID, line: Int = #line) {
    let engine = self.engine
    if let engine, engine.loopRecorder != nil {
      engine.noteInvalidation(.intrinsicContentSize(self), fileID: file, line: line)
    }
    engine?.intrinsicSizeChanged(self)
    arrangementObserver?.arrangedViewIntrinsicSizeChanged(self)
  }

  /// How strongly the view resists growing beyond its intrinsic size in an axis (default
  /// 250, `defaultLow`).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets the content hugging priority of an axis.
  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    guard contentHuggingPriority(for: axis) != priority else { return }
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    engine?.intrinsicSizeChanged(self)
    (self as? any ContentHuggingObserver)?.contentHuggingPriorityDidChange(for: axis)
  }

  /// How strongly the view resists shrinking below its intrinsic size in an axis (default
  /// 750, `defaultHigh`).
  public func contentCompressionResistancePriority(
    for axis: LayoutConstraint.Axis
  ) -> LayoutPriority {
    axis == .horizontal ? compression.horizontal : compression.vertical
  }

  /// Sets the compression resistance priority of an axis.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    guard contentCompressionResistancePriority(for: axis) != priority else { return }
    if axis == .horizontal {
      compression.horizontal = priority
    } else {
      compression.vertical = priority
    }
    engine?.intrinsicSizeChanged(self)
  }
}
