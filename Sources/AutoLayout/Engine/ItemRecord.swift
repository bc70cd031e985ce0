import Cassowary

/// The engine's record of one layout item: its four solver variables (in its superview's,
/// or for a guide its owning view's, coordinate space) and the constraints the engine keeps
/// for it.
final class ItemRecord {
  weak var view: View?
  weak var guide: LayoutGuide?
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// Autoresizing-mask (or root size) constraints.
  var frameConstraints: [LayoutConstraint] = []
  /// Hugging and compression-resistance constraints, by axis and kind.
  var contentConstraints: [LayoutConstraint] = []
  /// For a safe-area or margins guide: the insets its edge constraints hold.
  var insets: EdgeInsets?
  /// The last pass that collected this record from the change feed.
  var stamp = 0
  /// The required `Width >= 0` and `Height >= 0` the engine keeps for every item.
  var sizeFloors: [Cassowary.Constraint] = []

  init(view: View?, guide: LayoutGuide?, variables: (Variable, Variable, Variable, Variable)) {
    self.view = view
    self.guide = guide
    (minX, minY, width, height) = variables
  }

  var variables: [Variable] { [minX, minY, width, height] }
}
