/// One `coefficient * variable` term of an ``Expression``.
public struct Term: Hashable, Sendable {
  /// The variable.
  public var variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// Makes a term.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build one with the arithmetic operators (`2 * x + y - 8`) or ``init(terms:constant:)``.
/// ``normalized()`` merges repeated variables and drops zero coefficients.
public struct Expression: Hashable, Sendable, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant.
  public var constant: Double

  /// Makes an expression from terms and a constant.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)])
  }

  /// A constant expression.
  public init(_ constant: Double) {
    self.init(constant: constant)
  }

  public init(integerLiteral value: Int) {
    self.init(constant: Double(value))
  }

  public init(floatLiteral value: Double) {
    self.init(constant: value)
  }

  /// The same expression with one term per variable, sorted by variable, and no zero
  /// coefficients.
  public func normalized() -> Expression {
    var ordered = true
    for i in terms.indices {
      if terms[i].coefficient == 0 || (i > 0 && terms[i - 1].variable >= terms[i].variable) {
        ordered = false
        break
      }
    }
    if ordered { return self }
    var merged = terms
    merged.sort { $0.variable < $1.variable }
    // Merge repeated variables and drop zeros in place.
    var count = 0
    for i in merged.indices {
      let term = merged[i]  // `count <= i`: the writes below never reach unread terms
      if count > 0, merged[count - 1].variable == term.variable {
        merged[count - 1].coefficient += term.coefficient
      } else {
        merged[count] = term
        count += 1
      }
    }
    merged.removeSubrange(count...)
    merged.removeAll { $0.coefficient == 0 }
    return Expression(terms: merged, constant: constant)
  }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-rhs)
  }

  public static prefix func - (operand: Expression) -> Expression {
    operand * -1
  }

  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: Expression) -> Expression {
    rhs * lhs
  }

  public static func / (lhs: Expression, rhs: Double) -> Expression {
    lhs * (1 / rhs)
  }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) + Expression(rhs)
  }

  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) - Expression(rhs)
  }

  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) + rhs
  }

  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) - rhs
  }

  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs + Expression(rhs)
  }

  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs - Expression(rhs)
  }

  public static func * (lhs: Double, rhs: Variable) -> Expression {
    Expression(terms: [Term(rhs, lhs)])
  }

  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs, rhs)])
  }
}
