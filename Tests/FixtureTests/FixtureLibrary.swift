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

  /// Reads and validates one fixture.
  ///
  /// - Throws: `FixtureError` prefixed with the file's path.
  static func load(_ path: String) throws -> Fixture {
    let url = root.appendingPathComponent(path)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw FixtureError("Fixtures/layout/\(path): cannot read the file (\(error))")
    }
    do {
      return try Fixture.parse(data, name: path)
    } catch let error as FixtureError {
      throw FixtureError("Fixtures/layout/\(path): \(error.message)")
    }
  }
}
