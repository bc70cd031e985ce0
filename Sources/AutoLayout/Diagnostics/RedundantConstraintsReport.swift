/// A constraint that adds nothing to the layout (SPEC §9.4): an exact duplicate of another
/// active constraint, or a required equality that other required equalities already imply
/// (`a.leading == b.leading`, `b.leading == c.leading`, then `a.leading == c.leading`). It
/// costs solve time for nothing, and it often means a constraint was activated twice (an
/// `updateConstraints` that adds its constraints on every call) or a view still translates
/// its autoresizing mask.
///
/// UIKit says nothing about such constraints; Truss logs one report per redundant constraint
/// when it is activated (``Window/reportsRedundantConstraints``), sends it to the window's
/// event sink, and lists them on demand (``View/redundantConstraints()``).
public struct RedundantConstraintsReport: CustomStringConvertible {
  /// The constraint that adds nothing: of a set that depends on itself, the one added last
  /// (removing one of the others would make it count again).
  public let constraint: LayoutConstraint
  /// What makes it redundant, in the order they were added: the one constraint it repeats,
  /// or a minimal set of required equalities that imply it (every member is needed; empty
  /// when its two sides are the same, as `a.width == a.width`).
  public let impliedBy: [LayoutConstraint]
  /// Whether it repeats ``impliedBy``'s single member exactly: the same equation (its sides
  /// possibly swapped), relation and priority.
  public let isDuplicate: Bool

  /// The likely fix, when the cause is recognisable: a view that still translates its
  /// autoresizing mask into the constraints that imply it. Worked out when the redundancy is
  /// found (constraints hold their items weakly).
  public let suggestion: LayoutSuggestion?

  init(constraint: LayoutConstraint, impliedBy: [LayoutConstraint], isDuplicate: Bool) {
    self.constraint = constraint
    self.impliedBy = impliedBy
    self.isDuplicate = isDuplicate
    suggestion = LayoutSuggestion.forRedundancy(of: constraint, impliedBy: impliedBy)
  }

  /// The log, in the shape of UIKit's constraint logs:
  ///
  /// ```
  /// [LayoutConstraints] Redundant constraint: it repeats a constraint that is already active.
  /// <LayoutConstraint card.width == 100   (active, App/Card.swift:14)>
  /// repeats:
  /// (
  ///     "<LayoutConstraint card.width == 100   (active, App/Card.swift:12)>"
  /// )
  /// It adds nothing to the layout and costs solve time: remove one of them.
  /// ```
  public var message: String {
    var text = "[LayoutConstraints] Redundant constraint: "
    let verb: String
    let advice: String
    if isDuplicate {
      text += "it repeats a constraint that is already active.\n"
      verb = "repeats"
      let original = impliedBy.first
      let sameLine =
        original?.kind == .user && original?.fileID == constraint.fileID
        && original?.line == constraint.line
      advice =
        sameLine
        ? "both were made at the same line; was that code run twice (an updateConstraints "
          + "that activates its constraints on every call)?"
        : original?.kind == .user ? "remove one of them." : "remove it."
    } else if impliedBy.isEmpty {
      text += "its two sides are the same, so it always holds.\n"
      verb = ""
      advice = "remove it."
    } else {
      text += "the required constraints below already imply it.\n"
      verb = "is implied by"
      advice = "remove it, or lower its priority if it states an intent."
    }
    text += "\(constraint)\n"
    if !verb.isEmpty {
      text += "\(verb):\n(\n"
      text += impliedBy.map { "    \"\($0)\"" }.joined(separator: ",\n")
      text += "\n)\n"
    }
    text += "It adds nothing to the layout and costs solve time: \(advice)"
    if let suggestion { text += "\nSuggestion: \(suggestion)" }
    text += "\nSet Window.reportsRedundantConstraints = false to stop these messages."
    return text
  }

  public var description: String { message }
}
