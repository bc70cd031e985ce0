/// A problem with a fixture file (bad JSON, an unknown key, an undefined id, an expectation
/// that cannot be mirrored); the message names the place of the fault.
struct FixtureError: Error, CustomStringConvertible, Equatable {
  /// What is wrong, with the JSON path of the fault when there is one.
  var message: String

  /// Makes an error with the given message.
  init(_ message: String) {
    self.message = message
  }

  /// The message.
  var description: String { message }
}
