import AutoLayout

/// One token of a visual format, and where it starts (in Unicode scalars).
struct FormatToken: Equatable {
  enum Kind: Equatable {
    case bar
    case openBracket
    case closeBracket
    case openParen
    case closeParen
    case dash
    case comma
    case at
    case colon
    case relation(LayoutConstraint.Relation)
    /// `=`, `<`, `>` not followed by `=`, or `=>`-like spellings.
    case badRelation
    case number(Double)
    /// A name; it may hold dots (`self.view`), which the parser rejects with a hint.
    case name(String)
    case invalid(Unicode.Scalar)
    case end
  }

  var kind: Kind
  var offset: Int
}
