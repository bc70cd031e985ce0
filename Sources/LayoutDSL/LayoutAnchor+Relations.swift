import AutoLayout
import Foundation

extension LayoutAnchor {
  /// `lhs` equal to `rhs`.
  public static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutRelation {
    relate(lhs, .equal, LayoutExpression(rhs))
  }

  /// `lhs` at least `rhs`.
  public static func >= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutRelation {
    relate(lhs, .greaterThanOrEqual, LayoutExpression(rhs))
  }

  /// `lhs` at most `rhs`.
  public static func <= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> LayoutRelation {
    relate(lhs, .lessThanOrEqual, LayoutExpression(rhs))
  }

  /// `lhs` equal to an anchor expression (`b.leadingAnchor + 8`).
  public static func == (lhs: LayoutAnchor, rhs: LayoutExpression<AnchorType>) -> LayoutRelation {
    relate(lhs, .equal, rhs)
  }

  /// `lhs` at least an anchor expression.
  public static func >= (lhs: LayoutAnchor, rhs: LayoutExpression<AnchorType>) -> LayoutRelation {
    relate(lhs, .greaterThanOrEqual, rhs)
  }

  /// `lhs` at most an anchor expression.
  public static func <= (lhs: LayoutAnchor, rhs: LayoutExpression<AnchorType>) -> LayoutRelation {
    relate(lhs, .lessThanOrEqual, rhs)
  }
}

extension LayoutDimension {
  /// The dimension equal to a constant (`a.widthAnchor == 44`). Only dimensions have this
  /// overload: a location equal to a constant does not compile.
  public static func == (lhs: LayoutDimension, rhs: CGFloat) -> LayoutRelation {
    LayoutRelation { lhs.constraint(equalToConstant: rhs, file: $0, line: $1) }
  }

  /// The dimension at least a constant.
  public static func >= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutRelation {
    LayoutRelation { lhs.constraint(greaterThanOrEqualToConstant: rhs, file: $0, line: $1) }
  }

  /// The dimension at most a constant.
  public static func <= (lhs: LayoutDimension, rhs: CGFloat) -> LayoutRelation {
    LayoutRelation { lhs.constraint(lessThanOrEqualToConstant: rhs, file: $0, line: $1) }
  }
}

/// The relation `lhs relation rhs`, made through the anchor API so the constraint is exactly
/// what the equivalent `constraint(equalTo:…)` call would give.
func relate<AnchorType>(
  _ lhs: LayoutAnchor<AnchorType>, _ relation: LayoutConstraint.Relation,
  _ rhs: LayoutExpression<AnchorType>
) -> LayoutRelation {
  // Only dimensions carry a multiplier (``LayoutDimension/*(_:_:)``), so the casts succeed
  // whenever it is not 1.
  if rhs.multiplier != 1, let first = lhs as? LayoutDimension,
    let second = rhs.anchor as? LayoutDimension
  {
    let multiplier = rhs.multiplier
    let constant = rhs.constant
    return LayoutRelation { file, line in
      switch relation {
      case .greaterThanOrEqual:
        first.constraint(
          greaterThanOrEqualTo: second, multiplier: multiplier, constant: constant, file: file,
          line: line)
      case .lessThanOrEqual:
        first.constraint(
          lessThanOrEqualTo: second, multiplier: multiplier, constant: constant, file: file,
          line: line)
      default:
        first.constraint(
          equalTo: second, multiplier: multiplier, constant: constant, file: file, line: line)
      }
    }
  }
  let second = rhs.anchor
  let constant = rhs.constant
  return LayoutRelation { file, line in
    switch relation {
    case .greaterThanOrEqual:
      lhs.constraint(greaterThanOrEqualTo: second, constant: constant, file: file, line: line)
    case .lessThanOrEqual:
      lhs.constraint(lessThanOrEqualTo: second, constant: constant, file: file, line: line)
    default:
      lhs.constraint(equalTo: second, constant: constant, file: file, line: line)
    }
  }
}
