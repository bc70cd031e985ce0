import Foundation
import Testing

// `truss solve`, end to end: the built binary run as a subprocess on the bundled examples,
// on standard input, on a missing file and on a script with errors.

/// The package's root directory (this file is `Tests/TrussCLITests/SolveCommandTests.swift`).
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What a run of `truss` printed and how it exited.
private struct TrussRun {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// The `truss` binary built next to the test bundle.
///
/// Looks in the directory of the test bundle (the build's products directory), then in the
/// directories above the test process's executable, then in `.build/debug`; `TRUSS_BINARY`
/// overrides them all.
private func trussBinary() throws -> URL {
  var candidates: [URL] = []
  if let path = ProcessInfo.processInfo.environment["TRUSS_BINARY"] {
    candidates.append(URL(fileURLWithPath: path))
  }
  for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
    candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("truss"))
  }
  if var directory = Bundle.main.executableURL?.deletingLastPathComponent() {
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent("truss"))
      directory.deleteLastPathComponent()
    }
  }
  candidates.append(packageRoot.appendingPathComponent(".build/debug/truss"))
  let found = candidates.first { url in
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
  }
  return try #require(
    found,
    """
    The truss binary was not found; build it with `swift build` (or set TRUSS_BINARY). \
    Looked at: \(candidates.map(\.path).joined(separator: ", "))
    """)
}

/// Runs `truss` with `arguments`, feeding `input` to its standard input.
private func runTruss(_ arguments: [String], input: String = "") throws -> TrussRun {
  let process = Process()
  process.executableURL = try trussBinary()
  process.arguments = arguments
  process.currentDirectoryURL = packageRoot
  // Files rather than pipes, so a large output cannot fill a pipe and block the child.
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("truss-cli-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let inputURL = directory.appendingPathComponent("stdin")
  let outputURL = directory.appendingPathComponent("stdout")
  let errorURL = directory.appendingPathComponent("stderr")
  try Data(input.utf8).write(to: inputURL)
  try Data().write(to: outputURL)
  try Data().write(to: errorURL)
  let inputHandle = try FileHandle(forReadingFrom: inputURL)
  let outputHandle = try FileHandle(forWritingTo: outputURL)
  let errorHandle = try FileHandle(forWritingTo: errorURL)
  defer {
    try? inputHandle.close()
    try? outputHandle.close()
    try? errorHandle.close()
  }
  process.standardInput = inputHandle
  process.standardOutput = outputHandle
  process.standardError = errorHandle
  try process.run()
  process.waitUntilExit()
  return TrussRun(
    status: process.terminationStatus,
    standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
    standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
}

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
    #expect(run.status != 0)
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
