/// The autoresizing mask an `NSAutoresizingMaskLayoutConstraint` prints, as `h=--& v=-&-`:
/// for each axis three characters, the leading margin, the size and the trailing margin, `-`
/// for fixed and `&` for flexible (`h=--&` is a fixed left margin and width with a flexible
/// right margin: no mask at all, the default of a view made in code).
public struct AutoresizingMask: Hashable, Sendable, CustomStringConvertible {
  /// Whether the left margin, width and right margin are flexible.
  public var horizontal: [Bool]
  /// Whether the top margin, height and bottom margin are flexible.
  public var vertical: [Bool]

  /// Reads `h=--& v=-&-`; `nil` unless both axes have three `-` or `&` characters.
  public init?(horizontal: Substring, vertical: Substring) {
    func flags(_ text: Substring) -> [Bool]? {
      guard text.count == 3, text.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
      return text.map { $0 == "&" }
    }
    guard let h = flags(horizontal), let v = flags(vertical) else { return nil }
    self.horizontal = h
    self.vertical = v
  }

  /// `h=--& v=-&-`, as printed.
  public var description: String {
    func text(_ flags: [Bool]) -> String { String(flags.map { $0 ? "&" : "-" }) }
    return "h=\(text(horizontal)) v=\(text(vertical))"
  }

  /// What the mask means, in words: `fixed left margin, width and height; flexible right and
  /// bottom margins` style, for reports.
  public var meaning: String {
    let names = [
      "left margin", "width", "right margin", "top margin", "height", "bottom margin",
    ]
    let flexible = horizontal + vertical
    let fixed = names.indices.filter { !flexible[$0] }.map { names[$0] }
    let stretching = names.indices.filter { flexible[$0] }.map { names[$0] }
    func list(_ items: [String]) -> String {
      items.count < 2
        ? items.joined()
        : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
    var parts: [String] = []
    if !fixed.isEmpty { parts.append("fixed " + list(fixed)) }
    if !stretching.isEmpty { parts.append("flexible " + list(stretching)) }
    return parts.joined(separator: "; ")
  }
}
