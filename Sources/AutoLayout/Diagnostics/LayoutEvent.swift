import Foundation

/// Something the layout engine did, for diagnostics, tests and previews to consume (the
/// engine reports; consumers decide).
public enum LayoutEvent {
  /// A layout pass began (its number).
  case passStarted(Int)
  /// A layout pass ended after some iterations.
  case passEnded(Int, iterations: Int)
  /// `layoutSubviews` was called on a view.
  case layoutSubviews(String)
  /// A view's frame changed; `cause` is the view whose `layoutSubviews` was running.
  case frameChanged(view: String, old: CGRect, new: CGRect, cause: String?)
  /// `setNeedsLayout` was sent to a view, from a source location.
  case setNeedsLayout(view: String, fileID: String, line: Int)
  /// Required constraints could not all hold; one was broken.
  case constraintBroken(UnsatisfiableConstraintsReport)
  /// A constraint that adds nothing to the layout was activated (an exact duplicate, or a
  /// required equality others imply); sent while ``Window/reportsRedundantConstraints`` is on.
  case redundantConstraint(RedundantConstraintsReport)
  /// A constraint could not be activated or changed; the message says why.
  case invalidConstraint(String)
  /// A pass hit its iteration limit and stopped.
  case loopStopped(iterations: Int)
  /// A layout feedback loop was recorded: the views in it, what changed and who asked for
  /// layout (sent before ``loopStopped(iterations:)``; also when the loop settled while it
  /// was recorded).
  case layoutFeedbackLoop(LayoutLoopReport)
  /// A view's `layoutSubviews` (and its controller's callbacks around it) ran from `start`
  /// (on ``LayoutClock``) for `duration`.
  case viewLaidOut(view: String, start: Duration, duration: Duration)
  /// The engine read the solver's results and applied them.
  case solved(LayoutSolveCounters)
  /// A layout pass's counters (sent just before ``passEnded(_:iterations:)``).
  case passCounted(LayoutPassCounters)
}

/// Receives the engine's events (the swift-log handler pattern: the engine calls it, a
/// consumer decides what to keep).
public protocol LayoutEventSink: AnyObject {
  /// Handles one event.
  func receive(_ event: LayoutEvent)
}

/// A sink that keeps every event in memory, for tests.
public final class InMemoryLayoutEventSink: LayoutEventSink {
  /// The events received, in order.
  public private(set) var events: [LayoutEvent] = []

  /// An empty sink.
  public init() {}

  public func receive(_ event: LayoutEvent) { events.append(event) }

  /// The views `layoutSubviews` was called on, in order.
  public var laidOutViews: [String] {
    events.compactMap { if case .layoutSubviews(let name) = $0 { name } else { nil } }
  }

  /// Forgets the events received so far.
  public func removeAll() { events.removeAll() }
}
