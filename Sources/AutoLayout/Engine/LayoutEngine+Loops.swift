import Cassowary
import Foundation

/// Layout feedback loops (SPEC §9.5): counting each view's layouts per run-loop turn, recording
/// a loop that passes the threshold for a few more rounds, stopping it and reporting.
///
/// The count lives on the view (`layoutCount`, stamped with ``countEpoch``); the pass's fast
/// path compares it with ``slowLayoutCount`` and does nothing else. Only a view at the
/// threshold (or at a loop hunter's), or every layout while a loop is recorded, reaches
/// ``noteRepeatedLayout(of:)``.
extension LayoutEngine {
  /// A run-loop turn begins: every view's count starts again (lazily). Called by the run loop,
  /// so a count never depends on the code being counted to reset it.
  func beginTurn() {
    countEpoch += 1
    isInTurn = true
  }

  func endTurn() { isInTurn = false }

  /// Reads the debugger's threshold at the start of a pass.
  func readLoopThreshold() {
    let debugger = debuggerThresholdOverride ?? LayoutLoopThreshold.debugger
    isLoopDebuggerOn = debugger != nil
    loopThreshold = debugger ?? LayoutLoopThreshold.standard
    updateSlowLayoutCount()
  }

  func updateSlowLayoutCount() {
    slowLayoutCount = loopRecorder != nil ? 0 : min(loopThreshold, countWatchThreshold)
  }

  /// A view is about to be laid out and its count reached ``slowLayoutCount``: tells a loop
  /// hunter, starts or continues a recording. Returns `false` when the loop must stop now.
  func noteRepeatedLayout(of view: View) -> Bool {
    if view.layoutCount == countWatchThreshold, let watcher = countWatcher,
      let window = root as? Window
    {
      watcher.view(view, reachedLayoutCount: view.layoutCount, in: window)
    }
    if loopRecorder == nil {
      guard view.layoutCount >= loopThreshold else { return true }
      loopRecorder = LayoutLoopRecorder(
        trigger: view, threshold: loopThreshold, isDebugger: isLoopDebuggerOn)
      updateSlowLayoutCount()
    }
    guard let recorder = loopRecorder else { return true }
    recorder.noteLayout(view)
    if recorder.isComplete {
      finishLoop(stopped: true)
      return false
    }
    return true
  }

  /// Ends a recording: reports the loop, and when `stopped`, drops the layout requests that
  /// keep it going (the rest of the turn goes on).
  func finishLoop(stopped: Bool) {
    guard let recorder = loopRecorder else { return }
    loopRecorder = nil
    updateSlowLayoutCount()
    if stopped {
      for entry in layoutQueue { entry.view.needsLayoutFlag = false }
      layoutQueue.removeAll()
      // The round's views (the one about to be laid out included) are dropped too; cleared,
      // so that a later `setNeedsLayout` queues them again.
      for entry in layoutPending { entry.view.needsLayoutFlag = false }
      layoutPendingNext = layoutPending.count
    }
    let report = makeReport(recorder, stopped: stopped)
    // The views in the loop count again from zero for the rest of the turn.
    for view in recorder.layouts { view.layoutCountPass = -1 }
    log(report.logMessage)
    if stopped { LayoutProblemScope.note(loop: report, message: report.logMessage) }
    emit(.layoutFeedbackLoop(report))
    if stopped { emit(.loopStopped(iterations: recorder.threshold)) }
  }

  /// A pass went round ``maxIterations`` times without settling (safe areas or margins that
  /// keep moving, for instance): stops it.
  func stopRunawayPass() {
    if loopRecorder != nil {
      finishLoop(stopped: true)
      return
    }
    let dirty = layoutQueue.map(\.view).filter(\.needsLayoutFlag).map(\.layoutName)
    let message =
      "[LayoutLoop] The layout of \(root.layoutName) did not settle after "
      + "\(LayoutEngine.maxIterations) rounds of one pass (no view was laid out "
      + "\(loopThreshold) times); the pass stops here."
      + (dirty.isEmpty ? "" : " Views still asking for layout: " + dirty.joined(separator: ", "))
    log(message)
    LayoutProblemScope.note(loop: nil, message: message)
    emit(.loopStopped(iterations: LayoutEngine.maxIterations))
    for entry in layoutQueue { entry.view.needsLayoutFlag = false }
    layoutQueue.removeAll()
  }

  // MARK: Recording

  /// Notes a frame change while a loop is recorded.
  func noteFrameChange(_ view: View, from old: CGRect, byEngine: Bool) {
    loopRecorder?.noteFrameChange(view, from: old, cause: viewInLayout, byCode: !byEngine)
  }

  /// Notes an invalidation while a loop is recorded.
  func noteInvalidation(_ kind: LayoutLoopReport.Invalidation.Kind, fileID: String, line: Int) {
    loopRecorder?.note(kind, cause: viewInLayout, fileID: fileID, line: line)
  }

  // MARK: The report

  private func makeReport(_ recorder: LayoutLoopRecorder, stopped: Bool) -> LayoutLoopReport {
    let ids = recorder.layouts.map(ObjectIdentifier.init)
    let round = LayoutEngine.loopRound(ids, trigger: ObjectIdentifier(recorder.trigger))
    var cycle = round.map { recorder.layouts[$0] }
    let isConfirmed = !cycle.isEmpty
    if !isConfirmed {
      var seen = Set<ObjectIdentifier>()
      cycle = recorder.layouts.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
    var top = cycle.first ?? recorder.trigger
    for view in cycle.dropFirst() { top = top.nearestCommonAncestor(with: view) ?? top }
    // A round starts with the top-level view when it is in the loop.
    if let start = cycle.firstIndex(where: { $0 === top }), isConfirmed {
      cycle = Array(cycle[start...] + cycle[..<start])
    }
    return LayoutLoopReport(
      topLevelView: top, cycle: cycle, isConfirmed: isConfirmed, trigger: recorder.trigger,
      threshold: recorder.threshold, layoutCount: recorder.trigger.layoutCount,
      wasStopped: stopped, geometryChanges: recorder.geometryChanges,
      invalidations: recorder.invalidations, ambiguity: oscillatingAmbiguity(recorder),
      isDebuggerReport: recorder.isDebugger)
  }

  /// The indices of one round of a loop in `layouts`, which starts with `trigger`: the layouts
  /// between two of its layouts, when every complete round is the same (or every pair of
  /// rounds, for a loop that alternates); empty when they are not.
  static func loopRound(_ layouts: [ObjectIdentifier], trigger: ObjectIdentifier) -> [Int] {
    let starts = layouts.indices.filter { layouts[$0] == trigger }
    guard starts.count >= 3 else { return [] }
    let rounds = zip(starts, starts.dropFirst()).map { $0..<$1 }
    for size in 1...2 where rounds.count >= 2 * size {
      let groups = stride(from: 0, to: rounds.count - size + 1, by: size).map {
        rounds[$0].lowerBound..<rounds[$0 + size - 1].upperBound
      }
      let first = layouts[groups[0]]
      if groups.allSatisfy({ layouts[$0].elementsEqual(first) }) { return Array(groups[0]) }
    }
    return []
  }

  /// The ambiguous variables of the views whose frames went back and forth during the
  /// recording, with the values they took and the constraints affecting them.
  private func oscillatingAmbiguity(
    _ recorder: LayoutLoopRecorder
  ) -> [LayoutLoopReport
    .AmbiguousVariable]
  {
    var order: [View] = []
    var frames: [ObjectIdentifier: [CGRect]] = [:]
    for change in recorder.geometryChanges {
      let id = ObjectIdentifier(change.view)
      if frames[id] == nil {
        order.append(change.view)
        frames[id] = [change.old]
      }
      frames[id, default: []].append(change.new)
    }
    var result: [LayoutLoopReport.AmbiguousVariable] = []
    for view in order {
      guard let seen = frames[ObjectIdentifier(view)], let r = record(of: view) else { continue }
      let ambiguous = ambiguity(of: [r]).first?.1 ?? []
      for v in ambiguous {
        let label = variableLabel(v, in: r)
        let values: [CGFloat] = seen.map {
          switch label {
          case "minX": $0.minX
          case "minY": $0.minY
          case "Width": $0.width
          default: $0.height
          }
        }
        guard LayoutEngine.returns(values) else { continue }
        var distinct: [CGFloat] = []
        for value in values where !distinct.contains(value) { distinct.append(value) }
        let horizontal = label == "minX" || label == "Width"
        result.append(
          LayoutLoopReport.AmbiguousVariable(
            view: view, variable: label, values: distinct,
            constraints: constraints(on: view, horizontal: horizontal)))
      }
    }
    return result
  }

  /// The constraints on a view's axis: those the solver says affect it now, and the active
  /// ones naming it in that axis (an ambiguous value moves between bounds that are not all
  /// binding at once), in the order they were added.
  private func constraints(on view: View, horizontal: Bool) -> [LayoutConstraint] {
    var found = view.constraintsAffectingLayout(for: horizontal ? .horizontal : .vertical)
    var host: View? = view
    while let current = host {
      for c in current.installedConstraints where c.active && !found.contains(where: { $0 === c }) {
        let names = (c.first + c.second).contains { term in
          guard term.item === view else { return false }
          let attribute = term.attribute.marginBase ?? term.attribute
          let isHorizontal = attribute.family.isHorizontal || attribute == .width
          return isHorizontal == horizontal && attribute != .notAnAttribute
        }
        if names { found.append(c) }
      }
      host = current.superview
    }
    return found.sorted { $0.sequence < $1.sequence }
  }

  /// Whether a sequence of values comes back to one it left (it oscillates).
  static func returns(_ values: [CGFloat]) -> Bool {
    var left: Set<CGFloat> = []
    var previous: CGFloat?
    for value in values {
      if let previous, previous != value {
        if left.contains(value) { return true }
        left.insert(previous)
      }
      previous = value
    }
    return false
  }
}
