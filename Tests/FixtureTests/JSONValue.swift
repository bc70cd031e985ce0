import Foundation

/// A parsed JSON document, kept as plain values so the fixture reader can report unknown keys
/// and wrong types with the exact path of the fault.
enum JSONValue: Decodable, Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object (key order is not kept).
  case object([String: JSONValue])

  /// Decodes any JSON value; booleans never decode as numbers, nor numbers as booleans.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses UTF-8 JSON text.
  ///
  /// - Throws: `FixtureError` describing the syntax error.
  static func parse(_ data: Data) throws -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      let detail = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
      throw FixtureError("not valid JSON: \(context.debugDescription)\(detail)")
    } catch {
      throw FixtureError("not valid JSON: \(error)")
    }
  }

  /// The kind of value, for error messages ("a string", "an array", …).
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
