/// A reference to a view that does not keep it alive, for the engine's lists of views in the
/// hierarchy it belongs to (the hierarchy owns the engine, so a strong reference would be a
/// cycle).
struct UnownedView {
  unowned let view: View
}
