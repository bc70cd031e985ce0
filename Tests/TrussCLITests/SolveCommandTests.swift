import Foundation
import Testing

// `truss solve`, end to end: the built binary run as a subprocess on the bundled examples,
// on standard input, on a missing file and on a script with errors.

/// Whether an output contains an `error LINE: MESSAGE` line.
private func hasErrorLine(_ output: String) -> Bool {
  output.split(separator: "\n").contains { line in
    guard line.hasPrefix("error "), let colon = line.firstIndex(of: ":") else { return false }
    let number = line[line.index(line.startIndex, offsetBy: 6)..<colon]
    return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
  }
}

@Suite("truss solve") struct SolveCommandTests {
  /// The example scripts, by name (`basics.tcs`...).
  static func exampleScripts() -> [String] {
    let directory = packageRoot.appendingPathComponent("Examples/solver")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".tcs") }.sorted()
  }

  @Test func examplesExist() {
    #expect(Self.exampleScripts().count >= 2)
  }

  @Test(arguments: exampleScripts())
  func exampleMatchesExpectedOutput(_ name: String) throws {
    let script = packageRoot.appendingPathComponent("Examples/solver/\(name)")
    let expectedURL = script.deletingPathExtension().appendingPathExtension("expected")
    let expected = String(decoding: try Data(contentsOf: expectedURL), as: UTF8.self)
    let run = try runTruss(["solve", script.path])
    #expect(run.standardOutput == expected, "\(name): output differs from \(expectedURL.path)")
    #expect(run.standardError == "")
    #expect(run.status == (hasErrorLine(expected) ? 1 : 0), "\(name): exit status")
  }

  @Test func readsStandardInputForDash() throws {
    let run = try runTruss(
      ["solve", "-"],
      input: """
        # from standard input
        constraint sum a + b == 10
        constraint diff a - b == 4
        constraint clash a == 0
        print
        """)
    #expect(run.standardOutput == "unsatisfiable clash conflicts sum diff\na 7\nb 3\n")
    #expect(run.standardError == "")
    #expect(run.status == 0)
  }

  @Test func emptyScriptPrintsNothing() throws {
    let run = try runTruss(["solve", "-"])
    #expect(run.standardOutput == "")
    #expect(run.status == 0)
  }

  @Test func missingFileExitsWithStatus2AndOneLine() throws {
    let run = try runTruss(["solve", "no-such-script.tcs"])
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError == "truss: cannot read 'no-such-script.tcs': No such file or directory\n"
    )
  }

  @Test func directoryExitsWithStatus2() throws {
    let run = try runTruss(["solve", "Examples"])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("truss: cannot read 'Examples': "))
    #expect(run.standardError.split(separator: "\n").count == 1)
  }

  @Test func scriptWithErrorsExitsWithStatus1AndRunsTheRest() throws {
    let run = try runTruss(
      ["solve", "-"],
      input: """
        constraint c x == 1
        frobnicate
        constraint c x == 2
        print
        """)
    #expect(
      run.standardOutput == """
        error 2: unknown command 'frobnicate'
        error 3: constraint 'c' already exists
        x 1

        """)
    #expect(run.standardError == "")
    #expect(run.status == 1)
  }

  @Test func missingArgumentIsAUsageError() throws {
    let run = try runTruss(["solve"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("Missing expected argument"))
  }

  @Test func versionAndHelp() throws {
    let version = try runTruss(["--version"])
    #expect(version.status == 0)
    #expect(!version.standardOutput.isEmpty)
    let help = try runTruss(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("Auto Layout for every Swift platform"))
    #expect(help.standardOutput.contains("solve"))
  }
}
