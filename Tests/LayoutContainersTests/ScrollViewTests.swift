import Foundation
import Testing
import Truss

/// SPEC §6.3: scroll views (issue 13, first part). Frames are hand arithmetic.
@Suite struct ScrollViewTests {
  /// A column of modules pinned to the scroll view's own edges (the older idiom of Apple's
  /// "Working with Scroll Views": edges attach to the content area, the width to the frame):
  /// the content height is the modules and spacings; scrolling to the end moves the bounds,
  /// not the modules, and costs the solver nothing.
  @Test func aColumnOfModulesScrolledToItsEnd() throws {
    let window = Window(size: CGSize(width: 320, height: 480))
    let scroll = ScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scroll)
    LayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: window.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    var modules: [View] = []
    for index in 0..<6 {
      let module = View()
      module.identifier = "module\(index)"
      module.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(module)
      LayoutConstraint.activate([
        module.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
        module.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -20),
        module.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -40),
        module.heightAnchor.constraint(equalToConstant: 150),
        module.topAnchor.constraint(
          equalTo: modules.last?.bottomAnchor ?? scroll.topAnchor, constant: 10),
      ])
      modules.append(module)
    }
    try #require(modules.last).bottomAnchor.constraint(
      equalTo: scroll.bottomAnchor, constant: -10
    ).isActive = true
    window.layoutIfNeeded()
    // 6 × 150 + 7 × 10 = 970 tall; 320 wide (20 + 280 + 20).
    #expect(scroll.contentSize == CGSize(width: 320, height: 970))
    #expect(modules.map(\.frame.minY) == [10, 170, 330, 490, 650, 810])
    #expect(modules[0].frame.width == 280)
    #expect(!window.hasAmbiguousLayout)

    let before = try #require(window.solverStatistics)
    scroll.setContentOffset(CGPoint(x: 0, y: 970 - 480), animated: false)
    window.layoutIfNeeded()
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 490))
    #expect(scroll.visibleRect == CGRect(x: 0, y: 490, width: 320, height: 480))
    #expect(modules.map(\.frame.minY) == [10, 170, 330, 490, 650, 810])
    #expect(try #require(window.solverStatistics) == before)
  }

  /// The frame guide moves with the offset: a view pinned to it stays on screen.
  @Test func aViewPinnedToTheFrameGuideFloats() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(scroll)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(badge)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
      badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
      badge.trailingAnchor.constraint(
        equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
    #expect(badge.frame == CGRect(x: 272, y: 8, width: 40, height: 20))
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    window.layoutIfNeeded()
    // In content coordinates the badge moved down with the frame: 300 + 8.
    #expect(badge.frame == CGRect(x: 272, y: 308, width: 40, height: 20))
    #expect(content.frame.minY == 0)
    #expect(!window.hasAmbiguousLayout)
  }

  /// `scrollRectToVisible` scrolls as little as needed, within the content.
  @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(scroll)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    window.layoutIfNeeded()
    scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 100), animated: false)
    // The rect's bottom (700) at the bottom of the 480-point frame: offset 220.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 220))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 100), animated: false)
    // Past the content's end: the offset stops at 1000 − 480 = 520.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 520))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
  }
}

extension ScrollViewTests {
  /// The content-size observer hears a change of the content alone (the scroll view's frame
  /// unchanged), once per layout that changes it.
  @Test func theContentSizeObserverHearsContentChanges() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(scroll)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    let height = content.heightAnchor.constraint(equalToConstant: 1000)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor), height,
    ])
    var reported: [CGSize] = []
    scroll.contentSizeDidChange = { reported.append($0) }
    window.layoutIfNeeded()
    height.constant = 1500
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(reported == [CGSize(width: 320, height: 1000), CGSize(width: 320, height: 1500)])
  }

  /// `.scrollableAxes` adds the safe area on an axis whose content is larger than the frame,
  /// or whose view always bounces (UIKit's header for `UIScrollViewContentInsetAdjustmentBehavior`):
  /// short content gets none until `alwaysBounceVertical` is set.
  @Test func alwaysBouncingMakesAnAxisScrollableForInsetAdjustment() {
    let window = Window(
      size: CGSize(width: 320, height: 480),
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    window.addSubview(scroll)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalToConstant: 320),
      content.heightAnchor.constraint(equalToConstant: 200),
    ])
    window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 200))
    #expect(scroll.adjustedContentInset == .zero)
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
  }
}
