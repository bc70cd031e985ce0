internal import Foundation

/// The preview program's command line, written by `truss preview` (never by people):
/// `--options JSON` (a ``LayoutPreview/PreviewOptions``, or `-` to read it from standard
/// input), `--snapshot PATH` (where to write the snapshot's JSON) and `--exercise ID` (the view
/// whose ambiguity to exercise after the first layout).
struct PreviewArguments {
  /// The options' JSON.
  var options: Data
  /// Where the snapshot goes.
  var snapshot: String
  /// The identifier of the view to exercise, if any.
  var exercise: String?

  /// An error in the command line, with the usage.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads `arguments` (without the program's name).
  ///
  /// - Throws: ``Invalid`` for an unknown option, a missing value or a missing `--snapshot`.
  init(_ arguments: [String]) throws(Invalid) {
    var options = Data("{}".utf8)
    var snapshot: String?
    var rest = arguments[...]
    while let option = rest.popFirst() {
      guard let value = rest.popFirst() else {
        throw Invalid(description: "\(option) needs a value")
      }
      switch option {
      case "--options":
        options = value == "-" ? FileHandle.standardInput.readDataToEndOfFile() : Data(value.utf8)
      case "--snapshot": snapshot = value
      case "--exercise": exercise = value
      default:
        throw Invalid(
          description: "unknown option \(option); expected --options, --snapshot, --exercise")
      }
    }
    guard let snapshot else { throw Invalid(description: "--snapshot PATH is required") }
    self.options = options
    self.snapshot = snapshot
  }
}
