import Foundation
import Truss

/// Where the hand-written layout puts each frame: view `index` in preorder (the window or
/// root first, then each view followed by its subtree).
protocol FrameSink {
  mutating func setFrame(_ frame: CGRect, at index: Int)
}

/// One card's state as its `layoutSubviews` sees it.
struct CardState {
  var content: CardContent
  var avatarWidth = FeedMetrics.avatarSize
  var avatarHeight = FeedMetrics.avatarSize

  /// The card's height for its content: what the constraints make it.
  var height: CGFloat {
    let m = FeedMetrics.self
    return m.cardMargin + avatarHeight + m.verticalSpacing + content.bodyHeight
      + m.verticalSpacing + m.separatorHeight + m.verticalSpacing + m.likeSize.height
      + m.cardMargin
  }
}

/// The frame arithmetic a developer would write in `layoutSubviews` for the feed screen,
/// producing the same frames as ``FeedScreen``'s constraints, snapped to the pixel grid the
/// same way (each edge rounded in the superview's coordinates).
enum HandwrittenLayout {
  /// Preorder indices: the root, the header and its 3 subviews, then each card followed by
  /// its 10 subviews, then the tab bar and its items.
  static let headerIndex = 1
  static func cardIndex(_ card: Int) -> Int { 5 + card * FeedMetrics.viewsPerCard }
  static func tabBarIndex(cards: Int) -> Int { cardIndex(cards) }

  static func snap(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    (value * scale).rounded() / scale
  }

  static func frame(
    _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat
  ) -> CGRect {
    let x0 = snap(x, scale)
    let y0 = snap(y, scale)
    return CGRect(
      x: x0, y: y0, width: snap(x + width, scale) - x0, height: snap(y + height, scale) - y0)
  }

  /// The window's side margins: UIKit's minimum for its horizontal size class, plus the
  /// safe area.
  static func windowMargins(_ g: ScreenGeometry) -> (left: CGFloat, right: CGFloat) {
    let side =
      TraitCollection.sizeClasses(for: g.size).horizontal == .regular
      ? FeedMetrics.regularWindowMargin : FeedMetrics.compactWindowMargin
    return (side + g.safeAreaInsets.left, side + g.safeAreaInsets.right)
  }

  /// Everything: what the root's `layoutSubviews` and then every resized view's does after
  /// a rotation.
  static func layoutScreen<S: FrameSink>(
    _ cards: [CardState], _ g: ScreenGeometry, into sink: inout S
  ) {
    sink.setFrame(CGRect(origin: .zero, size: g.size), at: 0)
    layoutHeader(g, into: &sink)
    layoutColumn(cards, g, into: &sink)
    let cardWidth = columnWidth(g)
    for (i, card) in cards.enumerated() {
      layoutCard(card, width: cardWidth, scale: g.scale, base: cardIndex(i), into: &sink)
    }
    layoutTabBar(cards: cards.count, g, into: &sink)
  }

  static func layoutHeader<S: FrameSink>(_ g: ScreenGeometry, into sink: inout S) {
    let m = FeedMetrics.self
    let s = g.scale
    let width = g.size.width
    let height = m.headerHeight
    sink.setFrame(frame(0, g.safeAreaInsets.top, width, height, s), at: headerIndex)
    // The header spans the window, so its margins take in the side safe-area insets.
    let left = m.cardMargin + g.safeAreaInsets.left
    let right = m.cardMargin + g.safeAreaInsets.right
    let button = m.headerButtonSize
    let title = m.headerTitleSize
    let buttonY = (height - button) / 2
    sink.setFrame(frame(left, buttonY, button, button, s), at: headerIndex + 1)
    sink.setFrame(
      frame((width - title.width) / 2, (height - title.height) / 2, title.width, title.height, s),
      at: headerIndex + 2)
    sink.setFrame(
      frame(width - right - button, buttonY, button, button, s), at: headerIndex + 3)
  }

  static func columnWidth(_ g: ScreenGeometry) -> CGFloat {
    let margins = windowMargins(g)
    return g.size.width - margins.left - margins.right
  }

  /// The cards' frames: stacked below the header, inside the window's margins.
  static func layoutColumn<S: FrameSink>(
    _ cards: [CardState], _ g: ScreenGeometry, into sink: inout S
  ) {
    let x = windowMargins(g).left
    let width = columnWidth(g)
    var y = g.safeAreaInsets.top + FeedMetrics.headerHeight + FeedMetrics.cardSpacing
    for (i, card) in cards.enumerated() {
      let height = card.height
      sink.setFrame(frame(x, y, width, height, g.scale), at: cardIndex(i))
      y += height + FeedMetrics.cardSpacing
    }
  }

  /// A card's `layoutSubviews`: its ten subviews inside its 8-point margins.
  static func layoutCard<S: FrameSink>(
    _ card: CardState, width: CGFloat, scale s: CGFloat, base: Int, into sink: inout S
  ) {
    let m = FeedMetrics.self
    let margin = m.cardMargin
    let trailing = width - margin
    let content = card.content

    // Avatar, then title and subtitle beside it, clamped before the badge and timestamp.
    sink.setFrame(frame(margin, margin, card.avatarWidth, card.avatarHeight, s), at: base + 1)
    let textX = margin + card.avatarWidth + m.avatarToTitle
    let badgeX = trailing - m.badgeSize
    let title = content.titleSize
    let titleWidth = min(title.width, badgeX - m.textToTrailingItem - textX)
    sink.setFrame(frame(textX, margin, titleWidth, title.height, s), at: base + 2)
    let subtitleY = margin + title.height + m.titleToSubtitle
    let subtitle = content.subtitleSize
    let timestamp = m.timestampSize
    let timestampX = trailing - timestamp.width
    let subtitleWidth = min(subtitle.width, timestampX - m.textToTrailingItem - textX)
    sink.setFrame(frame(textX, subtitleY, subtitleWidth, subtitle.height, s), at: base + 3)
    let timestampY = subtitleY + subtitle.height / 2 - timestamp.height / 2
    sink.setFrame(
      frame(timestampX, timestampY, timestamp.width, timestamp.height, s), at: base + 4)
    let badgeY = margin + title.height / 2 - m.badgeSize / 2
    sink.setFrame(frame(badgeX, badgeY, m.badgeSize, m.badgeSize, s), at: base + 5)

    // Body, separator and the row of buttons below the avatar.
    let bodyY = margin + card.avatarHeight + m.verticalSpacing
    sink.setFrame(
      frame(margin, bodyY, trailing - margin, content.bodyHeight, s), at: base + 6)
    let separatorY = bodyY + content.bodyHeight + m.verticalSpacing
    sink.setFrame(
      frame(margin, separatorY, width - margin, m.separatorHeight, s), at: base + 7)
    let buttonY = separatorY + m.separatorHeight + m.verticalSpacing
    let like = m.likeSize
    sink.setFrame(frame(margin, buttonY, like.width, like.height, s), at: base + 8)
    let comment = m.commentSize
    let commentX = margin + like.width + m.buttonSpacing
    let commentY = buttonY + like.height / 2 - comment.height / 2
    sink.setFrame(frame(commentX, commentY, comment.width, comment.height, s), at: base + 9)
    let share = m.shareSize
    let shareY = buttonY + like.height / 2 - share.height / 2
    sink.setFrame(
      frame(trailing - share.width, shareY, share.width, share.height, s), at: base + 10)
  }

  /// The tab bar: from 49 points above the bottom safe-area inset to the window's bottom,
  /// its items sharing the width inside the side safe-area insets.
  static func layoutTabBar<S: FrameSink>(
    cards: Int, _ g: ScreenGeometry, into sink: inout S
  ) {
    let m = FeedMetrics.self
    let s = g.scale
    let insets = g.safeAreaInsets
    let y = g.size.height - insets.bottom - m.tabBarHeight
    let index = tabBarIndex(cards: cards)
    sink.setFrame(frame(0, y, g.size.width, m.tabBarHeight + insets.bottom, s), at: index)
    let itemWidth =
      (g.size.width - insets.left - insets.right) * (1 / CGFloat(m.tabItemCount))
    var x = insets.left
    for i in 0..<m.tabItemCount {
      sink.setFrame(frame(x, 0, itemWidth, m.tabBarHeight, s), at: index + 1 + i)
      x += itemWidth
    }
  }
}

/// Frames assigned to views.
struct ViewFrames: FrameSink {
  let views: [View]
  func setFrame(_ frame: CGRect, at index: Int) { views[index].frame = frame }
}

/// Frames stored in an array.
struct RectFrames: FrameSink {
  var rects: [CGRect]
  mutating func setFrame(_ frame: CGRect, at index: Int) { rects[index] = frame }
}

/// The feed screen laid out by hand: the same tree of views as ``FeedScreen`` (a
/// ``ContentView`` where it has one) under a plain root view that is in no window, so no
/// layout engine exists; frames are computed with arithmetic and assigned with
/// `view.frame = …`, as `layoutSubviews` overrides would.
public final class HandwrittenScreen {
  public let root: View
  /// Every view in preorder (the root first).
  let views: [View]
  var cards: [CardState]
  public private(set) var geometry: ScreenGeometry

  /// Builds the views and lays them out.
  public init(content: [CardContent], geometry: ScreenGeometry) {
    self.geometry = geometry
    cards = content.map { CardState(content: $0) }
    let m = FeedMetrics.self
    root = View(frame: CGRect(origin: .zero, size: geometry.size))
    var views = [root]
    func add(_ view: View, to parent: View) {
      parent.addSubview(view)
      views.append(view)
    }
    let header = View()
    add(header, to: root)
    add(View(), to: header)
    add(ContentView(contentSize: m.headerTitleSize), to: header)
    add(View(), to: header)
    for item in content {
      let card = View()
      add(card, to: root)
      add(View(), to: card)
      add(ContentView(contentSize: item.titleSize), to: card)
      add(ContentView(contentSize: item.subtitleSize), to: card)
      add(ContentView(contentSize: m.timestampSize), to: card)
      add(View(), to: card)
      add(
        ContentView(contentSize: CGSize(width: View.noIntrinsicMetric, height: item.bodyHeight)),
        to: card)
      add(View(), to: card)
      add(ContentView(contentSize: m.likeSize), to: card)
      add(ContentView(contentSize: m.commentSize), to: card)
      add(ContentView(contentSize: m.shareSize), to: card)
    }
    let tabBar = View()
    add(tabBar, to: root)
    for _ in 0..<m.tabItemCount { add(View(), to: tabBar) }
    self.views = views
    layoutAll()
  }

  private func layoutAll() {
    var sink = ViewFrames(views: views)
    HandwrittenLayout.layoutScreen(cards, geometry, into: &sink)
  }

  /// Rotates (or resizes) the root and lays every view out again (every view's size or
  /// position depends on the width).
  public func resize(to geometry: ScreenGeometry) {
    self.geometry = geometry
    layoutAll()
  }

  /// Changes one card's avatar width and runs that card's `layoutSubviews` (its size does
  /// not change, so nothing else moves).
  public func setAvatarWidth(card index: Int, to width: CGFloat) {
    cards[index].avatarWidth = width
    var sink = ViewFrames(views: views)
    HandwrittenLayout.layoutCard(
      cards[index], width: HandwrittenLayout.columnWidth(geometry), scale: geometry.scale,
      base: HandwrittenLayout.cardIndex(index), into: &sink)
  }

  /// Changes one card's avatar height: the root's `layoutSubviews` restacks the column
  /// (the card's height changed) and the card's `layoutSubviews` places its content.
  public func setAvatarHeight(card index: Int, to height: CGFloat) {
    cards[index].avatarHeight = height
    var sink = ViewFrames(views: views)
    HandwrittenLayout.layoutColumn(cards, geometry, into: &sink)
    HandwrittenLayout.layoutCard(
      cards[index], width: HandwrittenLayout.columnWidth(geometry), scale: geometry.scale,
      base: HandwrittenLayout.cardIndex(index), into: &sink)
  }
}

/// The hand-written arithmetic alone, into an array of rectangles (no views at all): the
/// lower bound of any layout.
public struct HandwrittenFrames {
  /// The frames in preorder (the root first).
  public private(set) var frames: [CGRect]
  var cards: [CardState]
  public private(set) var geometry: ScreenGeometry

  public init(content: [CardContent], geometry: ScreenGeometry) {
    self.geometry = geometry
    cards = content.map { CardState(content: $0) }
    frames = Array(repeating: .zero, count: FeedMetrics.viewCount(cards: content.count))
    layoutAll()
  }

  private mutating func layoutAll() {
    var sink = RectFrames(rects: frames)
    frames = []
    HandwrittenLayout.layoutScreen(cards, geometry, into: &sink)
    frames = sink.rects
  }

  public mutating func resize(to geometry: ScreenGeometry) {
    self.geometry = geometry
    layoutAll()
  }

  public mutating func setAvatarWidth(card index: Int, to width: CGFloat) {
    cards[index].avatarWidth = width
    var sink = RectFrames(rects: frames)
    frames = []
    HandwrittenLayout.layoutCard(
      cards[index], width: HandwrittenLayout.columnWidth(geometry), scale: geometry.scale,
      base: HandwrittenLayout.cardIndex(index), into: &sink)
    frames = sink.rects
  }

  public mutating func setAvatarHeight(card index: Int, to height: CGFloat) {
    cards[index].avatarHeight = height
    var sink = RectFrames(rects: frames)
    frames = []
    HandwrittenLayout.layoutColumn(cards, geometry, into: &sink)
    HandwrittenLayout.layoutCard(
      cards[index], width: HandwrittenLayout.columnWidth(geometry), scale: geometry.scale,
      base: HandwrittenLayout.cardIndex(index), into: &sink)
    frames = sink.rects
  }
}
