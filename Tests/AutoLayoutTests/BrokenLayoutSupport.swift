import Foundation
import Testing
import Truss

/// Names for the constraints of a broken-layout test, so a test asserts which constraints Truss
/// names, in order, by the names a reader of the test knows them by: a constraint the test
/// made by the name it gave it, an engine constraint by its identifier (UIKit's names, as
/// `UIView-Encapsulated-Layout-Width`), else as it prints.
final class Culprits {
  private var names: [ObjectIdentifier: String] = [:]

  /// Names `constraint` `name`, and returns it.
  @discardableResult
  func name(_ name: String, _ constraint: LayoutConstraint) -> LayoutConstraint {
    names[ObjectIdentifier(constraint)] = name
    return constraint
  }

  /// The name of `constraint`.
  func of(_ constraint: LayoutConstraint) -> String {
    names[ObjectIdentifier(constraint)] ?? constraint.identifier ?? constraint.description
  }

  /// The names of `constraints`, in order.
  func of(_ constraints: [LayoutConstraint]) -> [String] { constraints.map(of) }
}

/// A form of `rows` rows in `window`, each a label 80 wide and a field filling the rest of
/// the margins, 20 high, 12 apart from the top of the safe area: the large screen a conflict
/// hides in. Every constraint is named in `culprits` (`label7.leading`, `field7.trailing`, …).
struct Form {
  let labels: [View]
  let fields: [View]

  init(rows: Int, in window: Window, culprits: Culprits) {
    var labels: [View] = []
    var fields: [View] = []
    var constraints: [LayoutConstraint] = []
    let margins = window.layoutMarginsGuide
    for row in 0..<rows {
      let label = constrainedView("label\(row)")
      let field = constrainedView("field\(row)")
      window.addSubview(label)
      window.addSubview(field)
      let above = labels.last?.bottomAnchor ?? window.safeAreaLayoutGuide.topAnchor
      let named = { (name: String, c: LayoutConstraint) in
        constraints.append(culprits.name(name, c))
      }
      named("label\(row).leading", label.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
      named("label\(row).width", label.widthAnchor.constraint(equalToConstant: 80))
      named("label\(row).top", label.topAnchor.constraint(equalTo: above, constant: 12))
      named("label\(row).height", label.heightAnchor.constraint(equalToConstant: 20))
      named(
        "field\(row).leading",
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8))
      named(
        "field\(row).trailing", field.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
      named("field\(row).top", field.topAnchor.constraint(equalTo: label.topAnchor))
      named("field\(row).height", field.heightAnchor.constraint(equalTo: label.heightAnchor))
      labels.append(label)
      fields.append(field)
    }
    LayoutConstraint.activate(constraints)
    self.labels = labels
    self.fields = fields
  }
}

/// The window's margin-guide constraints and size as the engine names them, for conflicts
/// that run across the window: its width, then the left and right margins.
let windowWidthAndMargins = [
  "UIView-Encapsulated-Layout-Width", "UIView-leftMargin-guide-constraint",
  "UIView-rightMargin-guide-constraint",
]
