/// Why a Swift file could not be previewed, before it becomes the page's ``PreviewFailure``:
/// the build and the run report in these terms, the source turns them into the model's.
struct SwiftPreviewError: Error, Equatable, Sendable {
  /// What went wrong.
  enum Kind: Equatable, Sendable {
    /// The file does not compile (or does not follow the convention: no `preview()`).
    case compile
    /// `preview()` or the layout it set off crashed the program.
    case crash
    /// The program did not finish in time and was killed.
    case hang
    /// Truss's side failed: the runtime did not build, the file could not be read, the
    /// program wrote no snapshot or one that does not read.
    case `internal`
  }

  /// What went wrong.
  var kind: Kind
  /// One line for people: the compiler's first error, the fatal error's message.
  var message: String
  /// The line of the previewed file it happened at, if known (from 1).
  var line: Int?
  /// The column, if known (from 1).
  var column: Int?
  /// Everything the compiler or the program wrote that helps: all the errors, the last lines
  /// of standard error.
  var output: String
}
