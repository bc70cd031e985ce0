import Foundation
import Testing

// Every bundled example through the binary: `truss frames` and `truss render -o -` give the
// same bytes on every run, and the bytes recorded in Fixtures/examples/ (re-record with
// TRUSS_RECORD_SNAPSHOTS=1 and review the diff).

@Suite("Example snapshots") struct ExampleSnapshotTests {
  static let examples: [String] = {
    let directory = packageRoot.appendingPathComponent("Examples/documents")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
  }()

  /// Compares `actual` with `Fixtures/examples/NAME`, or writes it when recording.
  private func expectSnapshot(_ actual: String, _ name: String) throws {
    let url = packageRoot.appendingPathComponent("Fixtures/examples/\(name)")
    if ProcessInfo.processInfo.environment["TRUSS_RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = try #require(
      FileManager.default.contents(atPath: url.path),
      "no snapshot Fixtures/examples/\(name); run with TRUSS_RECORD_SNAPSHOTS=1")
    #expect(String(decoding: expected, as: UTF8.self) == actual, "Fixtures/examples/\(name)")
  }

  @Test func everyExampleHasSnapshots() {
    #expect(Self.examples.count >= 8)
  }

  @Test(arguments: examples)
  func framesAreStable(_ name: String) throws {
    let path = "Examples/documents/\(name)"
    let first = try runTruss(["frames", path])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(try runTruss(["frames", path]).standardOutput == first.standardOutput)
    try expectSnapshot(
      first.standardOutput, name.replacingOccurrences(of: ".yaml", with: ".frames"))
  }

  @Test(arguments: examples)
  func svgIsStable(_ name: String) throws {
    let arguments = ["render", "Examples/documents/\(name)", "-o", "-", "--overlay", "all"]
    let first = try runTruss(arguments)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(try runTruss(arguments).standardOutput == first.standardOutput)
    try expectSnapshot(first.standardOutput, name.replacingOccurrences(of: ".yaml", with: ".svg"))
  }
}
