import Testing
import TrussTesting
import TrussUIKit

/// The UIKit snippet of `ProfileScreen.swift` laid out on an iPhone-sized window in both
/// orientations; every frame computed by hand.
@Suite struct ProfileScreenTests {
  /// 390 × 844 at scale 2, 47 points of status bar and sensor housing, 34 of home indicator.
  static func portrait() -> HandWrittenProfileViewController {
    let window = UIWindow(
      size: CGSize(width: 390, height: 844), scale: 2,
      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let controller = HandWrittenProfileViewController(window: window)
    controller.viewDidLoad()
    window.layoutIfNeeded()
    return controller
  }

  @Test func portraitFrames() {
    let screen = Self.portrait()
    expectNoAmbiguity(screen.view)
    #expect(screen.backgroundView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    // Under the 47-point safe-area top, full width, 120 high.
    #expect(screen.headerView.frame == CGRect(x: 0, y: 47, width: 390, height: 120))
    // At the header's 20-point leading margin, centred in its 120 points.
    #expect(screen.avatarView.frame == CGRect(x: 20, y: 28, width: 64, height: 64))
    // 12 (1.5 × system spacing) after the avatar; the badge, hugging at 751, keeps its 40
    // points, so the name takes the rest: 370 − 40 − 8 − 96 = 226.
    #expect(screen.nameView.frame == CGRect(x: 96, y: 48, width: 226, height: 24))
    #expect(screen.badgeView.frame == CGRect(x: 330, y: 50, width: 40, height: 20))
    // Between the window's 16-point margins, 16 below the header, down to the safe area.
    #expect(screen.contentGuide.layoutFrame == CGRect(x: 16, y: 183, width: 358, height: 627))
    // Half the guide's 358 points (under the 300 cap), centred at 195; half as high.
    #expect(screen.cardView.frame == CGRect(x: 105.5, y: 183, width: 179, height: 89.5))
  }

  @Test func avatarLayoutSubviews() {
    let screen = Self.portrait()
    #expect(screen.avatarView.layoutCount >= 1)
    #expect(screen.avatarView.cornerRadius == 32)
    #expect(screen.avatarView.imageFrame == CGRect(x: 4, y: 4, width: 56, height: 56))
  }

  @Test func landscapeFrames() {
    let screen = Self.portrait()
    screen.view.resize(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    screen.view.layoutIfNeeded()
    // An iPhone in landscape (less than 414 points high) stays compact in width.
    #expect(screen.view.traitCollection.horizontalSizeClass == .compact)
    #expect(screen.view.traitCollection.verticalSizeClass == .compact)
    expectNoAmbiguity(screen.view)
    // Width and height flexible: the background follows the window.
    #expect(screen.backgroundView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(screen.headerView.frame == CGRect(x: 0, y: 0, width: 844, height: 120))
    // The header's margins now include the 47-point side insets: 20 + 47 = 67.
    #expect(screen.avatarView.frame == CGRect(x: 67, y: 28, width: 64, height: 64))
    #expect(screen.nameView.frame == CGRect(x: 143, y: 48, width: 586, height: 24))
    #expect(screen.badgeView.frame == CGRect(x: 737, y: 50, width: 40, height: 20))
    // Compact width: 16-point window margins from the safe area, 63 from each edge.
    #expect(screen.contentGuide.layoutFrame == CGRect(x: 63, y: 136, width: 718, height: 233))
    // Half of 718 is 359: the required 300-point cap wins over the 999 wish; centred at 422.
    #expect(screen.cardView.frame == CGRect(x: 272, y: 136, width: 300, height: 150))
  }

  @Test func compressedHeaderSize() {
    let screen = Self.portrait()
    // 20 + 64 + 12 + 100 (the name's intrinsic width, resisting compression) + 8 + 40 + 20
    // wide; the header's own height constraint, 120.
    #expect(screen.compressedHeaderSize == CGSize(width: 264, height: 120))
    #expect(screen.headerView.frame == CGRect(x: 0, y: 47, width: 390, height: 120))
  }

  @Test func noConflictsAreLogged() {
    let window = UIWindow(size: CGSize(width: 390, height: 844))
    var messages: [String] = []
    window.logHandler = { messages.append($0) }
    let controller = HandWrittenProfileViewController(window: window)
    controller.viewDidLoad()
    window.layoutIfNeeded()
    #expect(messages.isEmpty)
  }
}
