import Foundation
import Testing
import TrussUIKit

/// Issue 12: Apple AdaptivePhotos' about screen (Screens/AboutViewController.swift): two labels
/// between the readable content guide's sides, hung between the top and bottom layout guides,
/// as the root view controller of a window on an iPhone 15 Pro (compact width, where the
/// readable guide is the layout margins) and an iPad Pro 11-inch (regular width, where the
/// readable width, 672 points, caps the labels and centers them).
///
/// The sample reads its body text from a `Text.txt` resource that the test bundle does not
/// have, so `Bundle.main.url(forResource:withExtension:)` is nil and the body label stays
/// empty (as it would on iOS without the resource): its intrinsic size is 0 × 0.
///
/// Numbers: the formats' `-` is 8 points between siblings; `topLayoutGuide` runs from the
/// view's top to the safe area's top, `bottomLayoutGuide` from the safe area's bottom to the
/// view's bottom; a root view's layout margins are UIKit's system minimum, 16 points leading
/// and trailing at compact width and 20 at regular width, measured from the safe area (no side
/// insets here); the readable content guide lies inside the margins, centered, at most 672
/// wide (UIKit's readable width at the default Large text size: useyourloaf.com, "Readable
/// Content Guides", measured 672 points inset 176 from each edge of a 1024-point iPad Air 2
/// in landscape, (1024 − 672) / 2 = 176).
@Suite struct AboutViewControllerScreenTests {
  /// A device and what the hand computation gives for it.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: DeviceOrientation
    /// The headline the controller sets for the window's horizontal size class.
    var headline: String
    /// The readable content guide's frame in the controller's view.
    var readable: CGRect
    /// The top layout guide's height (the safe area's top inset) and the bottom layout guide's
    /// frame.
    var topGuideHeight: CGFloat
    var bottomGuide: CGRect
    /// Where the headline starts and the body label ends.
    var headlineTop: CGFloat
    var labelBottom: CGFloat
    var testDescription: String { "\(device) \(orientation)" }
  }

  /// iPhone 15 Pro in portrait: 393 × 852 at 3x, safe area 59 on top and 34 at the bottom,
  /// compact width.
  static let iPhone15Pro = Expectation(
    device: "iPhone 15 Pro", orientation: .portrait, headline: "Compact Width",
    // Margins 16 on each side: 16 to 393 − 16 = 377, 361 wide, under the 672 cap, so the
    // readable guide is the margins guide's width. Vertically the margins guide's: the safe
    // area's 59 to 852 − 34 = 818 (top and bottom margins 0): 759 high.
    readable: CGRect(x: 16, y: 59, width: 361, height: 759),
    topGuideHeight: 59,
    // From the safe area's bottom, 818, to 852.
    bottomGuide: CGRect(x: 0, y: 818, width: 0, height: 34),
    // V:[topLayoutGuide]-[headlineLabel]: 59 + 8 = 67; [label]-[bottomLayoutGuide]: 818 − 8.
    headlineTop: 67, labelBottom: 810)

  /// iPad Pro 11-inch in portrait: 834 × 1194 at 2x, safe area 24 on top and 20 at the bottom,
  /// regular width.
  static let iPadPro11 = Expectation(
    device: "iPad Pro 11-inch", orientation: .portrait, headline: "Regular Width",
    // Margins 20: 20 to 814, 794 wide, more than 672, so the guide is 672 wide and centered in
    // the margins: 20 + (794 − 672) / 2 = 20 + 61 = 81 (to 753). Vertically 24 to
    // 1194 − 20 = 1174: 1150 high.
    readable: CGRect(x: 81, y: 24, width: 672, height: 1150),
    topGuideHeight: 24,
    bottomGuide: CGRect(x: 0, y: 1174, width: 0, height: 20),
    // 24 + 8 = 32; 1174 − 8 = 1166.
    headlineTop: 32, labelBottom: 1166)

  /// iPad Pro 11-inch in landscape: 1194 × 834, the same insets, regular width.
  static let iPadPro11Landscape = Expectation(
    device: "iPad Pro 11-inch", orientation: .landscape, headline: "Regular Width",
    // Margins 20 to 1174: 1154 wide; 672 centered: 20 + (1154 − 672) / 2 = 20 + 241 = 261.
    // Vertically 24 to 834 − 20 = 814: 790 high.
    readable: CGRect(x: 261, y: 24, width: 672, height: 790),
    topGuideHeight: 24,
    bottomGuide: CGRect(x: 0, y: 814, width: 0, height: 20),
    // 24 + 8 = 32; 814 − 8 = 806.
    headlineTop: 32, labelBottom: 806)

  final class Log {
    var messages: [String] = []
  }

  func load(_ e: Expectation) throws -> (UIWindow, AboutViewController, Log) {
    let window = UIWindow(device: try #require(.named(e.device)), orientation: e.orientation)
    let log = Log()
    window.logHandler = { log.messages.append($0) }
    let controller = AboutViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, controller, log)
  }

  /// Checks the frames the constraints determine, and the one ambiguity they leave (see
  /// ``framesOnTwoDevices(_:)``).
  func check(_ controller: AboutViewController, _ e: Expectation) throws {
    let view: UIView = try #require(controller.view)
    let headline = try #require(controller.headlineLabel)
    let label = try #require(controller.label)
    let what = e.testDescription
    #expect(headline.text == e.headline, "\(what)")
    #expect(view.readableContentGuide.layoutFrame == e.readable, "\(what)")
    #expect(controller.topLayoutGuide.length == e.topGuideHeight, "\(what)")
    let bottom = try #require(controller.bottomLayoutGuide as? UIView)
    #expect(bottom.frame == e.bottomGuide, "\(what)")
    // Both labels span the readable guide: leading and trailing equal to its edges.
    for l in [headline, label] {
      #expect(l.frame.minX == e.readable.minX, "\(what): \(l.frame)")
      #expect(l.frame.width == e.readable.width, "\(what): \(l.frame)")
    }
    // The vertical chain: the headline 8 below the top guide, the body label 8 below the
    // headline, and 8 above the bottom guide.
    #expect(headline.frame.minY == e.headlineTop, "\(what): \(headline.frame)")
    #expect(label.frame.minY == headline.frame.maxY + 8, "\(what): \(label.frame)")
    #expect(label.frame.maxY == e.labelBottom, "\(what): \(label.frame)")
  }

  /// The body label is empty: no text, a 0 × 0 intrinsic size (UIKit's for an empty label).
  @Test func theBodyTextResourceIsMissing() throws {
    #expect(Bundle.main.url(forResource: "Text", withExtension: "txt") == nil)
    let (window, controller, _) = try load(Self.iPhone15Pro)
    let label = try #require(controller.label)
    #expect(label.text == nil)
    #expect(label.numberOfLines == 0)
    #expect(label.intrinsicContentSize == .zero)
    // The headline: one line of the headline style, 17 × 1.2 = 20.4 points, rounded up to
    // 62/3 at 3x.
    let headline = try #require(controller.headlineLabel)
    #expect(headline.window === window)
    #expect(headline.font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(abs(headline.intrinsicContentSize.height - 62.0 / 3) < 1e-9)
  }

  /// Portrait on an iPhone and an iPad: the labels' horizontal frames come from the readable
  /// guide (the margins on the iPhone, 672 centered on the iPad), their tops and bottoms from
  /// the layout guides.
  ///
  /// The split of the height between the two labels is not determined: the chain fixes the
  /// headline's top and the body label's bottom, and between them the headline (intrinsic
  /// height 20.4 rounded up) and the empty body label (intrinsic height 0) both hug at 250 and
  /// resist compression at 750, so any split leaves the same total violation — the sample's own
  /// content-priority ambiguity, which UIKit reports too (`hasAmbiguousLayout`). With the
  /// sample's text the body label has a height, but the same priorities compete, so the
  /// screen is ambiguous on iOS unless the text happens to fill the space exactly. The checks
  /// assert the determined frames and this ambiguity; no conflict is logged (one duplicate is).
  @Test(arguments: [iPhone15Pro, iPadPro11]) func framesOnTwoDevices(_ e: Expectation) throws {
    let (window, controller, log) = try load(e)
    try check(controller, e)
    let headline = try #require(controller.headlineLabel)
    let label = try #require(controller.label)
    #expect(window.hasAmbiguousLayout, "\(e.testDescription)")
    #expect(headline.ambiguousLayoutVariables == ["Height"], "\(e.testDescription)")
    #expect(label.ambiguousLayoutVariables == ["minY", "Height"], "\(e.testDescription)")
    #expect(
      redundantConstraintLines(in: log.messages) == [Self.repeatedBottomGuide],
      "\(e.testDescription): \(log.messages)")
  }

  /// The sample's `V:[topLayoutGuide]-[headlineLabel]-[label]-[bottomLayoutGuide]|` ends with
  /// the bottom layout guide pinned to the view's bottom, which UIKit's guide already is (its
  /// `_UILayoutSupportConstraint`): the one message in the log is Truss's report of that
  /// duplicate (SPEC §9.4), naming the sample's line.
  static let repeatedBottomGuide =
    "<LayoutConstraint V:[_UILayoutGuide]-(0)-|   (active, "
    + "TrussUIKitTests/AboutViewController.swift:70)>"

  /// On the iPad in landscape the readable guide caps the labels at 672, centered in the
  /// 1154-point margins; in the one-third Split View window (375 wide, compact) the controller's
  /// `willTransition(to:with:)` renames the headline and the guide becomes the margins: 16 to
  /// 375 − 16 = 359, 343 wide. Back to full screen, the first layout returns.
  @Test func iPadSplitViewChangesTheHeadlineAndTheReadableWidth() throws {
    let e = Self.iPadPro11Landscape
    let (window, controller, log) = try load(e)
    try check(controller, e)
    window.setSplit(.oneThird)
    window.layoutIfNeeded()
    #expect(window.bounds.size == CGSize(width: 375, height: 834))
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    var split = e
    split.headline = "Compact Width"
    // The split window keeps the top and bottom insets; margins 16; 834 − 24 − 20 = 790 high.
    split.readable = CGRect(x: 16, y: 24, width: 343, height: 790)
    try check(controller, split)
    window.setSplit(.full)
    window.layoutIfNeeded()
    try check(controller, e)
    #expect(redundantConstraintLines(in: log.messages) == [Self.repeatedBottomGuide])
  }
}
