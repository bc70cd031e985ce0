import AutoLayout
/// An Apple "Unable to simultaneously satisfy constraints" log, as people paste it: every
/// report in it, read line by line.
///
/// Any era of UIKit's and AppKit's wording is read: the iOS header with its advice and
/// `(Note: …)` paragraph, the macOS `Unable to simultaneously satisfy constraints:` and
/// `Conflicting constraints detected: (`, the list in parentheses (each description quoted,
/// or not), and the `Will attempt to recover by breaking constraint` trailer with the broken
/// constraint on the same line or the next. Lines may carry timestamps and process names,
/// quote prefixes, Markdown escapes and lost indentation; a description wrapped over several
/// lines is joined again. A report whose header was not pasted starts at its list.
///
/// A line inside a report that cannot be read (`<private>`, `...`, a description cut off or
/// mangled) is recorded with its number in ``LoggedReport/unreadableLines``, and the rest of
/// the report is still read. Lines outside the reports (the prose) are ignored.
public struct AppleLog: Sendable {
  /// The reports, in the order of the log.
  public var reports: [LoggedReport] = []

  /// Reads `text`.
  ///
  /// - Complexity: linear in the length of the text; a line longer than 20,000 characters is
  ///   not scanned (it is reported as unreadable when it is inside a report).
  public init(parsing text: String) {
    var reader = Reader()
    var lines: [String?] = []
    // `\r\n` is one character in Swift, so line ends are matched as characters.
    let separators: Set<Character> = ["\n", "\r\n", "\r"]
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: separators.contains) {
      lines.append(LogLineCleaner.clean(line))
    }
    reader.read(lines)
    reports = reader.reports
  }
}

/// The state machine that splits a log into reports.
private struct Reader {
  /// Where the reader is within a report.
  enum Stage {
    /// Outside any report.
    case outside
    /// After a header, before the list's `(`.
    case header
    /// Inside the list.
    case list
    /// After the list's `)`, before the broken constraint.
    case afterList
    /// After `Will attempt to recover by breaking constraint`, waiting for its description.
    case awaitingBroken
  }

  var reports: [LoggedReport] = []
  var current: LoggedReport?
  var stage = Stage.outside

  /// The advice and trailer lines every report prints, which say nothing about the
  /// constraints.
  static let boilerplate = [
    "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
    "(2) find the code that added", "(Note: If you're seeing", "Make a symbolic breakpoint",
    "The methods in the UIConstraintBasedLayoutDebugging", "Set the NSUserDefault",
    "reak on objc_exception_throw", "may also be helpful", "set a symbolic breakpoint",
  ]

  mutating func read(_ lines: [String?]) {
    var index = 0
    while index < lines.count {
      let number = index + 1
      guard let line = lines[index] else {
        if stage != .outside { current?.unreadableLines.append(number) }
        index += 1
        continue
      }
      let trimmed = line.trimmingSpaces()
      if let header = Self.header(in: trimmed) {
        finish()
        current = LoggedReport(line: number, platform: header.platform)
        stage = header.opensList ? .list : .header
        index += 1
        continue
      }
      if let range = trimmed.firstRange(of: "Will attempt to recover by breaking") {
        // Without a report (the log was pasted from its middle), the trailer and its
        // description belong to a report that is not there: they are skipped.
        stage = .awaitingBroken
        let rest = trimmed[range.upperBound...]
        if let open = rest.firstIndex(of: "<") {
          if current != nil {
            index = readBroken(String(rest[open...]), at: index, lines)
            continue
          }
          stage = .outside
        }
        index += 1
        continue
      }
      if trimmed.isEmpty || Self.boilerplate.contains(where: { trimmed.contains($0) }) {
        if stage != .outside, Self.endsReport(trimmed) { finish() }
        index += 1
        continue
      }
      switch stage {
      case .outside:
        if trimmed == "(" || Self.isEntry(trimmed) {
          // A list without its header: the log was pasted from the middle of a report.
          current = LoggedReport(line: number, platform: .iOS)
          stage = .list
          if trimmed == "(" {
            index += 1
            continue
          }
          index = readEntry(at: index, lines)
        } else {
          index += 1
        }
      case .header:
        if trimmed == "(" || trimmed.hasSuffix(": (") {
          stage = .list
        } else if Self.isEntry(trimmed) {
          stage = .list
          index = readEntry(at: index, lines)
          continue
        } else {
          current?.unreadableLines.append(number)
        }
        index += 1
      case .list:
        if trimmed.hasPrefix(")") {
          current?.listIsComplete = true
          stage = .afterList
          index += 1
        } else if Self.isEntry(trimmed) {
          index = readEntry(at: index, lines)
        } else {
          current?.unreadableLines.append(number)
          index += 1
        }
      case .afterList:
        // Something other than the trailer after the list: the report has ended.
        finish()
      case .awaitingBroken:
        if current == nil {
          stage = .outside
          if trimmed.first == "<" || trimmed.first == "\"" { index += 1 }
        } else if trimmed.first == "<" || trimmed.first == "\"" {
          index = readBroken(Self.entryText(trimmed), at: index, lines)
        } else {
          current?.unreadableLines.append(number)
          finish()
          index += 1
        }
      }
    }
    finish()
  }

  /// Ends the current report, if any.
  mutating func finish() {
    if let report = current { reports.append(report) }
    current = nil
    stage = .outside
  }

  /// The header a line holds, and whether the list opens on it. The header's words must end
  /// the line (with `.` or `:`, and the list's `(` on macOS), so a sentence that quotes them
  /// ("I get Unable to simultaneously satisfy constraints warnings") is not a header.
  static func header(in line: String) -> (platform: LoggedReport.Platform, opensList: Bool)? {
    for (words, platform) in [
      ("Conflicting constraints detected", LoggedReport.Platform.macOS),
      ("Unable to simultaneously satisfy constraints", .iOS),
    ] {
      guard let range = line.firstRange(of: words) else { continue }
      let rest = String(line[range.upperBound...].filter { $0 != " " && $0 != "\t" })
      guard ["", ".", ":", "(", ".(", ":("].contains(rest) else { return nil }
      return (rest.hasPrefix(":") ? .macOS : platform, rest.hasSuffix("("))
    }
    return nil
  }

  /// Whether a trailer line closes the report (the last line of the advice after it).
  static func endsReport(_ line: String) -> Bool {
    line.contains("may also be helpful") || line.contains("to catch this in the debugger")
  }

  /// Whether a line starts a constraint description: `<CLASS:0x…` or `"<CLASS:0x…`.
  static func isEntry(_ line: String) -> Bool {
    let text = entryText(line)
    guard text.first == "<" else { return false }
    let head = text.dropFirst().prefix(200)
    return head.contains(":0x") || head.first == "<"
  }

  /// The description of a list line: without the quotes and the comma around it.
  static func entryText(_ line: String) -> String {
    var text = Substring(line)
    if text.first == "\"" { text = text.dropFirst() }
    if text.hasSuffix("\",") {
      text = text.dropLast(2)
    } else if text.hasSuffix("\"") || text.hasSuffix(",") {
      text = text.dropLast()
    }
    return String(text).trimmingSpaces()
  }

  /// Reads the description starting on line `index` (joining the lines it was wrapped
  /// over); returns the index of the line after it.
  mutating func readEntry(at index: Int, _ lines: [String?]) -> Int {
    let first = Self.entryText(lines[index]?.trimmingSpaces() ?? "")
    let (candidates, next) = Self.joined(first, after: index, lines)
    for text in candidates {
      if let result = DescriptionParser.parse(text, line: index + 1) {
        current?.add(result)
        return next
      }
    }
    current?.unreadableLines.append(index + 1)
    return index + 1
  }

  /// Reads the broken constraint's description, `text`, found on line `index`.
  mutating func readBroken(_ text: String, at index: Int, _ lines: [String?]) -> Int {
    var description = text
    if description.hasSuffix(">.") { description.removeLast() }
    let (candidates, next) = Self.joined(description, after: index, lines)
    current?.brokenLine = index + 1
    for text in candidates {
      if let result = DescriptionParser.parse(text, line: index + 1) {
        current?.brokenAddress = result.constraint.address
        finish()
        return next
      }
    }
    // Cut off or wrapped past repair: its address identifies it if its own line prints it
    // whole (followed by a space, a quote or `>`).
    if let address = DescriptionParser.address(in: Substring(description)) {
      current?.brokenAddress = address
    } else {
      current?.unreadableLines.append(index + 1)
    }
    finish()
    return index + 1
  }

  /// The ways to read `text` joined with the lines after `index` it was wrapped onto, until
  /// it ends with `>` (at most three more lines, never across the start of another
  /// description, a header or the list's end): joined as they are, then with a space where
  /// the wrap may have eaten one. Empty when it never ends; the index after the last line
  /// used.
  static func joined(_ text: String, after index: Int, _ lines: [String?]) -> ([String], Int) {
    if text.hasSuffix(">") { return ([text], index + 1) }
    var pieces = [text]
    var next = index + 1
    while next < lines.count, next <= index + 3, let line = lines[next] {
      let trimmed = line.trimmingSpaces()
      if trimmed.isEmpty || isEntry(trimmed) || trimmed.hasPrefix(")")
        || header(in: trimmed) != nil
      {
        break
      }
      var piece = entryText(trimmed)
      if piece.hasSuffix(">.") { piece.removeLast() }
      pieces.append(piece)
      next += 1
      if piece.hasSuffix(">") {
        let spaced = pieces.dropFirst().reduce(pieces[0]) { text, piece in
          text + (text.hasSuffix(" ") ? "" : " ") + piece
        }
        return ([pieces.joined(), spaced], next)
      }
    }
    return ([], index + 1)
  }
}
