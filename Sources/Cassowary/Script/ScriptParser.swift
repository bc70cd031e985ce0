/// Parses one line of a constraint script into a ``ScriptCommand`` (recursive descent over
/// the tokens of ``ScriptLexer``).
struct ScriptParser {
  /// Why a line could not be parsed; becomes ``ScriptCommand/error(line:message:)``.
  struct SyntaxError: Error {
    var message: String
  }

  private let tokens: [ScriptLexer.Token]
  private var position = 0

  private init(tokens: [ScriptLexer.Token]) {
    self.tokens = tokens
  }

  /// The command on a line, `nil` for a blank or comment-only line, or an
  /// ``ScriptCommand/error(line:message:)`` when the line is malformed.
  static func parseLine(_ bytes: ArraySlice<UInt8>, line: Int) -> ScriptCommand? {
    let tokens = ScriptLexer.tokens(of: bytes)
    if tokens.isEmpty { return nil }
    var parser = ScriptParser(tokens: tokens)
    do {
      return try parser.command(line: line)
    } catch {
      return .error(line: line, message: error.message)
    }
  }

  // MARK: Commands

  private mutating func command(line: Int) throws(SyntaxError) -> ScriptCommand {
    guard let first = tokens.first, first.kind == .identifier else {
      throw expected("a command")
    }
    position = 1
    let command: ScriptCommand
    switch first.text {
    case "constraint":
      let id = try identifier("a constraint ID after 'constraint'")
      let priority = try priorityIfWritten() ?? .required
      let lhs = try expression()
      guard let token = peek, case .relation(let relation) = token.kind else {
        throw expected("==, <= or >= after the expression")
      }
      position += 1
      let rhs = try expression()
      try end(after: "the expression")
      command = .constraint(
        line: line, id: id, priority: priority, lhs: lhs, relation: relation, rhs: rhs)
    case "remove":
      let id = try identifier("a constraint ID after 'remove'")
      try end(after: "the constraint ID")
      command = .remove(line: line, id: id)
    case "edit":
      let variable = try identifier("a variable after 'edit'")
      let written = try priorityIfWritten()
      if let written, written.isRequired {
        throw SyntaxError(message: "an edit variable's priority must be below 1000")
      }
      try end(after: written == nil ? "the variable" : "the priority")
      command = .edit(line: line, variable: variable, priority: written ?? .strong)
    case "suggest":
      let variable = try identifier("a variable after 'suggest'")
      let value = try signedNumber("a number after '\(variable)'")
      try end(after: "the number")
      command = .suggest(line: line, variable: variable, value: value)
    case "unedit":
      let variable = try identifier("a variable after 'unedit'")
      try end(after: "the variable")
      command = .unedit(line: line, variable: variable)
    case "print":
      var variables: [String] = []
      while peek != nil {
        variables.append(try identifier("a variable name"))
      }
      command = .print(line: line, variables: variables)
    default:
      throw SyntaxError(message: "unknown command '\(first.text)'")
    }
    return command
  }

  /// `@required` or `@NUMBER` (1...1000), or `nil` when the next token is not `@`.
  private mutating func priorityIfWritten() throws(SyntaxError) -> Priority? {
    guard let token = peek, token.kind == .at else { return nil }
    position += 1
    let problem = "priority must be 'required' or a number from 1 to 1000"
    guard let value = peek else { throw failure(problem) }
    if value.kind == .identifier, value.text == "required" {
      position += 1
      return .required
    }
    guard case .number(let number) = value.kind, let priority = Priority(number) else {
      throw failure(problem)
    }
    position += 1
    return priority
  }

  // MARK: Expressions

  /// `[+|-] term {(+|-) term}` where a term is `NUMBER`, `VAR` or `NUMBER*VAR`.
  private mutating func expression() throws(SyntaxError) -> ScriptExpression {
    var result = ScriptExpression()
    var sign = 1.0
    if let token = peek, token.kind == .minus || token.kind == .plus {
      sign = token.kind == .minus ? -1 : 1
      position += 1
    }
    while true {
      try term(sign, &result)
      guard let token = peek, token.kind == .minus || token.kind == .plus else { break }
      sign = token.kind == .minus ? -1 : 1
      position += 1
    }
    guard result.constant.isFinite else {
      throw SyntaxError(message: "the sum of the numbers is out of range")
    }
    return result
  }

  /// Appends one term, with `sign` applied, to `result`.
  private mutating func term(_ sign: Double, _ result: inout ScriptExpression) throws(SyntaxError) {
    guard let token = peek else { throw expected("a number or a variable") }
    switch token.kind {
    case .number(let value):
      position += 1
      if let star = peek, star.kind == .star {
        position += 1
        let name = try identifier("a variable after '*'")
        result.terms.append(ScriptExpression.Term(name, sign * value))
      } else {
        result.constant += sign * value
      }
    case .identifier:
      position += 1
      if let star = peek, star.kind == .star {
        throw SyntaxError(message: "write the coefficient before the variable, as in 2*x")
      }
      result.terms.append(ScriptExpression.Term(token.text, sign))
    default:
      throw expected("a number or a variable")
    }
  }

  // MARK: Tokens

  private var peek: ScriptLexer.Token? {
    position < tokens.count ? tokens[position] : nil
  }

  /// Consumes an identifier, or fails with "expected `what`".
  private mutating func identifier(_ what: String) throws(SyntaxError) -> String {
    guard let token = peek, token.kind == .identifier else { throw expected(what) }
    position += 1
    return token.text
  }

  /// Consumes an optionally signed number, or fails with "expected `what`".
  private mutating func signedNumber(_ what: String) throws(SyntaxError) -> Double {
    var sign = 1.0
    if let token = peek, token.kind == .minus || token.kind == .plus {
      sign = token.kind == .minus ? -1 : 1
      position += 1
    }
    guard let token = peek, case .number(let value) = token.kind else { throw expected(what) }
    position += 1
    return sign * value
  }

  /// Fails unless every token has been read.
  private func end(after what: String) throws(SyntaxError) {
    guard let token = peek else { return }
    if case .invalid(let message) = token.kind { throw SyntaxError(message: message) }
    throw SyntaxError(message: "unexpected '\(token.text)' after \(what)")
  }

  /// "expected `what`", saying what was found instead.
  private func expected(_ what: String) -> SyntaxError {
    failure("expected \(what)")
  }

  /// `message` about the next token, saying what it is; an unreadable token reports its own
  /// problem instead, since that is the real one.
  private func failure(_ message: String) -> SyntaxError {
    guard let token = peek else { return SyntaxError(message: message) }
    if case .invalid(let problem) = token.kind { return SyntaxError(message: problem) }
    return SyntaxError(message: "\(message), found '\(token.text)'")
  }
}
