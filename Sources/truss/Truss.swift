import ArgumentParser

/// The `truss` command: the root that dispatches to the subcommands (SPEC §14).
///
/// Exit statuses are the same for every command: 0 success, 1 when a check or script found
/// problems, 2 for bad input of any kind — a missing or unknown argument included, reported
/// as one line naming it (`truss <command> --help` shows the usage).
@main
struct Truss: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "truss",
    abstract: "Auto Layout for every Swift platform",
    version: "0.1.0",
    subcommands: [
      Solve.self, Vfl.self, Frames.self, Render.self, Check.self, Trace.self, UpdateFrames.self,
      Gallery.self, Devices.self, Repro.self, Preview.self,
    ]
  )

  /// Parses and runs the command; a usage error is one line on standard error and status 2
  /// instead of the argument parser's usage text and status 64.
  static func main() {
    var command: any ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      exit(withUsageError: error)
    }
    do {
      try command.run()
    } catch {
      exit(withError: error)
    }
  }

  /// Exits for a parsing error: help and version as the argument parser does, anything else
  /// as `truss: MESSAGE (see 'truss help')` and status 2.
  static func exit(withUsageError error: any Error) -> Never {
    guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
    let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? ""
    InputFile.writeToStandardError(
      "truss: \(message.replacingOccurrences(of: "Error: ", with: "")) (see 'truss help')\n")
    exit(withError: ExitCode(2))
  }
}
