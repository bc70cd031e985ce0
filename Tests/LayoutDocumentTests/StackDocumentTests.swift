import Foundation
import LayoutDocument
import Testing
import Truss

/// Issue 13: `kind: stack` in documents; a stack's children are its arranged subviews.
@Suite("Layout documents: stacks") struct StackDocumentTests {
  @Test func aStackArrangesItsChildrenInDocumentOrder() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 200]}
      views:
        - {id: row, kind: stack, axis: horizontal, distribution: fillEqually, spacing: 10}
        - {id: a, parent: row}
        - {id: b, parent: row, hidden: true}
        - {id: c, parent: row}
      constraints:
        - row.leading == root.leading
        - row.trailing == root.trailing
        - row.top == root.top
        - row.height == 40
      """)
    let row = try #require(loaded.views["row"] as? StackView)
    #expect(row.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
    // b is hidden: a and c share 300 − 10 = 290 equally.
    #expect(
      loaded.framesTable() == """
        row  0 0 300 40
        a    0 0 145 40
        b    145 0 0 40
        c    155 0 145 40

        """)
    #expect(loaded.check().isClean)
  }

  @Test func badStackSettingsPointAtTheProblem() {
    for (text, message) in [
      ("{id: s, kind: stack, axis: diagonal}", "unknown axis \"diagonal\""),
      ("{id: s, kind: stack, alignment: middle}", "unknown alignment \"middle\""),
      ("{id: s, kind: stack, distribution: even}", "unknown distribution \"even\""),
      ("{id: s, kind: label, spacing: 4}", "a label has no spacing"),
    ] {
      #expect(throws: DocumentError.self) {
        try LayoutDocument.load("window: {size: [100, 100]}\nviews:\n  - \(text)\n")
      }
      do {
        _ = try LayoutDocument.load("window: {size: [100, 100]}\nviews:\n  - \(text)\n")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }
}
