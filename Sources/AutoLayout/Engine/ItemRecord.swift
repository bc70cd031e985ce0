import Cassowary

/// The engine's record of one layout item: its four solver variables (in its superview's,
/// or for a guide its owning view's, coordinate space) and the constraints the engine keeps
/// for it.
final class ItemRecord {
  // Unchecked references (no reference counting when a pass reads them, as for
  // `UnownedView`): a record lives only while its item is registered. The engine retires it
  // when the view leaves the hierarchy (`unregisterSubtree`) or the guide its view
  // (`unregister`), and the records die with the engine, which dies with the root.
  /// The view, unretained: hot loops borrow it with `_withUnsafeGuaranteedRef`.
  let viewReference: Unmanaged<View>?
  unowned(unsafe) let guide: LayoutGuide?
  /// The view (retained for the caller).
  var view: View? { viewReference?.takeUnretainedValue() }
  /// Whether the record is a view's (without touching the view).
  var isView: Bool { viewReference != nil }
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
  @exclusivity(unchecked) var sizeFloors: [Cassowary.Constraint] = []

  init(view: View?, guide: LayoutGuide?, variables: (Variable, Variable, Variable, Variable)) {
    viewReference = view.map { Unmanaged.passUnretained($0) }
    self.guide = guide
    (minX, minY, width, height) = variables
  }

  var variables: [Variable] { [minX, minY, width, height] }
}
