import Foundation

/// The options a `/snapshot` request's query asks for, over the server's defaults:
/// `device=NAME&orientation=portrait|landscape&split=full|oneThird|half|twoThirds&rtl=0|1`
/// `&category=NAME&scale=1|2|3|device&exercise=ID`, every parameter optional.
///
/// The query is read from the raw request target, as a browser's `URLSearchParams` writes it
/// (`+` for a space, percent escapes); an empty value is the same as no parameter.
enum PreviewQuery {
  /// The parameters a query may have.
  static let names = ["device", "orientation", "split", "rtl", "category", "scale", "exercise"]

  /// The longest value a parameter may have, in bytes.
  static let maximumValueLength = 200

  /// The options `query` asks for over `defaults`, or why they cannot be drawn (an unknown
  /// parameter, a bad value, an unknown device, orientation, split, category or scale).
  static func options(
    _ query: String, defaults: PreviewOptions
  ) -> Result<PreviewOptions, QueryError> {
    var options = defaults
    options.exercise = nil
    for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decode(parts[0]) else {
        return .failure(QueryError("a query parameter's name is not valid percent-encoded text"))
      }
      guard names.contains(name) else {
        return .failure(
          QueryError(
            "unknown parameter '\(name.prefix(40))'; expected "
              + names.joined(separator: ", ")))
      }
      guard let value = parts.count > 1 ? decode(parts[1]) : "" else {
        return .failure(QueryError("the value of \(name) is not valid percent-encoded text"))
      }
      guard value.utf8.count <= maximumValueLength else {
        return .failure(
          QueryError("the value of \(name) is too long (at most \(maximumValueLength) bytes)"))
      }
      let given = value.isEmpty ? nil : value
      switch name {
      case "device": options.device = given ?? defaults.device
      case "orientation": options.orientation = given ?? defaults.orientation
      case "split": options.split = given ?? defaults.split
      case "category": options.contentSizeCategory = given ?? defaults.contentSizeCategory
      case "exercise": options.exercise = given
      case "rtl":
        switch value {
        case "": options.rightToLeft = defaults.rightToLeft
        case "1", "true": options.rightToLeft = true
        case "0", "false": options.rightToLeft = false
        default: return .failure(QueryError("rtl must be 0 or 1, not '\(value)'"))
        }
      default:
        // scale
        switch value {
        case "", "device": options.scale = given == nil ? defaults.scale : nil
        default:
          guard let scale = Double(value) else {
            return .failure(QueryError("unknown scale '\(value)'; expected 1, 2, 3 or device"))
          }
          options.scale = scale
        }
      }
    }
    if let problem = options.problem { return .failure(QueryError(problem)) }
    return .success(options)
  }

  /// Percent-decodes a query component, `+` being a space.
  static func decode(_ text: Substring) -> String? {
    text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }

  /// Why a query cannot be drawn: the page shows the message.
  struct QueryError: Error {
    /// One sentence.
    var message: String

    init(_ message: String) { self.message = message }
  }
}
