import AutoLayout
import Foundation

/// A recursive-descent parser for Apple's visual format grammar (see ``FormatStatement``).
///
/// One token of lookahead; every failure names what was expected at the current token, or
/// the character itself when it has no place in a format.
struct FormatParser {
  let format: String
  private var lexer: FormatLexer
  private var token = FormatToken(kind: .end, offset: 0)

  init(_ format: String) {
    self.format = format
    lexer = FormatLexer(Array(format.unicodeScalars))
  }

  /// Parses the whole format.
  mutating func parseStatement() throws(VisualFormatError) -> FormatStatement {
    let orientation = try parseOrientation()
    advance()
    var leadingEdge: FormatStatement.Edge?
    if token.kind == .bar {
      let offset = token.offset
      advance()
      leadingEdge = FormatStatement.Edge(
        connection: try parseConnection(afterView: false), offset: offset)
    }
    var views = [try parseView()]
    var connections: [FormatConnection] = []
    var trailingEdge: FormatStatement.Edge?
    while token.kind != .end {
      let connection = try parseConnection(afterView: true)
      if token.kind == .bar {
        trailingEdge = FormatStatement.Edge(connection: connection, offset: token.offset)
        advance()
        guard token.kind == .end else { throw fail(.textAfterSuperview) }
        break
      }
      connections.append(connection)
      views.append(try parseView())
    }
    return FormatStatement(
      orientation: orientation, leadingEdge: leadingEdge, views: views,
      connections: connections, trailingEdge: trailingEdge)
  }

  /// `H:` or `V:` (or nothing: horizontal). Leaves the lexer after the colon.
  private mutating func parseOrientation() throws(VisualFormatError) -> FormatStatement.Orientation
  {
    let first = lexer.scalar(at: 0)
    guard first == "H" || first == "V" else { return .horizontal }
    let orientation: FormatStatement.Orientation = first == "H" ? .horizontal : .vertical
    guard lexer.scalar(at: 1) == ":" else {
      throw VisualFormatError(.missingOrientationColon(orientation), in: format, at: 1)
    }
    _ = lexer.next()
    _ = lexer.next()
    return orientation
  }

  /// A connection, ending on the `[` or `|` that follows it.
  private mutating func parseConnection(
    afterView: Bool
  ) throws(VisualFormatError)
    -> FormatConnection
  {
    switch token.kind {
    case .openBracket, .bar:
      return .flush
    case .dash:
      advance()
    default:
      throw fail(afterView ? .expectedConnection : .expectedView)
    }
    let start = token.offset
    switch token.kind {
    case .openBracket, .bar:
      return .standard
    case .number(let value):
      advance()
      try expectDash()
      return .predicates([
        FormatPredicate(relation: .equal, object: .number(CGFloat(value)), offset: start)
      ])
    case .name(let name):
      try checkName(name)
      advance()
      try expectDash()
      return .predicates([
        FormatPredicate(relation: .equal, object: .name(name, offset: start), offset: start)
      ])
    case .openParen:
      let list = try parsePredicateList()
      try expectDash()
      return .predicates(list)
    case .relation, .badRelation:
      // `-[a]->=10-|`, `]-<=20-[`: one predicate without parentheses. Apple's grammar asks
      // for `-(>=10)-`, but UIKit accepts this form and shipped code relies on it (see
      // AppleExampleTests.unparenthesisedRelationsInConnections).
      let predicate = try parsePredicate()
      try expectDash()
      return .predicates([predicate])
    default:
      throw fail(.expectedAfterDash)
    }
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func parseView() throws(VisualFormatError) -> FormatView {
    guard token.kind == .openBracket else { throw fail(.expectedView) }
    advance()
    guard case .name(let name) = token.kind else { throw fail(.expectedViewName) }
    let offset = token.offset
    try checkName(name)
    advance()
    var predicates: [FormatPredicate] = []
    switch token.kind {
    case .openParen:
      predicates = try parsePredicateList(inView: true)
      guard token.kind == .closeBracket else { throw fail(.unterminatedViewPredicates) }
    case .closeBracket:
      break
    case .relation, .badRelation, .number:
      throw fail(.unparenthesizedRelation)
    default:
      throw fail(.unterminatedView)
    }
    advance()
    return FormatView(name: name, offset: offset, predicates: predicates)
  }

  /// `(predicate, …)`, starting on the `(`, ending after the `)`.
  private mutating func parsePredicateList(
    inView: Bool = false
  ) throws(VisualFormatError)
    -> [FormatPredicate]
  {
    advance()
    var list: [FormatPredicate] = []
    while true {
      list.append(try parsePredicate())
      switch token.kind {
      case .comma:
        advance()
      case .closeParen:
        advance()
        return list
      case .closeBracket, .end:
        throw fail(inView ? .unterminatedViewPredicates : .unterminatedPredicateList)
      default:
        throw fail(.unterminatedPredicateList)
      }
    }
  }

  /// `(relation)? (number | name) ('@' (number | name))?`.
  private mutating func parsePredicate() throws(VisualFormatError) -> FormatPredicate {
    let start = token.offset
    var relation = LayoutConstraint.Relation.equal
    switch token.kind {
    case .relation(let r):
      relation = r
      advance()
    case .badRelation:
      throw fail(.unknownRelation)
    default:
      break
    }
    guard let object = try parseOperand(negativeAllowed: true) else {
      throw fail(.expectedPredicateObject)
    }
    var priority: FormatOperand?
    if token.kind == .at {
      advance()
      let priorityStart = token.offset
      guard let value = try parseOperand(negativeAllowed: true) else {
        throw fail(.expectedPriority)
      }
      if case .number(let p) = value, !(p >= 1 && p <= 1000) {
        throw VisualFormatError(.invalidPriority(Double(p)), in: format, at: priorityStart)
      }
      priority = value
    }
    return FormatPredicate(relation: relation, object: object, priority: priority, offset: start)
  }

  /// A number (`-` allowed before it) or a name; `nil`, consuming nothing, if neither is here.
  private mutating func parseOperand(
    negativeAllowed: Bool
  ) throws(VisualFormatError)
    -> FormatOperand?
  {
    switch token.kind {
    case .number(let value):
      advance()
      return .number(CGFloat(value))
    case .name(let name):
      let offset = token.offset
      try checkName(name)
      advance()
      return .name(name, offset: offset)
    case .dash where negativeAllowed:
      var lookahead = lexer
      let next = lookahead.next()
      guard case .number(let value) = next.kind else { return nil }
      lexer = lookahead
      advance()
      return .number(CGFloat(-value))
    default:
      return nil
    }
  }

  private mutating func expectDash() throws(VisualFormatError) {
    guard token.kind == .dash else {
      if case .relation = token.kind { throw fail(.unparenthesizedRelation) }
      throw fail(.expectedDash)
    }
    advance()
  }

  /// Rejects key paths: the dictionaries hold plain names.
  private func checkName(_ name: String) throws(VisualFormatError) {
    if name.unicodeScalars.contains(".") {
      throw VisualFormatError(.keyPath(name), in: format, at: token.offset)
    }
  }

  private mutating func advance() { token = lexer.next() }

  /// An error at the current token: the character itself if it has no place in a format.
  private func fail(_ reason: VisualFormatError.Reason) -> VisualFormatError {
    if case .invalid(let s) = token.kind {
      return VisualFormatError(.unexpectedCharacter(Character(s)), in: format, at: token.offset)
    }
    return VisualFormatError(reason, in: format, at: token.offset)
  }
}
