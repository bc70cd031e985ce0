import Foundation
import Testing

// Running the built `truss` binary as a subprocess, for the end-to-end command tests.

/// The package's root directory (this file is `Tests/TrussCLITests/TrussBinary.swift`).
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What a run of `truss` printed and how it exited.
struct TrussRun {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// The `truss` binary built next to the test bundle.
///
/// Looks in the directory of the test bundle (the build's products directory), then in the
/// directories above the test process's executable, then in `.build/debug`; `TRUSS_BINARY`
/// overrides them all.
func trussBinary() throws -> URL {
  try builtBinary("truss", override: ProcessInfo.processInfo.environment["TRUSS_BINARY"])
}

/// An executable of the package (`truss`, `loop-demo`) built next to the test bundle, looked
/// for as ``trussBinary()`` says; `override` is a path to use first.
func builtBinary(_ name: String, override: String? = nil) throws -> URL {
  var candidates: [URL] = []
  if let override { candidates.append(URL(fileURLWithPath: override)) }
  for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
    candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
  }
  if var directory = Bundle.main.executableURL?.deletingLastPathComponent() {
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent(name))
      directory.deleteLastPathComponent()
    }
  }
  candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
  let found = candidates.first { url in
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
  }
  return try #require(
    found,
    """
    The \(name) binary was not found; build it with `swift build`. \
    Looked at: \(candidates.map(\.path).joined(separator: ", "))
    """)
}

/// Runs `truss` with `arguments`, feeding `input` to its standard input, with `environment`
/// added to the test's own.
func runTruss(
  _ arguments: [String], input: String = "", environment: [String: String] = [:]
) throws -> TrussRun {
  try run(try trussBinary(), arguments, input: input, environment: environment)
}

/// Runs `executable` as ``runTruss(_:input:environment:)`` runs `truss`.
func run(
  _ executable: URL, _ arguments: [String], input: String = "",
  environment: [String: String] = [:]
) throws -> TrussRun {
  let process = Process()
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  process.executableURL = executable
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
