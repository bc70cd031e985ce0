import Foundation

/// A width or a height, or the distance between two anchors (UIKit's `NSLayoutDimension`).
/// Dimensions relate to constants and, with a multiplier, to other dimensions of either
/// axis (`width == height * 2`).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// A constraint `self == constant`.
  public func constraint(
    equalToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .equal, second: [], multiplier: 1, constant: constant, file: file,
      line: line)
  }

  /// A constraint `self >= constant`.
  public func constraint(
    greaterThanOrEqualToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .greaterThanOrEqual, second: [], multiplier: 1, constant: constant,
      file: file, line: line)
  }

  /// A constraint `self <= constant`.
  public func constraint(
    lessThanOrEqualToConstant constant: CGFloat, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .lessThanOrEqual, second: [], multiplier: 1, constant: constant,
      file: file, line: line)
  }

  /// A constraint `self == anchor × multiplier + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .equal, second: anchor.terms, multiplier: multiplier,
      constant: constant, file: file, line: line)
  }

  /// A constraint `self >= anchor × multiplier + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .greaterThanOrEqual, second: anchor.terms, multiplier: multiplier,
      constant: constant, file: file, line: line)
  }

  /// A constraint `self <= anchor × multiplier + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .lessThanOrEqual, second: anchor.terms, multiplier: multiplier,
      constant: constant, file: file, line: line)
  }
}
