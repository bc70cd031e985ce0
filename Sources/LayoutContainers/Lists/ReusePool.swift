import AutoLayout

/// The views a list (a table or collection view) keeps for reuse: how to make one for each
/// registered reuse identifier, and the ones that left the screen, waiting to be dequeued.
/// Not API: shared by Truss's lists.
///
/// A view made or reused is handed out with its reuse identifier set by the list (UIKit sets
/// it on cells it makes); a reused view gets `prepareForReuse()` from the list before it is
/// handed out again.
package final class ReusePool<Element: View> {
  /// How to make a view for each registered identifier.
  private var makers: [String: () -> Element] = [:]
  /// The views waiting for reuse, by identifier (the most recently enqueued last).
  private var waiting: [String: [Element]] = [:]
  /// How many views the pool has made (a test counts constructions against reuses).
  package private(set) var madeCount = 0

  package init() {}

  /// Registers how to make a view for `identifier`, replacing any earlier registration (as
  /// UIKit's `register(_:forCellReuseIdentifier:)` does); `nil` unregisters it.
  package func register(_ make: (() -> Element)?, for identifier: String) {
    makers[identifier] = make
  }

  /// Whether something is registered for `identifier`.
  package func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

  /// A waiting view for `identifier`, or a new one; `nil` when nothing is registered for it.
  /// `reused` says which (a reused view must be prepared for reuse).
  package func dequeue(_ identifier: String) -> (view: Element, reused: Bool)? {
    if let view = waiting[identifier]?.popLast() { return (view, true) }
    guard let make = makers[identifier] else { return nil }
    madeCount += 1
    return (make(), false)
  }

  /// Puts `view` back to wait for reuse under `identifier`.
  package func enqueue(_ view: Element, identifier: String) {
    waiting[identifier, default: []].append(view)
  }

  /// Puts `view` back to wait for reuse under `identifier`, hidden where it is (a list keeps
  /// its waiting views as subviews, so reusing one adds nothing to the engine); a view with no
  /// identifier cannot be reused and leaves its superview.
  package func putAway(_ view: Element, identifier: String?) {
    guard let identifier else {
      view.removeFromSuperview()
      return
    }
    view.isHidden = true
    enqueue(view, identifier: identifier)
  }

  /// How many views wait for reuse under `identifier`.
  package func waitingCount(_ identifier: String) -> Int { waiting[identifier]?.count ?? 0 }

  /// Forgets every waiting view (a list reloading its data keeps none).
  package func removeWaiting() { waiting.removeAll() }
}
