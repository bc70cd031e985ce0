/// The members of a JSON object, read by key with path-aware errors (see `JSONCursor`).
struct JSONObjectCursor {
  /// The object's members.
  let members: [String: JSONValue]
  /// The object's path in the document.
  let path: String

  /// The member `key`, or `nil` when the object does not have it.
  subscript(key: String) -> JSONCursor? {
    members[key].map { JSONCursor($0, path: "\(path).\(key)") }
  }

  /// The member `key`.
  ///
  /// - Throws: `FixtureError` when the member is missing.
  func require(_ key: String) throws -> JSONCursor {
    guard let member = self[key] else {
      throw FixtureError("\(path): missing required key \"\(key)\"")
    }
    return member
  }
}
