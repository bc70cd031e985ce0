import Foundation

/// One attribute of one item, with a coefficient: the building block of anchors and of the
/// two sides of a constraint. The item is held weakly, as UIKit's constraints do.
struct AnchorTerm {
  weak var item: AnyObject?
  var attribute: LayoutConstraint.Attribute
  var coefficient: CGFloat

  init(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, _ coefficient: CGFloat = 1) {
    self.item = item
    self.attribute = attribute
    self.coefficient = coefficient
  }
}
