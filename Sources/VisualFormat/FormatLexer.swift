/// Splits a visual format into tokens, skipping spaces.
///
/// The lexer never fails: characters it does not know become `.invalid` tokens, so the parser
/// can say what it expected in their place.
struct FormatLexer {
  let scalars: [Unicode.Scalar]
  private(set) var position = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  /// The scalar at `index`, or `nil` past the end.
  func scalar(at index: Int) -> Unicode.Scalar? {
    index < scalars.count ? scalars[index] : nil
  }

  /// The next token, consuming it.
  mutating func next() -> FormatToken {
    while let s = scalar(at: position), s == " " || s == "\t" || s == "\n" { position += 1 }
    let start = position
    guard let s = scalar(at: position) else { return FormatToken(kind: .end, offset: start) }
    position += 1
    let kind: FormatToken.Kind
    switch s {
    case "|": kind = .bar
    case "[": kind = .openBracket
    case "]": kind = .closeBracket
    case "(": kind = .openParen
    case ")": kind = .closeParen
    case "-": kind = .dash
    case ",": kind = .comma
    case "@": kind = .at
    case ":": kind = .colon
    case "=", "<", ">":
      if scalar(at: position) == "=" {
        position += 1
        kind = .relation(s == "=" ? .equal : s == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
      } else {
        kind = .badRelation
      }
    case "0"..."9", ".":
      kind = lexNumber(from: start)
    default:
      if FormatLexer.startsName(s) {
        while let c = scalar(at: position), FormatLexer.continuesName(c) || c == "." {
          position += 1
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[start..<position])
        kind = .name(name)
      } else {
        kind = .invalid(s)
      }
    }
    return FormatToken(kind: kind, offset: start)
  }

  /// `12`, `12.5`, `.5`; a lone `.` is invalid.
  private mutating func lexNumber(from start: Int) -> FormatToken.Kind {
    position = start
    var text = ""
    while let c = scalar(at: position), ("0"..."9").contains(c) {
      text.unicodeScalars.append(c)
      position += 1
    }
    if scalar(at: position) == ".", let c = scalar(at: position + 1), ("0"..."9").contains(c) {
      text += "."
      position += 1
      while let c = scalar(at: position), ("0"..."9").contains(c) {
        text.unicodeScalars.append(c)
        position += 1
      }
    }
    guard !text.isEmpty, let value = Double(text.hasPrefix(".") ? "0" + text : text) else {
      position = start + 1
      return .invalid(scalars[start])
    }
    return .number(value)
  }

  static func startsName(_ s: Unicode.Scalar) -> Bool {
    // ASCII first: the Unicode property lookup is slow, and nearly every name is ASCII.
    if s.isASCII { return s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
    return s.properties.isAlphabetic
  }

  static func continuesName(_ s: Unicode.Scalar) -> Bool {
    startsName(s) || ("0"..."9").contains(s)
  }
}
