import Foundation
import Truss

/// Views named for a test, inside a superview named `superview`, with the constraints a
/// format made for them printed as equations (`b.leading == a.trailing + 8 @750`).
struct Scene {
  let superview = View(frame: .zero)
  var views: [String: AnyObject] = [:]

  init(_ names: [String]) {
    superview.identifier = "superview"
    for name in names {
      let view = View(frame: .zero)
      view.identifier = name
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      views[name] = view
    }
  }

  /// The name of `item`: its key in `views`, or `superview`.
  func name(of item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if item === superview { return "superview" }
    return views.first { $0.value === item }?.key ?? "?"
  }

  /// `first.attribute relation second.attribute + constant @priority`.
  func equation(_ c: LayoutConstraint) -> String {
    var text = "\(name(of: c.firstItem)).\(c.firstAttribute) \(c.relation)"
    if let second = c.secondItem {
      text += " \(name(of: second)).\(c.secondAttribute)"
      if c.constant > 0 { text += " + \(number(c.constant))" }
      if c.constant < 0 { text += " - \(number(-c.constant))" }
    } else {
      text += " \(number(c.constant))"
    }
    if !c.priority.isRequired { text += " @\(number(CGFloat(c.priority.rawValue)))" }
    return text
  }

  /// The equations of the constraints `format` makes; fails the test on an error.
  func equations(
    _ format: String, options: LayoutConstraint.FormatOptions = [],
    metrics: [String: CGFloat] = [:]
  ) throws -> [String] {
    let constraints = try LayoutConstraint.visualFormatConstraints(
      format, options: options, metrics: metrics, views: views)
    return constraints.map(equation)
  }
}

/// `8`, `0.5`.
func number(_ value: CGFloat) -> String {
  value == value.rounded() ? String(Int(value)) : "\(Double(value))"
}
