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
/// set of known variables is left as it was: a failed line does not make its new variables
/// known. The runner goes on with the next command either way. The output never depends on
/// dictionary order, so it is byte-stable (SPEC §1.10).
///
/// Running takes two steps, which `run(_: ScriptProgram)` does together:
/// ``prepare(_:)`` resolves the program's names to integer IDs of the runner's name tables
/// (without touching the solver), and `run(_: PreparedScript)` executes the result with
/// array lookups only. Preparing first keeps name handling out of a timed run, as kiwi's
/// benchmark driver does. The tables only grow, so the IDs of programs prepared one after
/// another on one runner stay consistent, and they can be run in any order.
public struct ScriptRunner: Sendable {
  /// The solver the commands run on.
  public private(set) var solver = Solver()
  /// The number of `error` lines written so far (syntax and run-time errors, not
  /// unsatisfiable constraints); `truss solve` exits with status 1 when it is not 0.
  public private(set) var errorCount = 0
  /// The number of `unsatisfiable` lines written so far.
  public private(set) var unsatisfiableCount = 0

  // Name tables, grown by `prepare` only.

  /// The ID of every variable name prepared so far.
  private var variableIDs: [String: Int] = [:]
  /// The variable names by ID.
  private var variableNameTable: [String] = []
  /// The ID of every constraint name prepared so far.
  private var constraintIDs: [String: Int] = [:]
  /// The constraint names by ID.
  private var constraintNameTable: [String] = []
  /// A random token per growth of the name tables: a ``PreparedScript`` holds the position
  /// and token of the tables it was prepared against, and its IDs are only valid here when
  /// this runner (or the one it was copied from) made that entry.
  private var tableTokens: [UInt64] = []
  /// Variable IDs sorted by name (byte order), for `print` without names; up to date when
  /// it has as many entries as ``variableNameTable``.
  private var variablesByName: [Int] = []

  // Script state, indexed by the IDs above.

  /// The known variables by variable ID (`nil` while no successful command mentioned it).
  private var variables: [Variable?] = []
  /// Solver variables made for a name by a command that then failed, kept to be used when
  /// the name is next mentioned, so that the solver never holds two variables of one name.
  private var unclaimed: [Variable?] = []
  /// The active constraints by constraint ID.
  private var constraints: [Constraint?] = []
  /// The constraint ID of each active solver constraint, by ``Constraint/index`` (-1 for
  /// none), to name conflict sets.
  private var idOfConstraint: [Int] = []
  /// The terms of the constraint being made, kept to reuse their storage.
  private var termScratch: [Term] = []

  /// Makes a runner with an empty solver.
  public init() {}

  /// The variable a script calls `name`, or `nil` when no successful command mentioned it.
  public func variable(named name: String) -> Variable? {
    variableIDs[name].flatMap { variables[$0] }
  }

  /// The known variable names, sorted by name (byte order), as `print` lists them.
  public var variableNames: [String] {
    variableNameTable.indices.filter { variables[$0] != nil }.map { variableNameTable[$0] }
      .sorted(by: precedesInByteOrder)
  }

  // MARK: Running

  /// Runs every command of `program` in order and returns what they wrote: the same as
  /// `run(prepare(program))`.
  public mutating func run(_ program: ScriptProgram) -> String {
    let prepared = prepare(program)
    return run(prepared)
  }

  /// Runs every command of a prepared program in order and returns what they wrote.
  ///
  /// `prepared` should come from ``prepare(_:)`` on this runner (or on the runner this one
  /// was copied from, before the copy); any other is prepared again first.
  public mutating func run(_ prepared: PreparedScript) -> String {
    var output = ""
    run(prepared, into: &output)
    return output
  }

  /// Runs every command of a prepared program in order, appending what they write (whole
  /// lines) to `output`.
  ///
  /// `prepared` should come from ``prepare(_:)`` on this runner (or on the runner this one
  /// was copied from, before the copy); any other is prepared again first.
  public mutating func run(_ prepared: PreparedScript, into output: inout String) {
    guard owns(prepared) else {
      let again = prepare(prepared.program)
      run(again, into: &output)
      return
    }
    for command in prepared.commands {
      run(command, of: prepared, into: &output)
    }
  }

  /// Runs one command, appending what it writes (whole lines) to `output`.
  ///
  /// Never fails: errors are written to `output` as `error LINE: MESSAGE` or
  /// `unsatisfiable ID conflicts ...`, and leave the runner as it was.
  public mutating func run(_ command: ScriptCommand, into output: inout String) {
    let prepared = prepare(ScriptProgram(commands: [command]))
    run(prepared, into: &output)
  }

  /// Whether the IDs of `prepared` are those of this runner's name tables.
  private func owns(_ prepared: PreparedScript) -> Bool {
    guard let tables = prepared.tables else { return true }
    return tables.generation < tableTokens.count
      && tableTokens[tables.generation] == tables.token
  }

  private mutating func run(
    _ command: PreparedScript.Command, of script: PreparedScript, into output: inout String
  ) {
    do throws(ScriptRunError) {
      switch command {
      case .constraint(_, let id, let priority, let relation, let terms, let constant, let isFinite):
        try addConstraint(
          id, priority: priority, relation, terms: terms, of: script, constant: constant,
          isFinite: isFinite, output: &output)
      case .remove(_, let id):
        try removeConstraint(id)
      case .edit(_, let variable, let priority):
        try addEditVariable(variable, priority)
      case .suggest(_, let variable, let value):
        try suggestValue(variable, value)
      case .unedit(_, let variable):
        try removeEditVariable(variable)
      case .print(_, let names):
        for k in names {
          let id = script.printedVariables[k]
          // Claim first: as an argument of `write`, the call would copy the runner.
          let variable = claim(id)
          write(id, variable, into: &output)
        }
      case .printAll:
        sortVariableNames()
        for id in variablesByName {
          if let variable = variables[id] { write(id, variable, into: &output) }
        }
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
    _ id: Int, priority: Priority, _ relation: Relation, terms: Range<Int>,
    of script: PreparedScript, constant: Double, isFinite: Bool, output: inout String
  ) throws(ScriptRunError) {
    guard constraints[id] == nil else {
      throw ScriptRunError(message: "constraint '\(constraintNameTable[id])' already exists")
    }
    // `prepare` merged repeated variables, in the order written, so that overflow is caught
    // before any variable is made and the solver's own merge has nothing left to add.
    guard isFinite else {
      throw ScriptRunError(
        message:
          "a coefficient or the constant of constraint '\(constraintNameTable[id])' is out of range"
      )
    }
    // Numbers the solver refuses fail the line before any variable is made for it, so that
    // the line leaves the solver as it was (a constant of -1e308 once left a new variable
    // behind; found by fuzzing, issue 20).
    do {
      try solver.validateValue(constant)
      for k in terms { try solver.validateCoefficient(script.termCoefficients[k]) }
    } catch {
      throw failure(error)
    }
    termScratch.removeAll(keepingCapacity: true)
    for k in terms {
      let coefficient = script.termCoefficients[k]
      guard coefficient != 0 else { continue }
      let variable = solverVariable(script.termVariables[k])
      termScratch.append(Term(variable, coefficient))
    }
    do {
      let constraint = try solver.makeConstraint(
        Expression(terms: termScratch, constant: constant), relation, 0, priority: priority,
        name: constraintNameTable[id])
      try solver.add(constraint)
      constraints[id] = constraint
      let index = constraint.index
      // Solver constraints are numbered densely, so this appends about once per line.
      while idOfConstraint.count <= index { idOfConstraint.append(-1) }
      idOfConstraint[index] = id
      // Variables whose terms cancelled out are not in the solver's constraint, but the
      // script mentioned them, so they exist now.
      for k in terms { claim(script.termVariables[k]) }
    } catch {
      guard case .unsatisfiableConstraint(_, let conflicts) = error else {
        throw failure(error)
      }
      unsatisfiableCount += 1
      output += "unsatisfiable "
      output += constraintNameTable[id]
      output += " conflicts"
      for conflict in conflicts {
        output += " "
        output += constraintName(conflict)
      }
      output += "\n"
    }
  }

  private mutating func removeConstraint(_ id: Int) throws(ScriptRunError) {
    guard let constraint = constraints[id] else {
      throw ScriptRunError(message: "unknown constraint '\(constraintNameTable[id])'")
    }
    do {
      try solver.remove(constraint)
    } catch {
      throw failure(error)
    }
    constraints[id] = nil
    if constraint.index < idOfConstraint.count { idOfConstraint[constraint.index] = -1 }
  }

  private mutating func addEditVariable(_ id: Int, _ level: Priority) throws(ScriptRunError) {
    if let known = variables[id], solver.hasEditVariable(known) {
      throw ScriptRunError(message: "'\(variableNameTable[id])' is already an edit variable")
    }
    guard !level.isRequired else {
      throw ScriptRunError(message: "an edit variable's priority must be below 1000")
    }
    do {
      let variable = solverVariable(id)
      try solver.addEditVariable(variable, priority: level)
    } catch {
      throw failure(error)
    }
    claim(id)
  }

  private mutating func suggestValue(_ id: Int, _ value: Double) throws(ScriptRunError) {
    let variable = try editVariable(id)
    do {
      try solver.suggestValue(variable, value)
    } catch {
      throw failure(error)
    }
  }

  private mutating func removeEditVariable(_ id: Int) throws(ScriptRunError) {
    let variable = try editVariable(id)
    do {
      try solver.removeEditVariable(variable)
    } catch {
      throw failure(error)
    }
  }

  /// The known edit variable with variable ID `id`.
  private func editVariable(_ id: Int) throws(ScriptRunError) -> Variable {
    guard let variable = variables[id], solver.hasEditVariable(variable) else {
      throw ScriptRunError(message: "'\(variableNameTable[id])' is not an edit variable")
    }
    return variable
  }

  /// Writes the `print` line of one variable.
  private func write(_ id: Int, _ variable: Variable, into output: inout String) {
    output += variableNameTable[id]
    output += " "
    output += formatValue(solver.value(of: variable))
    output += "\n"
  }

  // MARK: Variables

  /// The solver variable for variable ID `id`: the known one, or one made (or left over)
  /// for it and not yet known; ``claim(_:)`` makes it known once the command has succeeded.
  private mutating func solverVariable(_ id: Int) -> Variable {
    if let known = variables[id] ?? unclaimed[id] { return known }
    let made = solver.makeVariable(variableNameTable[id])
    unclaimed[id] = made
    return made
  }

  /// Makes variable ID `id` a known variable, and returns it.
  @discardableResult
  private mutating func claim(_ id: Int) -> Variable {
    if let known = variables[id] { return known }
    let variable: Variable
    if let left = unclaimed[id] {
      variable = left
      unclaimed[id] = nil
    } else {
      variable = solver.makeVariable(variableNameTable[id])
    }
    variables[id] = variable
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
    case .numberOutOfRange(let number):
      message = "the number \(number) is out of the supported range (1e-100 to 1e100)"
    case .invalidPriority:
      message = "priority must be 'required' or a number from 1 to 1000"
    case .requiredPriorityChange, .numericalFailure:
      message = error.description
    }
    return ScriptRunError(message: message)
  }

  /// The script ID of an active constraint, or its solver name (`c<index>`) if it has none.
  private func constraintName(_ constraint: Constraint) -> String {
    let index = constraint.index
    guard index >= 0, index < idOfConstraint.count, idOfConstraint[index] >= 0 else {
      return constraint.description
    }
    return constraintNameTable[idOfConstraint[index]]
  }

  // MARK: Preparing

  /// Resolves the names of `program` to IDs of this runner's name tables, for
  /// `run(_: PreparedScript)`.
  ///
  /// Every variable name and constraint ID gets a dense integer ID, the same for the same
  /// name in every program prepared on this runner. Each `constraint` line's terms are
  /// merged (`lhs - rhs`, one term per variable in the order first written, coefficients
  /// summed in that order) and each `print` line's names are sorted and made distinct.
  /// The solver is not touched, and no variable becomes known: that still happens when the
  /// commands run, so preparing a program and not running it changes no output.
  ///
  /// - Complexity: linear in the number of terms and names of `program`, plus sorting the
  ///   names of each `print` line (and all variable names once, if `program` has a `print`
  ///   without names).
  public mutating func prepare(_ program: ScriptProgram) -> PreparedScript {
    let variableCount = variableNameTable.count
    let constraintCount = constraintNameTable.count
    var commands: [PreparedScript.Command] = []
    commands.reserveCapacity(program.commands.count)
    var termVariables: [Int] = []
    var termCoefficients: [Double] = []
    var printedVariables: [Int] = []
    // The position in `termVariables` of each variable of the constraint being merged, by
    // variable ID (-1 for none), so that merging is linear in the number of terms.
    var position: [Int] = []
    var printsAll = false
    for command in program.commands {
      switch command {
      case .constraint(let line, let name, let priority, let lhs, let relation, let rhs):
        let start = termVariables.count
        for (side, sign) in [(lhs, 1.0), (rhs, -1.0)] {
          for term in side.terms {
            let id = variableID(term.name)
            if id >= position.count {
              position.append(contentsOf: repeatElement(-1, count: id + 1 - position.count))
            }
            if position[id] >= 0 {
              termCoefficients[position[id]] += sign * term.coefficient
            } else {
              position[id] = termVariables.count
              termVariables.append(id)
              termCoefficients.append(sign * term.coefficient)
            }
          }
        }
        for id in termVariables[start...] { position[id] = -1 }
        let constant = lhs.constant - rhs.constant
        let isFinite = constant.isFinite && termCoefficients[start...].allSatisfy(\.isFinite)
        commands.append(
          .constraint(
            line: line, id: constraintID(name), priority: priority, relation: relation,
            terms: start..<termVariables.count, constant: constant, isFinite: isFinite))
      case .remove(let line, let name):
        commands.append(.remove(line: line, id: constraintID(name)))
      case .edit(let line, let name, let priority):
        commands.append(.edit(line: line, variable: variableID(name), priority: priority))
      case .suggest(let line, let name, let value):
        commands.append(.suggest(line: line, variable: variableID(name), value: value))
      case .unedit(let line, let name):
        commands.append(.unedit(line: line, variable: variableID(name)))
      case .print(let line, let names) where names.isEmpty:
        printsAll = true
        commands.append(.printAll(line: line))
      case .print(let line, let names):
        var ids: [Int] = []
        ids.reserveCapacity(names.count)
        for name in names { ids.append(variableID(name)) }
        // Scripts usually list names in order already; checking is cheaper than sorting.
        let table = variableNameTable
        if zip(ids, ids.dropFirst()).contains(where: {
          !precedesInByteOrder(table[$0], table[$1])
        }) {
          ids.sort { precedesInByteOrder(table[$0], table[$1]) }
        }
        let start = printedVariables.count
        var previous = -1
        for id in ids where id != previous {
          printedVariables.append(id)
          previous = id
        }
        commands.append(.print(line: line, names: start..<printedVariables.count))
      case .error(let line, let message):
        commands.append(.error(line: line, message: message))
      }
    }
    if variableNameTable.count != variableCount || constraintNameTable.count != constraintCount {
      tableTokens.append(UInt64.random(in: .min ... .max))
      let newVariables = variableNameTable.count - variables.count
      variables.append(contentsOf: repeatElement(nil, count: newVariables))
      unclaimed.append(contentsOf: repeatElement(nil, count: newVariables))
      constraints.append(
        contentsOf: repeatElement(nil, count: constraintNameTable.count - constraints.count))
    }
    if printsAll { sortVariableNames() }
    return PreparedScript(
      program: program, commands: commands, termVariables: termVariables,
      termCoefficients: termCoefficients, printedVariables: printedVariables,
      tables: tableTokens.last.map { (generation: tableTokens.count - 1, token: $0) })
  }

  /// The ID of variable name `name`, a new one if it has none yet.
  private mutating func variableID(_ name: String) -> Int {
    if let id = variableIDs[name] { return id }
    let id = variableNameTable.count
    variableNameTable.append(name)
    variableIDs[name] = id
    return id
  }

  /// The ID of constraint name `name`, a new one if it has none yet.
  private mutating func constraintID(_ name: String) -> Int {
    if let id = constraintIDs[name] { return id }
    let id = constraintNameTable.count
    constraintNameTable.append(name)
    constraintIDs[name] = id
    return id
  }

  /// Brings ``variablesByName`` up to date with the variable name table.
  private mutating func sortVariableNames() {
    guard variablesByName.count < variableNameTable.count else { return }
    let table = variableNameTable
    var added = Array(variablesByName.count..<table.count)
    added.sort { precedesInByteOrder(table[$0], table[$1]) }
    // Merge the sorted new IDs into the sorted old ones.
    var merged: [Int] = []
    merged.reserveCapacity(table.count)
    var i = 0
    var j = 0
    while i < variablesByName.count, j < added.count {
      if precedesInByteOrder(table[added[j]], table[variablesByName[i]]) {
        merged.append(added[j])
        j += 1
      } else {
        merged.append(variablesByName[i])
        i += 1
      }
    }
    merged.append(contentsOf: variablesByName[i...])
    merged.append(contentsOf: added[j...])
    variablesByName = merged
  }
}

/// Whether `a` sorts before `b` by their UTF-8 bytes, the order of `print`.
private func precedesInByteOrder(_ a: String, _ b: String) -> Bool {
  // Script names are ASCII identifiers, for which `String`'s own order is the byte order;
  // comparing `String`s directly is much faster than walking their views.
  a < b
}
