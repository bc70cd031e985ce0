/// A parsed constraint script (`.tcs`, SPEC §1.7): the commands of its non-blank lines, in
/// order.
///
/// The format, one command per line, `#` starting a comment that runs to the end of the
/// line:
/// ```
/// constraint ID [@PRIORITY] EXPR REL EXPR   # REL is == <= >=; PRIORITY required|1..1000
/// remove ID
/// edit VAR [@PRIORITY]                       # priority below 1000, default 750
/// suggest VAR NUMBER
/// unedit VAR
/// print [VAR ...]
/// ```
/// `EXPR` is a sum of terms `NUMBER`, `VAR` and `NUMBER*VAR` joined by `+` and `-`, with an
/// optional leading sign. Identifiers (IDs and variables) are `[A-Za-z_][A-Za-z0-9_.]*`;
/// numbers are decimal, with an optional fraction and exponent (`2`, `0.5`, `1e-05`).
///
/// Parsing never fails as a whole: a line that cannot be parsed becomes a
/// ``ScriptCommand/error(line:message:)`` command, which ``ScriptRunner`` prints as
/// `error LINE: MESSAGE` when it reaches it, so a script reports every bad line in order and
/// runs the good ones. ``Solver/script()`` writes this format.
public struct ScriptProgram: Sendable {
  /// The commands, in the order of their lines; blank and comment-only lines have none.
  public var commands: [ScriptCommand]

  /// Makes a program from commands (for scripts built in code rather than parsed).
  public init(commands: [ScriptCommand] = []) {
    self.commands = commands
  }

  /// Parses a script.
  ///
  /// Lines end with `\n` (a `\r` before it is ignored, as is a leading byte-order mark) and
  /// are numbered from 1. Never fails: a bad line becomes an
  /// ``ScriptCommand/error(line:message:)`` command in its place.
  ///
  /// - Complexity: linear in the length of `text`.
  public static func parse(_ text: String) -> ScriptProgram {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var commands: [ScriptCommand] = []
    var lineNumber = 1
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      if let command = ScriptParser.parseLine(bytes[start..<end], line: lineNumber) {
        commands.append(command)
      }
      lineNumber += 1
      start = end + 1
    }
    return ScriptProgram(commands: commands)
  }
}
