import Foundation
import Testing

/// Plain-file snapshots: `Fixtures/rendering/NAME` in the package, compared byte for byte.
///
/// Run the tests with `TRUSS_RECORD_SNAPSHOTS=1` to write every snapshot from the current
/// output (then review the diff). A missing snapshot is written and the test fails, so a new
/// snapshot is always looked at once; a mismatch fails with the first differing line and
/// leaves the actual output in the temporary directory.
enum Snapshot {
  /// `Fixtures/rendering` (this file is `Tests/LayoutRenderingTests/Snapshot.swift`).
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/rendering")

  /// Whether the run records snapshots instead of comparing.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["TRUSS_RECORD_SNAPSHOTS"] == "1"
  }

  /// Expects `actual` to equal the snapshot `name` (a file name with its extension).
  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      write(actual, to: url, sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      write(actual, to: url, sourceLocation: sourceLocation)
      Issue.record(
        "No snapshot Fixtures/rendering/\(name); recorded it from this run: review it and run again.",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try? Data(actual.utf8).write(to: actualURL)
    let message =
      "Fixtures/rendering/\(name) differs (actual output in \(actualURL.path); "
      + "TRUSS_RECORD_SNAPSHOTS=1 re-records): \(firstDifference(expected, actual))"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// `line N: expected … / actual …` for the first line that differs.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let a = expected.components(separatedBy: "\n")
    let b = actual.components(separatedBy: "\n")
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? a[index] : "<end of file>"
      let right = index < b.count ? b[index] : "<end of file>"
      if left != right { return "line \(index + 1):\n  expected \(left)\n  actual   \(right)" }
    }
    return "no line differs"
  }

  private static func write(_ text: String, to url: URL, sourceLocation: SourceLocation) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    } catch {
      Issue.record("Cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
    }
  }
}
