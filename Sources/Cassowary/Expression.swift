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
    var sorted = terms.sorted { $0.variable < $1.variable }
    var merged: [Term] = []
    merged.reserveCapacity(sorted.count)
    for term in sorted {
      if let last = merged.last, last.variable == term.variable {
        merged[merged.count - 1].coefficient += term.coefficient
      } else {
        merged.append(term)
      }
    }
    sorted = merged.filter { $0.coefficient != 0 }
    return Expression(terms: sorted, constant: constant)
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
