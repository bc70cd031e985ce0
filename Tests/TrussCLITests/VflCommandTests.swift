import Foundation
import Testing

// `truss vfl`, end to end: the built binary run as a subprocess.

/// Runs `truss vfl` with `arguments`.
private func runVfl(_ arguments: [String]) throws -> TrussRun {
  try runTruss(["vfl"] + arguments)
}

@Suite("truss vfl") struct VflCommandTests {
  @Test func printsOneConstraintPerLine() throws {
    let run = try runVfl([
      "|-[find]-[findNext]-[findField(>=20)]-|", "--views", "find,findNext,findField",
    ])
    #expect(
      run.standardOutput == """
        <LayoutConstraint H:|-(NSSpace(20))-[find]   (inactive, vfl:1)>
        <LayoutConstraint H:[find]-(NSSpace(8))-[findNext]   (inactive, vfl:1)>
        <LayoutConstraint H:[findNext]-(NSSpace(8))-[findField]   (inactive, vfl:1)>
        <LayoutConstraint H:[findField(>=20)]   (inactive, vfl:1)>
        <LayoutConstraint H:[findField]-(NSSpace(20))-|   (inactive, vfl:1)>

        """)
    #expect(run.standardError == "")
    #expect(run.status == 0)
  }

  @Test func metricsAndOptions() throws {
    let run = try runVfl([
      "H:|-(m)-[a(w@750)][b]", "--views", "a,b", "--metrics", "m=16,w=44",
      "--options", "alignAllTop,directionLeftToRight",
    ])
    #expect(
      run.standardOutput == """
        <LayoutConstraint H:|-(16)-[a]   (inactive, vfl:1)>
        <LayoutConstraint H:[a(44@750)]   (inactive, vfl:1)>
        <LayoutConstraint H:[a]-(0)-[b]   (inactive, vfl:1)>
        <LayoutConstraint b.top == a.top   (inactive, vfl:1)>

        """)
    #expect(run.status == 0)
  }

  @Test func syntaxPrintsStandardSpacingAsNSSpace() throws {
    let run = try runVfl(["--syntax", "|-[a]-[b]|"])
    #expect(run.standardOutput == "H:|-(NSSpace(20))-[a]-(NSSpace(8))-[b]|\n")
    #expect(run.status == 0)
  }

  @Test func formatErrorPrintsTheCaretAndExits1() throws {
    let run = try runVfl(["H:[a]-[blackBox]", "--views", "a"])
    #expect(run.standardOutput == "")
    #expect(
      run.standardError == """
        Unable to parse constraint format:
        Unable to find view with name blackBox
        H:[a]-[blackBox]
               ^

        """)
    #expect(run.status == 1)
  }

  @Test func unknownOptionExits2() throws {
    let run = try runVfl(["[a]", "--views", "a", "--options", "alignAllSideways"])
    #expect(run.standardError.hasPrefix("truss: unknown option 'alignAllSideways'"))
    #expect(run.status == 2)
  }

  @Test func badMetricExits2() throws {
    let run = try runVfl(["[a]", "--views", "a", "--metrics", "m=wide"])
    #expect(
      run.standardError == "truss: bad metric 'm=wide': expected name=number, such as margin=16\n")
    #expect(run.status == 2)
  }

  @Test func missingFormatFails() throws {
    let run = try runVfl([])
    #expect(run.status != 0)
  }
}
