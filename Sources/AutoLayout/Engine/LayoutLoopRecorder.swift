import Foundation

/// What the engine writes down while a layout feedback loop runs past its threshold: every
/// layout, geometry change and invalidation, with the app's call sites. It exists only during
/// that recording (a few rounds of the loop), so it costs nothing otherwise.
final class LayoutLoopRecorder {
  /// The view whose count reached the threshold.
  let trigger: View
  let threshold: Int
  let isDebugger: Bool
  /// The views laid out, in order (kept alive until the report is made).
  var layouts: [View] = []
  /// Layouts of ``trigger`` since the recording began.
  var triggerLayouts = 0
  var geometryChanges: [LayoutLoopReport.GeometryChange] = []
  var invalidations: [LayoutLoopReport.Invalidation] = []
  private let stack = CallStackReader.shared

  /// Rounds of the loop recorded after the threshold: UIKit's debugger "lets layout continue a
  /// few more times" to collect (WWDC 2016 session 236).
  static let roundsToRecord = 10
  /// Layouts recorded at most, whatever the trigger does (a loop that moves on to other views
  /// still stops).
  static let maxLayouts = 10_000

  init(trigger: View, threshold: Int, isDebugger: Bool) {
    self.trigger = trigger
    self.threshold = threshold
    self.isDebugger = isDebugger
  }

  /// Whether the recording has what it needs: enough rounds, or too many layouts.
  var isComplete: Bool {
    triggerLayouts > Self.roundsToRecord || layouts.count >= Self.maxLayouts
  }

  func noteLayout(_ view: View) {
    layouts.append(view)
    if view === trigger { triggerLayouts += 1 }
  }

  func noteFrameChange(_ view: View, from old: CGRect, cause: View?, byCode: Bool) {
    geometryChanges.append(
      LayoutLoopReport.GeometryChange(
        view: view, old: old, new: view.storedFrame, cause: cause, isSetByCode: byCode,
        callSite: byCode ? stack.appCallSite() : nil))
  }

  /// Notes an invalidation made at `fileID:line` (an engine call when the file is Truss's:
  /// the call stack then says which app code led to it).
  func note(_ kind: LayoutLoopReport.Invalidation.Kind, cause: View?, fileID: String, line: Int) {
    let isFromTruss = CallSite.isTrussFile(fileID)
    let site =
      fileID.isEmpty || isFromTruss ? stack.appCallSite() : CallSite(fileID: fileID, line: line)
    if case .intrinsicContentSize(let view) = kind, let last = invalidations.last,
      case .preferredMaxLayoutWidth(let label, _, _) = last.kind, label === view,
      last.callSite == site
    {
      return  // the label's own invalidation for the width just noted
    }
    invalidations.append(
      LayoutLoopReport.Invalidation(
        kind: kind, cause: cause, callSite: site, isFromTruss: isFromTruss))
  }
}
