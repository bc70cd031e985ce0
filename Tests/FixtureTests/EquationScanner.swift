/// Reads the pieces of one fixture equation left to right; errors quote the equation and the
/// column of the fault.
struct EquationScanner {
  /// The equation's characters.
  private let characters: [Character]
  /// The equation as written, for error messages.
  private let text: String
  /// The next character to read.
  private var index = 0

  /// A scanner at the start of `text`.
  init(_ text: String) {
    self.text = text
    self.characters = Array(text)
  }

  /// Fails with a message quoting the equation and the current column.
  func error(_ message: String) -> FixtureError {
    FixtureError("\"\(text)\": \(message) (column \(index + 1))")
  }

  /// Whether the next token starts an `ITEM.ATTR` operand (a letter or underscore).
  mutating func startsOperand() -> Bool {
    skipSpaces()
    guard let next = peek() else { return false }
    return next.isLetter || next == "_"
  }

  /// Reads `ITEM.ATTR`; the attribute is what follows the last dot.
  mutating func operand(after context: String) throws -> EquationOperand {
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
      throw error("expected ITEM.ATTRIBUTE, found \"\(name)\"")
    }
    let item = String(name[..<dot])
    let attributeName = String(name[name.index(after: dot)...])
    guard let attribute = EquationAttribute(rawValue: attributeName) else {
      let known = EquationAttribute.allCases.map(\.rawValue).joined(separator: ", ")
      throw error("unknown attribute \"\(attributeName)\" (known: \(known))")
    }
    return EquationOperand(item: item, attribute: attribute)
  }

  /// Reads `==`, `<=` or `>=`, or returns `nil` (consuming nothing) when none is next.
  mutating func relation() -> EquationRelation? {
    skipSpaces()
    guard index + 1 < characters.count else { return nil }
    let pair = String(characters[index...index + 1])
    guard let relation = EquationRelation(rawValue: pair) else { return nil }
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
  mutating func number(after context: String) throws -> Double {
    skipSpaces()
    let start = index
    while let next = peek(), next.isNumber || next == "." {
      index += 1
    }
    let digits = String(characters[start..<index])
    guard !digits.isEmpty, let value = Double(digits) else {
      throw error("expected a number after \(context)")
    }
    return value
  }

  /// Reads a decimal number with an optional leading `-`.
  mutating func signedNumber(after context: String) throws -> Double {
    if consume("-") {
      return -(try number(after: "-"))
    }
    return try number(after: context)
  }

  /// Reads a priority after `@`: a number in 1...1000 or a UIKit name (`defaultHigh`, …).
  mutating func priority() throws -> Float {
    skipSpaces()
    if let next = peek(), next.isLetter {
      let start = index
      while let next = peek(), next.isLetter { index += 1 }
      let name = String(characters[start..<index])
      guard let value = ConstraintEquation.priorityNames[name] else {
        let known = ConstraintEquation.priorityNames.keys.sorted().joined(separator: ", ")
        throw error("unknown priority \"\(name)\" (a number 1...1000 or one of \(known))")
      }
      return value
    }
    let value = try number(after: "@")
    guard (1...1000).contains(value) else {
      throw error("priority \(NumberText.format(value)) is outside 1...1000")
    }
    return Float(value)
  }

  /// Reads a constraint identifier after `#`: letters, digits, `_`, `-` and `.`.
  mutating func identifier() throws -> String {
    let start = index
    while let next = peek(), next.isLetter || next.isNumber || "_-.".contains(next) {
      index += 1
    }
    guard index > start else { throw error("expected an identifier after #") }
    return String(characters[start..<index])
  }

  /// Checks that nothing but spaces is left.
  mutating func expectEnd() throws {
    skipSpaces()
    if let next = peek() {
      throw error("unexpected \"\(next)\"")
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
