import Foundation
import Testing

/// The issues a block records, captured as known issues so the test itself passes, for the
/// test to read their messages and places.
final class IssueCapture: @unchecked Sendable {
  private let lock = NSLock()
  private var captured: [Issue] = []

  /// The issues recorded, in order.
  var issues: [Issue] { lock.withLock { captured } }

  /// The first issue's message (its comments joined).
  var message: String {
    issues.first.map { $0.comments.map(\.rawValue).joined(separator: "\n") } ?? ""
  }

  /// Runs `body`, capturing every issue it records; records an issue of its own when it
  /// records none (the check under test did not fail).
  static func capture(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
  ) -> IssueCapture {
    let capture = IssueCapture()
    withKnownIssue(isIntermittent: true) {
      body()
    } matching: { issue in
      capture.lock.withLock { capture.captured.append(issue) }
      return true
    }
    #expect(!capture.issues.isEmpty, "the check recorded no issue", sourceLocation: sourceLocation)
    return capture
  }
}
