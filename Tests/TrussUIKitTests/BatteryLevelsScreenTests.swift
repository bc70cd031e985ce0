import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 15, a UIKit table view controller written for iOS: Wayfindr's battery-levels screen
/// (Screens/BatteryLevelsTableViewController.swift, with its cell SubtitledDetailTableViewCell
/// and its header BatteryLevelsHeaderView, kept verbatim but for the lines their headers list).
/// A plain `UITableViewController` with a self-sizing cell (`rowHeight = automaticDimension`,
/// estimated 44) laid out by visual formats against the content view's edges, a table header
/// view of a fixed 44 points holding a segmented control that re-sorts the rows, and sections
/// that come and go with the data (0 while fetching).
@Suite struct BatteryLevelsScreenTests {
  func up(_ x: CGFloat, _ scale: CGFloat) -> CGFloat { (x * scale - 1e-6).rounded(.up) / scale }
  func snap(_ x: CGFloat, _ scale: CGFloat) -> CGFloat { (x * scale).rounded() / scale }

  /// A label's one-line width, rounded up to pixels.
  func width(_ text: String, _ font: UIFont, _ scale: CGFloat) -> CGFloat {
    up(CGFloat(UILabel.standardMeasurer.width(of: text, font: font.spec)), scale)
  }

  /// Four beacons, minors 3, 1, 2, 4 with batteries 85, 100, 7 and unknown.
  static let beacons = [
    WAYBeacon(major: 10, minor: 3, batteryLevel: "85"),
    WAYBeacon(major: 10, minor: 1, batteryLevel: "100"),
    WAYBeacon(major: 10, minor: 2, batteryLevel: "7"),
    WAYBeacon(major: 10, minor: 4),
  ]

  @Test func theScreenOnAnIPhone8() throws {
    let window = UIWindow(device: try #require(.named("iPhone 8")), orientation: .portrait)
    let scale = window.scale
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let controller = BatteryLevelsTableViewController(interface: FixedBeacons(Self.beacons))
    window.rootViewController = controller
    // The first layout shows no section (still fetching); the controller's viewDidAppear
    // fetches (the stand-in answers at once), sorts by minor and reloads.
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    let table = try #require(controller.tableView)
    #expect(table.frame == window.bounds)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 4)

    // The header view: as wide as the table, 44 tall as set in viewDidLoad; its segmented
    // control 5 below the top and 7 (5 + the 2-point border) above the bottom: 32 tall, its
    // width its segments', centered; the border 2 tall along the bottom.
    let header = try #require(table.tableHeaderView as? BatteryLevelsHeaderView)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    let control = header.segmentControl
    #expect(control.numberOfSegments == 3)
    let controlWidth = control.intrinsicContentSize.width
    #expect(
      control.frame
        == CGRect(x: snap((375 - controlWidth) / 2, scale), y: 5, width: controlWidth, height: 32))
    let border = try #require(header.subviews.last)
    #expect(border.frame == CGRect(x: 0, y: 42, width: 375, height: 2))

    // The rows, sorted by minor: V:|-5-[main][subtitle]-5-| in body (17) and caption 1 (12)
    // at the default text size, each line rounded up to pixels; the content view 375 wide;
    // the row half a pixel taller (the separator at 2×).
    let body = UIFont.preferredFont(forTextStyle: .body)
    let caption = UIFont.preferredFont(forTextStyle: .caption1)
    let mainHeight = up(body.lineHeight, scale)
    let subtitleHeight = up(caption.lineHeight, scale)
    let content = 5 + mainHeight + subtitleHeight + 5
    let row = content + 0.5
    let cells = try table.visibleCells.map { try #require($0 as? SubtitledDetailTableViewCell) }
    try #require(cells.count == 4)
    let expected = [("1", "100%"), ("2", "7%"), ("3", "85%"), ("4", "Unknown")]
    for (index, (cell, (minor, battery))) in zip(cells, expected).enumerated() {
      let title = "Major: 10 Minor: \(minor)"
      #expect(cell.mainTextLabel.text == title)
      #expect(cell.subtitleTextLabel.text == "Updated: Unknown")
      #expect(cell.rightValueLabel.text == battery)
      #expect(cell.frame == CGRect(x: 0, y: 44 + CGFloat(index) * row, width: 375, height: row))
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: content))
      // H:|-10-[main]-(>=10)-[right]-10-|: the labels hug their text.
      #expect(
        cell.mainTextLabel.frame
          == CGRect(x: 10, y: 5, width: width(title, body, scale), height: mainHeight))
      #expect(
        cell.subtitleTextLabel.frame
          == CGRect(
            x: 10, y: 5 + mainHeight, width: width("Updated: Unknown", caption, scale),
            height: subtitleHeight))
      let rightWidth = width(battery, body, scale)
      #expect(
        cell.rightValueLabel.frame
          == CGRect(
            x: 375 - 10 - rightWidth, y: snap((content - mainHeight) / 2, scale),
            width: rightWidth, height: mainHeight))
      #expect(cell.selectionStyle == .none)
    }
    #expect(table.contentSize == CGSize(width: 375, height: 44 + 4 * row))
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")

    // The segmented control's action (target-action as a closure): sorted by battery, unknown
    // first, and reloaded.
    control.selectedSegmentIndex = 2
    control.sendActions(for: .valueChanged)
    window.layoutIfNeeded()
    let order = table.visibleCells.compactMap {
      ($0 as? SubtitledDetailTableViewCell)?.rightValueLabel.text
    }
    #expect(order == ["Unknown", "7%", "85%", "100%"])
    #expect(table.visibleCells.map(\.frame.minY) == (0..<4).map { 44 + CGFloat($0) * row })
    #expect(log.isEmpty, "\(log)")
  }

  /// Turned to landscape, the rows take the new width and are measured again; a row's height
  /// does not depend on the width (one line each), so the content height stays.
  @Test func theScreenInLandscape() throws {
    let window = UIWindow(device: try #require(.named("iPhone 8")), orientation: .portrait)
    let controller = BatteryLevelsTableViewController(interface: FixedBeacons(Self.beacons))
    window.rootViewController = controller
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    let table = try #require(controller.tableView)
    let height = table.contentSize.height
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    #expect(table.frame.width == 667)
    #expect(table.tableHeaderView?.frame.width == 667)
    #expect(table.visibleCells.allSatisfy { $0.frame.width == 667 })
    let cell = try #require(table.visibleCells.first as? SubtitledDetailTableViewCell)
    #expect(abs(cell.rightValueLabel.frame.maxX - (667 - 10)) < 1e-9)
    #expect(table.contentSize.height == height)
    expectNoAmbiguity(window)
  }
}
