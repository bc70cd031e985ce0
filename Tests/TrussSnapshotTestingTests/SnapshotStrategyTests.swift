import Foundation
import SnapshotTesting
import Testing
import Truss
import TrussSnapshotTesting

/// The `.frames` and `.svg` strategies against snapshots committed beside this file
/// (`__Snapshots__/SnapshotStrategyTests/`), and a changed layout failing with a diff that
/// shows the frame that moved.
@Suite struct SnapshotStrategyTests {
  /// A 320 × 200 window at 2× with a card inset 16, and a title in it.
  static func screen(cardInset: CGFloat = 16) -> Window {
    let window = Window(size: CGSize(width: 320, height: 200), scale: 2)
    let card = View()
    card.identifier = "card"
    card.backgroundColor = .systemGray6
    card.translatesAutoresizingMaskIntoConstraints = false
    let title = Label()
    title.identifier = "title"
    title.text = "Snapshots on Linux"
    title.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    card.addSubview(title)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: cardInset),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -cardInset),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: cardInset),
      card.heightAnchor.constraint(equalToConstant: 80),
      title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
    return window
  }

  /// `TRUSS_RECORD_SNAPSHOTS=1` records missing snapshots (the project's switch for every
  /// snapshot); otherwise a missing one fails.
  static let record: SnapshotTestingConfiguration.Record =
    ProcessInfo.processInfo.environment["TRUSS_RECORD_SNAPSHOTS"] == "1" ? .missing : .never

  @Test func framesAndSVGMatchTheCommittedSnapshots() {
    withSnapshotTesting(record: Self.record) {
      assertSnapshot(of: Self.screen(), as: .frames)
      assertSnapshot(of: Self.screen(), as: .svg)
    }
  }

  @Test func aMovedViewFailsWithItsFrameInTheDiff() throws {
    let failure = try #require(
      withSnapshotTesting(record: .never) {
        verifySnapshot(
          of: Self.screen(cardInset: 20), as: .frames,
          testName: "framesAndSVGMatchTheCommittedSnapshots")
      })
    #expect(failure.contains("−  card     16 16 288 80\n+  card     20 20 280 80\n"))
    #expect(!failure.contains("−    title"))
  }
}
