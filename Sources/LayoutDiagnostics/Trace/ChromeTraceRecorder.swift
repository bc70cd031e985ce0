import AutoLayout
import Foundation

/// Records a window's layout passes, solves and view layouts as Chrome trace events
/// ("Instruments for layout", SPEC §9.10): open the JSON in `chrome://tracing` or Perfetto
/// (https://ui.perfetto.dev) to see each pass as a bar, with its solves and the
/// `layoutSubviews` calls it made nested inside.
///
/// Install it as the window's event sink (`window.eventSink = recorder`); events it does not
/// use go on to ``next``. The engine measures times only while a sink listens, so a window
/// without one pays nothing. The format is the Trace Event Format's "complete" events
/// (`"ph": "X"`, with `ts` and `dur` in microseconds), in one JSON object with a
/// `traceEvents` array
/// (https://docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU).
public final class ChromeTraceRecorder: LayoutEventSink {
  /// One trace event.
  public struct Event: Hashable, Sendable {
    /// What the bar is labelled with: `layout pass 3`, `solve`, or a view's name.
    public var name: String
    /// `pass`, `solve` or `layoutSubviews`.
    public var category: String
    /// When it began, on ``LayoutClock``.
    public var start: Duration
    /// How long it took.
    public var duration: Duration
    /// The counters shown when the bar is selected.
    public var arguments: [String: Double]
  }

  /// The events recorded, in the order they ended.
  public private(set) var events: [Event] = []
  /// The sink the window's other events go on to, if any.
  public var next: (any LayoutEventSink)?

  /// An empty recorder, passing every event on to `next`.
  public init(next: (any LayoutEventSink)? = nil) {
    self.next = next
  }

  public func receive(_ event: LayoutEvent) {
    switch event {
    case .passCounted(let c):
      events.append(
        Event(
          name: "layout pass \(c.pass)", category: "pass", start: c.start, duration: c.duration,
          arguments: [
            "iterations": Double(c.iterations), "viewsLaidOut": Double(c.viewsLaidOut),
            "framesChanged": Double(c.framesChanged), "solves": Double(c.solves),
            "constraintsAdded": Double(c.constraintsAdded),
            "constraintsRemoved": Double(c.constraintsRemoved),
            "constantChanges": Double(c.constantChanges), "pivots": Double(c.pivots),
            "rows": Double(c.rows),
          ]))
    case .solved(let c):
      events.append(
        Event(
          name: "solve", category: "solve", start: c.start, duration: c.duration,
          arguments: [
            "itemsChanged": Double(c.itemsChanged),
            "constraintsAdded": Double(c.constraintsAdded),
            "constraintsRemoved": Double(c.constraintsRemoved),
            "constantChanges": Double(c.constantChanges), "pivots": Double(c.pivots),
            "rows": Double(c.rows),
          ]))
    case .viewLaidOut(let view, let start, let duration):
      events.append(
        Event(
          name: view, category: "layoutSubviews", start: start, duration: duration,
          arguments: [:]))
    default:
      break
    }
    next?.receive(event)
  }

  /// Forgets the events recorded so far.
  public func removeAll() { events.removeAll() }

  /// The trace as Chrome's JSON: `{"displayTimeUnit": "ms", "traceEvents": [...]}`, one
  /// complete event per pass, solve and view laid out, on one thread (`pid` 1, `tid` 1),
  /// times in microseconds from the first event, ordered by start (an enclosing event before
  /// the events it contains).
  public func json() -> String {
    guard let origin = events.map(\.start).min() else {
      return JSONValue.object(["displayTimeUnit": .string("ms"), "traceEvents": .array([])])
        .text() + "\n"
    }
    let ordered = events.sorted {
      $0.start != $1.start ? $0.start < $1.start : $0.duration > $1.duration
    }
    let traceEvents: [JSONValue] = ordered.map { event in
      // Both ends from the origin, in whole nanoseconds: an event inside another stays inside.
      let start = Self.nanoseconds(event.start - origin)
      let end = Self.nanoseconds(event.start + event.duration - origin)
      return .object([
        "name": .string(event.name), "cat": .string(event.category), "ph": .string("X"),
        "ts": .number(Double(start) / 1000), "dur": .number(Double(end - start) / 1000),
        "pid": .number(1), "tid": .number(1),
        "args": .object(event.arguments.mapValues { .number($0) }),
      ])
    }
    return JSONValue.object(["displayTimeUnit": .string("ms"), "traceEvents": .array(traceEvents)])
      .text() + "\n"
  }

  /// A duration in whole nanoseconds.
  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
