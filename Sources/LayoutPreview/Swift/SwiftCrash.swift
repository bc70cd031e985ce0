/// What a crashed preview program wrote about its crash: the Swift runtime's fatal error
/// message (`Screen.swift:12: Fatal error: Index out of range`) and the backtrace Swift
/// prints on Linux and macOS (`… preview() + 158 in preview at /path/Screen.swift:12:15`).
struct SwiftCrash: Equatable, Sendable {
  /// The runtime's message (`Fatal error: Index out of range`), or the backtracer's
  /// (`Program crashed: Illegal instruction`), or `nil` if the program wrote neither.
  var message: String?
  /// The innermost line of the previewed file on the crashed thread's stack, if any.
  var line: Int?
  /// Its column, if the backtrace gave one.
  var column: Int?

  /// Reads a crash from the program's standard error; `file` is the previewed file's absolute
  /// path, as the compiler was given it.
  init(standardError: String, file: String) {
    let lines = standardError.split(separator: "\n")
    let fatal = lines.first { $0.contains("Fatal error") }
    if let fatal, let range = fatal.firstRange(of: "Fatal error") {
      message = String(fatal[range.lowerBound...])
    } else if let crashed = lines.first(where: { $0.contains("Program crashed: ") }),
      let range = crashed.firstRange(of: "Program crashed: ")
    {
      // `*** Program crashed: Illegal instruction at 0x… ***`
      let reason = crashed[range.upperBound...].prefix { $0 != "*" }
      message =
        "Program crashed: "
        + (reason.firstRange(of: " at 0x").map { String(reason[..<$0.lowerBound]) }
          ?? String(reason).trimmingSpaces)
    }
    // The backtrace's first frame in the previewed file: `… at /path/Screen.swift:12:15`.
    let marker = " at \(file):"
    for frame in lines {
      guard let range = frame.firstRange(of: marker) else { continue }
      let numbers = frame[range.upperBound...].split(separator: ":").compactMap { Int($0) }
      guard let first = numbers.first else { continue }
      line = first
      column = numbers.count > 1 ? numbers[1] : nil
      return
    }
    // Without a backtrace, the runtime's message names the file by its `#fileID`
    // (`Module/Screen.swift:12: Fatal error: …`).
    let name = file.split(separator: "/").last.map(String.init) ?? file
    if let fatal, let range = fatal.firstRange(of: "/\(name):") {
      line = Int(fatal[range.upperBound...].prefix { $0.isNumber })
    }
  }
}

extension StringProtocol {
  /// The text without the spaces at its ends.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
