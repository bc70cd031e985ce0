import Foundation

/// A horizontal position: leading, trailing, left, right or center X (UIKit's
/// `NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// A constraint putting `self` the system spacing (8 points) times `multiplier` after
  /// `anchor`: `self == anchor + 8 × multiplier`.
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    constraint(
      equalTo: anchor, constant: LayoutConstraint.systemSpacing * multiplier, file: file,
      line: line)
  }

  /// As ``constraint(equalToSystemSpacingAfter:multiplier:file:line:)``, with `>=`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    constraint(
      greaterThanOrEqualTo: anchor, constant: LayoutConstraint.systemSpacing * multiplier,
      file: file, line: line)
  }

  /// As ``constraint(equalToSystemSpacingAfter:multiplier:file:line:)``, with `<=`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    constraint(
      lessThanOrEqualTo: anchor, constant: LayoutConstraint.systemSpacing * multiplier,
      file: file, line: line)
  }

  /// A dimension measuring the distance from `self` to `otherAnchor` (`other − self`),
  /// which can be constrained like a width.
  public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(terms: offsetTerms(from: terms, to: otherAnchor.terms))
  }
}

/// The terms of `to − from`.
func offsetTerms(from: [AnchorTerm], to: [AnchorTerm]) -> [AnchorTerm] {
  to + from.map { AnchorTerm($0.item, $0.attribute, -$0.coefficient) }
}
