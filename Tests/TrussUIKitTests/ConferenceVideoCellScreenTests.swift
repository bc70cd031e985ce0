import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 12: Apple's video cell (Screens/ConferenceVideoCell.swift, from the "Implementing
/// Modern Collection Views" sample): an image view on top, pinned to the content view's top,
/// leading and trailing edges, then 10 points, the title (caption1) and the category
/// (caption2), each the content view's full width, the category's bottom on the content view's.
///
/// The cell does not size itself: the sample's layout (ConferenceVideoSessionsViewController)
/// gives each item a group `.fractionalWidth(0.85)` of the section's width (0.425 when the
/// content is wider than 500 points) and `.absolute(250)` tall, in sections inset 20 points
/// leading and trailing. The image view has no image, so no intrinsic size: it takes the
/// height the labels leave, `250 − 10 − title − category`.
///
/// Label heights are one line (1.2 em in Nimbus Sans) rounded up to the window's pixels:
/// caption1 is 12 pt at Large (14.4) and 22 pt at AX1 (26.4); caption2 11 pt (13.2) and 20 pt
/// (24).
@Suite struct ConferenceVideoCellScreenTests {
  /// The first video of Apple's sample data (its ConferenceVideoController.swift, "The New
  /// iPad Pro" collection).
  func makeCell(frame: CGRect) -> ConferenceVideoCell {
    let cell = ConferenceVideoCell(frame: frame)
    cell.titleLabel.text = "Bringing Your Apps to the New iPad Pro"
    cell.categoryLabel.text = "Tech Talks"
    return cell
  }

  func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  /// Lays out the first cell of the first section at the frame the sample's layout computes:
  /// x 20 (the section's leading inset), y 44 below the top of the safe area (the section
  /// title's estimated height; the title view's own self-sizing is not modelled), the group's
  /// width × 250.
  func layOut(
    device: String, category: UIContentSizeCategory = .large, fraction: CGFloat
  ) throws -> (window: UIWindow, cell: ConferenceVideoCell, log: [String]) {
    try ContentSizeCategory.$current.withValue(category) {
      let window = UIWindow(device: try #require(.named(device)), orientation: .portrait)
      var log: [String] = []
      window.logHandler = { log.append($0) }
      let width = fraction * (window.bounds.width - 40)
      let cell = makeCell(
        frame: CGRect(x: 20, y: window.safeAreaInsets.top + 44, width: width, height: 250))
      window.addSubview(cell)
      window.layoutIfNeeded()
      return (window, cell, log)
    }
  }

  func check(
    _ cell: ConferenceVideoCell, width: CGFloat, image: CGRect, title: CGRect,
    category: CGRect, _ context: String
  ) {
    // The cell keeps the frame it was given, and the content view fills it (autoresizing).
    #expect(cell.frame.size == CGSize(width: width, height: 250), "\(context)")
    #expect(cell.contentView.frame == cell.bounds, "\(context)")
    #expect(isClose(cell.imageView.frame, image), "\(context): \(cell.imageView.frame)")
    #expect(isClose(cell.titleLabel.frame, title), "\(context): \(cell.titleLabel.frame)")
    #expect(isClose(cell.categoryLabel.frame, category), "\(context): \(cell.categoryLabel.frame)")
    // The chain closes: image, 10, title, category, the bottom.
    #expect(abs(cell.titleLabel.frame.minY - cell.imageView.frame.maxY - 10) < 1e-9, "\(context)")
    #expect(abs(cell.categoryLabel.frame.maxY - 250) < 1e-9, "\(context)")
  }

  /// The image view has no intrinsic size (no image), and the labels their line heights.
  @Test func imageViewHasNoIntrinsicSize() {
    let cell = makeCell(frame: CGRect(x: 0, y: 0, width: 300, height: 250))
    #expect(cell.imageView.image == nil)
    #expect(
      cell.imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    // Outside a window, whole points: 14.4 → 15 and 13.2 → 14.
    #expect(cell.titleLabel.intrinsicContentSize.height == 15)
    #expect(cell.categoryLabel.intrinsicContentSize.height == 14)
  }

  /// iPhone 15 Pro (393 wide, scale 3): 393 − 40 = 353 ≤ 500, so the group is 0.85 × 353 =
  /// 300.05 wide; the cell at (20, 59 + 44 = 103). Edges snap to thirds: the image's trailing
  /// 300.05 → 900 pixels = 300. Title 14.4 → 44/3 (14.667), category 13.2 → 40/3 (13.333);
  /// image 250 − 10 − 44/3 − 40/3 = 212; title at 222, category at 222 + 44/3 = 710/3
  /// (236.667).
  @Test func iPhone15Pro() throws {
    let (window, cell, log) = try layOut(device: "iPhone 15 Pro", fraction: 0.85)
    #expect(abs(cell.frame.width - 300.05) < 1e-9)
    #expect(cell.frame.origin == CGPoint(x: 20, y: 103))
    check(
      cell, width: cell.frame.width,
      image: CGRect(x: 0, y: 0, width: 300, height: 212),
      title: CGRect(x: 0, y: 222, width: 300, height: 44.0 / 3),
      category: CGRect(x: 0, y: 710.0 / 3, width: 300, height: 40.0 / 3), "iPhone 15 Pro")
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// iPad Pro 11-inch (834 wide, scale 2): 834 − 40 = 794 > 500, so two and a bit groups show,
  /// each 0.425 × 794 = 337.45 wide; the cell at (20, 24 + 44 = 68). Edges snap to halves:
  /// the trailing 337.45 → 674.9 pixels → 675 = 337.5. Title 14.4 → 14.5, category 13.2 →
  /// 13.5; image 250 − 10 − 14.5 − 13.5 = 212; title at 222, category at 236.5.
  @Test func iPadPro11() throws {
    let (window, cell, log) = try layOut(device: "iPad Pro 11-inch", fraction: 0.425)
    #expect(abs(cell.frame.width - 337.45) < 1e-9)
    #expect(cell.frame.origin == CGPoint(x: 20, y: 68))
    check(
      cell, width: cell.frame.width,
      image: CGRect(x: 0, y: 0, width: 337.5, height: 212),
      title: CGRect(x: 0, y: 222, width: 337.5, height: 14.5),
      category: CGRect(x: 0, y: 236.5, width: 337.5, height: 13.5), "iPad Pro 11-inch")
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// At AX1 on the iPhone 15 Pro the cell stays 250 tall (the layout's absolute height) and the
  /// image gives up what the labels gain: title 26.4 → 80/3 (26.667), category 24; image
  /// 250 − 10 − 80/3 − 24 = 568/3 (189.333); title at 568/3 + 10 = 598/3 (199.333), category at
  /// 598/3 + 80/3 = 226.
  @Test func iPhone15ProAtAccessibilityMedium() throws {
    let (window, cell, log) = try layOut(
      device: "iPhone 15 Pro", category: .accessibilityMedium, fraction: 0.85)
    #expect(cell.titleLabel.font.pointSize == 22)
    #expect(cell.categoryLabel.font.pointSize == 20)
    check(
      cell, width: cell.frame.width,
      image: CGRect(x: 0, y: 0, width: 300, height: 568.0 / 3),
      title: CGRect(x: 0, y: 598.0 / 3, width: 300, height: 80.0 / 3),
      category: CGRect(x: 0, y: 226, width: 300, height: 24), "iPhone 15 Pro AX1")
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// Why the sample gives the item an absolute height: asked to size itself, the cell has
  /// nothing to give the image view a height, so the fitting height (pulled toward 0 at
  /// `fittingSizeLevel`) collapses it to 0 — sizes are never negative — and the cell is the
  /// gap and the two labels: 10 + 15 + 14 = 39 (whole points outside a window).
  @Test func sizingItselfCollapsesTheImage() {
    let cell = makeCell(frame: .zero)
    #expect(cell.preferredSize(fittingWidth: 300) == CGSize(width: 300, height: 39))
  }
}
