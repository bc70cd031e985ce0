import Cassowary
import Foundation

extension LayoutEngine {
  // MARK: Dirty state

  func scheduleLayout(_ view: View) {
    guard !isScratch else { return }
    layoutQueue.append(UnownedView(view: view))
    requestLayout()
  }

  /// Tells the window's run loop that the next turn must end with a layout pass.
  func requestLayout() {
    guard !isScratch, !layoutRequestSent else { return }
    layoutRequestSent = true
    (root as? Window)?.runLoop.layoutRequested()
  }

  func scheduleUpdateConstraints(_ view: View) {
    guard !isScratch else { return }
    updateQueue.append(UnownedView(view: view))
    requestLayout()
  }

  /// A view's frame changed, by user code or by the engine.
  func frameChanged(_ view: View, from old: CGRect, byEngine: Bool) {
    if !byEngine {
      if view.translatesAutoresizingMaskIntoConstraints || isRoot(view) {
        updateFrameConstraints(of: view)
      } else {
        // UIKit restores a constrained view's frame at its superview's next layout.
        view.superview?.setNeedsLayout()
      }
    }
    // SPEC §3.3: a bounds change during another view's layout dirties the superview,
    // unless that superview is the view being laid out.
    if let inLayout = viewInLayoutID, old.size != view.storedFrame.size,
      ObjectIdentifier(view) != inLayout, let parent = view.superview,
      ObjectIdentifier(parent) != inLayout
    {
      parent.setNeedsLayout()
    }
    // Safe areas and margins of this view, its descendants and (through preserved
    // margins) its subviews may have moved.
    noteMoved(view)
    passFramesChanged += 1
    if loopRecorder != nil { noteFrameChange(view, from: old, byEngine: byEngine) }
    emit(
      .frameChanged(
        view: view.layoutName, old: old, new: view.storedFrame, cause: viewInLayout?.layoutName))
  }

  func translationChanged(_ view: View) {
    updateFrameConstraints(of: view)
    requestLayout()
  }

  func intrinsicSizeChanged(_ view: View) {
    updateContentConstraints(of: view)
    // Baseline offsets are constants of the constraints that use them.
    var host: View? = view
    while let h = host {
      for c in h.installedConstraints
      where (c.first + c.second).contains(where: {
        $0.item === view && ($0.attribute == .firstBaseline || $0.attribute == .lastBaseline)
      }) {
        reAdd(c)
      }
      host = h.superview
    }
    requestLayout()
  }

  /// Something every safe area or margin may depend on changed (window insets, a margin
  /// setting): the next refresh looks at every view with a guide.
  func geometryChanged() {
    geometryDirty = true
    geometryAllDirty = true
    requestLayout()
  }

  /// Re-expresses the leading/trailing constraints of a subtree whose direction changed, all
  /// together (see ``reAdd(_:)-([LayoutConstraint])``).
  func directionChanged(in view: View) {
    var directional: [LayoutConstraint] = []
    view.forEachInSubtree { v in
      for c in v.installedConstraints where c.active && c.isDirectional { directional.append(c) }
    }
    reAdd(directional)
    geometryChanged()
  }

  // MARK: The layout pass

  /// Runs the layout pass of SPEC §3: update constraints bottom-up, read the solver's change
  /// feed and set the changed frames, refresh safe areas and margins, `layoutSubviews`
  /// top-down where needed — repeated while anything is dirty, at most
  /// ``maxIterations`` times (a feedback loop is reported, never spun on: see
  /// LayoutEngine+Loops.swift).
  func layoutIfNeeded() {
    guard !isInPass else {
      applyChanges()
      return
    }
    isInPass = true
    defer { isInPass = false }
    passCount += 1
    // Outside a run-loop turn, the pass is the turn its views' layouts are counted in.
    if !isInTurn { countEpoch += 1 }
    readLoopThreshold()
    beginPassCounters()
    emit(.passStarted(passCount))
    var iterations = 0
    while true {
      iterations += 1
      if iterations > LayoutEngine.maxIterations {
        stopRunawayPass()
        break
      }
      runUpdateConstraints()
      applyChanges()
      if refreshGeometry() {
        retryConstraintsBrokenBeforeGeometrySettled()
        continue
      }
      if layoutQueue.isEmpty, updateQueue.isEmpty { break }
      if !runLayoutSubviews() { break }
    }
    // A loop recorded in this pass that settled is reported as such.
    if loopRecorder != nil { finishLoop(stopped: false) }
    // Requests made during the pass were served by it.
    layoutRequestSent = false
    brokenUntilGeometrySettles.removeAll()
    (root as? Window)?.runLoop.layoutServed()
    endPassCounters(iterations: iterations)
    emit(.passEnded(passCount, iterations: iterations))
    (root as? Window)?.finishAppearances()
  }

  private func runUpdateConstraints() {
    while !updateQueue.isEmpty {
      let batch = updateQueue.map(\.view).sorted { $0.depth > $1.depth }
      updateQueue.removeAll()
      for view in batch where view.needsUpdateConstraintsFlag {
        view.needsUpdateConstraintsFlag = false
        view.performUpdateConstraints()
      }
    }
  }

  /// Calls `layoutSubviews` top-down on the views that need it, applying the solver's
  /// changes after each call so children see their parents' new frames. Returns `false`
  /// when a layout feedback loop was stopped: the pass then stops.
  private func runLayoutSubviews() -> Bool {
    layoutPending = LayoutEngine.sortedByDepth(layoutQueue.filter(\.view.needsLayoutFlag))
    layoutQueue.removeAll()
    layoutPendingNext = 0
    defer { layoutPending.removeAll() }
    while layoutPendingNext < layoutPending.count {
      // Kept alive while its own layoutSubviews runs (which may remove it from the hierarchy).
      let view = layoutPending[layoutPendingNext].view
      layoutPendingNext += 1
      guard view.needsLayoutFlag else { continue }
      // Layouts of this view in this turn (counted on the view, stamped with the turn). Past
      // the loop threshold (or a loop hunter's), LayoutEngine+Loops.swift takes over.
      if view.layoutCountPass != countEpoch {
        view.layoutCountPass = countEpoch
        view.layoutCount = 0
      }
      view.layoutCount += 1
      if view.layoutCount >= slowLayoutCount, !noteRepeatedLayout(of: view) { return false }
      passViewsLaidOut += 1
      view.needsLayoutFlag = false
      viewInLayout = view
      viewInLayoutID = ObjectIdentifier(view)
      emit(.layoutSubviews(view.layoutName))
      if hasEventSink {
        let start = LayoutClock.now
        view.performLayoutSubviews()
        emit(.viewLaidOut(view: view.layoutName, start: start, duration: LayoutClock.now - start))
      } else {
        view.performLayoutSubviews()
      }
      applyChanges()
      viewInLayout = nil
      viewInLayoutID = nil
      if !layoutQueue.isEmpty {
        // Views dirtied by this layout: keep the pass top-down.
        layoutPending = LayoutEngine.sortedByDepth(
          (Array(layoutPending[layoutPendingNext...]) + layoutQueue).filter(\.view.needsLayoutFlag))
        layoutQueue.removeAll()
        layoutPendingNext = 0
      }
    }
    return true
  }

  /// Views in order of depth, keeping the order of views at the same depth (a counting sort:
  /// depths are small integers, and a pass sorts thousands of views).
  static func sortedByDepth(_ views: [UnownedView]) -> [UnownedView] {
    guard views.count > 1 else { return views }
    var deepest = 0
    for entry in views { deepest = max(deepest, entry.view.depth) }
    var starts = [Int](repeating: 0, count: deepest + 2)
    for entry in views { starts[entry.view.depth + 1] += 1 }
    for d in 1..<starts.count { starts[d] += starts[d - 1] }
    var sorted = views
    for entry in views {
      let d = entry.view.depth
      sorted[starts[d]] = entry
      starts[d] += 1
    }
    return sorted
  }

  /// Reads the solver's change feed and sets the frames of the views whose variables
  /// changed (only those).
  func applyChanges() {
    var changed = solver.takeChangedVariables()
    guard !changed.isEmpty else { return }
    let start = hasEventSink ? LayoutClock.now : nil
    passSolves += 1
    passStamp += 1
    var items: [ItemRecord] = []
    var afterFloors = false
    while !changed.isEmpty {
      let start = items.count
      // After a size bound was added, views already collected may have moved again (one
      // view's bound can push another below zero): those are checked again too.
      var again: [ItemRecord] = []
      for v in changed where v.index < recordForVariable.count {
        guard let r = recordForVariable[v.index] else { continue }
        if r.stamp != passStamp {
          r.stamp = passStamp
          items.append(r)
        } else if afterFloors {
          again.append(r)
        }
      }
      // Sizes never negative: a bound added moves the views it touches (new changes).
      let addedToNew = enforceSizeFloors(items[start...])
      let addedToSeen = enforceSizeFloors(again)
      afterFloors = addedToNew || addedToSeen
      changed = afterFloors ? solver.takeChangedVariables() : []
    }
    for r in items {
      if let view = r.viewReference {
        view._withUnsafeGuaranteedRef { applySolvedFrame(r, to: $0) }
      } else if let guide = r.guide, let owner = guide.owningView,
        owner.contentEdgesGuide === guide
      {
        // A scroll view's content area moved or resized: its layoutSubviews reports the new
        // content size (the content can change without the scroll view's own frame changing).
        owner.setNeedsLayout()
      }
    }
    if let start { emitSolve(start: start, itemsChanged: items.count) }
  }

  /// The solved frame of a view, snapped to the pixel grid: each edge rounded in the
  /// superview's coordinates, so abutting views share edges.
  func solvedFrame(_ r: ItemRecord, of view: View) -> CGRect {
    let x = CGFloat(solver.value(of: r.minX))
    let y = CGFloat(solver.value(of: r.minY))
    let w = CGFloat(solver.value(of: r.width))
    let h = CGFloat(solver.value(of: r.height))
    if isRoot(view) {
      return CGRect(origin: view.storedFrame.origin, size: CGSize(width: snap(w), height: snap(h)))
    }
    return snapped(CGRect(x: x, y: y, width: w, height: h))
  }

  func snap(_ value: CGFloat) -> CGFloat {
    let s = scale
    return s > 0 ? (value * s).rounded() / s : value
  }

  func snapped(_ r: CGRect) -> CGRect {
    let x0 = snap(r.minX)
    let y0 = snap(r.minY)
    return CGRect(
      x: x0, y: y0, width: snap(r.minX + r.width) - x0, height: snap(r.minY + r.height) - y0)
  }

  private func applySolvedFrame(_ r: ItemRecord, to view: View) {
    if isRoot(view), view is Window { return }
    if view.translatesAutoresizingMaskIntoConstraints {
      // A translated frame comes back from the solver as it was set: keep the exact value.
      let x = CGFloat(solver.value(of: r.minX))
      let y = CGFloat(solver.value(of: r.minY))
      let w = CGFloat(solver.value(of: r.width))
      let h = CGFloat(solver.value(of: r.height))
      let f = view.storedFrame
      let tolerance: CGFloat = 1e-6
      if isRoot(view)
        ? abs(f.width - w) < tolerance && abs(f.height - h) < tolerance
        : abs(f.minX - x) < tolerance && abs(f.minY - y) < tolerance
          && abs(f.width - w) < tolerance && abs(f.height - h) < tolerance
      {
        return
      }
    }
    view.setSolvedFrame(solvedFrame(r, of: view), engine: self)
  }

  /// Puts back the solved frames of the constrained subviews of `view` (the base
  /// `layoutSubviews`).
  func applySolvedFrames(toSubviewsOf view: View) {
    // Only frames user code changed can differ: the change feed set all the others.
    for subview in view.subviews where subview.frameOverridden {
      guard let r = record(of: subview) else { continue }
      subview.setSolvedFrame(solvedFrame(r, of: subview), engine: self)
      subview.frameOverridden = false
    }
  }

  /// The solved frame of a guide in its owning view's coordinates.
  func frame(of guide: LayoutGuide) -> CGRect? {
    guard let r = record(of: guide) else { return nil }
    return snapped(
      CGRect(
        x: solver.value(of: r.minX), y: solver.value(of: r.minY),
        width: solver.value(of: r.width), height: solver.value(of: r.height)))
  }

  /// Recomputes the safe-area and margin insets of the views whose guides are in use from
  /// the current frames; returns whether any guide moved.
  private func refreshGeometry() -> Bool {
    guard geometryDirty else { return false }
    geometryDirty = false
    let all = geometryAllDirty
    geometryAllDirty = false
    let since = geometryRefreshedAt
    geometryRefreshedAt = frameEpoch
    var moved = false
    if !geometryViewsSorted {
      geometryViews.sort { $0.view.depth < $1.view.depth }
      geometryViewsSorted = true
    }
    // The views to look at: every view with a guide when everything may have changed, or
    // when more views moved than have guides; else those in the subtrees of the views that
    // moved (one constant that moves a card's title looks at that card, not at all 90).
    var candidates: [UnownedView] = []
    if all || movedOverflow {
      candidates.reserveCapacity(geometryViews.count)
      for entry in geometryViews {
        let view = entry.view
        // Only views that moved, or whose ancestors did, can have new insets.
        if !all {
          if keepsInsetsWhereverItMoves(view) { continue }
          var changed = false
          var v: View? = view
          while let current = v, !changed {
            changed = current.frameChangedAt > since
            v = current.superview
          }
          if !changed { continue }
        }
        candidates.append(entry)
      }
    } else {
      geometryStamp &+= 1
      let stamp = geometryStamp
      for entry in movedSinceRefresh {
        entry.view.forEachInSubtree { v in
          if v.isGeometryView, v.geometryStamp != stamp, !keepsInsetsWhereverItMoves(v) {
            v.geometryStamp = stamp
            candidates.append(UnownedView(view: v))
          }
        }
      }
      candidates = LayoutEngine.sortedByDepth(candidates)
    }
    movedSinceRefresh.removeAll(keepingCapacity: true)
    movedOverflow = false
    batchingConstants {
      for entry in candidates {
        let view = entry.view
        let safe = view.effectiveSafeAreaInsets()
        let margins = view.effectiveMargins()
        if refreshGuides(of: view, safeArea: safe, margins: margins) { moved = true }
        if safe != view.computedSafeAreaInsets {
          view.computedSafeAreaInsets = safe
          view.safeAreaInsetsDidChange()
          view.viewController?.viewSafeAreaInsetsDidChange()
        }
        if margins != view.computedMargins {
          let first = view.computedMargins == nil
          view.computedMargins = margins
          if !first {
            view.layoutMarginsDidChange()
            view.viewController?.viewLayoutMarginsDidChange()
          }
        }
      }
    }
    return moved
  }

  /// Whether a view's insets cannot change when it (or an ancestor) moves: its only guide is
  /// its margins guide, with margins that take neither the safe area nor the superview's
  /// margins (a table cell's content view as its table scrolls: refreshing every row's
  /// content view cost 75,000 instructions of a 128,000-instruction scroll step that showed
  /// no new row).
  private func keepsInsetsWhereverItMoves(_ view: View) -> Bool {
    view.safeAreaGuideStorage == nil && !view.insetsLayoutMarginsFromSafeArea
      && !view.preservesSuperviewLayoutMargins && view.viewController == nil
  }

  /// A view's frame (or bounds origin) changed: its insets and its descendants' may have.
  func noteMoved(_ view: View) {
    frameEpoch += 1
    view.frameChangedAt = frameEpoch
    geometryDirty = true
    // A scratch engine does not flag its views (see `isGeometryView`): it looks at all.
    if movedOverflow || isScratch {
      movedOverflow = true
      return
    }
    // Past a quarter of the views with guides, walking the moved views' subtrees costs more
    // than looking at each view with a guide.
    if movedSinceRefresh.count * 4 >= geometryViews.count {
      movedOverflow = true
      movedSinceRefresh.removeAll(keepingCapacity: true)
    } else {
      movedSinceRefresh.append(UnownedView(view: view))
    }
  }

  /// Sets the constraints of the view's safe-area, margins and content-margins guides (those
  /// in use) to the given insets; returns whether any moved. Their callbacks
  /// (`safeAreaInsetsDidChange`, …) are the pass's (``refreshGeometry()``).
  func refreshGuides(of view: View, safeArea safe: EdgeInsets, margins: EdgeInsets) -> Bool {
    var moved = false
    for (guide, insets) in [
      (view.safeAreaGuideStorage, safe), (view.marginsGuideStorage, margins),
      (view.contentMarginsGuideStorage, margins),
    ] {
      guard let guide, let r = record(of: guide), r.insets != insets else { continue }
      r.frameConstraints = reconcile(
        r.frameConstraints, with: edgeSpecs(of: guide, in: view, insets: insets), kind: .system,
        installedOn: view)
      r.insets = insets
      moved = true
    }
    return moved
  }

  /// A window's new size and safe area, with its own guides, which depend on nothing else:
  /// solved together (see LayoutEngine+Batch.swift). Views inside follow in the layout pass.
  func windowResized(_ window: Window) {
    batchingConstants {
      updateFrameConstraints(of: window)
      _ = refreshGuides(
        of: window, safeArea: window.effectiveSafeAreaInsets(), margins: window.effectiveMargins())
    }
    geometryChanged()
  }

  /// The items among `records` with ambiguous variables, in one batch (one copy of the
  /// tableau).
  ///
  /// Asked of the system with every view's size floors: the engine adds a view's floors only
  /// once its size goes negative, and without them a size held at 0 by its floor alone
  /// (`width <= 0` at some priority) is free below 0, which is not ambiguity (found by the
  /// soak, issue 20). Floors only narrow the optimal solutions, and one that does not hold
  /// with equality (a size above 0) narrows nothing near the solution, so only the floors of
  /// sizes at 0 are added, to a copy, and only when something looks ambiguous without them.
  func ambiguity(of records: [ItemRecord]) -> [(ItemRecord, [Variable])] {
    let variables = records.flatMap(\.variables)
    var ambiguous = Set(solver.ambiguousVariables(among: variables))
    if !ambiguous.isEmpty {
      var floored = solver
      var added = false
      for r in self.records.values.sorted(by: { $0.width.index < $1.width.index })
      where r.isView && r.sizeFloors.isEmpty {
        for size in [r.width, r.height] where solver.value(of: size) <= 1e-7 {
          added =
            (try? floored.addConstraint(Cassowary.Expression(size), .greaterThanOrEqual, 0))
            != nil || added
        }
      }
      if added { ambiguous = Set(floored.ambiguousVariables(among: variables)) }
    }
    return records.compactMap { r in
      let vars = r.variables.filter(ambiguous.contains)
      return vars.isEmpty ? nil : (r, vars)
    }
  }
}

extension LayoutEngine {
  /// A view's bounds origin moved (a scroll view scrolled): the constraints whose expression
  /// crosses its edge (installed above it, naming something inside it) or names its own
  /// center are expressed again. Content constrained only within the view costs nothing.
  func boundsOriginChanged(_ view: View) {
    // Only the constraints whose expression used the origin (noted when they were lowered;
    // they may have been removed since).
    let dependents = boundsDependents.removeValue(forKey: ObjectIdentifier(view)) ?? []
    reAdd(dependents.filter { $0.active && handle(of: $0) != nil })
    // The safe areas inside the view moved with its content: refresh the views under it only.
    noteMoved(view)
    requestLayout()
  }
}
