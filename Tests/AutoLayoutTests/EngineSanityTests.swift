import Foundation
import Testing
import Truss

@Suite struct EngineSanityTests {
  func card(in window: Window) -> View {
    let card = View()
    card.identifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
      card.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    return card
  }

  @Test func rightToLeftMirrors() {
    let window = Window(
      size: CGSize(width: 375, height: 812), scale: 2,
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      layoutDirection: .rightToLeft)
    let c = card(in: window)
    window.layoutIfNeeded()
    #expect(c.frame == CGRect(x: 375 - 16 - 187.5, y: 64, width: 187.5, height: 100))
    window.setLayoutDirection(.leftToRight)
    window.layoutIfNeeded()
    #expect(c.frame == CGRect(x: 16, y: 64, width: 187.5, height: 100))
  }

  @Test func bannerThroughRotation() {
    let window = Window(
      size: CGSize(width: 375, height: 812), scale: 3,
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let banner = View(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
    banner.identifier = "banner"
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    window.addSubview(banner)
    let below = View()
    below.identifier = "below"
    below.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(below)
    LayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 10),
      below.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
      below.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
      below.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
    #expect(below.frame == CGRect(x: 0, y: 60, width: 375, height: 40))
    window.resize(
      to: CGSize(width: 812, height: 375),
      safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    window.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 812, height: 50))
    #expect(below.frame == CGRect(x: 44, y: 60, width: 724, height: 40))
    #expect(!window.hasAmbiguousLayout)
  }

  @Test func conflictingWidthsBreakTheNewest() {
    let window = Window(size: CGSize(width: 320, height: 480))
    var logs: [String] = []
    window.logHandler = { logs.append($0) }
    let a = View()
    a.identifier = "a"
    a.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(a)
    let w1 = a.widthAnchor.constraint(equalToConstant: 100)
    let w2 = a.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      w1, w2, a.heightAnchor.constraint(equalToConstant: 10),
      a.leftAnchor.constraint(equalTo: window.leftAnchor),
      a.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(logs.count == 1)
    #expect(logs.first?.contains("Will attempt to recover by breaking constraint") == true)
    #expect(
      window.recursiveDescription()
        == "<Window: Window; frame = (0 0; 320 480)>\n   | <View: a; frame = (0 0; 100 10)>")
  }
}
