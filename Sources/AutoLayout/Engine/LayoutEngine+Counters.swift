import Cassowary

/// Performance counters (SPEC §9.10): a pass counts its rounds, layouts, frame changes and
/// solves in plain integers and reads the clock twice; a solve is timed only while an event
/// sink listens.
extension LayoutEngine {
  func beginPassCounters() {
    passStart = LayoutClock.now
    passStartStatistics = solver.statistics
    statisticsAtLastSolve = passStartStatistics
    passViewsLaidOut = 0
    passFramesChanged = 0
    passSolves = 0
  }

  func endPassCounters(iterations: Int) {
    let statistics = solver.statistics
    let start = passStartStatistics
    let counters = LayoutPassCounters(
      pass: passCount, start: passStart, duration: LayoutClock.now - passStart,
      iterations: iterations,
      viewsLaidOut: passViewsLaidOut, framesChanged: passFramesChanged, solves: passSolves,
      constraintsAdded: statistics.constraintsAdded - start.constraintsAdded,
      constraintsRemoved: statistics.constraintsRemoved - start.constraintsRemoved,
      constantChanges: statistics.constantChanges - start.constantChanges,
      pivots: statistics.pivots - start.pivots, rows: solver.rowCount)
    lastPassCounters = counters
    if let total = totalCounters {
      totalCounters = total.adding(counters)
    } else {
      var first = counters
      first.pass = 1
      totalCounters = first
    }
    emit(.passCounted(counters))
  }

  /// Reports a solve that began at `start` (called only while a sink listens).
  func emitSolve(start: Duration, itemsChanged: Int) {
    let statistics = solver.statistics
    let before = statisticsAtLastSolve
    statisticsAtLastSolve = statistics
    emit(
      .solved(
        LayoutSolveCounters(
          pass: isInPass ? passCount : nil, start: start, duration: LayoutClock.now - start,
          itemsChanged: itemsChanged,
          constraintsAdded: statistics.constraintsAdded - before.constraintsAdded,
          constraintsRemoved: statistics.constraintsRemoved - before.constraintsRemoved,
          constantChanges: statistics.constantChanges - before.constantChanges,
          pivots: statistics.pivots - before.pivots, rows: solver.rowCount)))
  }
}

extension Window {
  /// The work of the window's last layout pass (time, rounds, views laid out, frames changed,
  /// solves, the solver's additions, removals, constant changes and pivots, rows), or `nil`
  /// before the first pass.
  public var lastLayoutPassCounters: LayoutPassCounters? { hostedEngine?.lastPassCounters }

  /// Every layout pass of the window added up (``LayoutPassCounters/pass`` is the number of
  /// passes, ``LayoutPassCounters/rows`` the rows after the last), or `nil` before the first.
  public var layoutCountersTotal: LayoutPassCounters? { hostedEngine?.totalCounters }
}
