import Foundation
import Testing

@testable import LayoutPreview

/// `truss preview Screen.swift` end to end below the server: real Swift files compiled against
/// the package's runtime and run in child processes. `swift test` builds every product before
/// the tests, the runtime library too, and holds the build directory's lock while they run, so
/// the sources are told not to run `swift build` themselves. Each test compiles a file, so
/// they are few and run one at a time.
@Suite(
  .serialized,
  .enabled(
    if: previewBuildDirectory != nil,
    "the preview runtime is a debug build's: run from one (not `swift test -c release`)"))
struct SwiftPreviewTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The build directory these tests were built in (see ``previewBuildDirectory``).
  static let buildDirectory = previewBuildDirectory

  /// The sanitizer this test process was built with, as the compiler's argument: the runtime
  /// built beside it has it too, and a preview links with it only when compiled with it.
  static let sanitizerArguments: [String] = {
    let process = dlopen(nil, RTLD_NOW)
    let runtimes = [("__asan_init", "address"), ("__tsan_init", "thread")]
    return runtimes.filter { dlsym(process, $0.0) != nil }.map { "-sanitize=\($0.1)" }
  }()

  /// The previews' environment under AddressSanitizer: the Swift runtime's backtracer, which
  /// reports a crash, copies the crashed thread's stack with `memcpy`, and the sanitizer's
  /// `memcpy` reports that as a stack-buffer-underflow and deadlocks the crash handler
  /// (`replace_intrin=0` leaves the C library's `memcpy` unchecked in the previews only).
  static let programEnvironment: [String: String] = {
    guard sanitizerArguments == ["-sanitize=address"] else { return [:] }
    let options = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
    return ["ASAN_OPTIONS": options + "replace_intrin=0"]
  }()

  /// A preview of `file` compiled against the build these tests run from.
  static func source(file: URL, timeout: Double = 10) -> SwiftPreviewSource {
    SwiftPreviewSource(
      file: file, packageRoot: packageRoot, buildDirectory: buildDirectory,
      compilerArguments: sanitizerArguments, programEnvironment: programEnvironment,
      timeout: timeout, buildsRuntime: false)
  }

  /// A preview of `text` written to a fresh file named `name` in a temporary directory.
  static func source(
    _ name: String, _ text: String, timeout: Double = 10
  ) throws
    -> SwiftPreviewSource
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("truss-swift-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return source(file: file, timeout: timeout)
  }

  /// The failure `source` reports for the default options.
  static func failure(of source: SwiftPreviewSource) async -> PreviewFailure? {
    do {
      _ = try await source.snapshot(options: PreviewOptions(), exercising: nil)
      return nil
    } catch {
      return error
    }
  }

  @Test func theExampleCardIsLaidOutByItsConstraints() async throws {
    let example = Self.packageRoot.appendingPathComponent("Examples/swift/ProfileCard.swift")
    let source = Self.source(file: example)
    let snapshot = try await source.snapshot(
      options: PreviewOptions(device: "iPhone 15 Pro"), exercising: nil)
    // iPhone 15 Pro portrait: 393 wide, safe area 59 at the top. The screen view fills the
    // window by autoresizing and keeps a plain view's 8-point margins, as in UIKit. The card
    // is 16 below the safe area, margin to margin: 393 - 16 wide; 144 high is 16 + 64 (the
    // avatar) + 12 + two 18-point lines of bio + 16.
    #expect(snapshot.view("card")?.frame == PreviewFrame(x: 8, y: 75, width: 377, height: 144))
    // Inside the card's 16-point margins: the avatar at the top leading corner, 64 square
    // (frames are in window coordinates: the card's origin plus 16).
    #expect(snapshot.view("avatar")?.frame == PreviewFrame(x: 24, y: 91, width: 64, height: 64))
    // The bio below the avatar, 12 points down (92 in the card, 75 + 92 in the window),
    // margin to margin: 377 - 32 wide.
    #expect(snapshot.view("bio")?.frame.y == 167)
    #expect(snapshot.view("bio")?.frame.width == 345)
    // The views the file left unnamed are named as logs name them, in the SVG too.
    let ids = Set(snapshot.views.map(\.id))
    let drawn = DocumentPreviewTests.drawnNames(snapshot.svg)
    #expect(!drawn.isEmpty && drawn.isSubset(of: ids))
    #expect(snapshot.problems.isEmpty)
    #expect(snapshot.logs.isEmpty)
  }

  @Test func aCompileErrorHasItsLineAndColumn() async throws {
    let source = try Self.source(
      "Broken.swift",
      """
      import TrussUIKit

      func preview() -> UIView {
        let view = UIView()
        view.backgroundColour = .red
        return view
      }
      """)
    let failure = try #require(await Self.failure(of: source))
    #expect(failure.kind == .compile)
    #expect(failure.file == "Broken.swift")
    #expect(failure.line == 5)
    #expect(failure.column == 8)
    #expect(failure.message.contains("backgroundColour"))
    #expect(failure.output.contains("Broken.swift:5:8: error:"))
    #expect(!failure.output.contains(source.file.deletingLastPathComponent().path))
  }

  @Test func aFileWithoutPreviewIsToldTheConvention() async throws {
    let source = try Self.source(
      "NoPreview.swift", "import Truss\n\nfunc screen() -> View { View() }\n")
    let failure = try #require(await Self.failure(of: source))
    #expect(failure.kind == .compile)
    #expect(failure.message.contains("declares no top-level func preview()"))
  }

  /// Not under ThreadSanitizer: the line comes from the Swift runtime's backtrace, and the
  /// backtracer starts its memory server with `clone` from the signal handler, where the
  /// sanitizer's `clone` fails its own check ("tsan_rtl.cpp:261 ((!thr->slot)) != (0)") and
  /// ends the program with status 66 instead. AddressSanitizer and normal runs check it.
  @Test(
    .disabled(
      if: sanitizerArguments == ["-sanitize=thread"],
      "the Swift backtracer cannot run under ThreadSanitizer"))
  func aCrashNamesTheFatalErrorAndTheLine() async throws {
    let source = try Self.source(
      "Crash.swift",
      """
      import Truss

      func preview() -> View {
        let rows = [View()]
        return rows[rows.count]
      }
      """)
    let failure = try #require(await Self.failure(of: source))
    #expect(failure.kind == .crash)
    #expect(failure.message == "Fatal error: Index out of range")
    #expect(failure.line == 5)
  }

  @Test func aHangIsStopped() async throws {
    let source = try Self.source(
      "Hang.swift",
      """
      import Truss

      func preview() -> View {
        var count = 0
        while count >= 0 { count = (count + 1) % 10 }
        return View()
      }
      """, timeout: 2)
    let started = ContinuousClock.now
    let failure = try #require(await Self.failure(of: source))
    #expect(failure.kind == .hang)
    #expect(ContinuousClock.now - started < timeGuard(.seconds(30)))
  }

  @Test func theWindowsLogsAndPrintedTextAreShown() async throws {
    let source = try Self.source(
      "Conflict.swift",
      """
      import TrussUIKit

      func preview() -> UIViewController {
        let controller = UIViewController()
        let box = UIView()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
          box.widthAnchor.constraint(equalToConstant: 100),
          box.widthAnchor.constraint(equalToConstant: 200),
          box.heightAnchor.constraint(equalToConstant: 50),
          box.topAnchor.constraint(equalTo: controller.view.topAnchor),
          box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        ])
        print("built the box")
        return controller
      }
      """)
    let snapshot = try await source.snapshot(options: PreviewOptions(), exercising: nil)
    #expect(snapshot.output == "built the box\n")
    #expect(snapshot.logs.contains { $0.contains("Unable to simultaneously satisfy constraints") })
  }

  @Test func anUnchangedFileIsNotCompiledAgain() async throws {
    let source = try Self.source(
      "Cached.swift", "import Truss\n\nfunc preview() -> View {\n  print(1)\n  return View()\n}\n")
    let program = SwiftPreviewBuilder.directory(
      for: source.file.path,
      buildDirectory: Self.buildDirectory ?? Self.packageRoot.appendingPathComponent(".build")
    )
    .appendingPathComponent("preview")
    func built() throws -> Date? {
      try FileManager.default.attributesOfItem(atPath: program.path)[.modificationDate] as? Date
    }
    #expect(try await source.snapshot(options: PreviewOptions(), exercising: nil).output == "1\n")
    let first = try built()
    let landscape = PreviewOptions(device: "iPhone 15 Pro", orientation: "landscape")
    #expect(try await source.snapshot(options: landscape, exercising: nil).output == "1\n")
    #expect(try built() == first)
    try Data("import Truss\n\nfunc preview() -> View {\n  print(2)\n  return View()\n}\n".utf8)
      .write(to: source.file)
    #expect(try await source.snapshot(options: PreviewOptions(), exercising: nil).output == "2\n")
  }
}

/// The build directory these tests were built in (`swift test --scratch-path`, `.build` by
/// default): the test executable is in its `debug` directory, beside the runtime the
/// previews link with. `nil` when the runtime is not there (a release build): the suite is
/// then skipped.
let previewBuildDirectory: URL? = {
  guard let executable = Bundle.main.executableURL else { return nil }
  let products = executable.deletingLastPathComponent().resolvingSymlinksInPath()
  let directory = products.deletingLastPathComponent().deletingLastPathComponent()
  let runtimes = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
  let hasRuntime = runtimes.contains { $0.hasPrefix("libTrussPreviewRuntime.") }
  let debug = directory.appendingPathComponent("debug").resolvingSymlinksInPath()
  return hasRuntime && debug.path == products.path ? directory : nil
}()
