import Foundation
import LayoutDocument
import Testing
import Truss

/// A card placed 10 points lower than its design frame says, a close button within half a
/// pixel of its design frame, a far button beyond it, and a badge no constraint mentions.
private let misplacedDocument = """
  window: {size: [375, 600], scale: 2}
  views:
    - {id: card, frame: [16, 160, 343, 200]}
    - {id: close, frame: [10.2, 10, 20, 20]}
    - {id: far, frame: [10.3, 40, 20, 20]}
    - {id: badge, frame: [300, 20, 40, 20]}
  constraints:
    - "H:|-(16)-[card]-(16)-|"
    - card.top == root.top + 170
    - card.height == 200
    - close.leading == root.leading + 10
    - close.top == root.top + 10
    - close.width == 20
    - close.height == 20
    - far.leading == root.leading + 10
    - far.top == root.top + 40
    - far.width == 20
    - far.height == 20
  """

/// A photo given two widths.
private let conflictDocument = """
  window: {size: [300, 400]}
  views:
    - {id: photo}
  constraints:
    - photo.leading == root.leading
    - photo.top == root.top
    - photo.height == 100
    - photo.width == 100
    - "photo.width == 200 #wide"
  """

@Suite("Layout documents: check") struct DocumentCheckTests {
  @Test func aCleanDocumentHasNoProblems() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 400], scale: 2}
      views:
        - {id: title, kind: label, text: Hi, frame: [16, 20, 16.5, 20.5]}
        - {id: badge, frame: [200, 20, 40, 20]}
      constraints:
        - title.leading == root.leading + 16
        - title.top == root.top + 20
      """)
    let check = loaded.check()
    #expect(check.isClean)
    #expect(check.problems.isEmpty)
    #expect(check.text() == "no problems\n")
    #expect(
      check.json() == """
        {
          "clean": true,
          "problems": [],
          "summary": "no problems"
        }

        """)
  }

  @Test func ambiguousViewsWithTheirVariables() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 400]}
      views:
        - {id: box}
        - {id: badge, ambiguity: position}
        - {id: spacer, ambiguity: never}
        - {id: tag, ambiguity: position}
      constraints:
        - box.top == root.top
        - box.height == 10
        - badge.leading == root.leading
        - badge.top == root.top
        - spacer.top == root.top
        - tag.top == root.top
        - tag.width == 10
        - tag.height == 10
      """)
    let check = loaded.check()
    #expect(
      check.problems == [
        .ambiguous(view: "box", variables: ["minX", "Width"]),
        .ambiguous(view: "tag", variables: ["minX"]),
      ])
    #expect(
      check.text() == """
        ambiguous: box (minX, Width)
          suggestion: box has no horizontal position (a leading, trailing or centerX constraint) \
        and no width (a width constraint, or constraints on both its leading and trailing \
        edges): add both.

        ambiguous: tag (minX)
          suggestion: tag has no horizontal position (a leading, trailing or centerX constraint): \
        add one.

        2 problems

        """)
  }

  @Test func misplacedViewsOnTheDesignDevice() throws {
    let loaded = try LayoutDocument.load(misplacedDocument)
    let check = loaded.check()
    #expect(
      check.problems == [
        .misplaced(
          view: "card", design: CGRect(x: 16, y: 160, width: 343, height: 200),
          solved: CGRect(x: 16, y: 170, width: 343, height: 200)),
        .misplaced(
          view: "far", design: CGRect(x: 10.3, y: 40, width: 20, height: 20),
          solved: CGRect(x: 10, y: 40, width: 20, height: 20)),
      ])
    #expect(
      check.text() == """
        misplaced: card design [16, 160, 343, 200] solved [16, 170, 343, 200]

        misplaced: far design [10.3, 40, 20, 20] solved [10, 40, 20, 20]

        2 problems

        """)
  }

  @Test func noMisplacedViewsOffTheDesignDevice() throws {
    let loaded = try LayoutDocument.load(
      misplacedDocument, options: LoadOptions(orientation: .landscape))
    #expect(loaded.check().isClean)
  }

  @Test func unsatisfiableConstraintsNamedByLineAndIdentifier() throws {
    let loaded = try LayoutDocument.load(conflictDocument)
    let check = loaded.check()
    #expect(
      check.problems == [
        .unsatisfiable(
          conflict: ["photo.width == 100 (line 8)", "photo.width == 200 #wide (line 9)"],
          broken: "photo.width == 200 #wide (line 9)")
      ])
    #expect(
      check.text() == """
        unsatisfiable: broke photo.width == 200 #wide (line 9); the conflict:
          photo.width == 100 (line 8)
          photo.width == 200 #wide (line 9)
          suggestion: photo.width == 200 #wide (line 9) gives photo a width that photo.width == 100 (line 8) does not: remove whichever is left over (a size set twice), or lower its priority to 999 to keep it as a preference.

        1 problem

        """)
    #expect(loaded.views["photo"]?.frame.width == 100)
  }

  @Test func unsatisfiableVisualFormatConstraintsNameTheirPartOfTheLine() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 400]}
      views:
        - {id: photo}
      constraints:
        - "H:|[photo(100)]"
        - photo.width == 200
        - photo.top == root.top
        - photo.height == 3
      """)
    #expect(
      loaded.check().problems == [
        .unsatisfiable(
          conflict: ["H:[photo(100)] in H:|[photo(100)] (line 5)", "photo.width == 200 (line 6)"],
          broken: "photo.width == 200 (line 6)")
      ])
  }

  @Test func jsonReport() throws {
    let check = DocumentCheck(problems: [
      .unsatisfiable(conflict: ["a.width == 1 (line 3)", "w (line 4)"], broken: "w (line 4)"),
      .ambiguous(view: "title", variables: ["minX", "Width"]),
      .misplaced(
        view: "card", design: CGRect(x: 16, y: 160, width: 343, height: 200),
        solved: CGRect(x: 16, y: 170.3333333, width: 343, height: 200)),
      .log("a \"quoted\"\nline"),
    ])
    #expect(
      check.json() == #"""
        {
          "clean": false,
          "problems": [
            {
              "broken": "w (line 4)",
              "conflict": [
                "a.width == 1 (line 3)",
                "w (line 4)"
              ],
              "kind": "unsatisfiable"
            },
            {
              "kind": "ambiguous",
              "variables": [
                "minX",
                "Width"
              ],
              "view": "title"
            },
            {
              "design": [16, 160, 343, 200],
              "kind": "misplaced",
              "solved": [16, 170.333, 343, 200],
              "view": "card"
            },
            {
              "kind": "log",
              "message": "a \"quoted\"\nline"
            }
          ],
          "summary": "4 problems"
        }

        """#)
    #expect(check.text().hasSuffix("\n\nlog: a \"quoted\"\nline\n\n4 problems\n"))
  }

  /// Problems come unsatisfiable first, then ambiguous, misplaced and logged ones.
  @Test func problemsComeInTheContractsOrder() throws {
    let text = """
      device: iPhone 15 Pro
      views:
        - {id: loose}
        - {id: card, frame: [0, 0, 10, 10]}
      constraints:
        - loose.top == root.top
        - card.leading == root.leading
        - card.top == root.top + 5
        - card.width == 10
        - card.height == 10
        - card.height == 20
      """
    let loaded = try LayoutDocument.load(
      text, options: LoadOptions(device: DeviceProfile.named("iPhone 15 Pro"), split: .half))
    let kinds = loaded.check().problems.map { problem in
      switch problem {
      case .unsatisfiable: "unsatisfiable"
      case .ambiguous: "ambiguous"
      case .misplaced: "misplaced"
      case .redundant: "redundant"
      case .log: "log"
      }
    }
    #expect(kinds == ["unsatisfiable", "ambiguous", "misplaced", "log"])
  }

  @Test func constraintsKnowTheirDocumentLine() throws {
    let loaded = try LayoutDocument.load(conflictDocument, file: "photo.yaml")
    #expect(loaded.constraints.map(\.line) == [5, 6, 7, 8, 9])
    #expect(loaded.constraints.allSatisfy { $0.fileID == "photo.yaml" })
  }
}
