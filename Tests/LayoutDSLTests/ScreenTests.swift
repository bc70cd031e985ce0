import Foundation
import Testing
import Truss

/// Whole screens written with the DSL, laid out in a window, frames checked.
@Suite struct ScreenTests {
  func phone(_ direction: UserInterfaceLayoutDirection = .leftToRight) -> Window {
    Window(
      size: CGSize(width: 375, height: 812), scale: 2,
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      layoutDirection: direction)
  }

  @Test func headerWithAvatarAndTitle() {
    let window = phone()
    let header = makeView("header", in: window)
    let avatar = makeView("avatar", in: header)
    let title = makeView("title", in: header)
    LayoutConstraint.activate {
      header.topAnchor == window.safeAreaLayoutGuide.topAnchor
      header.horizontalEdges == window.horizontalEdges
      header.heightAnchor == 56
      avatar.leadingAnchor == window.layoutMarginsGuide.leadingAnchor
      avatar.size == CGSize(width: 40, height: 40)
      avatar.centerYAnchor == header.centerYAnchor
      title.leadingAnchor == avatar.trailingAnchor + 12
      title.trailingAnchor == window.layoutMarginsGuide.trailingAnchor
      title.centerYAnchor == avatar.centerYAnchor
      title.heightAnchor == 20
    }
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 44, width: 375, height: 56))
    #expect(avatar.frame == CGRect(x: 16, y: 8, width: 40, height: 40))
    #expect(title.frame == CGRect(x: 68, y: 18, width: 291, height: 20))
    #expect(!window.hasAmbiguousLayout)
  }

  @Test func centeredHalfSizeBox() {
    let window = phone()
    let box = makeView("box", in: window)
    LayoutConstraint.activate {
      box.centerAnchors == window.centerAnchors
      box.size == window.size * 0.5
    }
    window.layoutIfNeeded()
    // x is 93.75, which snaps to the nearest half point (scale 2) upwards.
    #expect(box.frame == CGRect(x: 94, y: 203, width: 187.5, height: 406))
  }

  @Test func cardInsideSafeAreaWithOptionalWidth() {
    let window = phone()
    let card = makeView("card", in: window)
    LayoutConstraint.activate {
      card.verticalEdges == window.safeAreaLayoutGuide.verticalEdges + 20
      card.centerXAnchor == window.centerXAnchor
      card.widthAnchor == 600 ~ .defaultHigh
      card.widthAnchor <= window.widthAnchor - 40
    }
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 64, width: 335, height: 694))
  }

  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func directionalBadge(_ direction: UserInterfaceLayoutDirection) {
    let window = phone(direction)
    let badge = makeView("badge", in: window)
    LayoutConstraint.activate {
      badge.leadingAnchor == window.leadingAnchor + 10
      badge.topAnchor == window.safeAreaLayoutGuide.topAnchor
      badge.size == CGSize(width: 100, height: 30)
    }
    window.layoutIfNeeded()
    let x: CGFloat = direction == .leftToRight ? 10 : 265
    #expect(badge.frame == CGRect(x: x, y: 44, width: 100, height: 30))
  }
}
