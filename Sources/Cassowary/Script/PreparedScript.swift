/// A ``ScriptProgram`` with its names resolved, ready for a ``ScriptRunner`` to run.
///
/// ``ScriptRunner/prepare(_:)`` makes one: every variable name and constraint ID becomes a
/// dense integer of the runner's name tables, each `constraint` line keeps its terms merged
/// (one term per variable, in the order written, with the constant of `lhs - rhs`), and
/// each `print` line with names keeps the distinct names sorted as `print` lists them. Running
/// it then needs array lookups only, no hashing of names; preparing does not touch the
/// solver.
///
/// A prepared script belongs to the runner that prepared it (and to copies of that runner
/// made afterwards). Run on any other runner it is prepared again from ``program`` first,
/// so the output is the same either way, only slower.
public struct PreparedScript: Sendable {
  /// One command with its names resolved to the runner's integer IDs.
  enum Command: Sendable {
    /// A `constraint` line; its terms are `terms` of ``PreparedScript/termVariables`` and
    /// ``PreparedScript/termCoefficients``.
    case constraint(
      line: Int, id: Int, priority: Priority, relation: Relation, terms: Range<Int>,
      constant: Double, isFinite: Bool)
    /// A `remove` line.
    case remove(line: Int, id: Int)
    /// An `edit` line.
    case edit(line: Int, variable: Int, priority: Priority)
    /// A `suggest` line.
    case suggest(line: Int, variable: Int, value: Double)
    /// An `unedit` line.
    case unedit(line: Int, variable: Int)
    /// A `print` line with names: `names` of ``PreparedScript/printedVariables``, distinct
    /// and sorted by name.
    case print(line: Int, names: Range<Int>)
    /// A `print` line without names: every known variable.
    case printAll(line: Int)
    /// A line that could not be parsed.
    case error(line: Int, message: String)

    /// The 1-based number of the line the command came from.
    var line: Int {
      switch self {
      case .constraint(let line, _, _, _, _, _, _), .remove(let line, _), .edit(let line, _, _),
        .suggest(let line, _, _), .unedit(let line, _), .print(let line, _),
        .printAll(let line), .error(let line, _):
        line
      }
    }
  }

  /// The program this was prepared from.
  public let program: ScriptProgram
  /// The commands, in the program's order.
  let commands: [Command]
  /// The variable IDs of every constraint's merged terms, one after another.
  let termVariables: [Int]
  /// The coefficients matching ``termVariables``.
  let termCoefficients: [Double]
  /// The variable IDs of every `print` line with names, one after another.
  let printedVariables: [Int]
  /// The position and token of the runner's name tables when this was prepared (`nil` when
  /// they were empty): the runner checks them before trusting the IDs.
  let tables: (generation: Int, token: UInt64)?

  /// Bundles the parts ``ScriptRunner/prepare(_:)`` made.
  init(
    program: ScriptProgram, commands: [Command], termVariables: [Int],
    termCoefficients: [Double], printedVariables: [Int],
    tables: (generation: Int, token: UInt64)?
  ) {
    self.program = program
    self.commands = commands
    self.termVariables = termVariables
    self.termCoefficients = termCoefficients
    self.printedVariables = printedVariables
    self.tables = tables
  }
}
