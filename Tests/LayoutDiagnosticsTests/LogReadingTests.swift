import LayoutDiagnostics
import Testing

// Reports split out of logs as people paste them: every era's header and trailer, lines
// with timestamps, quote prefixes, Markdown escapes, lost indentation, wrapped or cut-off
// descriptions, redactions. Shaped after the real logs in `Logs/`.

@Suite struct LogReadingTests {
  /// A small iOS 10-era report around `list`, with `prefix` on every line.
  func iOSReport(_ list: [String], prefix: String = "") -> String {
    var lines = [
      "2019-06-06 22:28:25.696300+0200 App[11996:175318] [LayoutConstraints] Unable to "
        + "simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
      "(",
    ]
    lines += list.enumerated().map { i, d in "    \"\(d)\"" + (i < list.count - 1 ? "," : "") }
    lines += [
      ")", "", "Will attempt to recover by breaking constraint ", list.last ?? "", "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.",
    ]
    return lines.map { prefix + $0 }.joined(separator: "\n")
  }

  let cell = [
    "<NSLayoutConstraint:0x10 V:|-(8)-[UILabel:0x20'Tech']   (active, names: '|':UIView:0x30 )>",
    "<NSAutoresizingMaskLayoutConstraint:0x40 h=--& v=--& UIView:0x30.height == 0   (active)>",
    "<NSLayoutConstraint:0x50 V:[UILabel:0x20'Tech']-(8)-|   (active, names: '|':UIView:0x30 )>",
  ]

  @Test func aPlainReport() throws {
    let log = AppleLog(parsing: iOSReport(cell))
    let report = try #require(log.reports.first)
    #expect(log.reports.count == 1)
    #expect(report.line == 1 && report.platform == .iOS)
    #expect(report.constraints.map(\.address) == ["0x10", "0x40", "0x50"])
    #expect(report.brokenAddress == "0x50" && report.broken?.line == 9)
    #expect(report.listIsComplete && report.unreadableLines.isEmpty)
  }

  @Test func quotePrefixesAndLostIndentation() throws {
    for prefix in ["> ", ">", "> > ", ">> "] {
      let report = try #require(AppleLog(parsing: iOSReport(cell, prefix: prefix)).reports.first)
      #expect(report.constraints.count == 3, "\(prefix)")
      #expect(report.brokenAddress == "0x50")
    }
    let flat = iOSReport(cell).split(separator: "\n").map { $0.drop { $0 == " " || $0 == "\t" } }
      .joined(separator: "\n")
    #expect(AppleLog(parsing: flat).reports.first?.constraints.count == 3)
  }

  @Test func markdownEscapesAndHTMLEntities() throws {
    let escaped = iOSReport(cell).replacing("<", with: "\\<").replacing(">", with: "\\>")
      .replacing("_", with: "\\_")
    #expect(AppleLog(parsing: escaped).reports.first?.constraints.count == 3)
    let entities = iOSReport(cell).replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    #expect(AppleLog(parsing: entities).reports.first?.constraints.count == 3)
    let crlf = iOSReport(cell).replacing("\n", with: "\r\n")
    #expect(AppleLog(parsing: crlf).reports.first?.brokenAddress == "0x50")
  }

  @Test func aDescriptionWrappedOverTwoLines() throws {
    let wrapped = iOSReport(cell).replacing(
      "h=--& v=--& UIView:0x30.height", with: "h=--& v=--&\nUIView:0x30.height")
    let report = try #require(AppleLog(parsing: wrapped).reports.first)
    #expect(report.constraints.map(\.address) == ["0x10", "0x40", "0x50"])
    #expect(report.unreadableLines.isEmpty)
    // Wrapped in the middle of a word: joined without a space.
    let split = iOSReport(cell).replacing("UIView:0x30.hei", with: "UIView:0x30.hei\n")
    #expect(AppleLog(parsing: split).reports.first?.constraints.count == 3)
  }

  @Test func unreadableLinesAreNumberedAndTheRestIsUsed() throws {
    var list = cell
    list.insert("<private>", at: 1)
    let text = iOSReport(list).replacing("\"<private>\",", with: "<private>")
    let report = try #require(AppleLog(parsing: text).reports.first)
    #expect(report.constraints.map(\.address) == ["0x10", "0x40", "0x50"])
    #expect(report.unreadableLines == [8])
  }

  @Test func aListCutOffIsIncomplete() throws {
    let text =
      iOSReport(cell).split(separator: "\n").prefix(8).joined(separator: "\n")
      + "\n    \"<NSLayoutConstraint:0x50 V:[UILabel:0x20'Te"
    let report = try #require(AppleLog(parsing: text).reports.first)
    #expect(!report.listIsComplete)
    #expect(report.constraints.count == 2 && report.unreadableLines == [9])
    #expect(ConflictAnalysis(report).status == .incomplete)
  }

  @Test func theBrokenConstraintCutOffAfterItsAddress() throws {
    let text = iOSReport(cell).replacing(
      "\n<NSLayoutConstraint:0x50 V:[UILabel:0x20'Tech']-(8)-|   (active, names: '|':UIView:0x30 )>\n",
      with: "\n<NSLayoutConstraint:0x50 V:[UILabel:0x2")
    let report = try #require(AppleLog(parsing: text).reports.first)
    #expect(report.brokenAddress == "0x50" && report.unreadableLines.isEmpty)
    let inside = iOSReport(cell).replacing(
      "\n<NSLayoutConstraint:0x50 V:[UILabel:0x20'Tech']-(8)-|   (active, names: '|':UIView:0x30 )>\n",
      with: "\n<NSLayoutConstraint:0x5")
    let cut = try #require(AppleLog(parsing: inside).reports.first)
    #expect(cut.brokenAddress == nil && cut.unreadableLines == [13])
  }

  @Test func macOSWordings() throws {
    let old = """
      11/15/14 7:37:32.893 AM App[23288]: Unable to simultaneously satisfy constraints:
      (
          "<NSLayoutConstraint:0x10 H:[NSTextField:0x20(29)]>",
          "<NSLayoutConstraint:0x30 H:[NSTextField:0x20(36)]>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x30 H:[NSTextField:0x20(36)]>

      Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, break on objc_exception_throw to catch this in the debugger.
      """
    let oldReport = try #require(AppleLog(parsing: old).reports.first)
    #expect(oldReport.platform == .macOS && oldReport.brokenAddress == "0x30")
    #expect(ConflictAnalysis(oldReport).minimal.map(\.address) == ["0x10", "0x30"])
    let sonoma = """
      Conflicting constraints detected: (
          "<NSLayoutConstraint:0x10 H:[NSView:0x20(29)]   (active)>",
          "<NSLayoutConstraint:0x30 NSView:0x20.width == 36   (active)>"
      ).

      Will attempt to recover by breaking <NSLayoutConstraint:0x30 NSView:0x20.width == 36   (active)>.
      """
    let report = try #require(AppleLog(parsing: sonoma).reports.first)
    #expect(report.platform == .macOS && report.listIsComplete)
    #expect(report.constraints.count == 2 && report.brokenAddress == "0x30")
  }

  @Test func reportsWithoutTheirHeaderOrTrailer() throws {
    let bare = """
      (
          "<NSLayoutConstraint:0x10 H:[UIView:0x20(29)]>",
          "<NSLayoutConstraint:0x30 H:[UIView:0x20(36)]>"
      )
      """
    let report = try #require(AppleLog(parsing: bare).reports.first)
    #expect(report.line == 1 && report.constraints.count == 2 && report.brokenAddress == nil)
    // A trailer whose report was not pasted belongs to nothing.
    let trailer = """
      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x99 H:[UIView:0x20(29)]>
      """
    #expect(AppleLog(parsing: trailer + "\n" + bare).reports.map(\.line) == [3])
  }

  @Test func sentencesQuotingTheHeaderAreNotReports() {
    let prose = """
      I get a few "Unable to simultaneously satisfy constraints" errors when using it.
      **Unable to simultaneously satisfy constraints.** appears in the console
      """
    #expect(AppleLog(parsing: prose).reports.isEmpty)
  }

  @Test func twoReportsAndARedactedOne() throws {
    let redacted = """
      [Layout] Unable to simultaneously satisfy constraints:
      <private>

      Will attempt to recover by breaking constraint 
      <private>
      """
    let log = AppleLog(parsing: iOSReport(cell) + "\n" + redacted)
    #expect(log.reports.count == 2)
    let second = log.reports[1]
    #expect(second.line == 16 && second.constraints.isEmpty)
    #expect(second.unreadableLines == [17, 20])
    #expect(ConflictAnalysis(second).status == .empty)
  }
}
