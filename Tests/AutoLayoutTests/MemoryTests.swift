import Foundation
import Testing
import Truss

/// Views, constraints and engines form no reference cycles: a laid-out window and everything
/// in it is freed when the last outside reference goes.
@Suite struct MemoryTests {
  @Test func aLaidOutWindowIsFreed() {
    weak var weakWindow: Window?
    weak var weakCard: View?
    weak var weakConstraint: LayoutConstraint?
    do {
      let window = Window(size: CGSize(width: 320, height: 480), scale: 2)
      let card = View()
      card.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(card)
      let width = card.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5)
      LayoutConstraint.activate([
        width, card.heightAnchor.constraint(equalToConstant: 40),
        card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
        card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      ])
      window.runLoop.perform { width.constant = 10 }
      window.runLoop.runUntilIdle()
      #expect(card.frame.width == 170)
      _ = window.hasAmbiguousLayout
      _ = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      weakWindow = window
      weakCard = card
      weakConstraint = width
    }
    #expect(weakWindow == nil)
    #expect(weakCard == nil)
    #expect(weakConstraint == nil)
  }
}

extension MemoryTests {
  @Test func aWindowNeverLaidOutIsFreed() {
    weak var weakWindow: Window?
    weak var weakView: View?
    do {
      let window = Window(size: CGSize(width: 320, height: 480))
      let view = View()
      window.addSubview(view)
      view.setNeedsUpdateConstraints()
      weakWindow = window
      weakView = view
    }
    #expect(weakWindow == nil)
    #expect(weakView == nil)
  }
}
