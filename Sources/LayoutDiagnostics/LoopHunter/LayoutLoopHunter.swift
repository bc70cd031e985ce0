import AutoLayout
import Foundation

/// Production counters for layout feedback loops (SPEC §9.6): when a view is laid out
/// `threshold` times in one run-loop turn, a callback gets a compact report to send to
/// analytics, and the app goes on.
///
/// Teams ship such counters because a loop in the field is an app stuck at 100% CPU that
/// the system kills for memory, with no crash report (the LayoutLoopHunter article:
/// https://www.appcoda.com/layout-feedback-loop/, and https://github.com/rsrbk/LayoutLoopHunter,
/// which swizzles `layoutSubviews` and resets its count with `DispatchQueue.main.async` from
/// the counted code — a reset that goes wrong when the loop never lets the queue run). Truss's
/// engine already counts every view's layouts per turn, and the run loop starts the counts
/// again at the beginning of each turn; a hunter only asks to hear of a count. Watching
/// costs the engine nothing more than not watching (one comparison per layout, which it makes
/// anyway), and the callback runs only when a count reaches the threshold (once per view and
/// turn).
///
/// The hunter reports; it does not stop anything (the engine stops a real loop at 100 layouts
/// of a view in a turn, or at the layout feedback loop debugger's threshold). Switch every
/// hunter off at run time with ``isEnabled``, or one with ``stop()``.
public final class LayoutLoopHunter: LayoutCountWatcher {
  /// What a hunter reports: plain values, ready for analytics.
  public struct Report: Sendable, Hashable, CustomStringConvertible {
    /// The view's name: its identifier, or its type and index path (`CardView[0.3.1]`).
    public let view: String
    /// The view's type.
    public let viewType: String
    /// The types from the window down to the view (`Window > FeedView > CardView`).
    public let path: String
    /// How many times the view was laid out in the turn when the report was made.
    public let layoutCount: Int
    /// The hunter's threshold.
    public let threshold: Int
    /// The run-loop turn (``LayoutRunLoop/turnCount``; 0 outside the run loop).
    public let turn: Int

    /// `LayoutLoopHunter: CardView[0.3] (Window > FeedView > CardView) laid out 100 times in
    /// run-loop turn 12`.
    public var description: String {
      "LayoutLoopHunter: \(view) (\(path)) laid out \(layoutCount) times in run-loop turn \(turn)"
    }
  }

  /// Whether hunters report at all: a kill switch for every hunter in the process, checked
  /// when a count reaches a threshold (a remote flag can flip it at run time).
  public static var isEnabled: Bool {
    get {
      lock.lock()
      defer { lock.unlock() }
      return enabled
    }
    set {
      lock.lock()
      enabled = newValue
      lock.unlock()
    }
  }
  private static let lock = NSLock()
  nonisolated(unsafe) private static var enabled = true

  /// The count that makes a report (at least 1).
  public let threshold: Int
  /// The views watched, or `nil` for every view of the window.
  private let watched: Set<ObjectIdentifier>?
  private let onLoop: (Report) -> Void
  private weak var window: Window?

  /// A hunter reporting, through `onLoop`, every view of `views` (`nil`: every view of the
  /// window) laid out `threshold` times (at least 1) in one run-loop turn. Call
  /// ``start(in:)`` to watch a window.
  public init(threshold: Int = 100, views: [View]? = nil, onLoop: @escaping (Report) -> Void) {
    self.threshold = max(1, threshold)
    watched = views.map { Set($0.map(ObjectIdentifier.init)) }
    self.onLoop = onLoop
  }

  /// Watches `window` (a window has one hunter at a time: this one replaces any other) until
  /// ``stop()``.
  public func start(in window: Window) {
    stop()
    self.window = window
    window.watchLayoutCounts(self, threshold: threshold)
  }

  /// Stops watching.
  public func stop() {
    window?.watchLayoutCounts(nil, threshold: 0)
    window = nil
  }

  /// Whether the hunter is watching a window.
  public var isWatching: Bool { window != nil }

  /// Watches one view of a window, as LayoutLoopHunter's `setUp(for:threshold:onLoop:)` does:
  /// returns the hunter (keep it to ``stop()`` it), or `nil`, with a message on standard
  /// error, when the view is in no window yet.
  @discardableResult
  public static func setUp(
    for view: View, threshold: Int = 100, onLoop: @escaping (Report) -> Void
  ) -> LayoutLoopHunter? {
    guard let window = view.window else {
      FileHandle.standardError.write(
        Data(
          ("LayoutLoopHunter: \(view.layoutName) is in no window; add it to one before "
            + "setting up a hunter for it.\n").utf8))
      return nil
    }
    let hunter = LayoutLoopHunter(threshold: threshold, views: [view], onLoop: onLoop)
    hunter.start(in: window)
    return hunter
  }

  /// From the engine: `view` reached the threshold in the current turn.
  package func view(_ view: View, reachedLayoutCount count: Int, in window: Window) {
    guard Self.isEnabled, watched?.contains(ObjectIdentifier(view)) ?? true else { return }
    var types: [String] = []
    var current: View? = view
    while let v = current {
      types.append(String(describing: type(of: v)))
      current = v.superview
    }
    onLoop(
      Report(
        view: view.layoutName, viewType: types[0], path: types.reversed().joined(separator: " > "),
        layoutCount: count, threshold: threshold, turn: window.runLoop.turnCount))
  }
}
