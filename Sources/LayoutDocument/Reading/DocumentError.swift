/// A problem in a layout document: where it is (line and column, both from 1) and what was
/// expected there.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the fault, from 1.
  public var line: Int
  /// The column of the fault, from 1 (counted in Unicode scalars, as libYAML counts).
  public var column: Int
  /// What is wrong, and what was expected.
  public var message: String
  /// The document's file name, when it came from a file.
  public var file: String?

  /// An error at `line`:`column`.
  public init(line: Int, column: Int, message: String, file: String? = nil) {
    self.line = line
    self.column = column
    self.message = message
    self.file = file
  }

  /// `file:line:column: message`, or `line:column: message` without a file.
  public var description: String {
    let place = "\(line):\(column)"
    if let file { return "\(file):\(place): \(message)" }
    return "\(place): \(message)"
  }
}
