/// Why the previewed file has no drawing now: a document that does not load, Swift code that
/// does not compile, crashes or hangs, or a fault of the preview itself. The page shows it
/// over the last good drawing, with its place in the file when there is one.
public struct PreviewFailure: Error, Codable, Sendable, Equatable {
  /// What kind of failure it is.
  public enum Kind: String, Codable, Sendable {
    /// The document could not be read or loaded (bad YAML, an unknown view, a bad constraint),
    /// or the options name no such device, orientation, split or text size.
    case load
    /// The Swift file did not compile.
    case compile
    /// The Swift file's code crashed.
    case crash
    /// The Swift file's code did not finish in time.
    case hang
    /// The preview itself failed (a file it could not read, a process it could not start).
    case `internal`
  }

  /// What kind of failure it is.
  public var kind: Kind
  /// What went wrong, for people.
  public var message: String
  /// The file the failure is in, when it is in one.
  public var file: String?
  /// The line of the failure, from 1.
  public var line: Int?
  /// The column of the failure, from 1.
  public var column: Int?
  /// What the process printed before it failed (a compiler's whole output, a crash's
  /// output), when there is any.
  public var output: String?

  /// A failure of the given parts.
  public init(
    kind: Kind, message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
    output: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.output = output
  }
}
