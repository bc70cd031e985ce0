import AutoLayout

/// The colors a document may write: `"#rrggbb"`, `"#rrggbbaa"`, `none` (no color), or a
/// name — UIKit's fixed colors (`black`, `white`, `clear`, `red`, …) and its system colors in
/// their light appearance (`systemBlue`, `systemGray6`, `label`, `systemBackground`, …).
enum DocumentColor {
  /// The named colors.
  static let names: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear, "red": .red, "green": .green,
    "blue": .blue, "gray": .gray, "lightGray": .lightGray, "darkGray": Color(white: 1.0 / 3.0),
    "orange": Color(red: 1, green: 0.5, blue: 0), "yellow": Color(red: 1, green: 1, blue: 0),
    "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
    "cyan": Color(red: 0, green: 1, blue: 1), "magenta": Color(red: 1, green: 0, blue: 1),
    "systemBlue": hex(0x007AFF), "systemRed": hex(0xFF3B30), "systemGreen": hex(0x34C759),
    "systemOrange": hex(0xFF9500), "systemYellow": hex(0xFFCC00), "systemPink": hex(0xFF2D55),
    "systemPurple": hex(0xAF52DE), "systemIndigo": hex(0x5856D6), "systemTeal": hex(0x5AC8FA),
    "systemGray": hex(0x8E8E93), "systemGray2": hex(0xAEAEB2), "systemGray3": hex(0xC7C7CC),
    "systemGray4": hex(0xD1D1D6), "systemGray5": hex(0xE5E5EA), "systemGray6": hex(0xF2F2F7),
    "label": .black, "secondaryLabel": hex(0x3C3C43, alpha: 0.6),
    "tertiaryLabel": hex(0x3C3C43, alpha: 0.3), "separator": hex(0x3C3C43, alpha: 0.29),
    "systemBackground": .white, "secondarySystemBackground": hex(0xF2F2F7),
    "tertiarySystemBackground": .white,
  ]

  /// An opaque color from `0xRRGGBB`.
  static func hex(_ value: Int, alpha: Double = 1) -> Color {
    Color(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255, alpha: alpha)
  }

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
