import Cassowary

/// The `.tcs` target: a script parsed, then run one command at a time on a ``ScriptRunner``.
///
/// What must hold after every command (SPEC §1.7–§1.9): its output is one of the forms the
/// runner documents; a failed command (`error`, `unsatisfiable`) leaves the solver exactly
/// as it was (its tableau dump is unchanged); every value is finite; every active required
/// constraint holds. After the last command, the solver's own dump (`Solver.script()`)
/// replays on a fresh runner without a failure, to the same values for every variable
/// whose value the system determines.
enum ScriptFuzzing {
  /// The most commands of a script that are run: enough for any system worth finding, few
  /// enough that an input of thousands of short lines stays fast.
  static let maximumCommands = 300

  static func check(_ text: String) -> [String] {
    var problems: [String] = []
    let program = ScriptProgram.parse(text)
    var runner = ScriptRunner()
    for command in program.commands.prefix(maximumCommands) {
      let before = runner.solver.debugDescription
      let knownBefore = runner.variableNames
      let failuresBefore = runner.errorCount + runner.unsatisfiableCount
      var output = ""
      runner.run(command, into: &output)
      // By the counts, not the text: `print` prints a variable called `error` too.
      let failed = runner.errorCount + runner.unsatisfiableCount != failuresBefore
      if failed {
        if runner.solver.debugDescription != before {
          problems.append("line \(command.line) failed (\(output)) but changed the solver")
        }
        if runner.variableNames != knownBefore {
          problems.append("line \(command.line) failed (\(output)) but made variables known")
        }
      }
      problems += outputProblems(output, of: command)
      problems += SolverInvariants.problems(in: runner.solver, after: "line \(command.line)")
      if !problems.isEmpty { return problems }
    }
    return replayProblems(runner)
  }

  /// Whether `output`, written by `command`, has the forms the runner documents.
  static func outputProblems(_ output: String, of command: ScriptCommand) -> [String] {
    guard !output.isEmpty else { return [] }
    guard output.hasSuffix("\n") else { return ["line \(command.line): output without newline"] }
    for line in output.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
      // Any command may fail; only `print` writes values (of variables that may be called
      // `unsatisfiable`), and only a constraint is unsatisfiable.
      if line.hasPrefix("error \(command.line): ") { continue }
      if case .print = command {
        // `NAME VALUE`: the value is finite and never `-0`.
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        if parts.count == 2, let value = Double(parts[1]), value.isFinite, parts[1] != "-0" {
          continue
        }
      } else if case .constraint = command, line.hasPrefix("unsatisfiable ") {
        continue
      }
      return ["line \(command.line): unexpected output line '\(line)'"]
    }
    return []
  }

  /// The solver's dump, run on a fresh runner: it must run without a failure, and give the
  /// values the system determines.
  static func replayProblems(_ runner: ScriptRunner) -> [String] {
    let solver = runner.solver
    let dump = solver.script()
    var fresh = ScriptRunner()
    let output = fresh.run(ScriptProgram.parse(dump))
    if fresh.errorCount != 0 || fresh.unsatisfiableCount != 0 {
      return ["the solver's dump does not replay: \(output)\n\(dump)"]
    }
    var problems: [String] = []
    for name in runner.variableNames {
      guard let variable = runner.variable(named: name), let replayed = fresh.variable(named: name)
      else { continue }
      guard !solver.isAmbiguous(variable) else { continue }
      let value = solver.value(of: variable)
      let again = fresh.solver.value(of: replayed)
      if !SolverInvariants.close(value, again) {
        problems.append("\(name) is \(value), replayed from the dump \(again)\n\(dump)")
      }
    }
    return problems
  }
}
