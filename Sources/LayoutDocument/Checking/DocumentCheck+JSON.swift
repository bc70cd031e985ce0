import AutoLayout
import Foundation

extension DocumentCheck {
  /// The report as JSON for tools: `{"clean": false, "problems": [{"kind": "ambiguous",
  /// "variables": ["minX"], "view": "title"}], "summary": "1 problem"}`, keys sorted,
  /// two-space indent, frames as `[x, y, w, h]` with at most three decimals — byte-stable
  /// for the same problems.
  ///
  /// Each problem has a `kind` and the fields of that kind: `ambiguous` a `view` and its
  /// `variables`; `unsatisfiable` the `conflict` and the `broken` constraint; `misplaced` a
  /// `view`, its `design` and `solved` frames; `redundant` the `constraint`, what it is
  /// `impliedBy` and whether it is a `duplicate`; `log` a `message`. A problem with a suggested
  /// fix has it as `suggestion`.
  public func json() -> String {
    let entries = problems.map { problem -> JSONValue in
      guard case .object(var members) = Self.entry(problem) else { return .object([:]) }
      if let suggestion = suggestions[problem] { members["suggestion"] = .string(suggestion) }
      return .object(members)
    }
    let report = JSONValue.object([
      "clean": .bool(isClean), "problems": .array(entries), "summary": .string(summary),
    ])
    return report.text(indent: "") + "\n"
  }

  /// One problem's JSON object, without its suggestion.
  private static func entry(_ problem: DocumentProblem) -> JSONValue {
    switch problem {
    case .ambiguous(let view, let variables):
      .object([
        "kind": .string("ambiguous"), "view": .string(view),
        "variables": .array(variables.map(JSONValue.string)),
      ])
    case .unsatisfiable(let conflict, let broken):
      .object([
        "kind": .string("unsatisfiable"), "conflict": .array(conflict.map(JSONValue.string)),
        "broken": .string(broken),
      ])
    case .misplaced(let view, let design, let solved):
      .object([
        "kind": .string("misplaced"), "view": .string(view),
        "design": .array(Self.numbers(design).map(JSONValue.number)),
        "solved": .array(Self.numbers(solved).map(JSONValue.number)),
      ])
    case .redundant(let constraint, let impliedBy, let duplicate):
      .object([
        "kind": .string("redundant"), "constraint": .string(constraint),
        "impliedBy": .array(impliedBy.map(JSONValue.string)), "duplicate": .bool(duplicate),
      ])
    case .log(let message):
      .object(["kind": .string("log"), "message": .string(message)])
    }
  }
}

/// A JSON value, written with sorted keys and a two-space indent; short arrays of scalars
/// stay on one line.
private enum JSONValue {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value as JSON text, nested lines indented by `indent` plus two spaces.
  func text(indent: String) -> String {
    let inner = indent + "  "
    switch self {
    case .string(let string): return string.jsonQuoted
    case .number(let number): return LengthText.format(number)
    case .bool(let bool): return bool ? "true" : "false"
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      if elements.allSatisfy(\.isNumber) {
        return "[" + elements.map { $0.text(indent: inner) }.joined(separator: ", ") + "]"
      }
      return "[\n" + elements.map { inner + $0.text(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.keys.sorted().map { key in
          "\(inner)\(key.jsonQuoted): \(members[key]?.text(indent: inner) ?? "null")"
        }.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  /// Whether the value is a number.
  private var isNumber: Bool {
    if case .number = self { return true }
    return false
  }
}
