import ArgumentParser
import Truss

/// `truss solve FILE`: runs a constraint script (`.tcs`, SPEC §1.7) and prints its output.
///
/// Exit status: 0 when the script ran (unsatisfiable constraints included), 1 when it
/// printed an `error` line, 2 when the file cannot be read.
struct Solve: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a constraint script (.tcs) and print its output.",
    discussion: """
      Each line of the script is a command: constraint ID [@PRIORITY] EXPR REL EXPR, \
      remove ID, edit VAR [@PRIORITY], suggest VAR NUMBER, unedit VAR or print [VAR ...]. \
      A line that fails prints 'error LINE: MESSAGE' (or 'unsatisfiable ID conflicts ...') \
      and the script goes on.
      """
  )

  @Argument(help: "The script to run, or '-' to read standard input.")
  var file: String

  func run() throws {
    let text: String
    do {
      text = try InputFile.text(of: file)
    } catch {
      let name = file == "-" ? "standard input" : "'\(file)'"
      InputFile.writeToStandardError("truss: cannot read \(name): \(error.reason)\n")
      throw ExitCode(2)
    }
    var runner = ScriptRunner()
    let output = runner.run(ScriptProgram.parse(text))
    print(output, terminator: "")
    if runner.errorCount > 0 { throw ExitCode(1) }
  }
}
