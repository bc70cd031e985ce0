import Foundation
import Testing
import TrussFuzzing

/// Every input kept in `FuzzRegressions/<target>/` (inputs that once found a bug, see
/// `Scripts/fuzz.sh`) run through its fuzz target's entry point: none may break an invariant
/// (and, by running at all, none crashes or hangs).
@Suite struct FuzzRegressionTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("FuzzRegressions")

  /// The kept inputs of `target`, sorted by name.
  static func inputs(of target: FuzzTarget) -> [URL] {
    let folder = directory.appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func keptInputsBreakNoInvariant(_ target: FuzzTarget) throws {
    for url in Self.inputs(of: target) {
      let bytes = try Data(contentsOf: url)
      let problems = target.check(bytes)
      #expect(problems.isEmpty, "\(target.rawValue)/\(url.lastPathComponent): \(problems)")
    }
  }

  @Test func everyTargetHasAFolder() {
    for target in FuzzTarget.allCases {
      var isDirectory: ObjCBool = false
      let path = Self.directory.appendingPathComponent(target.rawValue).path
      #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory))
      #expect(isDirectory.boolValue, "FuzzRegressions/\(target.rawValue) is missing")
    }
  }
}
