import Foundation
import Truss

/// The window a screen is laid out in: a size in points, a display scale and the device's
/// safe-area insets.
public struct ScreenGeometry: Sendable, Equatable {
  public var size: CGSize
  public var scale: CGFloat
  public var safeAreaInsets: EdgeInsets

  public init(size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets) {
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// An iPhone X-class phone upright: 375 × 812 points at 3×, status bar and home
  /// indicator insets.
  public static let portrait = ScreenGeometry(
    size: CGSize(width: 375, height: 812), scale: 3,
    safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))

  /// The same phone turned on its side: 812 × 375 points, sensor-housing insets on both
  /// sides.
  public static let landscape = ScreenGeometry(
    size: CGSize(width: 812, height: 375), scale: 3,
    safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))

  /// The other orientation.
  public var rotated: ScreenGeometry { self == .portrait ? .landscape : .portrait }
}

/// The measured content of one card: the sizes its title and subtitle text would take and
/// the height of its body text.
public struct CardContent: Sendable {
  public var titleSize: CGSize
  public var subtitleSize: CGSize
  public var bodyHeight: CGFloat

  public init(titleSize: CGSize, subtitleSize: CGSize, bodyHeight: CGFloat) {
    self.titleSize = titleSize
    self.subtitleSize = subtitleSize
    self.bodyHeight = bodyHeight
  }
}

/// The fixed measurements of the feed screen, shared by the constraint version
/// (``FeedScreen``) and the hand-written one (``HandwrittenScreen``).
public enum FeedMetrics {
  /// The number of cards in the column.
  public static let cardCount = 90
  /// Views in a card: the card and its ten subviews.
  public static let viewsPerCard = 11
  /// Header bar: 56 points tall, 44-point buttons, a centered title.
  public static let headerHeight: CGFloat = 56
  public static let headerButtonSize: CGFloat = 44
  public static let headerTitleSize = CGSize(width: 117.5, height: 22)
  /// Tab bar: 49 points above the bottom safe-area inset, four equal items.
  public static let tabBarHeight: CGFloat = 49
  public static let tabItemCount = 4
  /// The space between the header and the first card, and between cards.
  public static let cardSpacing: CGFloat = 8
  /// A plain view's default layout margins (all four sides).
  public static let cardMargin: CGFloat = 8
  /// A window's side margins at compact and regular width (UIKit's system minimum; a phone
  /// is compact in both orientations).
  public static let compactWindowMargin: CGFloat = 16
  public static let regularWindowMargin: CGFloat = 20
  /// Inside a card.
  public static let avatarSize: CGFloat = 40
  public static let avatarToTitle: CGFloat = 12
  public static let titleToSubtitle: CGFloat = 4
  public static let textToTrailingItem: CGFloat = 8
  public static let badgeSize: CGFloat = 20
  public static let timestampSize = CGSize(width: 48, height: 14)
  public static let verticalSpacing: CGFloat = 8
  public static let separatorHeight: CGFloat = 1
  public static let buttonSpacing: CGFloat = 8
  public static let likeSize = CGSize(width: 64, height: 32)
  public static let commentSize = CGSize(width: 88, height: 32)
  public static let shareSize = CGSize(width: 72, height: 32)

  /// The number of views on the screen: the window, the header and its 3 subviews, the
  /// cards and theirs, the tab bar and its items.
  public static func viewCount(cards: Int) -> Int {
    1 + 4 + cards * viewsPerCard + 1 + tabItemCount
  }
}

/// The feed's content: deterministic, varied title and subtitle widths (some wider than the
/// portrait card has room for, so they are clamped) and body heights of one to four lines.
public enum FeedContent {
  public static func cards(count: Int = FeedMetrics.cardCount) -> [CardContent] {
    (0..<count).map { (i: Int) -> CardContent in
      let titleWidth: CGFloat = 90 + CGFloat((i * 53) % 190)
      let subtitleWidth: CGFloat = 120 + CGFloat((i * 29) % 140)
      let lines = CGFloat(1 + i % 4)
      return CardContent(
        titleSize: CGSize(width: titleWidth, height: 20),
        subtitleSize: CGSize(width: subtitleWidth, height: 16), bodyHeight: 20 * lines)
    }
  }
}

/// A view with a fixed intrinsic content size: a label or a button whose text has been
/// measured.
public final class ContentView: View {
  public var contentSize: CGSize {
    didSet { if contentSize != oldValue { invalidateIntrinsicContentSize() } }
  }

  public init(contentSize: CGSize) {
    self.contentSize = contentSize
    super.init(frame: .zero)
  }

  /// Never decoded: the workloads make these in code.
  public required init?(coder: NSCoder) { nil }

  public override var intrinsicContentSize: CGSize { contentSize }
}
