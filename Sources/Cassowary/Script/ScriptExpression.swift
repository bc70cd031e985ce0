/// One side of a script constraint as written: terms over variable names, plus a constant.
///
/// Terms keep the order and repetitions of the text (`x + x` has two terms); number terms
/// are summed into ``constant``. ``ScriptRunner`` merges repeated variables when it makes
/// the solver constraint.
public struct ScriptExpression: Sendable, Equatable {
  /// One `coefficient*name` term.
  public struct Term: Sendable, Equatable {
    /// The variable's script name.
    public var name: String
    /// The coefficient, with the sign written before the term applied.
    public var coefficient: Double

    /// Makes a term.
    public init(_ name: String, _ coefficient: Double = 1) {
      self.name = name
      self.coefficient = coefficient
    }
  }

  /// The variable terms, in the order they were written.
  public var terms: [Term]
  /// The sum of the number terms.
  public var constant: Double

  /// Makes an expression.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
}
