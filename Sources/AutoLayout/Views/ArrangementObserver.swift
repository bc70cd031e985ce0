/// What a container that arranges views (a stack view) hears about them. Not API: the hook
/// `LayoutContainers` needs on `View` (set as ``View/arrangementObserver``).
package protocol ArrangementObserver: AnyObject {
  /// The view was hidden or shown.
  func arrangedViewVisibilityChanged(_ view: View)
  /// The view's intrinsic content size changed.
  func arrangedViewIntrinsicSizeChanged(_ view: View)
  /// The view is about to leave its superview.
  func arrangedViewWillLeaveSuperview(_ view: View)
}
