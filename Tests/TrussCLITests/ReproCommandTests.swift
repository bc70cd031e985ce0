import Foundation
import Testing

// `truss repro`, end to end: every real log of Tests/LayoutDiagnosticsTests/Logs replayed, its
// reproductions checked by `truss check`, the README's example, and bad input.

@Suite("truss repro") struct ReproCommandTests {
  /// The real logs, by file name.
  static let logs: [String] = {
    let directory = packageRoot.appendingPathComponent("Tests/LayoutDiagnosticsTests/Logs")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".log") }.sorted()
  }()

  /// A fresh temporary directory, removed by the caller.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("truss-repro-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The addresses of the conflict `truss check` reports for the reproduction at `path`:
  /// each conflicting constraint's `(line N)` points at a document line whose comment holds
  /// the address it came from. Also every problem line, for the caller to count.
  func checkedConflict(_ path: String) throws -> (addresses: [String], problems: [String]) {
    let run = try runTruss(["check", path])
    #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
    let document = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    var addresses: [String] = []
    let lines = run.standardOutput.split(separator: "\n")
    for line in lines.dropFirst() where line.hasPrefix("    ") && line.hasSuffix(")") {
      guard let open = line.range(of: "(line ", options: .backwards),
        let number = Int(line[open.upperBound...].dropLast()), number <= document.count
      else { continue }
      let comment = document[number - 1].split(separator: "#").last ?? ""
      if let address = comment.split(separator: " ").last(where: { $0.hasPrefix("0x") }) {
        addresses.append(String(address))
      }
    }
    let problems = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }.map(String.init)
    return (addresses.sorted(), problems)
  }

  @Test(arguments: logs)
  func everyReproductionIsConfirmedByCheck(_ log: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("repro.yaml").path
    let run = try runTruss([
      "repro", "Tests/LayoutDiagnosticsTests/Logs/\(log)", "--format", "json", "--output", output,
    ])
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]],
      "\(run.standardOutput)\(run.standardError)")
    let conflicts = objects.filter { $0["status"] as? String == "conflict" }
    let readable = objects.contains { ($0["status"] as? String) != "empty" }
    #expect(run.status == (conflicts.isEmpty ? (readable ? 0 : 2) : 1), "\(run.standardError)")
    for object in conflicts {
      let path = try #require(object["reproduction"] as? String)
      let minimal = ((object["minimal"] as? [String]) ?? []).sorted()
      let checked = try checkedConflict(path)
      #expect(checked.addresses == minimal, "\(log): \(path)")
      #expect(checked.problems.count == 1, "\(checked.problems)")
    }
  }

  @Test func theReadmeExampleIsTheCommandsOutput() throws {
    let run = try runTruss([
      "repro", "Tests/LayoutDiagnosticsTests/Logs/faqview-33.log", "--no-output",
    ])
    #expect(run.status == 1)
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let marker = "$ truss repro Tests/LayoutDiagnosticsTests/Logs/faqview-33.log --no-output\n"
    let start = try #require(readme.range(of: marker), "the README shows the example")
    let block = readme[start.upperBound...]
    let end = try #require(block.range(of: "```\n"))
    #expect(String(block[..<end.lowerBound]) == run.standardOutput)
  }

  @Test func theDocumentGoesNextToTheLogAndIsNumbered() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("keyboard.log")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent(
        "Tests/LayoutDiagnosticsTests/Logs/sunshine-conversations-ios-66.log"),
      to: log)
    let run = try runTruss(["repro", log.path])
    #expect(run.status == 1)
    let first = directory.appendingPathComponent("keyboard.repro.yaml").path
    let second = directory.appendingPathComponent("keyboard.repro-2.yaml").path
    #expect(FileManager.default.fileExists(atPath: first))
    #expect(FileManager.default.fileExists(atPath: second))
    #expect(run.standardOutput.contains("Reproduction: \(second) (truss check \(second)"))
    #expect(try checkedConflict(second).addresses == ["0x13c698cd0", "0x13c727e80", "0x13c73a690"])
  }

  @Test func noOutputWritesNothing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("cell.log")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Tests/LayoutDiagnosticsTests/Logs/colo-12.log"),
      to: log)
    let run = try runTruss(["repro", log.path, "--no-output"])
    #expect(run.status == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["cell.log"])
    #expect(!run.standardOutput.contains("Reproduction:"))
  }

  @Test func aLogWhosePrintedConstraintsHoldExitsWithZero() throws {
    let run = try runTruss([
      "repro", "Tests/LayoutDiagnosticsTests/Logs/autopkgr-196.log", "--no-output",
    ])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("can all hold together"))
    #expect(run.standardError == "")
  }

  @Test func badInputIsOneLineAndStatusTwo() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = try runTruss(["repro", "no-such.log"])
    #expect(missing.status == 2)
    #expect(
      missing.standardError
        == "truss: cannot read 'no-such.log': No such file or directory\n")
    let empty = try runTruss(["repro", "-"], input: "")
    #expect(empty.status == 2)
    #expect(
      empty.standardError
        == "truss: standard input has no \"Unable to simultaneously satisfy constraints\" report\n"
    )
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let random = directory.appendingPathComponent("random.bin")
    try Data(bytes).write(to: random)
    let noise = try runTruss(["repro", random.path, "--no-output"])
    #expect(noise.status == 2)
    #expect(noise.standardError.split(separator: "\n").count == 1)
    let format = try runTruss(["repro", "-", "--format", "yaml"], input: "")
    #expect(format.status == 2)
    #expect(format.standardError == "truss: unknown format 'yaml'; expected text or json\n")
  }

  @Test func redactedLogsAreReportedAndRefused() throws {
    let run = try runTruss([
      "repro", "Tests/LayoutDiagnosticsTests/Logs/masonry-415.log", "--no-output",
    ])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "truss: no constraint of 'Tests/LayoutDiagnosticsTests/Logs/masonry-415.log' could "
        + "be read\n")
    #expect(run.standardOutput.contains("Unreadable lines: 16, 19."))
    #expect(run.standardOutput.contains("Unreadable lines: 23, 26."))
  }

  @Test func hugeLinesNeitherCrashNorHang() throws {
    let line = String(repeating: "\"<NSLayoutConstraint:0x1 H:[UIView:0x2(", count: 50_000)
    let text = "Unable to simultaneously satisfy constraints.\n(\n" + line + "\n)\n"
    let run = try runTruss(["repro", "-", "--no-output", "--format", "json"], input: text)
    #expect(run.status == 2)
    #expect(run.standardOutput.contains("\"unreadableLines\": [\n      3\n    ]"))
  }

  @Test func theCommandIsListed() throws {
    let run = try runTruss(["--help"])
    #expect(run.standardOutput.contains("repro"))
  }
}
