import Foundation
import LayoutDiagnostics
import Testing

// Input that is not a log, or not much of one: read without a crash, a hang, or a report
// made up from nothing.

@Suite struct BadInputTests {
  @Test func emptyAndBlankTextsHaveNoReport() {
    for text in ["", "\n", "   \n\t\n", "(\n)\n", ")"] {
      #expect(AppleLog(parsing: text).reports.allSatisfy { $0.constraints.isEmpty }, "\(text)")
    }
  }

  @Test func randomBytesAreReadWithoutAReport() {
    for round in 0..<20 {
      // Bytes spread over every value by a multiplicative hash of their position.
      let bytes = (0..<4096).map { i in
        UInt8(truncatingIfNeeded: ((i + 4096 * round) &* 2_654_435_761) >> 13)
      }
      let log = AppleLog(parsing: String(decoding: bytes, as: UTF8.self))
      #expect(log.reports.allSatisfy { ConflictAnalysis($0).status != .conflict })
    }
  }

  @Test func aLogOfUnreadableLinesSaysSo() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 H:[UIView:0x2(==what)]>",
          "<NSLayoutConstraint:0x3 UIView:0x2.frobnicate == 4>",
          <private>
      )
      """
    let report = try #require(AppleLog(parsing: text).reports.first)
    #expect(report.unreadableLines == [3, 4, 5])
    #expect(ConflictAnalysis(report).status == .empty)
  }

  @Test func hugeLinesAreNotScannedAndDoNotHang() throws {
    let clock = ContinuousClock()
    let long = String(repeating: "<NSLayoutConstraint:0x1 '", count: 100_000)
    let text = "Unable to simultaneously satisfy constraints.\n(\n" + long + "\n)\n"
    let elapsed = clock.measure {
      let report = AppleLog(parsing: text).reports.first
      #expect(report?.unreadableLines == [3])
    }
    #expect(elapsed < timeGuard(.seconds(5)))
    // A line just under the limit, full of quotes and dots, is scanned in linear time.
    let quotes =
      "<NSLayoutConstraint:0x1 UILabel:0x2'"
      + String(repeating: "'.x ", count: 4_900) + "'.width == 4>"
    let scanned = clock.measure {
      _ = AppleLog(parsing: "Unable to simultaneously satisfy constraints.\n(\n\(quotes)\n)\n")
    }
    #expect(scanned < timeGuard(.seconds(5)))
  }

  @Test func aLongListIsReplayedQuickly() throws {
    // A chain of 150 views 10 apart across a container 100 wide: the 149 gaps alone are
    // wider, so every constraint is needed and the widths would sum to -1390.
    var lines = ["Unable to simultaneously satisfy constraints.", "("]
    lines.append("\"<NSLayoutConstraint:0x1 UIView:0x100.width == 100>\",")
    lines.append(
      "\"<NSLayoutConstraint:0x2 H:|-(0)-[UIView:0x1000]   (Names: '|':UIView:0x100 )>\",")
    for i in 0..<149 {
      lines.append(
        "\"<NSLayoutConstraint:0x\(String(3 + i, radix: 16)) H:[UIView:0x\(String(0x1000 + i, radix: 16))]"
          + "-(10)-[UIView:0x\(String(0x1001 + i, radix: 16))]>\",")
    }
    lines.append(
      "\"<NSLayoutConstraint:0xfff H:[UIView:0x1095]-(0)-|   (Names: '|':UIView:0x100 )>\"")
    lines.append(")")
    let report = try #require(AppleLog(parsing: lines.joined(separator: "\n")).reports.first)
    #expect(report.constraints.count == 152)
    let clock = ContinuousClock()
    var analysis: ConflictAnalysis?
    let elapsed = clock.measure { analysis = ConflictAnalysis(report) }
    #expect(analysis?.status == .conflict)
    #expect(analysis?.minimal.count == 152)
    #expect(analysis?.reliesOnNonNegativeSizes == true)
    #expect(elapsed < timeGuard(.seconds(60)))
  }
}
