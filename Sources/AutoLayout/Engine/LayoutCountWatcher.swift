/// Told when a view's `layoutSubviews` calls in one run-loop turn reach a count. Not API: for
/// the `LayoutDiagnostics` module's `LayoutLoopHunter`, the production loop counter.
///
/// The engine counts every view's layouts per turn anyway (to stop feedback loops); a watcher
/// only lowers the count at which the engine looks, so watching costs one comparison per
/// layout, as not watching does.
package protocol LayoutCountWatcher: AnyObject {
  /// `view` was just laid out for the `count`th time in the current turn of `window`'s run
  /// loop (called once per view and turn, as the count is reached, before the layout).
  func view(_ view: View, reachedLayoutCount count: Int, in window: Window)
}

extension Window {
  /// Makes `watcher` hear of every view whose layouts in one run-loop turn reach `threshold`
  /// (at least 1); `nil` stops watching. Not API: for the `LayoutDiagnostics` module.
  package func watchLayoutCounts(_ watcher: (any LayoutCountWatcher)?, threshold: Int) {
    guard let engine = hostedEngine else { return }
    engine.countWatcher = watcher
    engine.countWatchThreshold = watcher == nil ? Int.max : max(1, threshold)
    engine.updateSlowLayoutCount()
  }
}
