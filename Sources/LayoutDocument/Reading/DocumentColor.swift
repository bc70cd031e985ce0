import AutoLayout

/// The colors a document may write: `"#rrggbb"`, `"#rrggbbaa"`, `none` (no color), or a
/// name — UIKit's fixed colors (`black`, `white`, `clear`, `red`, …) and its system colors in
/// their light appearance (`systemBlue`, `systemGray6`, `label`, `systemBackground`, `placeholderText`, …).
enum DocumentColor {
  /// The named colors: UIKit's palette (``AutoLayout/Color``'s named colors).
  static var names: [String: Color] { Color.palette }

  /// The color `text` names: `.some(nil)` for `none`, `nil` when `text` is not a color.
  static func parse(_ text: String) -> Color?? {
    if text == "none" { return .some(nil) }
    if let color = names[text] { return color }
    guard text.first == "#" else { return nil }
    let digits = text.dropFirst()
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt64(digits, radix: 16)
    else { return nil }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    func channel(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
    return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
  }

  /// What a document may write for a color, for error messages.
  static var expected: String {
    "\"#rrggbb\", \"#rrggbbaa\" (quoted: a bare # starts a YAML comment), none or one of "
      + names.keys.sorted().joined(separator: ", ")
  }
}
