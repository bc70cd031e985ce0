import Foundation

/// A Swift file previewed as a playground's live view: `truss preview Screen.swift`.
///
/// The file is ordinary Swift that imports `TrussUIKit` (or `Truss`) and declares a top-level
/// `func preview()` returning a view, a view controller or a window (README, Preview;
/// `Examples/swift/`). Each snapshot builds the file's program if the file changed (see
/// ``SwiftPreviewBuilder``) and runs it in a child process with the page's options: the
/// program draws what `preview()` built and writes the snapshot, and what it prints becomes
/// the snapshot's output. A compile error, a crash or a hang in the previewed code is a
/// ``PreviewFailure`` with the file's line and column where known; the server goes on.
public struct SwiftPreviewSource: PreviewSource {
  /// The previewed file.
  public let file: URL
  /// The Truss package the file is compiled against.
  public let packageRoot: URL
  /// How long one run of the program may take before it is killed and reported as a hang, in
  /// seconds.
  public var timeout: Double
  private let builder: SwiftPreviewBuilder
  /// Variables added to the program's environment (beside `SWIFT_BACKTRACE`).
  private let programEnvironment: [String: String]

  /// A preview of `file`, compiled against the Truss package at `packageRoot` (a clone: the
  /// runtime is built in its `.build`).
  ///
  /// `buildsRuntime: false` uses the runtime already in `.build` without running
  /// `swift build`: for the package's own tests, which `swift test` runs after building every
  /// product (the runtime too) and while it holds the build directory's lock, so a nested
  /// `swift build` would wait for it forever.
  public init(file: URL, packageRoot: URL, timeout: Double = 10, buildsRuntime: Bool = true) {
    self.init(
      file: file, packageRoot: packageRoot, buildDirectory: nil, compilerArguments: [],
      programEnvironment: [:], timeout: timeout, buildsRuntime: buildsRuntime)
  }

  /// A preview compiled against the build in `buildDirectory` (a `--scratch-path`; `nil` is
  /// the package's `.build`), with `compilerArguments` added to the compiler's and
  /// `programEnvironment` to the program's environment. A test hook, not API: the package's
  /// tests run from whatever build directory they were built in, and a build made with a
  /// sanitizer needs its previews compiled with it (`-sanitize=thread`) to link with its
  /// runtime, and run with the sanitizer's options.
  package init(
    file: URL, packageRoot: URL, buildDirectory: URL?, compilerArguments: [String],
    programEnvironment: [String: String], timeout: Double = 10, buildsRuntime: Bool = true
  ) {
    self.file = file.standardizedFileURL
    self.packageRoot = packageRoot.standardizedFileURL
    self.timeout = timeout
    self.programEnvironment = programEnvironment
    builder = SwiftPreviewBuilder(
      packageRoot: packageRoot, buildDirectory: buildDirectory,
      compilerArguments: compilerArguments, buildsRuntime: buildsRuntime)
  }

  /// The Truss package this binary was built from, if it is still there (`swift run truss`
  /// from a clone); else `TRUSS_PACKAGE_PATH` if set.
  public static func defaultPackageRoot() -> URL? {
    if let path = ProcessInfo.processInfo.environment["TRUSS_PACKAGE_PATH"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    // This file is Sources/LayoutPreview/Swift/SwiftPreviewSource.swift in the package.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let manifest = root.appendingPathComponent("Package.swift")
    return FileManager.default.fileExists(atPath: manifest.path) ? root : nil
  }

  /// The previewed file: a save rebuilds and redraws.
  public func watchedFiles() async -> [String] { [file.path] }

  /// Builds the file's program if needed and runs it with `options` (exercising the ambiguity
  /// of ``PreviewOptions/exercise``, if named); see ``snapshot(options:exercising:)``.
  public func render(_ options: PreviewOptions) async -> Result<PreviewSnapshot, PreviewFailure> {
    if let problem = options.problem {
      return .failure(PreviewFailure(kind: .load, message: problem))
    }
    do {
      return .success(try await snapshot(options: options, exercising: options.exercise))
    } catch {
      return .failure(error)
    }
  }

  /// Builds the file's program if needed and runs it with `options`, exercising the
  /// ambiguity of the view named `view` if one is given.
  ///
  /// - Throws: ``PreviewFailure``: `.compile` (first error's line and column, every error in
  ///   the output), `.crash` (the fatal error and the line of the file on the crashed stack),
  ///   `.hang` (killed after ``timeout`` seconds), `.internal` (the runtime did not build, the
  ///   program wrote no snapshot or a bad one).
  public func snapshot(
    options: PreviewOptions, exercising view: String?
  ) async throws(PreviewFailure) -> PreviewSnapshot {
    do {
      let program = try await builder.program(for: file)
      return try await run(program, options: options, exercising: view)
    } catch {
      throw failure(error)
    }
  }

  /// Runs the program once and reads its snapshot.
  func run(
    _ program: URL, options: PreviewOptions, exercising view: String?
  ) async throws(SwiftPreviewError) -> PreviewSnapshot {
    let snapshotFile = program.deletingLastPathComponent()
      .appendingPathComponent("snapshot-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: snapshotFile) }
    let optionsJSON: String
    do {
      optionsJSON = String(decoding: try JSONEncoder().encode(options), as: UTF8.self)
    } catch {
      throw SwiftPreviewError(kind: .internal, message: "bad options: \(error)", output: "")
    }
    var arguments = ["--options", optionsJSON, "--snapshot", snapshotFile.path]
    if let view { arguments += ["--exercise", view] }
    let outcome: ChildProcess.Outcome
    do {
      outcome = try await ChildProcess(
        executable: program, arguments: arguments,
        environment: programEnvironment.merging(["SWIFT_BACKTRACE": Self.backtrace]) { $1 },
        directory: file.deletingLastPathComponent(), timeout: timeout
      ).run()
    } catch {
      throw SwiftPreviewError(
        kind: .internal, message: "the preview program did not start: \(error)", output: "")
    }
    let name = file.lastPathComponent
    switch outcome.ending {
    case .exited(0):
      break
    case .timedOut:
      throw SwiftPreviewError(
        kind: .hang,
        message: "\(name) did not finish in \(Self.seconds(timeout)) s (an endless loop in"
          + " preview() or in layoutSubviews?); it was stopped",
        output: outcome.output + Self.lastLines(outcome.errors))
    case .exited(let status):
      throw SwiftPreviewError(
        kind: .crash, message: "the preview program exited with status \(status)",
        output: outcome.output + Self.lastLines(outcome.errors))
    case .signaled(let signal):
      let crash = SwiftCrash(standardError: outcome.errors, file: file.path)
      throw SwiftPreviewError(
        kind: .crash, message: crash.message ?? "the preview program crashed (signal \(signal))",
        line: crash.line, column: crash.column,
        output: outcome.output + Self.lastLines(outcome.errors))
    }
    let data: Data
    do {
      data = try Data(contentsOf: snapshotFile)
    } catch {
      throw SwiftPreviewError(
        kind: .internal, message: "the preview program wrote no snapshot",
        output: outcome.output + Self.lastLines(outcome.errors))
    }
    var snapshot: PreviewSnapshot
    do {
      snapshot = try JSONDecoder().decode(PreviewSnapshot.self, from: data)
    } catch {
      throw SwiftPreviewError(
        kind: .internal,
        message: "the preview program's snapshot does not read (\(data.count) bytes): \(error)",
        output: outcome.output)
    }
    snapshot.output = outcome.output
    // Truss logs to standard error what happens outside a window (constraints activated
    // between views that share none yet): the same console a UIKit developer reads.
    let errors = outcome.errors.split(separator: "\n").map(String.init)
    snapshot.logs += errors
    return snapshot
  }

  /// The Swift runtime's backtracer, set to write a short, plain backtrace of the crashed
  /// thread (the line of the previewed file is read from it) and never to wait for a debugger.
  static let backtrace =
    "enable=yes,interactive=no,color=no,registers=none,images=none,threads=crashed,"
    + "output-to=stderr"

  /// `text` shortened to its first 20 and last 40 lines when it is longer: a crash's fatal
  /// error is at the start of standard error, what the code printed last at its end.
  static func lastLines(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 60 else { return text }
    return (lines.prefix(20) + ["…"] + lines.suffix(40)).joined(separator: "\n")
  }

  /// `seconds` without a fraction when it has none.
  static func seconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }

  /// The model's failure for a build or run error, naming the previewed file.
  func failure(_ error: SwiftPreviewError) -> PreviewFailure {
    let kind: PreviewFailure.Kind =
      switch error.kind {
      case .compile: .compile
      case .crash: .crash
      case .hang: .hang
      case .internal: .internal
      }
    return PreviewFailure(
      kind: kind, message: error.message, file: file.lastPathComponent, line: error.line,
      column: error.column, output: error.output)
  }
}
