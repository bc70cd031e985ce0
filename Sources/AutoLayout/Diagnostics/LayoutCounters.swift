import Cassowary
import Dispatch

/// The monotonic clock layout counters and traces are timed with: the time since the system
/// started. (A `Duration`, a fixed-size value: an event carrying a `ContinuousClock.Instant`,
/// whose layout the standard library keeps to itself, made every event the engine sends cost
/// a metadata lookup, 1.5% of a window resize.)
public enum LayoutClock {
  /// Now.
  public static var now: Duration {
    .nanoseconds(Int64(truncatingIfNeeded: DispatchTime.now().uptimeNanoseconds))
  }
}

/// The work of one layout pass (SPEC §9.10): how long it took, how many times it went round,
/// the views it laid out and moved, and the solver's work during it. A window keeps the last
/// pass's (``Window/lastLayoutPassCounters``) and the sum of all its passes
/// (``Window/layoutCountersTotal``); a trace gets one per pass (``LayoutEvent/passCounted(_:)``).
///
/// Truss's solver works incrementally: constraints are added, removed and changed when the
/// code does it, which may be between passes. A pass counts the solver's work done while it
/// ran (its `updateConstraints` and `layoutSubviews` calls included).
public struct LayoutPassCounters: Sendable, Hashable {
  /// The pass's number in its window (for a total: the number of passes).
  public var pass: Int
  /// When the pass began, on ``LayoutClock`` (for a total: the first pass).
  public var start: Duration
  /// How long it took (for a total: all passes together).
  public var duration: Duration
  /// Rounds of the pass (update constraints, solve, lay out), repeated while something is
  /// dirty.
  public var iterations: Int
  /// `layoutSubviews` calls.
  public var viewsLaidOut: Int
  /// Frame changes (set by the engine or by code during the pass).
  public var framesChanged: Int
  /// Times the engine read the solver's results and applied them (see
  /// ``LayoutSolveCounters``).
  public var solves: Int
  /// Constraints the solver added.
  public var constraintsAdded: Int
  /// Constraints the solver removed.
  public var constraintsRemoved: Int
  /// Constants changed in place.
  public var constantChanges: Int
  /// Simplex pivots.
  public var pivots: Int
  /// Rows in the solver's tableau when the pass ended.
  public var rows: Int

  /// The two added up, as a total over passes.
  func adding(_ other: LayoutPassCounters) -> LayoutPassCounters {
    LayoutPassCounters(
      pass: pass + 1, start: start, duration: duration + other.duration,
      iterations: iterations + other.iterations, viewsLaidOut: viewsLaidOut + other.viewsLaidOut,
      framesChanged: framesChanged + other.framesChanged, solves: solves + other.solves,
      constraintsAdded: constraintsAdded + other.constraintsAdded,
      constraintsRemoved: constraintsRemoved + other.constraintsRemoved,
      constantChanges: constantChanges + other.constantChanges, pivots: pivots + other.pivots,
      rows: other.rows)
  }
}

/// One solve: the engine reading the solver's results and setting the frames that changed
/// (sizes kept non-negative on the way), with the solver's work since the previous solve —
/// the additions, removals, constant changes and pivots that produced these results.
/// Reported to a window's event sink (``LayoutEvent/solved(_:)``); measured only while one
/// listens.
public struct LayoutSolveCounters: Sendable, Hashable {
  /// The pass it belongs to, or `nil` outside a pass (`exerciseAmbiguityInLayout()`).
  public var pass: Int?
  /// When the engine began reading the results, on ``LayoutClock``.
  public var start: Duration
  /// How long reading and applying them took.
  public var duration: Duration
  /// Layout items (views and guides) whose variables changed.
  public var itemsChanged: Int
  /// Constraints the solver added since the previous solve.
  public var constraintsAdded: Int
  /// Constraints the solver removed since the previous solve.
  public var constraintsRemoved: Int
  /// Constants changed in place since the previous solve.
  public var constantChanges: Int
  /// Simplex pivots since the previous solve.
  public var pivots: Int
  /// Rows in the solver's tableau.
  public var rows: Int
}
