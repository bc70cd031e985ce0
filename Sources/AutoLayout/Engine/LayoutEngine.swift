import Cassowary
import Foundation

/// The layout engine of one view hierarchy: one ``Solver``, four variables per item, the
/// constraints the user activated plus the ones the engine keeps (autoresizing masks,
/// intrinsic sizes, guide edges), and the layout pass of SPEC §3.
///
/// A window makes its engine at once; any other root makes one the first time it is laid
/// out. Every item's variables are in its superview's coordinate space, so moving a
/// container does not disturb its descendants. A constraint is expressed in the space of
/// the view it is installed on (its items' nearest common ancestor) by adding up the
/// origins of the views in between.
final class LayoutEngine {
  unowned let root: View
  /// The root's identity, for the hot paths' `view === root` (no unowned load).
  let rootID: ObjectIdentifier
  /// Whether the root is a window with an event sink (kept by `Window.eventSink`), so
  /// ``emit(_:)`` costs nothing without one.
  var hasEventSink = false
  /// Whether constraints are checked for redundancy as they are added (kept by
  /// `Window.reportsRedundantConstraints`; never in a scratch engine).
  var detectsRedundancy = false
  /// The solver constraint holding each duplicate signature among the user's inequalities
  /// and optional constraints, while redundancy is detected (see LayoutEngine+Redundancy).
  /// Unchecked, as the solver: a dictionary the engine's own methods read and write, calling
  /// back into nothing while they do (two run-time checks per constraint added otherwise).
  @exclusivity(unchecked) var duplicates: [Int64: Cassowary.Constraint] = [:]
  // No run-time exclusivity check on the solver (one per read in the pass's per-view loops):
  // the solver is a value that calls back into nothing, and the engine, confined to one
  // isolation domain, never reads it while one of its own mutations is in progress.
  @exclusivity(unchecked) var solverStorage = Solver()
  /// The solver, with any batched constant changes made first (LayoutEngine+Batch.swift):
  /// whatever reads or changes it sees every constant the engine has set.
  var solver: Solver {
    _read {
      if constantBatch?.isEmpty == false { flushConstantBatch() }
      yield solverStorage
    }
    _modify {
      if constantBatch?.isEmpty == false { flushConstantBatch() }
      yield &solverStorage
    }
  }
  /// Constant changes waiting to be made together, with each constraint's constant before
  /// the batch; `nil` outside a batch.
  @exclusivity(unchecked) var constantBatch: [(LayoutConstraint, CGFloat)]?
  var records: [ObjectIdentifier: ItemRecord] = [:]
  /// The item each solver variable belongs to, by variable index.
  var recordForVariable: [ItemRecord?] = []
  /// The layout constraint behind each solver constraint, by constraint index.
  var owners: [LayoutConstraint?] = []
  /// A scratch engine (for fitting sizes) keeps its handles here instead of in the
  /// constraints, so it never disturbs the live engine.
  let isScratch: Bool
  var scratchHandles: [ObjectIdentifier: Cassowary.Constraint] = [:]
  var sequence = 0
  /// The constraints whose expression used a scrollable view's bounds origin, by view: what
  /// is expressed again when it scrolls.
  var boundsDependents: [ObjectIdentifier: [LayoutConstraint]] = [:]
  /// The constraint being lowered (to note which bounds origins it depends on).
  var lowering: LayoutConstraint?
  /// Views whose safe-area or margins guides are in use; their insets are recomputed from
  /// the geometry after each solve.
  /// (Unowned: the views belong to the hierarchy, which owns the engine; they leave this
  /// list when they leave the hierarchy.)
  var geometryViews: [UnownedView] = []
  /// The views whose frames changed since the last geometry refresh (LayoutEngine+Pass), or
  /// none when they outnumbered the views with guides (`movedOverflow`: every view with a
  /// guide is looked at then).
  var movedSinceRefresh: [UnownedView] = []
  var movedOverflow = false
  /// Marks the views collected by one geometry refresh.
  var geometryStamp = 0
  var geometryViewsSorted = true
  var geometryDirty = false
  /// Whether every view with a guide must be refreshed, not only those that moved.
  var geometryAllDirty = true
  /// A counter of frame changes, and its value at the last geometry refresh.
  var frameEpoch = 0
  var geometryRefreshedAt = 0
  /// Views waiting for `layoutSubviews` / `updateConstraints`.
  @exclusivity(unchecked) var layoutQueue: [UnownedView] = []
  var updateQueue: [UnownedView] = []
  /// The views the running layout pass still has to lay out, from `layoutPendingNext` on
  /// (unchecked references, as in the queues: a view that leaves the hierarchy leaves this
  /// list too, so a `layoutSubviews` that removes and frees views leaves nothing dangling).
  var layoutPending: [UnownedView] = []
  var layoutPendingNext = 0
  /// The view whose `layoutSubviews` is running, for the rule of SPEC §3.3: unchecked, set
  /// only while `runLayoutSubviews` holds the view, and compared by identity.
  unowned(unsafe) var viewInLayout: View?
  var viewInLayoutID: ObjectIdentifier?
  var isInPass = false
  /// Whether the window's run loop was told a pass is wanted since the last pass (it is
  /// told once, not once per dirty view).
  var layoutRequestSent = false
  /// Constraints broken since the last pass ended, tried again when the geometry (safe areas,
  /// margins) moves during the next pass.
  var brokenUntilGeometrySettles: [LayoutConstraint] = []
  var passStamp = 0
  /// Layout passes run so far (a pass repeats until nothing is dirty).
  var passCount = 0
  /// The most iterations a pass makes before it reports a loop and stops.
  static let maxIterations = 100

  // MARK: Layout feedback loops (LayoutEngine+Loops.swift)

  /// What a view's layout count is counted in: the run-loop turn (the run loop moves it on at
  /// the start of each turn), or the pass for a pass run outside a turn. Counts go back to 0
  /// lazily, when a view is next laid out in a new turn.
  var countEpoch = 0
  /// Whether the window's run loop is running a turn.
  var isInTurn = false
  /// The layout count at which `runLayoutSubviews` leaves its fast path: the loop threshold, a
  /// loop hunter's if lower, 0 while a loop is recorded.
  var slowLayoutCount = LayoutLoopThreshold.standard
  /// The count that starts recording a loop: the debugger's threshold, or the standard one.
  var loopThreshold = LayoutLoopThreshold.standard
  var isLoopDebuggerOn = false
  /// The debugger's threshold for this window alone: `.some(nil)` off, `nil` the process's.
  var debuggerThresholdOverride: Int??
  /// The loop being recorded, if any.
  var loopRecorder: LayoutLoopRecorder?
  /// Told when a view's layouts in a turn reach ``countWatchThreshold`` (a loop hunter).
  weak var countWatcher: (any LayoutCountWatcher)?
  var countWatchThreshold = Int.max

  // MARK: Performance counters (LayoutEngine+Counters.swift)

  /// The running pass's start, the solver's counts then, and its work so far.
  var passStart = Duration.zero
  var passStartStatistics = Statistics()
  var passViewsLaidOut = 0
  var passFramesChanged = 0
  var passSolves = 0
  /// The last pass counted, and every pass so far added up.
  var lastPassCounters: LayoutPassCounters?
  var totalCounters: LayoutPassCounters?
  /// The solver's counts at the last solve, for the work each solve reports (kept only while
  /// a sink listens).
  var statisticsAtLastSolve = Statistics()

  init(root: View, scratch: Bool = false) {
    self.root = root
    rootID = ObjectIdentifier(root)
    isScratch = scratch
    hasEventSink = (root as? Window)?.eventSink != nil
    detectsRedundancy = !scratch && (root as? Window)?.reportsRedundantConstraints == true
    scale = (root as? Window)?.baseTraits.displayScale ?? 0
  }

  /// The display scale frames snap to (0: no snapping).
  /// The display scale frames snap to (0: no snapping); a window's scale never changes.
  let scale: CGFloat

  /// The window's log, or standard error.
  func log(_ message: String) {
    if let window = root as? Window {
      window.log(message)
    } else {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }

  /// Sends an event to the window's sink; the event is only built when there is one.
  func emit(_ event: @autoclosure () -> LayoutEvent) {
    guard hasEventSink, !isScratch, let sink = (root as? Window)?.eventSink else { return }
    sink.receive(event())
  }

  /// Whether `view` is the root (by identity, without loading the unowned root).
  func isRoot(_ view: View) -> Bool { ObjectIdentifier(view) == rootID }

  func record(of item: AnyObject) -> ItemRecord? {
    records[ObjectIdentifier(item)]
  }

  // MARK: Registration

  /// Makes an engine for a root that has none, with its whole subtree.
  static func make(for root: View) -> LayoutEngine {
    let engine = LayoutEngine(root: root)
    root.hostedEngine = engine
    engine.registerSubtree(root)
    return engine
  }

  /// A record with four new variables named after the item (`name` is asked for only by an
  /// engine that lays out: a scratch engine's variables are never printed, and naming them
  /// walked the hierarchy to the root for every view of every fitting, 2% of a table's first
  /// layout).
  private func makeRecord(
    view: View?, guide: LayoutGuide?, name: @autoclosure () -> String
  ) -> ItemRecord {
    let base = isScratch ? "" : name()
    let record = ItemRecord(
      view: view, guide: guide,
      variables: (
        solver.makeVariable(base + ".minX"), solver.makeVariable(base + ".minY"),
        solver.makeVariable(base + ".Width"), solver.makeVariable(base + ".Height")
      ))
    for v in record.variables {
      while recordForVariable.count <= v.index { recordForVariable.append(nil) }
      recordForVariable[v.index] = record
    }
    return record
  }

  /// Adds a view, its guides and its descendants, then the constraints installed on them.
  func registerSubtree(_ view: View) {
    registerView(view)
    for guide in view.guides { register(guide) }
    for subview in view.subviews { registerSubtree(subview) }
    for c in view.installedConstraints where c.active { add(c) }
  }

  private func registerView(_ view: View) {
    let record = makeRecord(view: view, guide: nil, name: view.layoutName)
    records[ObjectIdentifier(view)] = record
    view.layoutCountPass = -1  // counts from another engine's passes do not carry over
    if view === root {
      // A root's origin is fixed; only its size is solved.
      _ = try? solver.addConstraint(Cassowary.Expression(record.minX), .equal, 0)
      _ = try? solver.addConstraint(Cassowary.Expression(record.minY), .equal, 0)
    }
    updateFrameConstraints(of: view)
    updateContentConstraints(of: view)
    if !isScratch {
      if view.needsUpdateConstraintsFlag { updateQueue.append(UnownedView(view: view)) }
      if view.needsLayoutFlag { layoutQueue.append(UnownedView(view: view)) }
      requestLayout()
    }
  }

  /// Adds a layout guide (custom or system) of a registered view.
  func register(_ guide: LayoutGuide) {
    guard records[ObjectIdentifier(guide)] == nil, let owner = guide.owningView,
      records[ObjectIdentifier(owner)] != nil
    else { return }
    let record = makeRecord(view: nil, guide: guide, name: guide.layoutName)
    records[ObjectIdentifier(guide)] = record
    addEdgeConstraints(of: guide)
  }

  /// Removes a guide's constraints and record.
  func unregister(_ guide: LayoutGuide) {
    if let record = records[ObjectIdentifier(guide)] {
      for c in record.frameConstraints { remove(c) }
      retire(record)
    }
    records[ObjectIdentifier(guide)] = nil
  }

  /// Removes a view's subtree from the engine: its constraints leave the solver (they stay
  /// active and installed, and move with the subtree).
  func unregisterSubtree(_ view: View) {
    view.forEachInSubtree { v in
      for c in v.installedConstraints where c.active { remove(c) }
      for guide in v.guides { unregister(guide) }
      if let record = records[ObjectIdentifier(v)] {
        for c in record.frameConstraints + record.contentConstraints { remove(c) }
        retire(record)
        records[ObjectIdentifier(v)] = nil
      }
      // Its constraints left the solver above; the list would keep them (and a later view at
      // the same address would find them).
      boundsDependents[ObjectIdentifier(v)] = nil
      if isScratch || v.isGeometryView {
        geometryViews.removeAll { $0.view === v }
        if !isScratch { v.isGeometryView = false }
      }
      movedSinceRefresh.removeAll { $0.view === v }
      layoutQueue.removeAll { $0.view === v }
      updateQueue.removeAll { $0.view === v }
      if let index = layoutPending.firstIndex(where: { $0.view === v }) {
        layoutPending.remove(at: index)
        if index < layoutPendingNext { layoutPendingNext -= 1 }
      }
    }
  }

  /// Forgets which item a retired record's variables belonged to, so the change feed skips
  /// them.
  private func retire(_ record: ItemRecord) {
    for v in record.variables where v.index < recordForVariable.count {
      recordForVariable[v.index] = nil
    }
    for floor in record.sizeFloors { try? solver.remove(floor) }
    record.sizeFloors.removeAll()
  }
}
