/// A view in a visual format: `[name]` or `[name(predicates)]`.
public struct FormatView: Hashable, Sendable, CustomStringConvertible {
  /// The view's key in the views dictionary.
  public var name: String
  /// Where the name starts.
  public var offset: Int
  /// The predicates on the view's size along the format's axis (its width for `H:`).
  public var predicates: [FormatPredicate]

  /// A view named `name` at `offset` with `predicates`.
  public init(name: String, offset: Int, predicates: [FormatPredicate] = []) {
    self.name = name
    self.offset = offset
    self.predicates = predicates
  }

  /// `[name(predicates)]`.
  public var description: String {
    if predicates.isEmpty { return "[\(name)]" }
    return "[\(name)(\(predicates.map(\.description).joined(separator: ",")))]"
  }
}
