/// A reference to a view that does not keep it alive, for the engine's lists of views in the
/// hierarchy it belongs to (the hierarchy owns the engine, so a strong reference would be a
/// cycle). Unchecked (`unowned(unsafe)`: no reference counting on the layout pass's hot path):
/// the engine takes a view out of every such list when it leaves the hierarchy
/// (`unregisterSubtree`), and the lists die with the engine, which dies with the root.
struct UnownedView {
  unowned(unsafe) let view: View
}
