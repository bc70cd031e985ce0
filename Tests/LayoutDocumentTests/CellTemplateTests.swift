import Foundation
import Testing
import Truss
import Yams

@testable import LayoutDocument

/// Issue 15: a table's cell template, filled from rows of data and laid out in a content view.
@Suite("Layout documents: cell templates") struct CellTemplateTests {
  static let template = """
    views:
      - {id: name, kind: label, text: "{name}", font: {family: box, size: 10}}
      - {id: message, kind: label, text: "{message} ({name})", numberOfLines: 0,
         font: {family: box, size: 10}}
    constraints:
      - "H:|-8-[name]-8-|"
      - "H:|-8-[message]-8-|"
      - "V:|-4-[name]-{gap}-[message]-4-|"
    """

  func template(_ text: String = CellTemplateTests.template) throws -> CellTemplate {
    let reader = NodeReader(file: "t.yaml", text: text)
    return try CellTemplate(try #require(try Yams.compose(yaml: text)), reader: reader)
  }

  func rows(_ text: String, of template: CellTemplate) throws -> [[String: String]] {
    let reader = NodeReader(file: "t.yaml", text: text)
    return try template.rows(try #require(try Yams.compose(yaml: text)), reader: reader)
  }

  @Test func placeholdersAreFieldNamesInBraces() {
    let found = CellTemplate.placeholders(in: "{a} {b_2}{} {1x} {a b} {_c}{").map(\.name)
    #expect(found == ["a", "b_2", "_c"])
  }

  @Test func theTemplateListsItsFieldsAndEachRowFillsThem() throws {
    let cell = try template()
    #expect(cell.fields == ["name", "message", "gap"])
    let data = try rows("- {name: Ada, message: Notes, gap: 6}", of: cell)
    #expect(data == [["name": "Ada", "message": "Notes", "gap": "6"]])
    let filled = cell.filled(with: data[0])
    let text = try Yams.serialize(node: filled)
    #expect(text.contains("Notes (Ada)") && text.contains("V:|-4-[name]-6-[message]-4-|"))
  }

  @Test func onlyFieldsOutsideTextsCanMakeARowFail() throws {
    // `gap` is in a constraint; `name` and `message` only in texts.
    let cell = try template()
    #expect(cell.riskyFields == ["gap"])
    let rows: [[String: String]] = [
      ["name": "a", "message": "x", "gap": "6"], ["name": "b", "message": "y", "gap": "6"],
      ["name": "c", "message": "z", "gap": "8"],
    ]
    #expect(cell.representatives(of: rows) == [0, 2])
  }

  @Test func aFilledCellLaysOutInItsContentView() throws {
    let cell = try template()
    let content = View(frame: CGRect(x: 0, y: 0, width: 116, height: 100))
    let window = Window(size: CGSize(width: 116, height: 100))
    window.addSubview(content)
    let reader = NodeReader(file: "t.yaml", text: CellTemplateTests.template)
    let active = try Loader.loadCell(
      cell, row: ["name": "Ada", "message": "Notes on it", "gap": "6"], number: 0,
      into: content, reader: reader, options: LoadOptions(), traits: window.traitCollection,
      orientation: .portrait)
    #expect(active.count == 7)
    // Box font: 10 points a glyph. "Notes on it (Ada)" is 17 glyphs, 170 points, wrapped at
    // 116 − 16 = 100: "Notes on " (90) and "it (Ada)" (80), two lines of 12.
    let size = content.systemLayoutSizeFitting(
      CGSize(width: 116, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(content.subviews.map(\.identifier) == ["name", "message"])
    #expect(size.height > 4 + 12 + 6 + 4)
  }

  @Test(arguments: [
    ("- {name: Ada, message: M}", "row 0 has no field \"gap\""),
    ("- {name: Ada, message: M, gap: 1, colour: red}", "unknown field \"colour\" in row 0"),
    ("- [Ada]", "expected row 0 as a mapping"),
    ("{name: Ada}", "expected the rows"),
  ])
  func badRowsPointAtTheProblem(_ text: String, _ message: String) throws {
    let cell = try template()
    do {
      _ = try rows(text, of: cell)
      Issue.record("expected an error containing \(message)")
    } catch let error as DocumentError {
      #expect(error.message.contains(message), "\(error)")
    }
  }

  @Test func aTemplateErrorNamesTheRow() throws {
    let text = "views:\n  - {id: x, kind: label, numberOfLines: \"{lines}\"}\n"
    let cell = try template(text)
    let content = View()
    do {
      _ = try Loader.loadCell(
        cell, row: ["lines": "many"], number: 3, into: content,
        reader: NodeReader(file: "t.yaml", text: text), options: LoadOptions(),
        traits: TraitCollection(), orientation: .portrait)
      Issue.record("expected an error")
    } catch {
      #expect(error.message.hasPrefix("in row 3 of the table: expected the number of lines"))
      #expect(error.line == 2)
    }
  }
}
