import Foundation

/// A vertical position: top, bottom, center Y or a baseline (UIKit's
/// `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// A constraint putting `self` the system spacing (8 points) times `multiplier` below
  /// `anchor`: `self == anchor + 8 × multiplier`.
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    constraint(
      equalTo: anchor, constant: LayoutConstraint.systemSpacing * multiplier, file: file,
      line: line)
  }

  /// As ``constraint(equalToSystemSpacingBelow:multiplier:file:line:)``, with `>=`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    constraint(
      greaterThanOrEqualTo: anchor, constant: LayoutConstraint.systemSpacing * multiplier,
      file: file, line: line)
  }

  /// As ``constraint(equalToSystemSpacingBelow:multiplier:file:line:)``, with `<=`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    constraint(
      lessThanOrEqualTo: anchor, constant: LayoutConstraint.systemSpacing * multiplier,
      file: file, line: line)
  }

  /// A dimension measuring the distance from `self` to `otherAnchor` (`other − self`).
  public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(terms: offsetTerms(from: terms, to: otherAnchor.terms))
  }
}
