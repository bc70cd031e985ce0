import Foundation
import Testing
import Truss

// Malformed formats: each gets its own message and a caret under the character at fault.

/// One malformed format, the message it must give and where its caret goes.
struct Malformed: CustomTestStringConvertible, Sendable {
  var format: String
  var message: String
  var offset: Int
  var options: LayoutConstraint.FormatOptions = []

  var testDescription: String { "\(format) → \(message)" }
}

private let keyPathHint =
  "self is not a key in the views dictionary. 'self.a' looks like a key path: view and metric "
  + "names are plain dictionary keys, so bind the object to a name without dots, such as 'a'"
private let thickness =
  "A predicate on a view's thickness must end with ')' and the view must end with ']'"
private let parenthesized =
  "A view's predicate with a relation must be in parentheses, as in [view(>=50)]"
private let unknownRelation = "Unknown relation. Must be ==, >=, or <="
private let expectedObject = "Expected a number, a metric name or a view name"
private let noSuperview =
  "Unable to interpret '|' character, because the related view doesn't have a superview"

private let cases: [Malformed] = [
  Malformed(
    format: "V[a]", message: "Expected ':' after 'V' to specify vertical arrangement", offset: 1),
  Malformed(
    format: "H[a]", message: "Expected ':' after 'H' to specify horizontal arrangement", offset: 1),
  Malformed(
    format: "V|[a]|", message: "Expected ':' after 'V' to specify vertical arrangement",
    offset: 1),
  Malformed(format: "", message: "Expected a view", offset: 0),
  Malformed(format: "H:", message: "Expected a view", offset: 2),
  Malformed(format: "|", message: "Expected a view", offset: 1),
  Malformed(format: "|-", message: "Expected a spacing, a view or '|' after '-'", offset: 2),
  Malformed(format: "[a]-", message: "Expected a spacing, a view or '|' after '-'", offset: 4),
  Malformed(format: "[", message: "Expected a view name after '['", offset: 1),
  Malformed(format: "[]", message: "Expected a view name after '['", offset: 1),
  Malformed(format: "[1a]", message: "Expected a view name after '['", offset: 1),
  Malformed(format: "[a", message: "Expected ']' to end the view", offset: 2),
  Malformed(format: "[a(50]", message: thickness, offset: 5),
  Malformed(format: "[a(50)", message: thickness, offset: 6),
  Malformed(format: "[a(=50)]", message: unknownRelation, offset: 3),
  Malformed(format: "[a(<50)]", message: unknownRelation, offset: 3),
  Malformed(format: "[a(=>50)]", message: unknownRelation, offset: 3),
  Malformed(format: "[a]-(>5)-[b]", message: unknownRelation, offset: 5),
  Malformed(format: "[a>=50]", message: parenthesized, offset: 2),
  Malformed(format: "[a(>=)]", message: expectedObject, offset: 5),
  Malformed(format: "[a()]", message: expectedObject, offset: 3),
  Malformed(format: "[a(50,)]", message: expectedObject, offset: 6),
  Malformed(format: "[a]-(-)-[b]", message: expectedObject, offset: 5),
  Malformed(
    format: "[a(50@)]",
    message: "Expected a number or a metric name after '@' to give the priority", offset: 6),
  Malformed(
    format: "[a(50@0)]", message: "Invalid priority 0: a priority must be between 1 and 1000",
    offset: 6),
  Malformed(
    format: "[a(50@1001)]",
    message: "Invalid priority 1001: a priority must be between 1 and 1000", offset: 6),
  Malformed(
    format: "[a(50@big)]",
    message: "Invalid priority 5000: a priority must be between 1 and 1000", offset: 6),
  Malformed(format: "[a(50 60)]", message: "Expected ',' or ')' after a predicate", offset: 6),
  Malformed(format: "[a]-(10-[b]", message: "Expected ',' or ')' after a predicate", offset: 7),
  Malformed(format: "[a]-(>=10]", message: "Expected ',' or ')' after a predicate", offset: 9),
  Malformed(format: "[a]-10[b]", message: "Expected '-' to end the spacing", offset: 6),
  Malformed(format: "[a]-(10)[b]", message: "Expected '-' to end the spacing", offset: 8),
  Malformed(
    format: "[a]|[b]", message: "Expected the end of the format after the trailing '|'",
    offset: 4),
  Malformed(
    format: "V:[a]-[b]|-", message: "Expected the end of the format after the trailing '|'",
    offset: 10),
  Malformed(format: "[a]x", message: "Expected '-', a view or '|' after a view", offset: 3),
  Malformed(format: "[a]-[b]#", message: "Unable to interpret '#' character", offset: 7),
  Malformed(format: "[a];", message: "Unable to interpret ';' character", offset: 3),
  Malformed(format: "[a(50%)]", message: "Unable to interpret '%' character", offset: 5),
  Malformed(format: "[self.a]", message: keyPathHint, offset: 1),
  Malformed(format: "[a(==self.a)]", message: keyPathHint, offset: 5),
  Malformed(format: "[blackBox]", message: "Unable to find view with name blackBox", offset: 1),
  Malformed(
    format: "H:|-[a]-[blackBox]", message: "Unable to find view with name blackBox", offset: 9),
  Malformed(format: "[a]-gap-[b]", message: "Unable to find metric with name gap", offset: 4),
  Malformed(format: "[a(50@p)]", message: "Unable to find metric with name p", offset: 6),
  Malformed(
    format: "[a(50)]-(>=5@500,<=x)-[b]", message: "Unable to find metric with name x",
    offset: 19),
  Malformed(format: "[a(==w)]", message: "Unable to find view or metric with name w", offset: 5),
  Malformed(
    format: "[a]-b-[c]", message: "b is a view, but a spacing must be a number or a metric",
    offset: 4),
  Malformed(format: "[a(huge)]", message: "The metric huge is not a finite number", offset: 3),
  Malformed(
    format: "[thing]",
    message: "The object for thing in the views dictionary is not a view or a layout guide",
    offset: 1),
  Malformed(format: "|[orphan]", message: noSuperview, offset: 0),
  Malformed(format: "V:[orphan]-|", message: noSuperview, offset: 11),
  Malformed(
    format: "H:[a]-[b]",
    message: "Options mask required views to be aligned on a horizontal edge, which is not "
      + "allowed for layout that is also horizontal.",
    offset: 0, options: .alignAllLeading),
  Malformed(
    format: "V:[a]-[b]",
    message: "Options mask required views to be aligned on a vertical edge, which is not "
      + "allowed for layout that is also vertical.",
    offset: 0, options: [.alignAllLeading, .alignAllFirstBaseline]),
  Malformed(
    format: "[a]-[b]",
    message: "Options mask specifies more than one direction; choose one of "
      + "directionLeadingToTrailing, directionLeftToRight and directionRightToLeft",
    offset: 0, options: [.directionLeftToRight, .directionRightToLeft]),
]

/// Not a layout item.
private final class Thing {}

@Suite struct MalformedFormatTests {
  /// Views `a`, `b`, `c` in a superview, `orphan` alone, `thing` not a view; metrics `big`
  /// (5000), `huge` (infinite), `m` (10).
  static func attempt(
    _ format: String, options: LayoutConstraint.FormatOptions = []
  ) -> VisualFormatError? {
    let scene = Scene(["a", "b", "c"])
    var views = scene.views
    views["orphan"] = View(frame: .zero)
    views["thing"] = Thing()
    let metrics: [String: CGFloat] = ["big": 5000, "huge": .infinity, "m": 10]
    do {
      _ = try LayoutConstraint.visualFormatConstraints(
        format, options: options, metrics: metrics, views: views)
      return nil
    } catch {
      return error
    }
  }

  @Test func thereAreAtLeastFortyDistinctCases() {
    #expect(cases.count >= 40)
    #expect(Set(cases.map(\.format)).count == cases.count)
  }

  @Test(arguments: cases) func reportsItsFaultWithACaret(_ c: Malformed) throws {
    let error = try #require(Self.attempt(c.format, options: c.options))
    #expect(error.message == c.message)
    #expect(error.offset == c.offset)
    let caret = String(repeating: " ", count: c.offset) + "^"
    #expect(
      error.description
        == "Unable to parse constraint format:\n\(c.message)\n\(c.format)\n\(caret)")
  }

  @Test func rendersAppleExampleExactly() throws {
    let error = try #require(Self.attempt("V|[backgroundBox]|"))
    #expect(
      error.description == """
        Unable to parse constraint format:
        Expected ':' after 'V' to specify vertical arrangement
        V|[backgroundBox]|
         ^
        """)
  }

  @Test func rendersUnknownViewExactly() throws {
    let error = try #require(Self.attempt("H:[a]-[blackBox]"))
    #expect(
      error.description == """
        Unable to parse constraint format:
        Unable to find view with name blackBox
        H:[a]-[blackBox]
               ^
        """)
  }

  @Test func caretCountsCharactersNotBytes() throws {
    let scene = Scene(["é"])
    do {
      _ = try LayoutConstraint.visualFormatConstraints("[é]-[ü]", views: scene.views)
      Issue.record("[é]-[ü] should not lower: ü is not a view")
    } catch {
      #expect(error.offset == 5)
      #expect(error.description.hasSuffix("[é]-[ü]\n     ^"))
    }
  }

  @Test func theUIKitNamedVariantReturnsNothingForABadFormat() {
    let scene = Scene(["a"])
    #expect(LayoutConstraint.constraints(withVisualFormat: "[a(=5)]", views: scene.views).isEmpty)
  }
}
