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

  /// The log, worded as UIKit's.
  public var message: String {
    var text = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.

      """
    if conflicts.contains(where: { if case .autoresizing = $0.kind { true } else { false } }) {
      text +=
        "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, "
        + "refer to the documentation for the View property "
        + "translatesAutoresizingMaskIntoConstraints)\n"
    }
    text += "(\n"
    text += conflicts.map { "    \"\($0)\"" }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n\n"
    text +=
      "Set a Window.unsatisfiableConstraintsHandler (the equivalent of the "
      + "UIViewAlertForUnsatisfiableConstraints breakpoint) to catch this in a debugger or test."
    return text
  }

  public var description: String { message }
}
