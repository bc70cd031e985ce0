import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 13: Arduino Science Journal's claim-experiments onboarding
/// (Screens/ClaimOnboardingViewController.swift on Screens/StackViewController.swift), stacks
/// nested in a scroll view: the controller's view is a `UIScrollView` holding one vertical
/// stack, pinned to the scroll view's `contentLayoutGuide` on all four sides and as wide as its
/// `frameLayoutGuide`; in that stack a title, two paragraphs, a vertical stack of three
/// horizontal stacks (an icon beside a one-line hint, centered) and a button in a container.
/// The controller fits the stack (`systemLayoutSizeFitting`) for its `preferredContentSize`
/// in `viewDidLoad` and after every layout, and turns scrolling off when the content fits.
///
/// Every number below is worked out by hand from these facts:
///
/// - iPhone 15 Pro: 393 × 852 points at 3x; safe area 59 on top and 34 at the bottom in
///   portrait, 59 left and right and 21 at the bottom in landscape (852 × 393);
/// - the scroll view's `contentInsetAdjustmentBehavior` is `.automatic`, which outside a
///   navigation controller adjusts only scrollable axes (content larger than the frame); the
///   content here is shorter than the frame and as wide, so nothing is adjusted, and the stack,
///   at the top of the content, overlaps the unsafe area: its safe area is 59 on top in
///   portrait, 59 on each side in landscape;
/// - a view's layout margins are measured from its safe area (`insetsLayoutMarginsFromSafeArea`
///   is on): the stack's margins (23, 20, 23, 20) with `isLayoutMarginsRelativeArrangement`
///   put its views 59 + 23 = 82 from its top in portrait, 59 + 20 = 79 from each side in
///   landscape;
/// - the screen's fonts are Open Sans, which the app bundles; the test registers them as
///   measured by Truss's system font (Nimbus Sans, Helvetica's widths), so widths and line
///   heights are Nimbus Sans's: a line is 1.2 em (ascender 0.729 + descender 0.271 + line gap
///   0.2), rounded up to the pixel grid: 14 pt → 16.8 → 17 (51 pixels), 12 pt → 14.4 → 44 / 3
///   (43.2 → 44 pixels), two 14-pt lines 33.6 → 101 / 3 (100.8 → 101 pixels). On iOS, Open
///   Sans's lines are 1.362 em and its letters wider, so the label heights there differ; the
///   x positions and widths, the spacing, the icons, the button's height and the structure do
///   not depend on the font;
/// - the paragraphs are HTML converted by `NSAttributedString`; a label measures its text in
///   the font at its first character (UIKit sets `font` from it), and WebKit's converter
///   gives CSS `line-height` no paragraph style, so the project's 24-pixel line height does
///   not apply (ScreenSupport.swift);
/// - the icons are the project's assets: `ic_add_to_drive` 17.131348 × 20.125 and `ic_export`
///   17.25 × 18.6875 (the PDFs' media boxes), `ic_delete` 24 × 24 (its 1x PNG); each image view
///   is 54 wide (a required constraint) and hugs and resists at required priority vertically;
/// - frames snap each edge to the nearest pixel (a third of a point), as UIKit's do.
@Suite struct ClaimOnboardingScreenTests {

  /// The fonts and images the app bundles, registered once for every test (the names are this
  /// suite's own).
  static let assets: Void = {
    UIFont.registerAppFont(named: "OpenSans", measuredAs: .systemFont(ofSize: 1))
    UIFont.registerAppFont(named: "OpenSans-Bold", measuredAs: .boldSystemFont(ofSize: 1))
    UIImage.register("ic_add_to_drive", size: CGSize(width: 17.131348, height: 20.125))
    UIImage.register("ic_export", size: CGSize(width: 17.25, height: 18.6875))
    UIImage.register("ic_delete", size: CGSize(width: 24, height: 24))
  }()

  /// The screen's views, found in its hierarchy (the controller keeps them private).
  struct Views {
    var scroll: UIScrollView
    var stack: UIStackView
    var title: UILabel
    var text1: UILabel
    var text2: UILabel
    var hints: UIStackView
    var rows: [UIStackView]
    var container: UIView
    var button: UIButton

    init(_ controller: ClaimOnboardingViewController) throws {
      scroll = try #require(controller.view as? UIScrollView)
      stack = controller.stackView
      let arranged = stack.arrangedSubviews
      try #require(arranged.count == 5)
      title = try #require(arranged[0] as? UILabel)
      text1 = try #require(arranged[1] as? UILabel)
      text2 = try #require(arranged[2] as? UILabel)
      hints = try #require(arranged[3] as? UIStackView)
      rows = hints.arrangedSubviews.compactMap { $0 as? UIStackView }
      try #require(rows.count == 3)
      container = arranged[4]
      button = try #require(container.subviews.first as? UIButton)
    }
  }

  func load(presented: Bool = false) throws -> (UIWindow, ClaimOnboardingViewController, WindowLog)
  {
    _ = Self.assets
    let window = UIWindow(device: try #require(.named("iPhone 15 Pro")), orientation: .portrait)
    let log = WindowLog(window)
    let controller = ClaimOnboardingViewController(displayName: "Jane")
    if presented {
      window.rootViewController = UIViewController()
      window.layoutIfNeeded()
      window.rootViewController?.present(controller, animated: true)
    } else {
      window.rootViewController = controller
    }
    window.layoutIfNeeded()
    return (window, controller, log)
  }

  /// Expects `view`'s frame to be `expected`, to a billionth of a point (the frames are
  /// sums of thirds).
  func expectFrame(
    _ view: UIView, _ expected: CGRect, _ note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let f = view.frame
    let close = [
      (f.minX, expected.minX), (f.minY, expected.minY), (f.width, expected.width),
      (f.height, expected.height),
    ].allSatisfy { abs($0 - $1) < 1e-9 }
    #expect(
      close, "\(type(of: view)) \(note): \(f) is not \(expected)", sourceLocation: sourceLocation)
  }

  /// The views of `root`'s subtree that the constraints leave undetermined.
  func ambiguousViews(in root: UIView) -> [String] {
    var found: [String] = []
    func visit(_ view: UIView) {
      if view.hasAmbiguousLayout {
        found.append("\(type(of: view)) \(view.ambiguousLayoutVariables)")
      }
      view.subviews.forEach(visit)
    }
    visit(root)
    return found
  }

  /// The frames in portrait, and the screen's own state after its layout.
  func checkPortrait(_ window: UIWindow, _ controller: ClaimOnboardingViewController) throws {
    let v = try Views(controller)
    // The scroll view is the controller's view: it fills the window.
    expectFrame(v.scroll, CGRect(x: 0, y: 0, width: 393, height: 852))
    // The two paragraphs wrap in 353 points (Nimbus Sans 14, kerned widths from the AFM
    // files): "If you would like to assign previous experiments to" is 312.0 wide and adding
    // " Jane's" makes 355.9 > 353; "You may use the following actions to collect, export or"
    // is 333.8 and adding " discard" makes 382.8. Each is 2 lines.
    #expect(
      v.text1.visibleLines == [
        "If you would like to assign previous experiments to",
        "Jane's Lab you can collect them here.",
      ])
    #expect(
      v.text2.visibleLines == [
        "You may use the following actions to collect, export or", "discard those experiments:",
      ])
    // The arranged views: x = 20 (the stack's left margin), width 393 − 20 − 20 = 353.
    // Vertically from the top margin, 59 + 23 = 82, with 20 between views:
    //   title    82, one bold 14-pt line 17                → ends 99
    //   text1    99 + 20 = 119, two lines 101 / 3          → ends 152.667
    //   text2    152.667 + 20 = 172.667 (518 / 3), 101 / 3 → ends 206.333
    //   hints    206.333 + 20 = 226.333 (679 / 3), rows 20.125 + 8 + 18.6875 + 8 + 24
    //            = 78.8125 → ends 305.146 (915.44 pixels → 915: 305), so 236 / 3 high
    //   container 305.146 + 20 = 325.146 (975.44 → 975: 325), the button's 38 → 363.146
    //   stack    363.146 + 23 = 386.146 (1158.44 → 1158: 386)
    let third: CGFloat = 1.0 / 3
    expectFrame(v.stack, CGRect(x: 0, y: 0, width: 393, height: 386))
    expectFrame(v.title, CGRect(x: 20, y: 82, width: 353, height: 17))
    expectFrame(v.text1, CGRect(x: 20, y: 119, width: 353, height: 101 * third))
    expectFrame(v.text2, CGRect(x: 20, y: 518 * third, width: 353, height: 101 * third))
    expectFrame(v.hints, CGRect(x: 20, y: 679 * third, width: 353, height: 236 * third))
    expectFrame(v.container, CGRect(x: 20, y: 325, width: 353, height: 38))
    try checkRows(v, width: 353)
    // The button: "START COLLECTING" in bold 16 is 161.776 wide from the advance widths, less
    // 2.016 of kerning (S-T −8, T-A −88, R-T −2, C-O −6, E-C −20, C-T −4, N-G +2: −126 units
    // × 16 / 1000) = 159.76; with the 28-point insets on each side 215.76, rounded up to whole
    // points (a legacy button) 216; 38 high (WizardButton's height for `.regular`). Centered
    // in the 353-point container: (353 − 216) / 2 = 68.5, snapped to 206 / 3 (205.5 pixels
    // round to 206).
    expectFrame(v.button, CGRect(x: 206 * third, y: 0, width: 216, height: 38))
    // The content is the stack: 393 wide, 386.146 high (Truss snaps the content guide's edges
    // as it snaps frames, to 386; whether UIKit rounds `contentSize` is not documented, so
    // within a pixel).
    #expect(v.scroll.contentSize.width == 393)
    #expect(abs(v.scroll.contentSize.height - 386.1458333) <= third)
    // 386 < 852 with nothing adjusted: `viewDidLayoutSubviews` turns scrolling off.
    #expect(v.scroll.adjustedContentInset == .zero)
    #expect(!v.scroll.isScrollEnabled)
    #expect(!v.scroll.delaysContentTouches)
    // The fitting size of the stack at the view's width, 393 wide (required) and as short as
    // the content allows: the unsnapped 386.146 (the margins include the stack's safe area).
    #expect(controller.preferredContentSize.width == 393)
    #expect(abs(controller.preferredContentSize.height - 386.1458333) < 1e-6)
    #expect(ambiguousViews(in: window) == [])
  }

  /// The three hint rows, the same in both orientations but for their width.
  func checkRows(_ v: Views, width: CGFloat) throws {
    let third: CGFloat = 1.0 / 3
    // Each row is as tall as its icon (the one-line 12-pt hint, 44 / 3, is shorter), the
    // rows 8 apart: 0 to 20.125 (60.375 pixels → 60: 20), 28.125 to 46.8125 (84.375 → 84: 28;
    // 140.44 → 140), 54.8125 to 78.8125 (164.44 → 164; 236.44 → 236).
    let rowFrames = [
      CGRect(x: 0, y: 0, width: width, height: 20),
      CGRect(x: 0, y: 28, width: width, height: 140 * third - 28),
      CGRect(x: 0, y: 164 * third, width: width, height: 24),
    ]
    // The hint is centered on the row beside the 54-point icon: (20.125 − 44 / 3) / 2 = 2.729
    // (8.19 pixels → 8), (18.6875 − 44 / 3) / 2 = 2.010 (6.03 → 6), (24 − 44 / 3) / 2 = 14 / 3.
    let hintTops = [8 * third, 2, 14 * third]
    for (index, row) in v.rows.enumerated() {
      expectFrame(row, rowFrames[index], "row \(index)")
      let icon = try #require(row.arrangedSubviews.first as? UIImageView)
      let hint = try #require(row.arrangedSubviews.last as? UILabel)
      #expect(icon.frame.minX == 0 && icon.frame.width == 54, "row \(index): \(icon.frame)")
      #expect(
        abs(icon.frame.height - rowFrames[index].height) < 1e-9, "row \(index): \(icon.frame)")
      expectFrame(
        hint, CGRect(x: 54, y: hintTops[index], width: width - 54, height: 44 * third),
        "row \(index)")
      #expect(hint.visibleLines.count == 1, "row \(index)")
    }
  }

  /// As the root view controller of an iPhone 15 Pro's window in portrait: the frames worked
  /// out above, no ambiguity in any view, and nothing logged (no unsatisfiable constraints).
  @Test func portraitOnIPhone15Pro() throws {
    let (window, controller, log) = try load()
    let v = try Views(controller)
    // The screen's own text and styling reached the labels.
    #expect(v.title.text == "Collect Experiments")
    #expect(v.title.font == UIFont.boldSystemFont(ofSize: 14))
    #expect(
      v.text1.text
        == "If you would like to assign previous experiments to Jane's Lab you can collect them here."
    )
    #expect(v.text1.font == UIFont.systemFont(ofSize: 14))
    // "<b>Jane's Lab</b>" is a bold run (characters 52 to 61), kept in the styled text but
    // measured, with the rest, in the regular font of the first character.
    let styled = try #require(v.text1.attributedText)
    #expect(
      styled.attribute(.font, at: 52, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 14)
    )
    #expect(
      styled.attribute(.font, at: 51, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 14))
    #expect(
      v.rows[0].arrangedSubviews.last.flatMap { ($0 as? UILabel)?.font } == .systemFont(ofSize: 12))
    #expect(v.stack.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    try checkPortrait(window, controller)
    #expect(log.messages.isEmpty, "\(log.messages)")
  }

  /// Rotated to landscape (852 × 393; safe area 59 left and right, 21 at the bottom, none on
  /// top), the paragraphs fit on one line and the content is shorter.
  ///
  /// Rotating back: the window's new width reaches the solver while the stack's margins still
  /// hold the landscape safe area (79 a side), and the hint labels' required horizontal
  /// compression resistance (54 + 182.667 > 393 − 158) makes that moment unsatisfiable, so a
  /// constraint is broken and reported (UIKit also updates safe areas and margins during the
  /// layout pass after a frame change; whether it reports the same moment is not known). Once
  /// the margins follow the new frames the broken constraint holds again, and the portrait
  /// layout is the one the screen had before the rotation.
  @Test func rotatingToLandscapeUnwrapsTheParagraphs() throws {
    let (window, controller, log) = try load()
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    let v = try Views(controller)
    let third: CGFloat = 1.0 / 3
    expectFrame(v.scroll, CGRect(x: 0, y: 0, width: 852, height: 393))
    // The stack's safe area: 59 on each side; its bottom (about 294) is above the bottom
    // inset's 393 − 21 = 372, and nothing is on top. Margins 79 from each side: 852 − 158 = 694
    // wide, where the paragraphs (550.5 and 505.0 unkerned) fit on one line.
    #expect(v.stack.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
    #expect(v.text1.visibleLines.count == 1)
    #expect(v.text2.visibleLines.count == 1)
    //   title     23, 17            → 40
    //   text1     40 + 20 = 60, 17  → 77
    //   text2     77 + 20 = 97, 17  → 114
    //   hints     114 + 20 = 134, 78.8125 → 212.8125 (638.44 pixels → 638)
    //   container 212.8125 + 20 = 232.8125 (698.44 → 698), 38 → 270.8125 (812.44 → 812)
    //   stack     270.8125 + 23 = 293.8125 (881.44 → 881)
    expectFrame(v.stack, CGRect(x: 0, y: 0, width: 852, height: 881 * third))
    expectFrame(v.title, CGRect(x: 79, y: 23, width: 694, height: 17))
    expectFrame(v.text1, CGRect(x: 79, y: 60, width: 694, height: 17))
    expectFrame(v.text2, CGRect(x: 79, y: 97, width: 694, height: 17))
    expectFrame(v.hints, CGRect(x: 79, y: 134, width: 694, height: 638 * third - 134))
    expectFrame(v.container, CGRect(x: 79, y: 698 * third, width: 694, height: 38))
    try checkRows(v, width: 694)
    // Centered: (694 − 216) / 2 = 239.
    expectFrame(v.button, CGRect(x: 239, y: 0, width: 216, height: 38))
    #expect(v.scroll.contentSize.width == 852)
    #expect(abs(v.scroll.contentSize.height - 293.8125) <= third)
    #expect(abs(controller.preferredContentSize.height - 293.8125) < 1e-6)
    #expect(!v.scroll.isScrollEnabled)
    #expect(ambiguousViews(in: window) == [])
    #expect(log.messages.isEmpty, "\(log.messages)")
    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    try checkPortrait(window, controller)
    #expect(ambiguousViews(in: window) == [])
  }

  /// As the app shows it: presented over another controller (the project's presentation is a
  /// custom transition; Truss's covers the window). The layout is the same, and the button's
  /// action (`dismiss(animated:completion:)`) takes the screen away.
  @Test func theButtonDismissesThePresentedScreen() throws {
    let (window, controller, log) = try load(presented: true)
    let presenter = try #require(window.rootViewController)
    #expect(presenter.presentedViewController === controller)
    #expect(controller.presentingViewController === presenter)
    try checkPortrait(window, controller)
    let v = try Views(controller)
    #expect(v.scroll.superview === window)
    v.button.sendActions(for: .touchUpInside)
    #expect(presenter.presentedViewController == nil)
    #expect(controller.presentingViewController == nil)
    #expect(v.scroll.superview == nil)
    window.layoutIfNeeded()
    #expect(window.subviews.count == 1)
    #expect(log.messages.isEmpty, "\(log.messages)")
  }
}
