import ArgumentParser
import Foundation
import LayoutDocument
import Truss

/// The options every document command shares: which device, orientation, Split View width
/// and layout direction to lay the document out in, instead of the document's own.
struct DocumentSelection: ParsableArguments {
  @Option(help: "A device profile to use instead of the document's, such as 'iPhone 15 Pro'.")
  var device: String?

  @Option(help: "portrait or landscape, instead of the document's orientation.")
  var orientation: String?

  @Option(help: "An iPad Split View width: full, oneThird, half or twoThirds.")
  var split: String?

  @Flag(help: "Lay out right to left (as in Arabic or Hebrew).")
  var rtl = false

  @Option(
    help:
      "The user's text size for Dynamic Type fonts, by UIKit's name: large (the default), extraLarge, accessibilityExtraExtraExtraLarge, ..."
  )
  var contentSizeCategory: String?

  /// The text size named by `--content-size-category`, if any; exits with status 2 when
  /// unknown.
  func textSize() -> ContentSizeCategory? {
    guard let contentSizeCategory else { return nil }
    let names = LoadOptions.contentSizeCategoryNames
    guard let found = names.first(where: { $0.name == contentSizeCategory }) else {
      CommandFailure.exit(
        "unknown content size category '\(contentSizeCategory)'; expected "
          + names.map(\.name).joined(separator: ", "))
    }
    return found.category
  }

  /// The device named by `--device`, if any; exits with status 2 for an unknown name.
  func profile() -> DeviceProfile? {
    guard let device else { return nil }
    guard let found = DeviceProfile.named(device) else {
      CommandFailure.exit(
        "unknown device '\(device)'; known devices: "
          + DeviceProfile.all.map(\.name).joined(separator: ", "))
    }
    return found
  }

  /// The orientation named by `--orientation`, if any; exits with status 2 when unknown.
  func deviceOrientation() -> DeviceOrientation? {
    guard let orientation else { return nil }
    guard let found = DeviceOrientation(rawValue: orientation) else {
      CommandFailure.exit("unknown orientation '\(orientation)'; expected portrait or landscape")
    }
    return found
  }

  /// The Split View width named by `--split`, if any; exits with status 2 when unknown.
  func splitFraction() -> SplitFraction? {
    guard let split else { return nil }
    guard let found = SplitFraction(rawValue: split) else {
      CommandFailure.exit(
        "unknown split '\(split)'; expected "
          + SplitFraction.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return found
  }

  /// The load options these flags ask for, checked (exits with status 2 on a bad value).
  func loadOptions() -> LoadOptions {
    LoadOptions(
      device: profile(), orientation: deviceOrientation(), split: splitFraction(),
      layoutDirection: rtl ? .rightToLeft : .leftToRight, contentSizeCategory: textSize())
  }
}

/// Ending a command on bad input: one line on standard error, exit status 2 (or another).
enum CommandFailure {
  /// Writes `truss: message` to standard error and exits with `status`.
  static func exit(_ message: String, status: Int32 = 2) -> Never {
    InputFile.writeToStandardError("truss: \(message)\n")
    Truss.exit(withError: ExitCode(status))
  }
}

/// A layout document read from a file (or standard input for `-`).
struct DocumentSource {
  /// The path as given.
  var path: String
  /// The document's text.
  var text: String

  /// The name errors use: the path, or `<stdin>`.
  var fileName: String { path == "-" ? "<stdin>" : path }

  /// Reads `path`; exits with status 2 when it cannot be read.
  init(reading path: String) {
    self.path = path
    do {
      text = try InputFile.text(of: path)
    } catch {
      let name = path == "-" ? "standard input" : "'\(path)'"
      CommandFailure.exit("cannot read \(name): \(error.reason)")
    }
  }

  /// The document laid out with `options`; a loading error is printed as
  /// `file:line:column: message` and exits with status 2.
  /// A `--split` the device does not offer is bad input too (status 2), not a problem of
  /// the document.
  func load(_ options: LoadOptions) -> LoadedDocument {
    let loaded: LoadedDocument
    do {
      loaded = try LayoutDocument.load(text, file: fileName, options: options)
    } catch {
      InputFile.writeToStandardError("\(error)\n")
      Truss.exit(withError: ExitCode(2))
    }
    if let split = options.split, loaded.window.split != split {
      let window = loaded.window
      let offered = (window.device?.splitWidths ?? [])
        .filter { $0.orientation == window.interfaceOrientation }.map(\.fraction.rawValue)
      let name = window.device?.name ?? "a window without a device"
      CommandFailure.exit(
        "\(name) in \(window.interfaceOrientation.rawValue) has no \(split.rawValue) Split View"
          + (offered.isEmpty ? "" : "; it offers " + offered.joined(separator: ", ")))
    }
    return loaded
  }
}

/// Writes `text` to `path`, or to standard output for `-`; exits with status 2 when it
/// cannot.
func writeOutput(_ text: String, to path: String) {
  if path == "-" {
    print(text, terminator: "")
    return
  }
  do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  } catch {
    CommandFailure.exit("cannot write '\(path)': \(error.localizedDescription)")
  }
}
