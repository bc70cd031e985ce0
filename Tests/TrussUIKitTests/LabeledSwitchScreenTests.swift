import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 12: Wayfindr's labeled switch (Screens/LabeledSwitch.swift): a UISwitch whose fixed
/// 51 × 31 size and the label's Dynamic Type height decide the row, laid out by VFL with a
/// metrics dictionary of `CGFloat`s, on an iPhone and an iPad.
@Suite struct LabeledSwitchScreenTests {
  func up(_ x: CGFloat, _ scale: CGFloat) -> CGFloat { (x * scale - 1e-6).rounded(.up) / scale }
  func snap(_ x: CGFloat, _ scale: CGFloat) -> CGFloat { (x * scale).rounded() / scale }

  func check(device: String, margin m: CGFloat, top: CGFloat) throws {
    let window = UIWindow(device: try #require(.named(device)), orientation: .portrait)
    let scale = window.scale
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let row = LabeledSwitch()
    row.textLabel.text = "Vibrate on arrival"
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      row.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
    ])
    window.layoutIfNeeded()

    // The label: the body style at the default size, one line, rounded up to pixels.
    let font = UIFont.preferredFont(forTextStyle: .body)
    #expect(row.textLabel.font == font)
    let labelWidth = up(
      CGFloat(UILabel.standardMeasurer.width(of: "Vibrate on arrival", font: font.spec)), scale)
    let labelHeight = up(font.lineHeight, scale)
    // V:|-HalfMargin-[textLabel]-HalfMargin-|: the row is the label and 10 above and below.
    let width = window.bounds.width - 2 * m
    #expect(row.frame == CGRect(x: m, y: top, width: width, height: labelHeight + 20), "\(device)")
    // H:|[textLabel]-HalfMargin-[switchControl]-(>=QuarterMargin)-|: the label hugs at 750, so
    // the `>=` gap takes the rest; the switch is 51 × 31, centered vertically.
    #expect(
      row.textLabel.frame == CGRect(x: 0, y: 10, width: labelWidth, height: labelHeight),
      "\(device)")
    let switchY = snap((labelHeight + 20) / 2 - 15.5, scale)
    #expect(
      row.switchControl.frame
        == CGRect(x: labelWidth + 10, y: switchY, width: 51, height: 31), "\(device)")
    #expect(row.switchControl.frame.maxX + 5 <= width, "\(device)")
    expectNoAmbiguity(window, "\(device)")
    #expect(log.isEmpty, "\(device): \(log)")
  }

  /// iPhone 8: 375 wide at scale 2, 16-point margins (compact width), safe area 20 on top.
  @Test func iPhone8() throws {
    try check(device: "iPhone 8", margin: 16, top: 20)
  }

  /// iPad Pro 11-inch: 834 wide at scale 2, 20-point margins (regular width), safe area 24.
  @Test func iPadPro11() throws {
    try check(device: "iPad Pro 11-inch", margin: 20, top: 24)
  }
}
