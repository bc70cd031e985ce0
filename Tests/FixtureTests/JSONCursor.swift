import Foundation

/// A JSON value together with its path in the document (`views[2].frame`), with typed
/// accessors whose errors name that path.
struct JSONCursor {
  /// The value under the cursor.
  let value: JSONValue
  /// Where the value sits in the document, for error messages.
  let path: String

  /// A cursor on the whole document.
  init(root value: JSONValue) {
    self.value = value
    self.path = "(top level)"
  }

  /// A cursor on `value` found at `path`.
  init(_ value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  /// Fails with a message naming this cursor's path.
  func error(_ message: String) -> FixtureError {
    FixtureError("\(path): \(message)")
  }

  /// Checks that the value is an object whose keys all appear in `allowed`.
  ///
  /// - Throws: `FixtureError` naming the first unknown key (typos must not pass silently).
  func object(allowing allowed: [String]) throws -> JSONObjectCursor {
    guard case .object(let members) = value else {
      throw error("expected an object, found \(value.kindDescription)")
    }
    for key in members.keys.sorted() where !allowed.contains(key) {
      throw error(
        "unknown key \"\(key)\" (allowed: \(allowed.joined(separator: ", ")))")
    }
    return JSONObjectCursor(members: members, path: path)
  }

  /// The elements of an array.
  func array() throws -> [JSONCursor] {
    guard case .array(let elements) = value else {
      throw error("expected an array, found \(value.kindDescription)")
    }
    return elements.enumerated().map { JSONCursor($0.element, path: "\(path)[\($0.offset)]") }
  }

  /// A string.
  func string() throws -> String {
    guard case .string(let text) = value else {
      throw error("expected a string, found \(value.kindDescription)")
    }
    return text
  }

  /// A string naming one case of `Option`; `meaning` names the kind in the error
  /// ("unknown autoresizing option \"x\" (known: …)").
  func option<Option: RawRepresentable & CaseIterable>(
    _ type: Option.Type, meaning: String
  ) throws -> Option where Option.RawValue == String {
    let name = try string()
    guard let option = Option(rawValue: name) else {
      let known = Option.allCases.map(\.rawValue).joined(separator: ", ")
      throw error("unknown \(meaning) \"\(name)\" (known: \(known))")
    }
    return option
  }

  /// A finite number.
  func number() throws -> Double {
    guard case .number(let number) = value, number.isFinite else {
      throw error("expected a number, found \(value.kindDescription)")
    }
    return number
  }

  /// A boolean.
  func bool() throws -> Bool {
    guard case .bool(let flag) = value else {
      throw error("expected true or false, found \(value.kindDescription)")
    }
    return flag
  }

  /// An array of exactly `count` numbers; `null` elements become `nullValue` when one is given.
  func numbers(count: Int, meaning: String, nullValue: Double? = nil) throws -> [Double] {
    let elements = try array()
    guard elements.count == count else {
      throw error("expected \(count) numbers (\(meaning)), found \(elements.count)")
    }
    return try elements.map { element in
      if element.value == .null, let nullValue { return nullValue }
      return try element.number()
    }
  }

  /// A rectangle written `[x, y, width, height]`.
  func rect() throws -> CGRect {
    let n = try numbers(count: 4, meaning: "x, y, width, height")
    guard n[2] >= 0, n[3] >= 0 else { throw error("a frame's width and height cannot be negative") }
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  /// A size written `[width, height]`.
  func size(nullValue: Double? = nil) throws -> CGSize {
    let n = try numbers(count: 2, meaning: "width, height", nullValue: nullValue)
    return CGSize(width: n[0], height: n[1])
  }

  /// Edge insets written `[top, left, bottom, right]`.
  func insets() throws -> FixtureInsets {
    let n = try numbers(count: 4, meaning: "top, left, bottom, right")
    return FixtureInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  /// A pair of priorities written `[horizontal, vertical]`, each 1...1000.
  func priorityPair() throws -> [Float] {
    let n = try numbers(count: 2, meaning: "horizontal, vertical")
    for value in n where !(1...1000).contains(value) {
      throw error("priority \(value) is outside 1...1000")
    }
    return n.map { Float($0) }
  }
}
