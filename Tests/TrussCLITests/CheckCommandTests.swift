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

        """)
  }

  @Test func anAmbiguousScrollContentSizeIsNamedByItsContentGuide() throws {
    let run = try runTruss(["check", "Examples/documents/broken-scroll-content.yaml"])
    #expect(run.status == 1)
    #expect(
      run.standardOutput == """
        Examples/documents/broken-scroll-content.yaml (iPhone 15 Pro, portrait, 393 × 852): 1 problem
          ambiguous: scroll.content (Width, Height)

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
    let conflict = Array(lines.dropFirst(2))
    #expect(conflict.allSatisfy { $0.hasPrefix("    ") }, "\(run.standardOutput)")
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
}
