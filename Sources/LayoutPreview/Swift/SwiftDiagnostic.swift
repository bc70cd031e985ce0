/// One diagnostic of the Swift compiler, read from its text output
/// (`/path/Screen.swift:12:5: error: cannot find 'labl' in scope`).
struct SwiftDiagnostic: Equatable, Sendable {
  /// How serious the diagnostic is.
  enum Severity: String, Sendable {
    /// The file does not compile.
    case error
    /// The file compiles, but something is likely wrong.
    case warning
    /// More about the diagnostic before it.
    case note
  }

  /// The file as the compiler printed it (the absolute path it was given).
  var file: String
  /// The line, from 1.
  var line: Int
  /// The column, from 1.
  var column: Int
  /// The severity.
  var severity: Severity
  /// The message, without the location and severity.
  var message: String

  /// The diagnostics in the compiler's output, in order; the source excerpts the compiler
  /// prints under each are skipped.
  static func parse(_ output: String) -> [SwiftDiagnostic] {
    output.split(separator: "\n").compactMap { parse(line: $0) }
  }

  /// The diagnostic on one line of output, or `nil` if the line is not one. The path may hold
  /// colons, so the line is read from the severity marker leftwards.
  static func parse(line: Substring) -> SwiftDiagnostic? {
    for severity in [Severity.error, .warning, .note] {
      guard let marker = line.firstRange(of: ": \(severity.rawValue): ") else { continue }
      let location = line[..<marker.lowerBound]
      guard let columnColon = location.lastIndex(of: ":") else { continue }
      let path = location[..<columnColon]
      guard let lineColon = path.lastIndex(of: ":"), lineColon > path.startIndex,
        let column = Int(location[location.index(after: columnColon)...]),
        let number = Int(path[path.index(after: lineColon)...])
      else { continue }
      return SwiftDiagnostic(
        file: String(path[..<lineColon]), line: number, column: column, severity: severity,
        message: String(line[marker.upperBound...]))
    }
    return nil
  }
}
