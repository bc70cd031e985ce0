import Foundation

/// A snapshot request's query read strictly: `device`, `orientation`, `split`, `rtl`,
/// `size` (the text size), `scale` and `exercise`, each at most once; an empty value keeps
/// the document's own choice. Anything else is refused with a message saying what was
/// expected, before the document is touched.
struct PreviewQuery: Equatable {
  /// What the device bar asks for.
  var options = PreviewOptions()
  /// The view whose ambiguity to exercise, if any.
  var exercise: String?

  /// Why a query is refused.
  struct Refusal: Error, Equatable {
    var message: String
  }

  /// The keys a snapshot query may have (`t` is the page's cache breaker, ignored).
  static let keys: Set<String> = [
    "device", "orientation", "split", "rtl", "size", "scale", "exercise", "t",
  ]

  /// The longest value a parameter may have: a device name or a view identifier is far
  /// shorter.
  static let maximumValueLength = 200

  /// Reads `query`, the raw (percent-encoded) text after `?`.
  ///
  /// - Throws: ``Refusal`` for an unknown or repeated key, a bad escape, a value too long, or
  ///   a value of the wrong form (`rtl` other than 0, 1, true or false; a `scale` that is not
  ///   a number from 1 to 4).
  init(_ query: String) throws(Refusal) {
    var seen: Set<String> = []
    for part in query.split(separator: "&", omittingEmptySubsequences: true) {
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = try Self.decode(pieces[0])
      let value = try Self.decode(pieces.count > 1 ? pieces[1] : "")
      guard Self.keys.contains(key) else {
        throw Refusal(
          message: "unknown parameter '\(key.prefix(40))'; expected "
            + Self.keys.subtracting(["t"]).sorted().joined(separator: ", "))
      }
      guard seen.insert(key).inserted else {
        throw Refusal(message: "parameter '\(key)' is given twice")
      }
      guard value.count <= Self.maximumValueLength else {
        throw Refusal(message: "parameter '\(key)' is longer than \(Self.maximumValueLength)")
      }
      let text = value.isEmpty ? nil : value
      switch key {
      case "device": options.device = text
      case "orientation": options.orientation = text
      case "split": options.split = text
      case "size": options.contentSizeCategory = text
      case "exercise": exercise = text
      case "rtl":
        switch value {
        case "", "0", "false": options.rightToLeft = false
        case "1", "true": options.rightToLeft = true
        default: throw Refusal(message: "rtl must be 0 or 1, not '\(value)'")
        }
      case "scale":
        guard let text else { continue }
        guard let scale = Double(text), scale >= 1, scale <= 4 else {
          throw Refusal(message: "scale must be a number from 1 to 4, not '\(text)'")
        }
        options.scale = scale
      default:
        continue
      }
    }
  }

  /// A query part with `+` as a space and percent escapes decoded.
  static func decode(_ text: Substring) throws(Refusal) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    guard let decoded = spaced.removingPercentEncoding else {
      throw Refusal(message: "bad percent escape in the query")
    }
    return decoded
  }
}
