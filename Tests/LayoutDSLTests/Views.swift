import Foundation
import Truss

/// A view for constraints, named for readable failures; not in autoresizing mode.
func makeView(_ name: String, in parent: View? = nil) -> View {
  let view = View()
  view.identifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent?.addSubview(view)
  return view
}

/// Whether `c` is `first.firstAttribute relation second.secondAttribute × multiplier +
/// constant @ priority`, inactive.
func matches(
  _ c: LayoutConstraint, _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute,
  _ relation: LayoutConstraint.Relation, _ second: AnyObject?,
  _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
  priority: LayoutPriority = .required
) -> Bool {
  c.firstItem === first && c.firstAttribute == firstAttribute && c.relation == relation
    && c.secondItem === second && c.secondAttribute == secondAttribute
    && c.multiplier == multiplier && c.constant == constant && c.priority == priority
}
