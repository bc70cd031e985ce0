/// The readers of user input that the libFuzzer targets under `Fuzz/` exercise, one case
/// each, and the entry point they and the regression-corpus tests share.
///
/// Each target takes the bytes of one input through the whole path a user's input takes
/// (read, then run, solve or lay out where that is cheap) and checks what must hold
/// whatever the input is. A crash, a trap or a hang is a finding of libFuzzer's; a broken
/// invariant is returned by ``check(_:)``, and `Fuzz/` turns it into a crash so libFuzzer
/// keeps the input.
///
/// This module is for Truss's own fuzzing and tests (SPEC §18), not API for users.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// A constraint script (`.tcs`): parsed, then run command by command on a ``ScriptRunner``.
  case script
  /// A visual format string: parsed, lowered, activated in a window and laid out.
  case visualFormat = "vfl"
  /// A layout document written in YAML: loaded, laid out, checked, its frames written back.
  case documentYAML = "document-yaml"
  /// A layout document written in JSON (YAML's flow style): as ``documentYAML``.
  case documentJSON = "document-json"
  /// An Apple "Unable to simultaneously satisfy constraints" log: read, each report
  /// replayed, reduced to its minimal conflict and described, its reproduction planned.
  case appleLog = "apple-log"

  /// Runs one input and returns the invariants it broke (empty when none did).
  ///
  /// Never traps on any input: a trap here is a bug in the reader, which the fuzzer finds.
  public func check(_ bytes: some Collection<UInt8>) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    switch self {
    case .script: return ScriptFuzzing.check(text)
    case .visualFormat: return VisualFormatFuzzing.check(text)
    case .documentYAML: return DocumentFuzzing.check(text, file: "fuzz.yaml")
    case .documentJSON: return DocumentFuzzing.check(text, file: "fuzz.json")
    case .appleLog: return AppleLogFuzzing.check(text)
    }
  }
}
