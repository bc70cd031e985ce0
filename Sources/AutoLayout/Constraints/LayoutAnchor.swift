import Foundation

/// An attribute of a view or layout guide, for making constraints with typed partners
/// (UIKit's `NSLayoutAnchor`). `AnchorType` keeps X anchors, Y anchors and dimensions
/// apart: relating an X anchor to a Y anchor does not compile.
///
/// Every constraint-making method records the `#fileID` and `#line` of its caller, which
/// logs print next to the constraint.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
  let terms: [AnchorTerm]

  init(terms: [AnchorTerm]) { self.terms = terms }

  init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
    terms = [AnchorTerm(item, attribute)]
  }

  /// The item this anchor belongs to (the first one, for a composite dimension).
  public var item: AnyObject? { terms.first?.item }

  /// A constraint `self == anchor + constant`, inactive until activated.
  public func constraint(
    equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .equal, second: anchor.terms, multiplier: 1, constant: constant,
      file: file, line: line)
  }

  /// A constraint `self >= anchor + constant`, inactive until activated.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .greaterThanOrEqual, second: anchor.terms, multiplier: 1,
      constant: constant, file: file, line: line)
  }

  /// A constraint `self <= anchor + constant`, inactive until activated.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: .lessThanOrEqual, second: anchor.terms, multiplier: 1,
      constant: constant, file: file, line: line)
  }

  /// `item.attribute`, as logs print it.
  public var description: String { describeTerms(terms) }
}
