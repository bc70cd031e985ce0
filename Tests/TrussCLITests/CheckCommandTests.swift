import Foundation
import Testing

// `truss check`, end to end: every problem in the broken examples, none in the good ones.

@Suite("truss check") struct CheckCommandTests {
  /// The bundled examples that must check clean.
  static let goodExamples = [
    "hello.yaml", "weather.yaml", "form.yaml", "chevron-edge.yaml", "card-cell.yaml",
  ]

  @Test(arguments: goodExamples)
  func goodExamplesHaveNoProblems(_ name: String) throws {
    let run = try runTruss(["check", "Examples/documents/\(name)"])
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    #expect(run.standardOutput.hasSuffix(": no problems\n"), "\(run.standardOutput)")
    #expect(run.standardError == "")
  }

  @Test(arguments: goodExamples)
  func goodExamplesHaveNoProblemsOnAnyDevice(_ name: String) throws {
    let run = try runTruss(["check", "Examples/documents/\(name)", "--all-devices", "--quiet"])
    #expect(run.status == 0, "\(run.standardOutput)")
    let lines = run.standardOutput.split(separator: "\n")
    // The document's own layout, then ten devices in two orientations but that one.
    #expect(lines.count == 20, "\(run.standardOutput)")
    #expect(lines.allSatisfy { $0.hasSuffix(": no problems") }, "\(run.standardOutput)")
  }

  @Test func ambiguousViewIsNamedWithItsVariable() throws {
    let run = try runTruss(["check", "Examples/documents/broken-ambiguous.yaml"])
    #expect(run.status == 1)
    #expect(
      run.standardOutput == """
        Examples/documents/broken-ambiguous.yaml (iPhone 15 Pro, portrait, 393 × 852): 1 problem
          ambiguous: banner (Height)
            suggestion: banner has no height (a height constraint, or a constraint on its bottom \
        edge): add one.

        """)
  }

  @Test func anAmbiguousScrollContentSizeIsNamedByItsContentGuide() throws {
    let run = try runTruss(["check", "Examples/documents/broken-scroll-content.yaml"])
    #expect(run.status == 1)
    #expect(
      run.standardOutput == """
        Examples/documents/broken-scroll-content.yaml (iPhone 15 Pro, portrait, 393 × 852): 1 problem
          ambiguous: scroll.content (Width, Height)
            suggestion: the chain that should size scroll.content stops at first: pin \
        first.trailing to scroll.content.trailing (a missing edge in the chain), or give \
        scroll.content a width.
                        the chain that should size scroll.content stops at second: pin \
        second.bottom to scroll.content.bottom (a missing edge in the chain), or give \
        scroll.content a height.

        """)
  }

  @Test func conflictListsTheSetAndTheBrokenConstraint() throws {
    let run = try runTruss(["check", "Examples/documents/broken-conflict.yaml"])
    #expect(run.status == 1)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix(": 1 problem") == true, "\(run.standardOutput)")
    #expect(
      lines.dropFirst().first
        == "  unsatisfiable: broke photo.width == 500 #photoWidth (line 13); the conflict:",
      "\(run.standardOutput)")
    let conflict = Array(lines.dropFirst(2).dropLast())  // the suggestion comes last
    #expect(conflict.allSatisfy { $0.hasPrefix("    ") }, "\(run.standardOutput)")
    // SPEC §9.9: the fixed width fights the pinned pair; lower it.
    #expect(
      lines.last
        == "    suggestion: lower the priority of photo.width == 500 #photoWidth (line 13) to "
        + "999: as a required fixed size it fights the edges pinned around it; optional, it "
        + "gives way when they leave another size.", "\(run.standardOutput)")
    #expect(
      conflict.contains(
        "    <LayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 393   (active)>"))
    #expect(conflict.contains("    photo.leading == root.leadingMargin (line 11)"))
    #expect(conflict.contains("    photo.trailing == root.trailingMargin (line 12)"))
    #expect(conflict.contains("    photo.width == 500 #photoWidth (line 13)"))
    #expect(run.standardError == "", "engine logs are collected, not printed")
  }

  @Test func misplacedViewShowsBothFrames() throws {
    let run = try runTruss(["check", "Examples/documents/broken-misplaced.yaml"])
    #expect(run.status == 1)
    #expect(
      run.standardOutput.hasSuffix(
        "1 problem\n  misplaced: pay design [16, 700, 361, 44] solved [16, 754, 361, 44]\n"),
      "\(run.standardOutput)")
  }

  @Test func misplacementIsCheckedOnTheDesignDeviceOnly() throws {
    let run = try runTruss([
      "check", "Examples/documents/broken-misplaced.yaml", "--all-devices", "--quiet",
    ])
    #expect(run.status == 1)
    // On the design device only, and once: the matrix's copy of it is not listed again.
    let flagged = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("1 problem") }
    #expect(
      flagged == [
        "Examples/documents/broken-misplaced.yaml (iPhone 15 Pro, portrait, 393 × 852): 1 problem"
      ], "\(run.standardOutput)")
    #expect(run.standardOutput.split(separator: "\n").count == 21, "20 layouts, 1 problem line")
  }

  @Test func usageErrorsAreOneLineAndStatus2() throws {
    for arguments in [
      ["check", "--bogus", "Examples/documents/hello.yaml"], ["check"], ["nosuch"],
      ["check", "Examples/documents/weather.yaml", "--split", "half"],
    ] {
      let run = try runTruss(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.standardError.hasPrefix("truss: "), "\(run.standardError)")
      #expect(run.standardError.filter { $0 == "\n" }.count == 1, "\(run.standardError)")
    }
  }

  @Test func jsonReport() throws {
    let run = try runTruss([
      "check", "Examples/documents/broken-ambiguous.yaml", "--format", "json",
    ])
    #expect(run.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(object["document"] as? String == "Examples/documents/broken-ambiguous.yaml")
    #expect(object["problemCount"] as? Int == 1)
    let layouts = try #require(object["layouts"] as? [[String: Any]])
    #expect(layouts.count == 1)
    #expect(layouts[0]["device"] as? String == "iPhone 15 Pro")
    #expect(run.standardOutput.contains("banner"))
    let again = try runTruss([
      "check", "Examples/documents/broken-ambiguous.yaml", "--format", "json",
    ])
    #expect(again.standardOutput == run.standardOutput)
  }

  @Test func badInputExitsWithStatus2() throws {
    let cases: [([String], String)] = [
      (["check", "-"], "views: ["),
      (["check", "Examples/documents/missing.yaml"], ""),
      (["check", "Examples/documents/hello.yaml", "--format", "xml"], ""),
      (["check", "Examples/documents/hello.yaml", "--split", "quarter"], ""),
    ]
    for (arguments, input) in cases {
      let run = try runTruss(arguments, input: input)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.standardOutput == "")
      #expect(run.standardError.filter { $0 == "\n" }.count == 1, "\(run.standardError)")
    }
  }

  /// A document with a constraint line written twice and one implied by two others.
  static let redundantDocument = """
    device: iPhone 15 Pro
    views:
      - {id: card}
    constraints:
      - card.leading == root.leadingMargin
      - card.trailing == root.trailingMargin
      - card.top == root.safeArea.top
      - card.height == 80
      - card.height == 80
      - card.leading == root.leading + 16
    """

  /// Issue 16, item 8: a duplicated line fails `check`; `--redundant` also names what an
  /// implied constraint follows from (SPEC §9.4).
  @Test func duplicatesAlwaysAndImpliedConstraintsWithRedundant() throws {
    let run = try runTruss(["check", "-"], input: Self.redundantDocument)
    #expect(run.status == 1)
    #expect(
      run.standardOutput == """
        <stdin> (iPhone 15 Pro, portrait, 393 × 852): 1 problem
          duplicate: card.height == 80 (line 9) repeats card.height == 80 (line 8)

        """)
    let all = try runTruss(["check", "-", "--redundant"], input: Self.redundantDocument)
    #expect(all.status == 1)
    #expect(
      all.standardOutput == """
        <stdin> (iPhone 15 Pro, portrait, 393 × 852): 2 problems
          duplicate: card.height == 80 (line 9) repeats card.height == 80 (line 8)
          redundant: card.leading == root.leading + 16 (line 10) is implied by:
            <LayoutConstraint 'UIView-leftMargin-guide-constraint' \
        root.UIViewLayoutMarginsGuide.left == root.left + 16   (active)>
            card.leading == root.leadingMargin (line 5)

        """)
    let json = try runTruss(
      ["check", "-", "--redundant", "--format", "json"], input: Self.redundantDocument)
    #expect(json.standardOutput.contains("\"kind\" : \"redundant\""), "\(json.standardOutput)")
    #expect(json.standardOutput.contains("\"duplicate\" : true"))
    #expect(json.standardOutput.contains("\"problemCount\" : 2"))
  }

  /// Suggestions reach the JSON report too.
  @Test func suggestionsInTheJSONReport() throws {
    let run = try runTruss(["check", "Examples/documents/broken-conflict.yaml", "--format", "json"])
    #expect(
      run.standardOutput.contains(
        "\"suggestion\" : \"lower the priority of photo.width == 500 #photoWidth (line 13) to "
          + "999: as a required fixed size it fights the edges pinned around it; optional, it "
          + "gives way when they leave another size.\""), "\(run.standardOutput)")
  }
}
