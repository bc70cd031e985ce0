/// Runs constraint scripts (``ScriptProgram``) on a ``Solver`` and collects their output.
///
/// The runner keeps the script's names: variables are created on first use, constraints
/// are known by their IDs while they are active (an ID can be used again after `remove`).
/// Every command writes its output lines, each ending in a newline:
/// - `print` writes `NAME VALUE` per variable, sorted by name (byte order), the value
///   formatted by ``formatValue(_:)`` (rounded to 1e-6, `-0` as `0`);
/// - a required constraint that cannot be satisfied writes
///   `unsatisfiable ID conflicts ID1 ID2 ...` (the minimal conflict set, in the solver's
///   order) and is not added;
/// - any other failure writes `error LINE: MESSAGE`.
///
/// A failing command changes nothing (the solver is atomic, SPEC §1.9), and the runner's
/// name table is left as it was: a failed line does not make its new variables known.
/// The runner goes on with the next command either way. The output never depends on
/// dictionary order, so it is byte-stable (SPEC §1.10).
public struct ScriptRunner: Sendable {
  /// The solver the commands run on.
  public private(set) var solver = Solver()
  /// The number of `error` lines written so far (syntax and run-time errors, not
  /// unsatisfiable constraints); `truss solve` exits with status 1 when it is not 0.
  public private(set) var errorCount = 0
  /// The number of `unsatisfiable` lines written so far.
  public private(set) var unsatisfiableCount = 0

  /// The known variables by script name.
  private var variables: [String: Variable] = [:]
  /// Solver variables made for a name by a command that then failed, kept to be used when
  /// the name is next mentioned, so that the solver never holds two variables of one name.
  private var unclaimed: [String: Variable] = [:]
  /// The active constraints by ID.
  private var constraints: [String: Constraint] = [:]
  /// The IDs of the active constraints, to name conflict sets.
  private var constraintIDs: [Constraint: String] = [:]
  /// The last `print` with names, resolved: scripts repeat the same `print` line after every
  /// step, and comparing a few short names is much cheaper than hashing them.
  private var lastPrint: (names: [String], sorted: [(String, Variable)])? = nil

  /// Makes a runner with an empty solver.
  public init() {}

  /// The variable a script calls `name`, or `nil` when no successful command mentioned it.
  public func variable(named name: String) -> Variable? {
    variables[name]
  }

  /// The known variable names, sorted by name (byte order), as `print` lists them.
  public var variableNames: [String] {
    variables.keys.sorted(by: precedesInByteOrder)
  }

  /// Runs every command of `program` in order and returns what they wrote.
  public mutating func run(_ program: ScriptProgram) -> String {
    var output = ""
    for command in program.commands {
      run(command, into: &output)
    }
    return output
  }

  /// Runs one command, appending what it writes (whole lines) to `output`.
  ///
  /// Never fails: errors are written to `output` as `error LINE: MESSAGE` or
  /// `unsatisfiable ID conflicts ...`, and leave the runner as it was.
  public mutating func run(_ command: ScriptCommand, into output: inout String) {
    do throws(ScriptRunError) {
      switch command {
      case .constraint(_, let id, let priority, let lhs, let relation, let rhs):
        try addConstraint(id, priority: priority, lhs, relation, rhs, output: &output)
      case .remove(_, let id):
        try removeConstraint(id)
      case .edit(_, let name, let priority):
        try addEditVariable(name, priority)
      case .suggest(_, let name, let value):
        try suggestValue(name, value)
      case .unedit(_, let name):
        try removeEditVariable(name)
      case .print(_, let names):
        printValues(names, into: &output)
      case .error(_, let message):
        throw ScriptRunError(message: message)
      }
    } catch {
      errorCount += 1
      output += "error \(command.line): \(error.message)\n"
    }
  }

  // MARK: Commands

  private mutating func addConstraint(
    _ id: String, priority: Priority, _ lhs: ScriptExpression, _ relation: Relation,
    _ rhs: ScriptExpression, output: inout String
  ) throws(ScriptRunError) {
    guard constraints[id] == nil else {
      throw ScriptRunError(message: "constraint '\(id)' already exists")
    }
    // Merge repeated variables here, in the order written, so that overflow is caught
    // before any variable is made and the solver's own merge has nothing left to add.
    // Constraints have a handful of terms: a linear search beats hashing the names.
    var names: [String] = []
    var coefficients: [Double] = []
    for (side, sign) in [(lhs, 1.0), (rhs, -1.0)] {
      for term in side.terms {
        if let i = names.firstIndex(of: term.name) {
          coefficients[i] += sign * term.coefficient
        } else {
          names.append(term.name)
          coefficients.append(sign * term.coefficient)
        }
      }
    }
    let constant = lhs.constant - rhs.constant
    guard constant.isFinite, coefficients.allSatisfy(\.isFinite) else {
      throw ScriptRunError(
        message: "a coefficient or the constant of constraint '\(id)' is out of range")
    }
    var terms: [Term] = []
    for (name, coefficient) in zip(names, coefficients) where coefficient != 0 {
      terms.append(Term(solverVariable(name), coefficient))
    }
    do {
      let constraint = try solver.makeConstraint(
        Expression(terms: terms, constant: constant), relation, 0, priority: priority,
        name: id)
      try solver.add(constraint)
      constraints[id] = constraint
      constraintIDs[constraint] = id
      // Variables whose terms cancelled out are not in the solver's constraint, but the
      // script mentioned them, so they exist now.
      for name in names { claim(name) }
    } catch {
      guard case .unsatisfiableConstraint(_, let conflicts) = error else {
        throw failure(error)
      }
      unsatisfiableCount += 1
      output += "unsatisfiable \(id) conflicts"
      for conflict in conflicts {
        output += " " + constraintName(conflict)
      }
      output += "\n"
    }
  }

  private mutating func removeConstraint(_ id: String) throws(ScriptRunError) {
    guard let constraint = constraints[id] else {
      throw ScriptRunError(message: "unknown constraint '\(id)'")
    }
    do {
      try solver.remove(constraint)
    } catch {
      throw failure(error)
    }
    constraints[id] = nil
    constraintIDs[constraint] = nil
  }

  private mutating func addEditVariable(_ name: String, _ level: Priority) throws(ScriptRunError) {
    if let known = variables[name], solver.hasEditVariable(known) {
      throw ScriptRunError(message: "'\(name)' is already an edit variable")
    }
    guard !level.isRequired else {
      throw ScriptRunError(message: "an edit variable's priority must be below 1000")
    }
    do {
      let variable = solverVariable(name)
      try solver.addEditVariable(variable, priority: level)
    } catch {
      throw failure(error)
    }
    claim(name)
  }

  private mutating func suggestValue(_ name: String, _ value: Double) throws(ScriptRunError) {
    let variable = try editVariable(name)
    do {
      try solver.suggestValue(variable, value)
    } catch {
      throw failure(error)
    }
  }

  private mutating func removeEditVariable(_ name: String) throws(ScriptRunError) {
    let variable = try editVariable(name)
    do {
      try solver.removeEditVariable(variable)
    } catch {
      throw failure(error)
    }
  }

  /// The known edit variable called `name`.
  private func editVariable(_ name: String) throws(ScriptRunError) -> Variable {
    guard let variable = variables[name], solver.hasEditVariable(variable) else {
      throw ScriptRunError(message: "'\(name)' is not an edit variable")
    }
    return variable
  }

  private mutating func printValues(_ names: [String], into output: inout String) {
    let resolved: [(String, Variable)]
    if !names.isEmpty, let last = lastPrint, last.names == names {
      resolved = last.sorted
    } else {
      var list = names.isEmpty ? Array(variables.keys) : names
      // Scripts usually list names in order already; checking is cheaper than sorting.
      if zip(list, list.dropFirst()).contains(where: { !precedesInByteOrder($0, $1) }) {
        list.sort(by: precedesInByteOrder)
      }
      var pairs: [(String, Variable)] = []
      var previous: String? = nil
      for name in list where name != previous {
        previous = name
        pairs.append((name, claim(name)))
      }
      resolved = pairs
      if !names.isEmpty { lastPrint = (names, pairs) }
    }
    for (name, variable) in resolved {
      output += name
      output += " "
      output += formatValue(solver.value(of: variable))
      output += "\n"
    }
  }

  // MARK: Names

  /// The solver variable for `name`: the known one, or one made (or left over) for it and
  /// not yet known; ``claim(_:)`` makes it known once the command has succeeded.
  private mutating func solverVariable(_ name: String) -> Variable {
    if let known = variables[name] ?? unclaimed[name] { return known }
    let made = solver.makeVariable(name)
    unclaimed[name] = made
    return made
  }

  /// Makes `name` a known variable, and returns it.
  @discardableResult
  private mutating func claim(_ name: String) -> Variable {
    if let known = variables[name] { return known }
    let variable = unclaimed.removeValue(forKey: name) ?? solver.makeVariable(name)
    variables[name] = variable
    return variable
  }

  /// The message for a solver error, in the script's names.
  private func failure(_ error: SolverError) -> ScriptRunError {
    let message: String
    switch error {
    case .unsatisfiableConstraint(let constraint, _):
      message = "constraint '\(constraintName(constraint))' cannot be satisfied"
    case .duplicateConstraint(let constraint):
      message = "constraint '\(constraintName(constraint))' already exists"
    case .unknownConstraint(let constraint):
      message = "unknown constraint '\(constraintName(constraint))'"
    case .duplicateEditVariable(let variable):
      message = "'\(solver.name(of: variable))' is already an edit variable"
    case .unknownEditVariable(let variable):
      message = "'\(solver.name(of: variable))' is not an edit variable"
    case .requiredEditVariable:
      message = "an edit variable's priority must be below 1000"
    case .unknownVariable(let variable):
      message = "unknown variable \(variable)"
    case .nonFiniteNumber(let number):
      message = "the number \(number) is not finite"
    case .invalidPriority:
      message = "priority must be 'required' or a number from 1 to 1000"
    case .requiredPriorityChange, .numericalFailure:
      message = error.description
    }
    return ScriptRunError(message: message)
  }

  /// The script ID of a constraint, or its solver name (`c<index>`) if it has none.
  private func constraintName(_ constraint: Constraint) -> String {
    constraintIDs[constraint] ?? constraint.description
  }
}

/// Whether `a` sorts before `b` by their UTF-8 bytes, the order of `print`.
private func precedesInByteOrder(_ a: String, _ b: String) -> Bool {
  // Script names are ASCII identifiers, for which `String`'s own order is the byte order;
  // comparing `String`s directly is much faster than walking their views.
  a < b
}
