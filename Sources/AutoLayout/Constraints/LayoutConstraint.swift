import Cassowary
import Foundation

/// A linear relation between two layout attributes that Auto Layout keeps true (UIKit's
/// `NSLayoutConstraint`): `first relation second × multiplier + constant`, at a priority.
///
/// Constraints are made inactive, by anchors or by
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``, and
/// take part in layout once activated. Activation installs the constraint on the nearest
/// common ancestor of its items (``View/constraints``). `constant` changes are incremental.
///
/// Misuse never crashes: an invalid constraint (items with no common ancestor, a location
/// equal to a constant, attributes that cannot be related) is reported with UIKit's message
/// naming both items and stays inactive; a required ↔ optional priority change on an active
/// constraint is reported and ignored.
public final class LayoutConstraint: CustomStringConvertible {
  let first: [AnchorTerm]
  let second: [AnchorTerm]
  /// How the first side relates to the second.
  public let relation: Relation
  /// The factor applied to the second side.
  public let multiplier: CGFloat
  /// The file (`#fileID`) of the code that made the constraint.
  public let fileID: String
  /// The line of the code that made the constraint.
  public let line: Int
  /// A name for debugging, printed in every log.
  public var identifier: String?

  /// Who made the constraint: the user, or the engine on an item's behalf.
  let kind: Kind

  // Engine state: where the constraint is installed and its solver constraint.
  weak var installedView: View?
  var active = false
  var handle: Cassowary.Constraint?
  weak var engine: LayoutEngine?
  var isBroken = false
  var sequence = 0
  /// Whether the engine checked this activation of the constraint for redundancy (it does
  /// once, when the constraint is first added after being activated).
  var redundancyChecked = false
  /// The signature the engine holds the constraint under among possible duplicates, if any.
  var duplicateSignature: Int64?
  private var madeByTruss: Bool?

  /// Whether user code (or Truss's containers, through the public API) made the constraint,
  /// not the engine.
  var isUserMade: Bool { kind.isUser }

  /// Whether Truss's own code made the constraint through the public API (a container's,
  /// a top layout guide's), by the file it was made in: such a constraint is never reported
  /// as redundant, since the user cannot change it (it may still imply a user's). Worked out
  /// on first use.
  var isMadeByTruss: Bool {
    if let madeByTruss { return madeByTruss }
    let made = fileID.hasPrefix("LayoutContainers/") || fileID.hasPrefix("AutoLayout/")
    madeByTruss = made
    return made
  }

  init(
    first: [AnchorTerm], relation: Relation, second: [AnchorTerm], multiplier: CGFloat,
    constant: CGFloat, priority: LayoutPriority = .required, kind: Kind = .user,
    identifier: String? = nil, file: String, line: Int
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.storedConstant = constant
    self.storedPriority = priority
    self.kind = kind
    self.identifier = identifier
    self.fileID = file
    self.line = line
  }

  /// A constraint `item.attribute relation toItem.attribute × multiplier + constant`
  /// (UIKit's designated initializer). Pass `nil` and `.notAnAttribute` for a constant.
  public convenience init(
    item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?,
    attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
    file: String = #fileID, line: Int = #line
  ) {
    let second: [AnchorTerm] =
      toItem == nil || secondAttribute == .notAnAttribute
      ? [] : [AnchorTerm(toItem, secondAttribute)]
    self.init(
      first: [AnchorTerm(item, attribute)], relation: relation, second: second,
      multiplier: multiplier, constant: constant, file: file, line: line)
  }

  var storedConstant: CGFloat
  var storedPriority: LayoutPriority

  /// For a constraint made from a visual format: the format it stands for, as UIKit prints
  /// such constraints (`H:[a]-(NSSpace(8))-[b]`). Set by `VisualFormat`; not API.
  package var visualFormatDescription: String?

  /// For a vertical system-spacing constraint: the multiplier of the font-dependent spacing
  /// its constant stands for, resolved each time the engine adds it (see
  /// LayoutConstraint+SystemSpacing.swift).
  var systemSpacing: SystemSpacing?

  /// The constant added to the second side. Changing it on an active constraint updates the
  /// layout incrementally (no remove and add).
  public var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue != storedConstant else { return }
      guard newValue.isFinite else {
        report(
          "constant is not finite! That's illegal. constant:\(newValue) constraint:\(self)")
        return
      }
      // Refused like a non-finite one, so the engine's incremental change (by old − new)
      // never starts from a constant it did not take (LayoutEngine.maximumMagnitude).
      guard abs(newValue) <= LayoutEngine.maximumMagnitude else {
        report(
          "constant \(newValue) is beyond ±1e9, where the layout's other values would lose "
            + "their precision; it is ignored. constraint:\(self)")
        return
      }
      let old = storedConstant
      storedConstant = newValue
      if let engine, engine.loopRecorder != nil {
        engine.noteInvalidation(.constant(self, old: old, new: newValue), fileID: "", line: 0)
      }
      engine?.constantChanged(self, from: old)
    }
  }

  /// The priority. It may change freely while inactive; an active constraint may move
  /// between optional priorities, but not between required and optional (as in UIKit).
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      guard newValue != storedPriority else { return }
      guard newValue.rawValue >= 1, newValue.rawValue <= 1000 else {
        report(
          "Invalid priority \(newValue) for \(self): a priority must be between 1 and 1000.")
        return
      }
      if active, newValue.isRequired != storedPriority.isRequired {
        report(
          "Mutating a priority from \(storedPriority.isRequired ? "required to not" : "not to required") "
            + "on an installed constraint (or vice-versa) is not supported.  You passed priority "
            + "\(newValue) and the existing priority was \(storedPriority). Constraint: \(self)")
        return
      }
      let old = storedPriority
      storedPriority = newValue
      engine?.priorityChanged(self, from: old)
    }
  }

  /// Whether the constraint takes part in layout. Setting it activates or deactivates.
  public var isActive: Bool {
    get { active }
    set { newValue ? LayoutConstraint.activate([self]) : LayoutConstraint.deactivate([self]) }
  }

  /// The first item (a ``View`` or a ``LayoutGuide``).
  public var firstItem: AnyObject? { first.first?.item }
  /// The attribute of the first item.
  public var firstAttribute: Attribute { first.first?.attribute ?? .notAnAttribute }
  /// The second item, or `nil` for a constraint to a constant.
  public var secondItem: AnyObject? { second.first?.item }
  /// The attribute of the second item (`.notAnAttribute` for a constant).
  public var secondAttribute: Attribute { second.first?.attribute ?? .notAnAttribute }

  /// Activates each constraint: installs it on its items' nearest common ancestor and adds
  /// it to the layout. Invalid constraints are reported and skipped; the others go on.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for c in constraints where !c.active { c.install() }
  }

  /// Deactivates each constraint: removes it from the layout and from the view it was
  /// installed on.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for c in constraints where c.active { c.uninstall() }
  }

  /// UIKit's standard spacing between sibling views.
  public static let systemSpacing: CGFloat = 8

  /// The constraint as UIKit prints it, with view identifiers and where it was made:
  /// `<LayoutConstraint 'id' card.width == 0.5*window.width + 10 @750   (active, File.swift:12)>`.
  public var description: String {
    var text = "<\(kind.className)"
    if case .autoresizing(let code) = kind { text += " \(code)" }
    if let identifier { text += " '\(identifier)'" }
    if let visualFormatDescription {
      text += " \(visualFormatDescription)"
    } else {
      text += " \(equationDescription)"
      if !storedPriority.isRequired { text += " @\(storedPriority)" }
    }
    var notes: [String] = [active ? "active" : "inactive"]
    if isBroken { notes.append("broken") }
    if kind == .user { notes.append("\(fileID):\(line)") }
    return text + "   (\(notes.joined(separator: ", ")))>"
  }

  /// `first REL multiplier*second + constant`, with item names.
  var equationDescription: String {
    var text = "\(describeTerms(first)) \(relation)"
    let c = storedConstant
    if second.isEmpty {
      text += " \(formatLength(c))"
    } else {
      let factor = multiplier == 1 ? "" : "\(formatLength(multiplier))*"
      text += " \(factor)\(describeTerms(second))"
      if c > 0 { text += " + \(formatLength(c))" }
      if c < 0 { text += " - \(formatLength(-c))" }
    }
    return text
  }

  /// Reports a misuse through the log of a window one of the constraint's items is in.
  func report(_ message: String) {
    reportLayoutIssue(message, near: terms.map(\.item))
  }
}

/// `item.attribute`, or a sum for a composite anchor.
func describeTerms(_ terms: [AnchorTerm]) -> String {
  var text = ""
  for (i, t) in terms.enumerated() {
    let name = "\(layoutName(of: t.item)).\(t.attribute)"
    if i == 0 {
      text += t.coefficient == 1 ? name : "\(formatLength(t.coefficient))*\(name)"
    } else {
      let sign = t.coefficient < 0 ? " - " : " + "
      let magnitude = abs(t.coefficient)
      text += sign + (magnitude == 1 ? name : "\(formatLength(magnitude))*\(name)")
    }
  }
  return text
}
