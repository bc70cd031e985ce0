/// Readable, unique names for the items of a report: the log's own name for an item
/// (`message_gray`), else its class without the module and the last hex digits of its
/// address (`UILabel_2420`), a guide's identifier instead of its class
/// (`UIViewLayoutMarginsGuide_07e0`), and `superview_of_NAME` for a superview the log leaves
/// unnamed. The names use only letters, digits and `_`, so a layout document can use them as
/// view ids.
public struct ItemNames: Sendable {
  /// The name of each item, by key.
  public private(set) var byKey: [String: String] = [:]

  /// Names the items of `report`.
  public init(_ report: LoggedReport) {
    var used: Set<String> = ["root"]
    // Named and addressed items first, in a stable order; unnamed superviews after, since
    // their names come from the items they contain.
    let keys = report.items.keys.sorted()
    for key in keys {
      guard let item = report.items[key], item.unnamedSuperviewOf == nil || item.address != nil
      else { continue }
      // The log's own name for an item is used as it is, unless another item has it.
      let address = item.name != nil && !used.contains(Self.base(of: item)) ? nil : item.address
      byKey[key] = Self.unique(Self.base(of: item), address: address, used: &used)
    }
    for key in keys {
      guard let item = report.items[key], byKey[key] == nil else { continue }
      let child = item.unnamedSuperviewOf.flatMap { byKey[$0] } ?? "view"
      byKey[key] = Self.unique("superview_of_" + child, address: nil, used: &used)
    }
  }

  /// The name of the item with `key` (the key itself for an unknown one).
  public subscript(key: String) -> String { byKey[key] ?? key }

  /// Names the unnamed superview with `key` (`|` and the key of the item it contains) that
  /// the rebuilt system had to add, if it has no name yet.
  mutating func nameUnnamedSuperview(_ key: String) {
    guard byKey[key] == nil, key.hasPrefix("|") else { return }
    var used = Set(byKey.values).union(["root"])
    let child = byKey[String(key.dropFirst())] ?? "view"
    byKey[key] = Self.unique("superview_of_" + child, address: nil, used: &used)
  }

  /// The stem of a name: the log's name, a guide's identifier, or the class.
  static func base(of item: LoggedItem) -> String {
    if let name = item.name { return sanitized(name) }
    if item.isLayoutGuide, let text = item.text, !text.isEmpty { return sanitized(text) }
    return sanitized(item.baseClassName ?? "item")
  }

  /// `stem` made unique with as few of the address's last hex digits as it takes.
  static func unique(_ stem: String, address: String?, used: inout Set<String>) -> String {
    var candidates: [String] = []
    if let address {
      let digits = address.hasPrefix("0x") ? String(address.dropFirst(2)) : address
      for count in [4, 6, 8, digits.count] where count <= digits.count {
        candidates.append(stem + "_" + digits.suffix(count))
      }
    } else {
      candidates.append(stem)
    }
    for candidate in candidates where !used.contains(candidate) {
      used.insert(candidate)
      return candidate
    }
    var counter = 2
    while used.contains("\(candidates.last ?? stem)_\(counter)") { counter += 1 }
    let name = "\(candidates.last ?? stem)_\(counter)"
    used.insert(name)
    return name
  }

  /// Letters, digits and `_` only, at most 40 characters, starting with a letter or `_`.
  static func sanitized(_ text: String) -> String {
    var result = String(
      text.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          ? Character(scalar) : "_"
      })
    if result.count > 40 { result = String(result.prefix(40)) }
    if result.isEmpty || result.first?.isNumber == true { result = "_" + result }
    return result
  }
}
