import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 12: Apple's self-sizing news-feed cell (Screens/ConferenceNewsFeedCell.swift, from the
/// "Implementing Modern Collection Views" sample) measured and laid out at two content size
/// categories, Large (the default) and Accessibility Medium (AX1), in an iPhone's column and an
/// iPad's.
///
/// The cell stacks three Dynamic Type labels with VFL: `H:|-[title]-|`, `H:|-[date]`,
/// `H:|-[body]-|`, `H:|-[separator]-|` and `V:|-[title]-[date]-[body]-20-[separator(==1)]|`.
/// A `-` to the superview edge is 20 points (Truss's choice in issue 5, UIKit's
/// `NSSpace(20)`) and between siblings 8, so a label is the cell's width − 40 wide and the
/// cell is `20 + title + 8 + date + 8 + body + 20 + 1` tall.
///
/// The numbers the arithmetic uses (Nimbus Sans: a line is 1.2 em; `leading` is the HIG's
/// line spacing − the line height, see `fonts()`):
///
/// | style    | Large: size, line, leading | AX1: size, line, leading |
/// | -------- | -------------------------- | ------------------------ |
/// | title2   | 22, 26.4, 28 − 26.4 = 1.6  | 34, 40.8, 41 − 40.8 = 0.2 |
/// | caption2 | 11, 13.2, 13 − 13.2 = −0.2 | 20, 24, 25 − 24 = 1       |
/// | body     | 17, 20.4, 22 − 20.4 = 1.6  | 28, 33.6, 34 − 33.6 = 0.4 |
///
/// n wrapped lines are `n × line + (n − 1) × leading` tall, rounded up to the pixel grid: the
/// window's, or whole points outside a window. The date is one line (numberOfLines 1), so no
/// leading.
///
/// Columns: the sample's layout (ConferenceNewsFeedViewController.createLayout) gives each
/// item the full width less its section's 10-point insets: 393 − 20 = 373 on an iPhone 15 Pro,
/// 834 − 20 = 814 on an iPad Pro 11-inch, so the labels wrap at 373 − 40 = 333 and
/// 814 − 40 = 774.
@Suite struct ConferenceNewsFeedCellScreenTests {
  /// The sample's third news item (ConferenceNewsController.swift at the same commit): its
  /// title, its date (2019-08-08) as `DateFormatter` with the `.short` style prints it in the
  /// en_US locale, and its body, whose multi-line string literal keeps a line break.
  static let title = "Conference18 Video Subtitles Now in More Languages"
  static let date = "8/8/19"
  static let body = """
    All of this year's session videos are now available with Japanese and Simplified Chinese subtitles.
    Watch in the Videos tab or on the Apple Developer website.
    """

  /// What the sample's cell registration does with the item (it is not the last item, so the
  /// separator shows).
  func configure(_ cell: ConferenceNewsFeedCell) {
    cell.titleLabel.text = Self.title
    cell.bodyLabel.text = Self.body
    cell.dateLabel.text = Self.date
    cell.showsSeparator = true
  }

  func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  /// The inputs of the arithmetic: the Human Interface Guidelines' sizes and line spacings
  /// (DynamicTypeTable) in Nimbus Sans, whose line height is 1.2 em.
  @Test func fonts() {
    let expected: [(UIContentSizeCategory, [(UIFont.TextStyle, CGFloat, CGFloat, CGFloat)])] = [
      (.large, [(.title2, 22, 26.4, 1.6), (.caption2, 11, 13.2, -0.2), (.body, 17, 20.4, 1.6)]),
      (
        .accessibilityMedium,
        [(.title2, 34, 40.8, 0.2), (.caption2, 20, 24, 1), (.body, 28, 33.6, 0.4)]
      ),
    ]
    for (category, styles) in expected {
      ContentSizeCategory.$current.withValue(category) {
        let cell = ConferenceNewsFeedCell(frame: .zero)
        let labels = [cell.titleLabel, cell.dateLabel, cell.bodyLabel]
        for ((style, size, line, leading), label) in zip(styles, labels) {
          let font = UIFont.preferredFont(forTextStyle: style)
          #expect(label.font == font, "\(style.rawValue) at \(category.rawValue)")
          #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
          #expect(abs(font.lineHeight - line) < 1e-9, "\(style.rawValue) at \(category.rawValue)")
          #expect(abs(font.leading - leading) < 1e-9, "\(style.rawValue) at \(category.rawValue)")
        }
      }
    }
  }

  /// `preferredSize(fittingWidth:)` (systemLayoutSizeFitting at the width, height at
  /// fittingSizeLevel), the cell not in a window: labels round up to whole points.
  @Test func measuredAtTwoWidthsAndTwoCategories() {
    func height(_ category: UIContentSizeCategory, _ width: CGFloat) -> CGFloat {
      ContentSizeCategory.$current.withValue(category) {
        let cell = ConferenceNewsFeedCell(frame: .zero)
        configure(cell)
        let size = cell.preferredSize(fittingWidth: width)
        #expect(size.width == width)
        return size.height
      }
    }
    // Large, 333 wide. Title (22 pt; a space is 0.278 em = 6.116): "Conference18 Video
    // Subtitles" measures 290.29, and with " Now" 340.21 > 333, so two lines, the second "Now in
    // More Languages" (237.73): 2 × 26.4 + 1.6 = 54.4 → 55. Date: 13.2 → 14. Body (17 pt), five
    // lines: "All of this year's session videos are now" (298.88; + " available" 370.06),
    // "available with Japanese and Simplified" (291.09; + " Chinese" 358.11), "Chinese
    // subtitles." and, after the line break, "Watch in the Videos tab or on the Apple"
    // (298.25; + " Developer" 379.73), "Developer website.": 5 × 20.4 + 4 × 1.6 = 108.4 → 109.
    // 20 + 55 + 8 + 14 + 8 + 109 + 20 + 1 = 235.
    #expect(height(.large, 373) == 235)
    // Large, 774 wide: the title (534.14) and both body paragraphs (733.19 and 446.00) fit on
    // a line each. Title 26.4 → 27; date 14; body 2 × 20.4 + 1.6 = 42.4 → 43.
    // 20 + 27 + 8 + 14 + 8 + 43 + 20 + 1 = 141.
    #expect(height(.large, 814) == 141)
    // AX1, 333 wide. Title (34 pt) in three lines: "Conference18 Video" (309.09), "Subtitles
    // Now in More" (329.70; + " Languages" 506.94), "Languages": 3 × 40.8 + 2 × 0.2 = 122.8
    // → 123. Date 24. Body (28 pt) in eight lines: "All of this year's session" (296.80),
    // "videos are now available" (304.92), "with Japanese and" (233.18), "Simplified Chinese"
    // (231.62), "subtitles.", "Watch in the Videos tab or" (326.40), "on the Apple Developer"
    // (291.26), "website.": 8 × 33.6 + 7 × 0.4 = 271.6 → 272.
    // 20 + 123 + 8 + 24 + 8 + 272 + 20 + 1 = 476.
    #expect(height(.accessibilityMedium, 373) == 476)
    // AX1, 774 wide. Title: "Conference18 Video Subtitles Now in More" (648.24) and
    // "Languages": 2 × 40.8 + 0.2 = 81.8 → 82. Body: "All of this year's session videos are now
    // available with" (666.90; + " Japanese" 795.98), "Japanese and Simplified Chinese
    // subtitles." (532.92), "Watch in the Videos tab or on the Apple Developer website."
    // (734.58): 3 × 33.6 + 2 × 0.4 = 101.6 → 102. 20 + 82 + 8 + 24 + 8 + 102 + 20 + 1 = 265.
    #expect(height(.accessibilityMedium, 814) == 265)
  }

  /// The cell as a collection view shows it: made at the estimated size the sample gives its
  /// layout (the column's width × 100), in the window, 10 points in from the leading edge and
  /// below the top of the safe area (the section's insets; the sample's navigation bar is left
  /// out), laid out, asked for its preferred size, given that height and laid out again.
  ///
  /// The first layout, at the estimated size, is what lets Truss measure the labels' wrapped
  /// heights in the window's engine; measuring before it leaves stale heights (see
  /// `measuredBeforeItsFirstLayout`).
  func layOut(
    device: String, category: UIContentSizeCategory, width: CGFloat
  ) throws -> (window: UIWindow, cell: ConferenceNewsFeedCell, measured: CGSize, log: [String]) {
    try ContentSizeCategory.$current.withValue(category) {
      let window = UIWindow(device: try #require(.named(device)), orientation: .portrait)
      var log: [String] = []
      window.logHandler = { log.append($0) }
      let cell = ConferenceNewsFeedCell(
        frame: CGRect(x: 10, y: window.safeAreaInsets.top + 10, width: width, height: 100))
      configure(cell)
      window.addSubview(cell)
      window.layoutIfNeeded()
      let measured = cell.preferredSize(fittingWidth: width)
      cell.frame.size.height = measured.height
      window.layoutIfNeeded()
      return (window, cell, measured, log)
    }
  }

  /// Checks the cell's frames: `y` are the tops of the title, date, body and separator, and
  /// `heights` the title's, date's and body's, all in the cell's coordinates.
  func check(
    _ cell: ConferenceNewsFeedCell, width: CGFloat, height: CGFloat, dateWidth: CGFloat,
    y: [CGFloat], heights: [CGFloat], _ context: String
  ) {
    let labelWidth = width - 40
    #expect(abs(cell.frame.height - height) < 1e-9, "\(context)")
    #expect(isClose(cell.contentView.frame, CGRect(x: 0, y: 0, width: width, height: height)))
    let frames: [(UIView, CGRect)] = [
      (cell.titleLabel, CGRect(x: 20, y: y[0], width: labelWidth, height: heights[0])),
      (cell.dateLabel, CGRect(x: 20, y: y[1], width: dateWidth, height: heights[1])),
      (cell.bodyLabel, CGRect(x: 20, y: y[2], width: labelWidth, height: heights[2])),
      (cell.separatorView, CGRect(x: 20, y: y[3], width: labelWidth, height: 1)),
    ]
    for (view, expected) in frames {
      #expect(isClose(view.frame, expected), "\(context): \(view.frame) ≠ \(expected)")
    }
    // The separator ends the cell: `[separator(==1)]|`.
    #expect(abs(cell.separatorView.frame.maxY - height) < 1e-9, "\(context)")
  }

  /// iPhone 15 Pro (scale 3), Large, 373 wide. Heights round up to thirds: title 54.4 → 164/3
  /// (54.667), date 13.2 → 40/3 (13.333), body 108.4 → 326/3 (108.667). The date is "8/8/19",
  /// 30.58 → 92/3 (30.667) wide. Tops: title 20; date 20 + 164/3 + 8 = 248/3 (82.667); body
  /// 248/3 + 40/3 + 8 = 104; separator 104 + 326/3 + 20 = 698/3 (232.667); the cell
  /// 698/3 + 1 = 701/3 (233.667) tall.
  @Test func iPhone15ProAtLarge() throws {
    let (window, cell, measured, log) = try layOut(
      device: "iPhone 15 Pro", category: .large, width: 373)
    #expect(cell.frame.origin == CGPoint(x: 10, y: 69))  // 59 + 10
    #expect(abs(measured.height - 701.0 / 3) < 1e-9)
    check(
      cell, width: 373, height: 701.0 / 3, dateWidth: 92.0 / 3,
      y: [20, 248.0 / 3, 104, 698.0 / 3], heights: [164.0 / 3, 40.0 / 3, 326.0 / 3], "iPhone L")
    #expect(
      cell.titleLabel.visibleLines == ["Conference18 Video Subtitles", "Now in More Languages"])
    #expect(
      cell.bodyLabel.visibleLines == [
        "All of this year's session videos are now", "available with Japanese and Simplified",
        "Chinese subtitles.", "Watch in the Videos tab or on the Apple", "Developer website.",
      ])
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// iPhone 15 Pro (scale 3), AX1, 373 wide. Title 122.8 → 123, date 24 (whole already),
  /// body 271.6 → 815/3 (271.667); the date 55.6 → 167/3 (55.667) wide. Tops: title 20; date
  /// 20 + 123 + 8 = 151; body 151 + 24 + 8 = 183; separator 183 + 815/3 + 20 = 1424/3
  /// (474.667); the cell 1427/3 (475.667) tall.
  @Test func iPhone15ProAtAccessibilityMedium() throws {
    let (window, cell, measured, log) = try layOut(
      device: "iPhone 15 Pro", category: .accessibilityMedium, width: 373)
    #expect(abs(measured.height - 1427.0 / 3) < 1e-9)
    check(
      cell, width: 373, height: 1427.0 / 3, dateWidth: 167.0 / 3,
      y: [20, 151, 183, 1424.0 / 3], heights: [123, 24, 815.0 / 3], "iPhone AX1")
    #expect(
      cell.titleLabel.visibleLines == ["Conference18 Video", "Subtitles Now in More", "Languages"])
    #expect(cell.bodyLabel.visibleLines.count == 8)
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// iPad Pro 11-inch (scale 2), Large, 814 wide. Heights round up to halves: title 26.4 →
  /// 26.5, date 13.2 → 13.5, body 42.4 → 42.5; the date 30.58 → 31 wide. Tops: title 20; date
  /// 20 + 26.5 + 8 = 54.5; body 54.5 + 13.5 + 8 = 76; separator 76 + 42.5 + 20 = 138.5; the
  /// cell 139.5 tall, at y 24 + 10 = 34.
  @Test func iPadPro11AtLarge() throws {
    let (window, cell, measured, log) = try layOut(
      device: "iPad Pro 11-inch", category: .large, width: 814)
    #expect(cell.frame.origin == CGPoint(x: 10, y: 34))
    #expect(measured.height == 139.5)
    check(
      cell, width: 814, height: 139.5, dateWidth: 31, y: [20, 54.5, 76, 138.5],
      heights: [26.5, 13.5, 42.5], "iPad L")
    #expect(cell.titleLabel.visibleLines == [Self.title])
    #expect(cell.bodyLabel.visibleLines.count == 2)
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// iPad Pro 11-inch (scale 2), AX1, 814 wide. Title 81.8 → 82, date 24, body 101.6 → 102;
  /// the date 55.6 → 56 wide. Tops: title 20; date 20 + 82 + 8 = 110; body 110 + 24 + 8 = 142;
  /// separator 142 + 102 + 20 = 264; the cell 265 tall.
  @Test func iPadPro11AtAccessibilityMedium() throws {
    let (window, cell, measured, log) = try layOut(
      device: "iPad Pro 11-inch", category: .accessibilityMedium, width: 814)
    #expect(measured.height == 265)
    check(
      cell, width: 814, height: 265, dateWidth: 56, y: [20, 110, 142, 264],
      heights: [82, 24, 102], "iPad AX1")
    #expect(
      cell.titleLabel.visibleLines == ["Conference18 Video Subtitles Now in More", "Languages"])
    #expect(cell.bodyLabel.visibleLines.count == 3)
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// The text size changes while the cell is on screen (iPhone 15 Pro, Large to AX1): the
  /// labels adjust (`adjustsFontForContentSizeCategory`), the collection view measures the cell
  /// again and gives it the new height, and the frames are AX1's (as in
  /// `iPhone15ProAtAccessibilityMedium`).
  @Test func textSizeChangesOnScreen() throws {
    let (window, cell, _, _) = try layOut(device: "iPhone 15 Pro", category: .large, width: 373)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    window.setPreferredContentSizeCategory(.accessibilityMedium)
    window.layoutIfNeeded()
    #expect(cell.titleLabel.font.pointSize == 34)
    #expect(cell.dateLabel.font.pointSize == 20)
    #expect(cell.bodyLabel.font.pointSize == 28)
    let measured = cell.preferredSize(fittingWidth: 373)
    #expect(abs(measured.height - 1427.0 / 3) < 1e-9)
    cell.frame.size.height = measured.height
    window.layoutIfNeeded()
    check(
      cell, width: 373, height: 1427.0 / 3, dateWidth: 167.0 / 3,
      y: [20, 151, 183, 1424.0 / 3], heights: [123, 24, 815.0 / 3], "iPhone L → AX1")
    expectNoAmbiguity(window)
    #expect(log.isEmpty, "\(log)")
  }

  /// The order UIKit's collection view uses: the cell is made at its estimated size, added,
  /// and asked for its preferred size (`preferredLayoutAttributesFitting(_:)`) before its first
  /// layout; then it gets the measured height and is laid out. UIKit's labels are then the
  /// heights they were measured at (iPhone 15 Pro, Large: as in `iPhone15ProAtLarge`). (The
  /// fitting pass once left the labels thinking they had been measured at its width, so the
  /// live layout kept unwrapped heights: fixed with this test.)
  @Test func measuredBeforeItsFirstLayout() throws {
    let window = UIWindow(device: try #require(.named("iPhone 15 Pro")), orientation: .portrait)
    let cell = ConferenceNewsFeedCell(frame: CGRect(x: 10, y: 69, width: 373, height: 100))
    configure(cell)
    window.addSubview(cell)
    let measured = cell.preferredSize(fittingWidth: 373)
    // The measurement itself is right: 701/3, as in iPhone15ProAtLarge.
    #expect(abs(measured.height - 701.0 / 3) < 1e-9)
    cell.frame.size.height = measured.height
    window.layoutIfNeeded()
    check(
      cell, width: 373, height: 701.0 / 3, dateWidth: 92.0 / 3,
      y: [20, 248.0 / 3, 104, 698.0 / 3], heights: [164.0 / 3, 40.0 / 3, 326.0 / 3],
      "measured before its first layout")
    expectNoAmbiguity(window)
  }

  /// A cell made with a zero frame and resized before it is in a window: UIKit resizes the
  /// content view at once through its autoresizing mask ("When a view's bounds change, that
  /// view automatically resizes its subviews according to each subview's autoresizing mask",
  /// Apple's documentation of `autoresizingMask`; `autoresizesSubviews` is true by default),
  /// so in a window the cell lays out without conflict. (Truss once left the content view
  /// 0 × 0 here, when no engine held the hierarchy yet: fixed with this test.)
  @Test func resizedBeforeItIsInAWindow() throws {
    let cell = ConferenceNewsFeedCell(frame: .zero)
    configure(cell)
    cell.frame = CGRect(x: 10, y: 69, width: 373, height: 100)
    let window = UIWindow(device: try #require(.named("iPhone 15 Pro")), orientation: .portrait)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 373, height: 100))
    window.addSubview(cell)
    window.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 373, height: 100))
    #expect(log.isEmpty, "\(log)")
  }
}
