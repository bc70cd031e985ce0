import Foundation
import Testing
import Truss

/// `isScrollEnabled` and `delaysContentTouches` are touch settings: stored, on by default as
/// in UIKit, and without effect on layout; code still scrolls a scroll view that the user
/// cannot.
@Suite struct ScrollViewTouchSettingsTests {
  @Test func touchSettingsAreStoredAndCodeStillScrolls() {
    let window = Window(size: CGSize(width: 100, height: 100))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(scroll)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    LayoutConstraint.activate([
      content.leftAnchor.constraint(equalTo: scroll.contentLayoutGuide.leftAnchor),
      content.rightAnchor.constraint(equalTo: scroll.contentLayoutGuide.rightAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalToConstant: 100),
      content.heightAnchor.constraint(equalToConstant: 300),
    ])
    #expect(scroll.isScrollEnabled && scroll.delaysContentTouches)
    scroll.isScrollEnabled = false
    scroll.delaysContentTouches = false
    #expect(!scroll.isScrollEnabled && !scroll.delaysContentTouches)
    window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 100, height: 300))
    scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    window.layoutIfNeeded()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 200))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 300))
  }
}
