/// The bytes and byte classes of HTTP/1's syntax (RFC 9110, 9112).
enum ASCII {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20

  /// Whether `byte` is a decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// Whether `byte` may appear in a token (a method, a field name): a letter, a digit, or one
  /// of the marks `! # $ % & ' * + - . ^ _ | ~` and the backtick.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    // ! # $ % & ' * + - . ^ _ ` | ~
    case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E:
      true
    default: false
    }
  }
}
