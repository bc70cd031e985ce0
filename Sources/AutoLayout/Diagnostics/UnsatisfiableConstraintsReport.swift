/// What the engine did about required constraints that cannot all hold: the minimal
/// conflicting set and the one constraint it broke to go on (UIKit's "Unable to
/// simultaneously satisfy constraints").
public struct UnsatisfiableConstraintsReport: CustomStringConvertible {
  /// The constraints that cannot hold together; removing any one of them would do. Listed
  /// in the order they were added.
  public let conflicts: [LayoutConstraint]
  /// The constraint broken to recover: the lowest priority, then the most recently added, but
  /// not an encapsulated-layout size (`UIView-Encapsulated-Layout-…`) while another can break.
  public let broken: LayoutConstraint

  /// The likely fix, when the cause is recognisable (SPEC §9.9): views that still translate
  /// their autoresizing masks, a cell's encapsulated size against the chain inside the cell
  /// (lower a member to 999), or a required fixed size against pinned edges (lower it).
  /// Worked out when the conflict is met (constraints hold their items weakly).
  public let suggestion: LayoutSuggestion?

  init(conflicts: [LayoutConstraint], broken: LayoutConstraint) {
    self.conflicts = conflicts
    self.broken = broken
    suggestion = LayoutSuggestion.forConflict(conflicts)
  }

  /// The log, worded as UIKit's, naming the views that still translate their autoresizing
  /// masks in UIKit's note and followed by the ``suggestion``.
  public var message: String {
    var text = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.

      """
    // UIKit's note, then the views whose masks are in the conflict: UIKit leaves the reader
    // to find which view still translates its mask.
    let translating = LayoutSuggestion.translatingViews(in: conflicts)
    if !translating.isEmpty {
      let names = LayoutSuggestion.list(translating.map(\.layoutName))
      let verb = translating.count == 1 ? "still translates its" : "still translate their"
      text +=
        "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, "
        + "refer to the documentation for the View property "
        + "translatesAutoresizingMaskIntoConstraints; \(names) \(verb) autoresizing mask into "
        + "constraints)\n"
    }
    text += "(\n"
    text += conflicts.map { "    \"\($0)\"" }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n\n"
    if let suggestion { text += "Suggestion: \(suggestion)\n\n" }
    text +=
      "Set a Window.unsatisfiableConstraintsHandler (the equivalent of the "
      + "UIViewAlertForUnsatisfiableConstraints breakpoint) to catch this in a debugger or test."
    return text
  }

  public var description: String { message }
}
