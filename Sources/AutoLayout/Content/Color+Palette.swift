/// UIKit's named colors, in their light appearance (iOS 13–17).
///
/// The fixed colors are Apple's documented values (`UIColor.cyan`: "RGB values of 0.0, 1.0,
/// and 1.0", `brown`: 0.6, 0.4, 0.2, `lightGray`: white 2/3, …). The system and semantic
/// colors are iOS 13's light, normal-contrast values as flutter/flutter's Cupertino palette
/// (`packages/flutter/lib/src/cupertino/colors.dart`, each constant linking its UIKit
/// counterpart) and noahsark769/ColorCompatibility (generated from iOS 13) both list them;
/// `systemMint`, `systemCyan` and `systemBrown` are iOS 15's. Truss has no dark appearance:
/// a dynamic color is its light one.
extension Color {
  /// An opaque color from `0xRRGGBB`, with an opacity.
  init(hex value: Int, alpha: Double = 1) {
    self.init(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255, alpha: alpha)
  }

  /// Dark gray: white 1/3.
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Cyan: 0, 1, 1.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Yellow: 1, 1, 0.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Magenta: 1, 0, 1.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Orange: 1, 0.5, 0.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple: 0.5, 0, 0.5.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown: 0.6, 0.4, 0.2.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

  /// System blue (0, 122, 255).
  public static let systemBlue = Color(hex: 0x007AFF)
  /// System green (52, 199, 89).
  public static let systemGreen = Color(hex: 0x34C759)
  /// System indigo (88, 86, 214).
  public static let systemIndigo = Color(hex: 0x5856D6)
  /// System orange (255, 149, 0).
  public static let systemOrange = Color(hex: 0xFF9500)
  /// System pink (255, 45, 85).
  public static let systemPink = Color(hex: 0xFF2D55)
  /// System purple (175, 82, 222).
  public static let systemPurple = Color(hex: 0xAF52DE)
  /// System red (255, 59, 48).
  public static let systemRed = Color(hex: 0xFF3B30)
  /// System teal (90, 200, 250; iOS 13–14).
  public static let systemTeal = Color(hex: 0x5AC8FA)
  /// System yellow (255, 204, 0).
  public static let systemYellow = Color(hex: 0xFFCC00)
  /// System mint (0, 199, 190; iOS 15).
  public static let systemMint = Color(hex: 0x00C7BE)
  /// System cyan (50, 173, 230; iOS 15).
  public static let systemCyan = Color(hex: 0x32ADE6)
  /// System brown (162, 132, 94; iOS 15).
  public static let systemBrown = Color(hex: 0xA2845E)
  /// System gray (142, 142, 147).
  public static let systemGray = Color(hex: 0x8E8E93)
  /// System gray 2 (174, 174, 178).
  public static let systemGray2 = Color(hex: 0xAEAEB2)
  /// System gray 3 (199, 199, 204).
  public static let systemGray3 = Color(hex: 0xC7C7CC)
  /// System gray 4 (209, 209, 214).
  public static let systemGray4 = Color(hex: 0xD1D1D6)
  /// System gray 5 (229, 229, 234).
  public static let systemGray5 = Color(hex: 0xE5E5EA)
  /// System gray 6 (242, 242, 247).
  public static let systemGray6 = Color(hex: 0xF2F2F7)
  /// Text: black.
  public static let label = Color.black
  /// Secondary text: (60, 60, 67) at 60 %.
  public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
  /// Tertiary text: (60, 60, 67) at 30 %.
  public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
  /// Quaternary text: (60, 60, 67) at 18 %.
  public static let quaternaryLabel = Color(hex: 0x3C3C43, alpha: 0.18)
  /// Placeholder text: (60, 60, 67) at 30 %.
  public static let placeholderText = Color(hex: 0x3C3C43, alpha: 0.3)
  /// Links: system blue.
  public static let link = Color(hex: 0x007AFF)
  /// Fill for thin shapes: (120, 120, 128) at 20 %.
  public static let systemFill = Color(hex: 0x787880, alpha: 0.2)
  /// Fill for medium shapes: (120, 120, 128) at 16 %.
  public static let secondarySystemFill = Color(hex: 0x787880, alpha: 0.16)
  /// Fill for large shapes: (118, 118, 128) at 12 %.
  public static let tertiarySystemFill = Color(hex: 0x767680, alpha: 0.12)
  /// Fill for large areas: (116, 116, 128) at 8 %.
  public static let quaternarySystemFill = Color(hex: 0x747480, alpha: 0.08)
  /// Separators: (60, 60, 67) at 29 %.
  public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
  /// Opaque separators: (198, 198, 200).
  public static let opaqueSeparator = Color(hex: 0xC6C6C8)
  /// The main background: white.
  public static let systemBackground = Color.white
  /// Grouped content's background: (242, 242, 247).
  public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
  /// A third level of background: white.
  public static let tertiarySystemBackground = Color.white
  /// A grouped table's background: (242, 242, 247).
  public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
  /// Content on a grouped background: white.
  public static let secondarySystemGroupedBackground = Color.white
  /// A third level on a grouped background: (242, 242, 247).
  public static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7)

  /// Every named color by its UIKit name, for documents and tools.
  package static let palette: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear, "red": .red, "green": .green,
    "blue": .blue, "gray": .gray, "lightGray": .lightGray, "darkGray": .darkGray,
    "orange": .orange, "yellow": .yellow, "purple": .purple, "brown": .brown, "cyan": .cyan,
    "magenta": .magenta, "systemBlue": .systemBlue, "systemGreen": .systemGreen,
    "systemIndigo": .systemIndigo, "systemOrange": .systemOrange, "systemPink": .systemPink,
    "systemPurple": .systemPurple, "systemRed": .systemRed, "systemTeal": .systemTeal,
    "systemYellow": .systemYellow, "systemMint": .systemMint, "systemCyan": .systemCyan,
    "systemBrown": .systemBrown, "systemGray": .systemGray, "systemGray2": .systemGray2,
    "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
    "systemGray6": .systemGray6, "label": .label, "secondaryLabel": .secondaryLabel,
    "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
    "placeholderText": .placeholderText, "link": .link, "systemFill": .systemFill,
    "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
    "quaternarySystemFill": .quaternarySystemFill, "separator": .separator,
    "opaqueSeparator": .opaqueSeparator, "systemBackground": .systemBackground,
    "secondarySystemBackground": .secondarySystemBackground,
    "tertiarySystemBackground": .tertiarySystemBackground,
    "systemGroupedBackground": .systemGroupedBackground,
    "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
  ]

  /// A color from Display P3 components, converted to sRGB approximately (Truss draws sRGB;
  /// the components are kept as given, which is exact for the grays and close elsewhere).
  public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A color from hue, saturation and brightness (each 0...1).
  public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// The same color with another opacity.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The color itself, standing in for Core Graphics' `CGColor` (which layers take in UIKit:
  /// `layer.borderColor = UIColor.black.cgColor`).
  public var cgColor: Color { self }
}
