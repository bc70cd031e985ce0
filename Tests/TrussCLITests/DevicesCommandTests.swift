import Foundation
import Testing

// `truss devices`, end to end.

@Suite("truss devices") struct DevicesCommandTests {
  @Test func listsEveryDeviceWithItsNumbers() throws {
    let run = try runTruss(["devices"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("iPhone 15 Pro  393x852 @3x"))
    #expect(lines.contains("  portrait: safe area 59 0 34 0, compact/regular"))
    #expect(lines.contains("  landscape: safe area 0 59 21 59, compact/compact"))
    #expect(lines.filter { !$0.hasPrefix(" ") }.count == 10)
    // Deterministic: the same bytes twice.
    #expect(try runTruss(["devices"]).standardOutput == run.standardOutput)
  }
}
