/// One side's `ITEM.ATTR`: an item id (a view, a guide, `window`, or `V.margins`,
/// `V.safeArea`, `V.readable`) and an attribute.
struct EquationOperand: Equatable, Sendable {
  /// The item's id as the fixture writes it.
  var item: String
  /// The attribute.
  var attribute: EquationAttribute
}
