import Foundation
import Truss

/// Collects a window's diagnostics (there should be none).
public final class LogCollector {
  public private(set) var messages: [String] = []
  public init() {}
  func append(_ message: String) { messages.append(message) }
}

/// The 1,000-view feed screen laid out with Auto Layout, written as a UIKit developer would:
/// a header bar pinned to the safe area, a column of 90 cards pinned to the window's layout
/// margins (each card's top 8 points below the previous card's bottom), each card's ten
/// subviews pinned to its layout margins guide, and a tab bar at the bottom. Every view has
/// `translatesAutoresizingMaskIntoConstraints == false`; text views have intrinsic sizes.
///
/// Cards set `insetsLayoutMarginsFromSafeArea = false`: they stand for a feed's cells, whose
/// content UIKit keeps clear of the unsafe areas by the scroll view's insets instead (and
/// most of the column is below the window).
public final class FeedScreen {
  public let window: Window
  public let log = LogCollector()
  /// The cards, top to bottom.
  public private(set) var cards: [View] = []
  /// The width and height constraints of each card's avatar.
  public private(set) var avatarWidths: [LayoutConstraint] = []
  public private(set) var avatarHeights: [LayoutConstraint] = []

  /// Builds the screen (views and constraints) in a window of the given geometry. Call
  /// `window.layoutIfNeeded()` to lay it out.
  public init(content: [CardContent], geometry: ScreenGeometry) {
    window = Window(
      size: geometry.size, scale: geometry.scale, safeAreaInsets: geometry.safeAreaInsets)
    window.logHandler = { [log] message in log.append(message) }

    let header = makeHeader()
    var previousBottom = header.bottomAnchor
    for item in content {
      let card = makeCard(item)
      window.addSubview(card)
      LayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: previousBottom, constant: FeedMetrics.cardSpacing),
        card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      ])
      previousBottom = card.bottomAnchor
      cards.append(card)
    }
    makeTabBar()
  }

  /// The number of views in the window, the window included.
  public var viewCount: Int {
    var count = 0
    func visit(_ view: View) {
      count += 1
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    return count
  }

  /// Rotates (or resizes) the window and lays it out.
  public func resize(to geometry: ScreenGeometry) {
    window.resize(to: geometry.size, safeAreaInsets: geometry.safeAreaInsets)
    window.layoutIfNeeded()
  }

  /// Changes the width of one card's avatar and lays the screen out (the card's title and
  /// subtitle move; nothing else does).
  public func setAvatarWidth(card index: Int, to width: CGFloat) {
    avatarWidths[index].constant = width
    window.layoutIfNeeded()
  }

  /// Changes the height of one card's avatar and lays the screen out (the card grows or
  /// shrinks, and every card below it moves).
  public func setAvatarHeight(card index: Int, to height: CGFloat) {
    avatarHeights[index].constant = height
    window.layoutIfNeeded()
  }

  // MARK: Building

  private func makeHeader() -> View {
    let header = View()
    let back = View()
    let title = ContentView(contentSize: FeedMetrics.headerTitleSize)
    let action = View()
    for view in [header, back, title, action] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    window.addSubview(header)
    for view in [back, title, action] { header.addSubview(view) }
    let margins = header.layoutMarginsGuide
    let button = FeedMetrics.headerButtonSize
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: FeedMetrics.headerHeight),
      back.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      back.centerYAnchor.constraint(equalTo: header.centerYAnchor),
      back.widthAnchor.constraint(equalToConstant: button),
      back.heightAnchor.constraint(equalToConstant: button),
      title.centerXAnchor.constraint(equalTo: header.centerXAnchor),
      title.centerYAnchor.constraint(equalTo: header.centerYAnchor),
      action.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      action.centerYAnchor.constraint(equalTo: header.centerYAnchor),
      action.widthAnchor.constraint(equalToConstant: button),
      action.heightAnchor.constraint(equalToConstant: button),
    ])
    return header
  }

  /// A card with its content constrained inside it (made detached, as a card view's
  /// initializer would, then added to the window by the caller).
  private func makeCard(_ content: CardContent) -> View {
    let card = View()
    card.insetsLayoutMarginsFromSafeArea = false
    let avatar = View()
    let title = ContentView(contentSize: content.titleSize)
    let subtitle = ContentView(contentSize: content.subtitleSize)
    let timestamp = ContentView(contentSize: FeedMetrics.timestampSize)
    let badge = View()
    let body = ContentView(
      contentSize: CGSize(width: View.noIntrinsicMetric, height: content.bodyHeight))
    // The subtitle gives way to the timestamp when both do not fit (equal compression
    // resistance would leave the split ambiguous).
    subtitle.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    let separator = View()
    let like = ContentView(contentSize: FeedMetrics.likeSize)
    let comment = ContentView(contentSize: FeedMetrics.commentSize)
    let share = ContentView(contentSize: FeedMetrics.shareSize)
    let subviews = [
      avatar, title, subtitle, timestamp, badge, body, separator, like, comment, share,
    ]
    card.translatesAutoresizingMaskIntoConstraints = false
    for view in subviews {
      view.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(view)
    }

    let margins = card.layoutMarginsGuide
    let spacing = FeedMetrics.verticalSpacing
    let gap = FeedMetrics.textToTrailingItem
    let avatarWidth = avatar.widthAnchor.constraint(equalToConstant: FeedMetrics.avatarSize)
    let avatarHeight = avatar.heightAnchor.constraint(equalToConstant: FeedMetrics.avatarSize)
    LayoutConstraint.activate([
      avatarWidth,
      avatarHeight,
      avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: margins.topAnchor),

      title.leadingAnchor.constraint(
        equalTo: avatar.trailingAnchor, constant: FeedMetrics.avatarToTitle),
      title.topAnchor.constraint(equalTo: margins.topAnchor),
      title.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -gap),

      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.topAnchor.constraint(
        equalTo: title.bottomAnchor, constant: FeedMetrics.titleToSubtitle),
      subtitle.trailingAnchor.constraint(
        lessThanOrEqualTo: timestamp.leadingAnchor, constant: -gap),

      timestamp.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      timestamp.centerYAnchor.constraint(equalTo: subtitle.centerYAnchor),

      badge.widthAnchor.constraint(equalToConstant: FeedMetrics.badgeSize),
      badge.heightAnchor.constraint(equalToConstant: FeedMetrics.badgeSize),
      badge.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),

      body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      body.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: spacing),

      separator.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      separator.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      separator.topAnchor.constraint(equalTo: body.bottomAnchor, constant: spacing),
      separator.heightAnchor.constraint(equalToConstant: FeedMetrics.separatorHeight),

      like.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      like.topAnchor.constraint(equalTo: separator.bottomAnchor, constant: spacing),
      like.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      comment.leadingAnchor.constraint(
        equalTo: like.trailingAnchor, constant: FeedMetrics.buttonSpacing),
      comment.centerYAnchor.constraint(equalTo: like.centerYAnchor),
      share.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      share.centerYAnchor.constraint(equalTo: like.centerYAnchor),
    ])
    avatarWidths.append(avatarWidth)
    avatarHeights.append(avatarHeight)
    return card
  }

  private func makeTabBar() {
    let tabBar = View()
    tabBar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(tabBar)
    let safeArea = tabBar.safeAreaLayoutGuide
    var constraints = [
      tabBar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      tabBar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      tabBar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      tabBar.topAnchor.constraint(
        equalTo: window.safeAreaLayoutGuide.bottomAnchor, constant: -FeedMetrics.tabBarHeight),
    ]
    var previousTrailing = safeArea.leadingAnchor
    for _ in 0..<FeedMetrics.tabItemCount {
      let item = View()
      item.translatesAutoresizingMaskIntoConstraints = false
      tabBar.addSubview(item)
      constraints += [
        item.leadingAnchor.constraint(equalTo: previousTrailing),
        item.widthAnchor.constraint(
          equalTo: safeArea.widthAnchor, multiplier: 1 / CGFloat(FeedMetrics.tabItemCount)),
        item.topAnchor.constraint(equalTo: safeArea.topAnchor),
        item.heightAnchor.constraint(equalToConstant: FeedMetrics.tabBarHeight),
      ]
      previousTrailing = item.trailingAnchor
    }
    LayoutConstraint.activate(constraints)
  }
}
