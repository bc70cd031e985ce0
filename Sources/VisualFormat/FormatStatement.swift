import AutoLayout
import Foundation

/// One parsed visual format string: the syntax tree, with no views attached (SPEC §7).
///
/// The grammar is Apple's:
///
/// ```
/// format     ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
/// connection ::= '' | '-' | '-' simplePredicate '-' | '-' predicateList '-'
/// view       ::= '[' name predicateList? ']'
/// predicateList ::= '(' predicate (',' predicate)* ')'
/// predicate  ::= relation? (number | name) ('@' (number | name))?
/// ```
///
/// Offsets count Unicode scalars from the start of the format, so an error can put its caret
/// under the character at fault. ``description`` prints the statement in a canonical form,
/// with the standard spacing spelled `NSSpace(8)` and `NSSpace(20)` as UIKit prints it.
public struct FormatStatement: Hashable, Sendable, CustomStringConvertible {
  /// Whether the format lays views out along the x axis (`H:`, the default) or the y axis.
  public enum Orientation: Hashable, Sendable {
    /// `H:`: left to right (or leading to trailing).
    case horizontal
    /// `V:`: top to bottom.
    case vertical
  }

  /// A superview edge `|` and the connection between it and the nearest view.
  public struct Edge: Hashable, Sendable {
    /// The spacing between the superview's edge and the view.
    public var connection: FormatConnection
    /// Where the `|` is.
    public var offset: Int

    /// An edge at `offset` with `connection`.
    public init(connection: FormatConnection, offset: Int) {
      self.connection = connection
      self.offset = offset
    }
  }

  /// The axis the views are arranged along.
  public var orientation: Orientation
  /// The leading superview edge (`|` before the first view), if the format has one.
  public var leadingEdge: Edge?
  /// The views, in order. Never empty in a parsed statement.
  public var views: [FormatView]
  /// The connections between consecutive views: `connections[i]` is between `views[i]` and
  /// `views[i + 1]`.
  public var connections: [FormatConnection]
  /// The trailing superview edge (`|` after the last view), if the format has one.
  public var trailingEdge: Edge?

  /// A statement from its parts.
  public init(
    orientation: Orientation, leadingEdge: Edge?, views: [FormatView],
    connections: [FormatConnection], trailingEdge: Edge?
  ) {
    self.orientation = orientation
    self.leadingEdge = leadingEdge
    self.views = views
    self.connections = connections
    self.trailingEdge = trailingEdge
  }

  /// Parses `format`.
  ///
  /// - Throws: ``VisualFormatError`` naming the first fault and where it is.
  /// - Complexity: O(n) in the length of `format`.
  public init(parsing format: String) throws(VisualFormatError) {
    var parser = FormatParser(format)
    self = try parser.parseStatement()
  }

  /// The statement in canonical visual format: `H:|-(NSSpace(20))-[a(>=50)]-(NSSpace(8))-[b]|`.
  public var description: String {
    var text = orientation == .horizontal ? "H:" : "V:"
    if let leadingEdge { text += "|" + leadingEdge.connection.description }
    for (index, view) in views.enumerated() {
      if index > 0 { text += connections[index - 1].description(between: .views) }
      text += view.description
    }
    if let trailingEdge { text += trailingEdge.connection.description + "|" }
    return text
  }
}
