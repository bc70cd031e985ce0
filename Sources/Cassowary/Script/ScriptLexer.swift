/// Splits one line of a constraint script into tokens.
///
/// The lexer never fails: text it cannot read becomes an ``Token/Kind/invalid(_:)`` token
/// carrying the message, and lexing stops there. The parser reports it when it reaches it,
/// so errors come out in the order of the text.
struct ScriptLexer {
  /// One token and the text it was read from (quoted in error messages).
  struct Token: Equatable {
    enum Kind: Equatable {
      /// `[A-Za-z_][A-Za-z0-9_.]*`
      case identifier
      /// A finite, non-negative number; signs are separate tokens.
      case number(Double)
      case plus
      case minus
      case star
      case at
      case relation(Relation)
      /// A run of `=`, `<`, `>` and `!` that is not a relation (`=`, `<`, `=>`...).
      case comparison
      /// Text that is no token; the message says why.
      case invalid(String)
    }

    var kind: Kind
    var text: String
  }

  /// The tokens of `line`, up to a `#` comment or the first invalid token (included).
  static func tokens(of line: ArraySlice<UInt8>) -> [Token] {
    var tokens: [Token] = []
    var i = line.startIndex
    let end = line.endIndex
    func text(_ range: Range<Int>) -> String { String(decoding: line[range], as: UTF8.self) }
    while i < end {
      let byte = line[i]
      if isSpace(byte) {
        i += 1
        continue
      }
      if byte == UInt8(ascii: "#") { break }
      let start = i
      if isIdentifierStart(byte) {
        i += 1
        while i < end, isIdentifierPart(line[i]) { i += 1 }
        tokens.append(Token(kind: .identifier, text: text(start..<i)))
        continue
      }
      if isDigit(byte) || (byte == UInt8(ascii: ".") && i + 1 < end && isDigit(line[i + 1])) {
        i = numberEnd(in: line, from: i)
        // `2x`, `1.5.2`, `0x10`: a number glued to letters is a typo, not two tokens.
        let glued = i < end && isIdentifierPart(line[i])
        while i < end, isIdentifierPart(line[i]) { i += 1 }
        let written = text(start..<i)
        guard !glued, let value = Double(written) else {
          tokens.append(Token(kind: .invalid("invalid number '\(written)'"), text: written))
          break
        }
        guard value.isFinite else {
          tokens.append(
            Token(kind: .invalid("number '\(written)' is out of range"), text: written))
          break
        }
        tokens.append(Token(kind: .number(value), text: written))
        continue
      }
      switch byte {
      case UInt8(ascii: "+"): tokens.append(Token(kind: .plus, text: "+"))
      case UInt8(ascii: "-"): tokens.append(Token(kind: .minus, text: "-"))
      case UInt8(ascii: "*"): tokens.append(Token(kind: .star, text: "*"))
      case UInt8(ascii: "@"): tokens.append(Token(kind: .at, text: "@"))
      case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"):
        while i + 1 < end, isComparison(line[i + 1]) { i += 1 }
        let written = text(start..<(i + 1))
        switch written {
        case "==": tokens.append(Token(kind: .relation(.equal), text: written))
        case "<=": tokens.append(Token(kind: .relation(.lessThanOrEqual), text: written))
        case ">=": tokens.append(Token(kind: .relation(.greaterThanOrEqual), text: written))
        default: tokens.append(Token(kind: .comparison, text: written))
        }
      default:
        let character = characterDescription(in: line, at: i)
        tokens.append(
          Token(kind: .invalid("unexpected character \(character)"), text: character))
        return tokens
      }
      i += 1
    }
    return tokens
  }

  /// The end of the number starting at `start`: digits, an optional fraction, an optional
  /// exponent (only when digits follow the `e` and its sign).
  private static func numberEnd(in line: ArraySlice<UInt8>, from start: Int) -> Int {
    var i = start
    let end = line.endIndex
    while i < end, isDigit(line[i]) { i += 1 }
    if i < end, line[i] == UInt8(ascii: ".") {
      i += 1
      while i < end, isDigit(line[i]) { i += 1 }
    }
    if i < end, line[i] == UInt8(ascii: "e") || line[i] == UInt8(ascii: "E") {
      var j = i + 1
      if j < end, line[j] == UInt8(ascii: "+") || line[j] == UInt8(ascii: "-") { j += 1 }
      if j < end, isDigit(line[j]) {
        while j < end, isDigit(line[j]) { j += 1 }
        i = j
      }
    }
    return i
  }

  /// The character at `index` quoted for a message; invisible characters as `U+XXXX`, so
  /// that output stays printable. (`line` comes from a `String`, so it is valid UTF-8.)
  private static func characterDescription(in line: ArraySlice<UInt8>, at index: Int) -> String {
    let lead = line[index]
    let length: Int
    switch lead {
    case 0xC0...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF7: length = 4
    default: length = 1
    }
    let bytes = line[index..<min(index + length, line.endIndex)]
    guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else {
      return "U+" + hex4(UInt32(lead))
    }
    if scalar.properties.generalCategory.isInvisible { return "U+" + hex4(scalar.value) }
    return "'\(scalar)'"
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }

  private static func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: ".")
  }

  private static func isComparison(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "!")
  }
}

extension Unicode.GeneralCategory {
  /// Control, format, separator and unassigned characters, which messages spell as `U+XXXX`.
  fileprivate var isInvisible: Bool {
    switch self {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator, .spaceSeparator:
      true
    default:
      false
    }
  }
}
