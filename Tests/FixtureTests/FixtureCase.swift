import Testing

/// One run of the fixture harness: a fixture file in one layout direction. Its description
/// (`anchors/pin-edges.json RTL`) names the case in test output.
struct FixtureCase: Sendable, CustomTestStringConvertible {
  /// The file's path relative to `Fixtures/layout`.
  var path: String
  /// The direction of the run.
  var direction: FixtureDirection

  /// The case's name in test output: the path and the direction.
  var testDescription: String { "\(path) \(direction.rawValue)" }
}
