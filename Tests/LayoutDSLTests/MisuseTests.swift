import Foundation
import Testing

/// Each misuse from `Misuse.md` must fail to type-check with its compiler message. The test
/// runs `swiftc -typecheck` against the modules of this build (about 0.2 s a snippet); it is
/// skipped where the modules or `swiftc` cannot be found.
@Suite(.enabled(if: misuseModules != nil, "needs the build's Modules directory"))
struct MisuseTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var code: String
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "X meets Y", code: "LayoutConstraint.build { a.leadingAnchor == b.topAnchor }",
      message: "cannot convert value of type 'LayoutAnchor<LayoutYAxisAnchor>' to expected "
        + "argument type 'LayoutAnchor<LayoutXAxisAnchor>'"),
    Case(
      name: "location equals a constant", code: "LayoutConstraint.build { a.leadingAnchor == 10 }",
      message: "binary operator '==' cannot be applied to operands of type 'LayoutXAxisAnchor' "
        + "and 'Int'"),
    Case(
      name: "dimension meets location",
      code: "LayoutConstraint.build { a.widthAnchor == b.leadingAnchor }",
      message: "cannot convert value of type 'LayoutAnchor<LayoutXAxisAnchor>' to expected "
        + "argument type 'LayoutAnchor<LayoutDimension>'"),
    Case(
      name: "priority on a non-constraint", code: "a.widthAnchor ~ .defaultHigh",
      message: "binary operator '~' cannot be applied to operands of type 'LayoutDimension' and "
        + "'LayoutPriority'"),
    Case(
      name: "location with a multiplier",
      code: "LayoutConstraint.build { a.leadingAnchor == b.leadingAnchor * 2 }",
      message: "requires that 'LayoutXAxisAnchor' conform to"),
    Case(
      name: "center point instead of center anchors",
      code: "LayoutConstraint.build { a.center == b.center }",
      message: "no exact matches in call to static method 'buildExpression'"),
  ]

  @Test(arguments: cases) func failsToCompile(_ misuse: Case) throws {
    let (status, text) = try typecheck(misuse.code)
    #expect(status != 0, "\(misuse.name) compiled")
    #expect(text.contains(misuse.message), "\(misuse.name): \(text)")
  }

  @Test func correctUseCompiles() throws {
    // Guards the harness: the failures above must come from the misuse, not the setup.
    let (status, text) = try typecheck(
      "LayoutConstraint.build { a.leadingAnchor == b.leadingAnchor + 8 }")
    #expect(status == 0, "\(text)")
  }

  /// Type-checks `code` after two views `a` and `b`; returns the exit status and output.
  private func typecheck(_ code: String) throws -> (Int32, String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("LayoutDSLMisuse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("snippet.swift")
    try "import Truss\nlet a = View()\nlet b = View()\n_ = \(code)\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", try #require(misuseModules).path, file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}

/// The `Modules` directory next to the test bundle, where SwiftPM puts `Truss.swiftmodule`;
/// `nil` when the tests run from elsewhere.
let misuseModules: URL? = {
  let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let modules = bundle.appendingPathComponent("Modules")
  let found = FileManager.default.fileExists(
    atPath: modules.appendingPathComponent("Truss.swiftmodule").path)
  return found ? modules : nil
}()
