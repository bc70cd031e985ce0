/// How a scalar is measured when a face's table does not settle it.
///
/// Browsers draw some scalars as nothing whatever the font says, and draw the scalars a
/// font lacks with a glyph from a fallback font. These classes approximate both without
/// a font database, so that measuring never fails and never depends on the machine.
enum ScalarClass: Equatable {
  /// Never drawn, so 0 wide even when the face has a glyph: control characters and
  /// default-ignorable code points (soft hyphen, zero-width space, joiners, bidi marks,
  /// variation selectors, the byte order mark).
  case ignored
  /// A combining mark the face lacks: 0 wide, as it attaches to the glyph before it.
  case mark
  /// East Asian wide or fullwidth, or an emoji: 1 em, the width of the fallback fonts'
  /// glyphs for them.
  case wide
  /// Anything else: as wide as the face's question mark (the substitute glyph's width in a
  /// font of the same style).
  case narrow

  /// The class of `scalar`.
  init(_ scalar: Unicode.Scalar) {
    // The big ideograph, Hangul and emoji blocks hold no marks, controls or ignorables:
    // answer them without the property lookups, which cost as much as measuring a word.
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1F3FA, 0x1F400...0x1F64F,
      0x20000...0x2FFFD:
      self = .wide
      return
    default: break
    }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format:
      self = .ignored
      return
    case .nonspacingMark, .enclosingMark:
      self = .mark
      return
    default: break
    }
    if properties.isDefaultIgnorableCodePoint {
      self = .ignored
    } else if Self.isWide(scalar.value) {
      self = .wide
    } else {
      self = .narrow
    }
  }

  /// Whether `value` lies in a block of East Asian wide or fullwidth characters or of emoji
  /// (an approximation of UAX #11's W and F classes, by block).
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x231A...0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3,  // watch, hourglass, media symbols
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
      0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
      0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
      0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
      0x2B50, 0x2B55,  // emoji-presentation symbols
      0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK punctuation
      0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility and small forms
      0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
      0x16FE0...0x18CFF,  // Tangut, Khitan
      0x1B000...0x1B2FF,  // kana supplement and extensions, Nushu
      0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A,  // mahjong, playing card, squared words
      0x1F200...0x1F2FF,  // enclosed ideographic supplement
      0x1F300...0x1F64F,  // pictographs, emoticons
      0x1F680...0x1F6FF,  // transport and map symbols
      0x1F7E0...0x1F7EB,  // coloured circles and squares
      0x1F90C...0x1F9FF,  // supplemental symbols and pictographs
      0x1FA70...0x1FAFF,  // symbols and pictographs extended A
      0x20000...0x3FFFD:  // CJK extensions B and later, planes 2 and 3
      return true
    default:
      return false
    }
  }
}
