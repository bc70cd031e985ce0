import Foundation

/// Why a visual format could not be parsed or lowered, and where: Apple's message where Apple
/// has one, then the format and a caret under the character at fault.
///
/// ```
/// Unable to parse constraint format:
/// Unable to find view with name blackBox
/// H:[blackBox]
///    ^
/// ```
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The fault.
  public var reason: Reason
  /// The format string.
  public var format: String
  /// Where the fault is, in Unicode scalars from the start of ``format``.
  public var offset: Int

  /// An error for `reason` at `offset` in `format`.
  public init(_ reason: Reason, in format: String, at offset: Int) {
    self.reason = reason
    self.format = format
    self.offset = offset
  }

  /// The message alone, without the format and caret.
  public var message: String { reason.message }

  /// The message, the format (newlines and tabs shown as spaces) and a caret under the fault.
  public var description: String {
    var line = ""
    for s in format.unicodeScalars {
      line.unicodeScalars.append(s == "\n" || s == "\t" || s == "\r" ? " " : s)
    }
    let caret = String(repeating: " ", count: max(0, offset)) + "^"
    return "Unable to parse constraint format:\n\(reason.message)\n\(line)\n\(caret)"
  }
}
