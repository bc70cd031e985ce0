import Foundation
import Testing

// `truss vfl`, end to end: the built binary run as a subprocess.

/// The package's root directory (this file is `Tests/TrussCLITests/VflCommandTests.swift`).
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What a run of `truss` printed and how it exited.
private struct VflRun {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// The `truss` binary next to the test bundle, above the test process, or in `.build/debug`;
/// `TRUSS_BINARY` overrides them all.
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
  return try #require(found, "The truss binary was not found; build it with `swift build`.")
}

/// Runs `truss vfl` with `arguments`.
private func runVfl(_ arguments: [String]) throws -> VflRun {
  let process = Process()
  process.executableURL = try trussBinary()
  process.arguments = ["vfl"] + arguments
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("truss-vfl-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let outputURL = directory.appendingPathComponent("stdout")
  let errorURL = directory.appendingPathComponent("stderr")
  try Data().write(to: outputURL)
  try Data().write(to: errorURL)
  let outputHandle = try FileHandle(forWritingTo: outputURL)
  let errorHandle = try FileHandle(forWritingTo: errorURL)
  defer {
    try? outputHandle.close()
    try? errorHandle.close()
  }
  process.standardOutput = outputHandle
  process.standardError = errorHandle
  try process.run()
  process.waitUntilExit()
  return VflRun(
    status: process.terminationStatus,
    standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
    standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
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
