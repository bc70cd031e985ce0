// Finding a device of the catalog by name, as a test or a fixture writes it.

extension DeviceProfile {
  /// The device of ``all`` called `name` (its ``name`` or one of its ``otherNames``), or
  /// `nil`.
  ///
  /// Matching ignores case, and treats hyphens, underscores and runs of spaces alike, so
  /// "iPhone 15 Pro", "iphone 15 pro" and "IPHONE-15-PRO" find the same device, as do
  /// "iPad Pro 12.9-inch" and "ipad pro 12.9 inch".
  public static func named(_ name: String) -> DeviceProfile? {
    let key = lookupKey(name)
    return all.first { device in
      ([device.name] + device.otherNames).contains { lookupKey($0) == key }
    }
  }

  /// `name` lowercased, with hyphens, underscores and whitespace runs made single spaces.
  static func lookupKey(_ name: String) -> String {
    name.lowercased()
      .split(whereSeparator: { $0 == "-" || $0 == "_" || $0.isWhitespace })
      .joined(separator: " ")
  }
}
