import Foundation
import Testing
import Truss

// The syntax tree: what the parser makes of each part of the grammar, and its canonical
// description with the standard spacing spelled as UIKit spells it.
@Suite struct ParserTests {
  @Test func statementParts() throws {
    let statement = try FormatStatement(parsing: "V:|-(>=20@750)-[a(==b)]-[b]|")
    #expect(statement.orientation == .vertical)
    #expect(statement.leadingEdge?.offset == 2)
    #expect(statement.views.map(\.name) == ["a", "b"])
    #expect(statement.views[0].offset == 16)
    #expect(
      statement.views[0].predicates == [
        FormatPredicate(relation: .equal, object: .name("b", offset: 20), offset: 18)
      ])
    #expect(statement.connections == [.standard])
    #expect(statement.trailingEdge?.connection == .flush)
    #expect(
      statement.leadingEdge?.connection
        == .predicates([
          FormatPredicate(
            relation: .greaterThanOrEqual, object: .number(20), priority: .number(750), offset: 5)
        ]))
  }

  @Test func descriptionSpellsStandardSpacingAsNSSpace() throws {
    let statement = try FormatStatement(parsing: "|-[find]-[findNext]-[findField(>=20)]-|")
    #expect(
      statement.description
        == "H:|-(NSSpace(20))-[find]-(NSSpace(8))-[findNext]-(NSSpace(8))-[findField(>=20)]"
        + "-(NSSpace(20))-|")
  }

  @Test func spacesAreSkipped() throws {
    let statement = try FormatStatement(
      parsing: "H: | - m - [ a ( 100 @ low , <= 2.5 ) ] [b] - ( -4 ) - |")
    #expect(statement.description == "H:|-(==m)-[a(==100@low,<=2.5)][b]-(==-4)-|")
  }

  @Test func simplePredicatesAndMetricNames() throws {
    let statement = try FormatStatement(parsing: "[a]-gap-[b]-12.5-[c]")
    #expect(
      statement.connections == [
        .predicates([
          FormatPredicate(relation: .equal, object: .name("gap", offset: 4), offset: 4)
        ]),
        .predicates([FormatPredicate(relation: .equal, object: .number(12.5), offset: 12)]),
      ])
  }
}
