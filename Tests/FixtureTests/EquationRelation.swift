/// The relation of an equation: `==`, `<=` or `>=`.
enum EquationRelation: String, Sendable {
  /// `==`.
  case equal = "=="
  /// `<=`.
  case lessThanOrEqual = "<="
  /// `>=`.
  case greaterThanOrEqual = ">="
}
