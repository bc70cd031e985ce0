/// A view told when its own content hugging priorities change. Not API: the hook
/// `LayoutContainers` needs for a container whose hugging is the priority of constraints it
/// makes (the grid view hugs its rows and columns at its own hugging priority).
package protocol ContentHuggingObserver: AnyObject {
  /// The view's content hugging priority for `axis` changed.
  func contentHuggingPriorityDidChange(for axis: LayoutConstraint.Axis)
}
