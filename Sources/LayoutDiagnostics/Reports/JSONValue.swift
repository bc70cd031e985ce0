import AutoLayout
import Cassowary

/// A JSON value and its text: keys sorted, two-space indentation, numbers printed by the one
/// formatter every Truss log uses, so the same log always gives the same bytes.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value as indented JSON text.
  public func text(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return formatValue(value)
    case .string(let value): return value.jsonQuoted
    case .array(let values):
      if values.isEmpty { return "[]" }
      let items = values.map { inner + $0.text(indent: inner) }
      return "[\n" + items.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let items = members.keys.sorted().map { key in
        inner + key.jsonQuoted + ": " + (members[key] ?? .null).text(indent: inner)
      }
      return "{\n" + items.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }
}

extension ConflictAnalysis {
  /// The replay as a JSON object: `status`, `minimal` (the addresses, as printed, of a
  /// minimal conflicting set), `notNeeded` (Apple's listed addresses outside it), `broken`
  /// (the address Apple broke, or null), `brokenInConflict`, `reliesOnNonNegativeSizes`,
  /// `assumesDefaultMargins`, `unreadableLines`, `proof`, `suggestions`, and where the report
  /// is (`line`, `platform`).
  public func json() -> JSONValue {
    var members: [String: JSONValue] = [
      "line": .number(Double(report.line)),
      "platform": .string(report.platform.rawValue),
      "status": .string(status.rawValue),
      "minimal": .array(minimal.map { .string($0.address) }),
      "notNeeded": .array(
        status == .conflict || status == .nearTie ? notNeeded.map { .string($0.address) } : []),
      "broken": report.brokenAddress.map { .string($0) } ?? .null,
      "brokenInConflict": brokenIsInConflict.map { .bool($0) } ?? .null,
      "reliesOnNonNegativeSizes": .bool(reliesOnNonNegativeSizes),
      "assumesDefaultMargins": .bool(assumesDefaultMargins),
      "unreadableLines": .array(report.unreadableLines.map { .number(Double($0)) }),
      "proof": proof.isEmpty ? .null : .string(proof),
    ]
    members["suggestions"] = .array(
      suggestions.map { suggestion in
        .object([
          "kind": .string(suggestion.kind.rawValue),
          "address": suggestion.address.map { .string($0) } ?? .null,
          "message": .string(suggestion.message),
        ])
      })
    return .object(members)
  }
}
