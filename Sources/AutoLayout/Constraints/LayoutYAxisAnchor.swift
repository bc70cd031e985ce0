import Foundation

/// A vertical position: top, bottom, center Y or a baseline (UIKit's
/// `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// A constraint putting `self` the system spacing times `multiplier` below `anchor`:
  /// `self == anchor + spacing × multiplier`.
  ///
  /// The spacing is 8 points between edges; when either anchor is a baseline of a label it
  /// depends on the fonts, as Apple documents ("the spacing will depend on the fonts involved
  /// and will change when those do"): the larger baseline-to-baseline distance (line height
  /// + leading) of the labels whose baselines are involved. The constant is resolved when the
  /// constraint is made and again whenever the engine adds it, which it does when a label's
  /// font changes its intrinsic size, so `constant` reports the spacing in use. Setting
  /// `constant` yourself fixes it from then on.
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    systemSpacing(
      constraint(equalTo: anchor, constant: 0, file: file, line: line), multiplier: multiplier)
  }

  /// As ``constraint(equalToSystemSpacingBelow:multiplier:file:line:)``, with `>=`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    systemSpacing(
      constraint(greaterThanOrEqualTo: anchor, constant: 0, file: file, line: line),
      multiplier: multiplier)
  }

  /// As ``constraint(equalToSystemSpacingBelow:multiplier:file:line:)``, with `<=`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    systemSpacing(
      constraint(lessThanOrEqualTo: anchor, constant: 0, file: file, line: line),
      multiplier: multiplier)
  }

  /// `c` with its constant standing for `multiplier` × the system spacing between its anchors.
  private func systemSpacing(_ c: LayoutConstraint, multiplier: CGFloat) -> LayoutConstraint {
    c.useVerticalSystemSpacing(multiplier: multiplier)
    return c
  }

  /// A dimension measuring the distance from `self` to `otherAnchor` (`other − self`).
  public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(terms: offsetTerms(from: terms, to: otherAnchor.terms))
  }
}
