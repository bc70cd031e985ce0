import Foundation

/// Finds the fixture files: `Fixtures/layout/**/*.json` in the package, located from this
/// source file's path so the tests run from any working directory.
enum FixtureLibrary {
  /// The `Fixtures/layout` directory (this file is `Tests/FixtureTests/FixtureLibrary.swift`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/layout")

  /// Every fixture file's path relative to `root`, sorted.
  static func allPaths() -> [String] {
    let rootPath = root.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: rootPath) else { return [] }
    var paths: [String] = []
    while let next = enumerator.nextObject() as? String {
      if next.hasSuffix(".json") { paths.append(next) }
    }
    return paths.sorted()
  }

  /// Whether the file is disabled (its name starts with `x_`).
  static func isDisabled(_ path: String) -> Bool {
    (path.split(separator: "/").last ?? "").hasPrefix("x_")
  }

  /// The enabled fixtures, each in both directions.
  static func enabledCases() -> [FixtureCase] {
    allPaths().filter { !isDisabled($0) }.flatMap { path in
      FixtureDirection.allCases.map { FixtureCase(path: path, direction: $0) }
    }
  }

  /// The disabled fixtures' paths.
  static func disabledPaths() -> [String] {
    allPaths().filter(isDisabled)
  }

  /// Reads a disabled fixture's reason, without validating the rest of the file (see
  /// `Fixture.disabledReason(_:)`).
  ///
  /// - Throws: `FixtureError` prefixed with the file's path.
  static func disabledReason(_ path: String) throws -> String {
    do {
      return try Fixture.disabledReason(read(path))
    } catch let error as FixtureError {
      throw FixtureError("Fixtures/layout/\(path): \(error.message)")
    }
  }

  /// Reads and validates one fixture.
  ///
  /// - Throws: `FixtureError` prefixed with the file's path.
  static func load(_ path: String) throws -> Fixture {
    do {
      return try Fixture.parse(read(path), name: path)
    } catch let error as FixtureError {
      throw FixtureError("Fixtures/layout/\(path): \(error.message)")
    }
  }

  /// The bytes of one fixture file.
  ///
  /// - Throws: `FixtureError` when the file cannot be read.
  private static func read(_ path: String) throws -> Data {
    do {
      return try Data(contentsOf: root.appendingPathComponent(path))
    } catch {
      throw FixtureError("cannot read the file (\(error))")
    }
  }
}
