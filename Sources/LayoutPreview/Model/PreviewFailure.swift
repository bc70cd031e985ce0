/// Why a preview could not be drawn: what the page shows over the last good drawing, as
/// `FILE:LINE:COLUMN: message`.
public struct PreviewFailure: Error, Codable, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Codable, Sendable {
    /// The document does not read or load (bad YAML, an unknown view, a bad equation), or the
    /// file cannot be read.
    case load
    /// The Swift file does not compile (or declares no `preview()`).
    case compile
    /// The previewed Swift code crashed.
    case crash
    /// The previewed Swift code did not finish in time and was stopped.
    case hang
    /// Truss's side failed (the runtime did not build, a snapshot did not read).
    case `internal`
  }

  /// What went wrong.
  public var kind: Kind
  /// One line for people: the document's or the compiler's message, the fatal error.
  public var message: String
  /// The previewed file's name, when the failure is in it.
  public var file: String?
  /// The line it happened at, from 1, if known.
  public var line: Int?
  /// The column, from 1, if known.
  public var column: Int?
  /// Everything else worth reading: every compiler error, what the crashed program printed.
  public var output: String

  /// A failure.
  public init(
    kind: Kind, message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
    output: String = ""
  ) {
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.output = output
  }

  /// `Screen.swift:5:8: message`, leaving out what is not known.
  public var description: String {
    var place = file ?? ""
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    return place.isEmpty ? message : "\(place): \(message)"
  }
}
