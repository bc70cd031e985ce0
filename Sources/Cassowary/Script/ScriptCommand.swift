/// One command of a constraint script (``ScriptProgram``), with the 1-based number of the
/// line it came from.
///
/// Variables and constraints are referred to by their script names; ``ScriptRunner`` maps
/// them to the ``Variable``s and ``Constraint``s of its ``Solver``.
public enum ScriptCommand: Sendable, Equatable {
  /// `constraint ID [@PRIORITY] LHS REL RHS`: defines the constraint `lhs relation rhs` under
  /// the name `id` and adds it. The priority is ``Priority/required`` unless written.
  case constraint(
    line: Int, id: String, priority: Priority, lhs: ScriptExpression, relation: Relation,
    rhs: ScriptExpression)
  /// `remove ID`: removes the active constraint named `id`; the name can then be used again.
  case remove(line: Int, id: String)
  /// `edit VAR [@PRIORITY]`: makes `variable` an edit variable with an optional priority
  /// (750 unless written). Its target is 0 until the first `suggest`, as in kiwi.
  case edit(line: Int, variable: String, priority: Priority)
  /// `suggest VAR NUMBER`: suggests `value` for the edit variable `variable`.
  case suggest(line: Int, variable: String, value: Double)
  /// `unedit VAR`: stops editing `variable`.
  case unedit(line: Int, variable: String)
  /// `print [VAR ...]`: prints `VAR VALUE` lines for `variables`, or for every known
  /// variable when the list is empty, sorted by name.
  case print(line: Int, variables: [String])
  /// A line that could not be parsed; running it prints `error LINE: MESSAGE`.
  case error(line: Int, message: String)

  /// The 1-based number of the line the command came from.
  public var line: Int {
    switch self {
    case .constraint(let line, _, _, _, _, _), .remove(let line, _), .edit(let line, _, _),
      .suggest(let line, _, _), .unedit(let line, _), .print(let line, _), .error(let line, _):
      line
    }
  }
}
