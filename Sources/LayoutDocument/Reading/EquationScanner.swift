import AutoLayout

/// Reads the pieces of one document equation left to right; errors carry the offset of the
/// fault.
struct EquationScanner {
  /// The equation's characters.
  private let characters: [Character]
  /// The next character to read.
  private var index = 0

  /// A scanner at the start of `text`.
  init(_ text: String) {
    self.characters = Array(text)
  }

  /// Fails with a message at the current offset.
  func error(_ message: String, at offset: Int? = nil) -> EquationError {
    EquationError(message: message, offset: offset ?? index)
  }

  /// Whether the next token starts an `ITEM.ATTR` operand (a letter or underscore).
  mutating func startsOperand() -> Bool {
    skipSpaces()
    guard let next = peek() else { return false }
    return next.isLetter || next == "_"
  }

  /// Reads `ITEM.ATTR`; the attribute is what follows the last dot.
  mutating func operand(after context: String) throws(EquationError) -> DocumentEquation.Operand {
    guard startsOperand() else {
      throw error("expected ITEM.ATTRIBUTE after \(context)")
    }
    let start = index
    while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "." {
      index += 1
    }
    let name = String(characters[start..<index])
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      name.index(after: dot) != name.endIndex
    else {
      throw error("expected ITEM.ATTRIBUTE, found \"\(name)\"", at: start)
    }
    let item = String(name[..<dot])
    let attributeName = String(name[name.index(after: dot)...])
    guard let attribute = DocumentEquation.attributeNames[attributeName] else {
      let known = DocumentEquation.attributeNames.keys.sorted().joined(separator: ", ")
      throw error(
        "unknown attribute \"\(attributeName)\" (expected one of \(known))",
        at: start + item.count + 1)
    }
    return DocumentEquation.Operand(item: item, attribute: attribute, offset: start)
  }

  /// Reads `==`, `<=` or `>=`, or returns `nil` (consuming nothing) when none is next.
  mutating func relation() -> LayoutConstraint.Relation? {
    skipSpaces()
    guard index + 1 < characters.count else { return nil }
    let relation: LayoutConstraint.Relation
    switch String(characters[index...index + 1]) {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    default: return nil
    }
    index += 2
    return relation
  }

  /// Consumes `symbol` when it is next (after spaces).
  mutating func consume(_ symbol: Character) -> Bool {
    skipSpaces()
    guard peek() == symbol else { return false }
    index += 1
    return true
  }

  /// Reads an unsigned decimal number.
  mutating func number(after context: String) throws(EquationError) -> Double {
    skipSpaces()
    let start = index
    while let next = peek(), next.isASCII, next.isNumber || next == "." {
      index += 1
    }
    let digits = String(characters[start..<index])
    guard !digits.isEmpty, let value = Double(digits), value.isFinite else {
      throw error("expected a number after \(context)", at: start)
    }
    return value
  }

  /// Reads a decimal number with an optional leading `-`.
  mutating func signedNumber(after context: String) throws(EquationError) -> Double {
    if consume("-") {
      return -(try number(after: "-"))
    }
    return try number(after: context)
  }

  /// Reads a priority after `@`: a number in 1...1000 or a UIKit name (`defaultHigh`, …).
  mutating func priority() throws(EquationError) -> Float {
    skipSpaces()
    let start = index
    if let next = peek(), next.isLetter {
      while let next = peek(), next.isLetter { index += 1 }
      let name = String(characters[start..<index])
      guard let value = DocumentEquation.priorityNames[name] else {
        let known = DocumentEquation.priorityNames.keys.sorted().joined(separator: ", ")
        throw error(
          "unknown priority \"\(name)\" (expected a number 1...1000 or one of \(known))",
          at: start)
      }
      return value
    }
    let value = try number(after: "@")
    guard (1...1000).contains(value) else {
      throw error("priority \(LengthText.format(value)) is outside 1...1000", at: start)
    }
    return Float(value)
  }

  /// Reads a constraint identifier after `#`: letters, digits, `_`, `-` and `.`.
  mutating func identifier() throws(EquationError) -> String {
    let start = index
    while let next = peek(), next.isLetter || next.isNumber || "_-.".contains(next) {
      index += 1
    }
    guard index > start else { throw error("expected an identifier after #") }
    return String(characters[start..<index])
  }

  /// Checks that nothing but spaces is left.
  mutating func expectEnd() throws(EquationError) {
    skipSpaces()
    if let next = peek() {
      throw error("unexpected \"\(next)\"; expected *, +, -, @PRIORITY, #IDENTIFIER or the end")
    }
  }

  /// The next character, or `nil` at the end.
  private func peek() -> Character? {
    index < characters.count ? characters[index] : nil
  }

  /// Skips spaces and tabs.
  private mutating func skipSpaces() {
    while let next = peek(), next == " " || next == "\t" { index += 1 }
  }
}
