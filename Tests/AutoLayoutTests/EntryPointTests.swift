import Foundation
import Testing
import Truss

@Suite struct EntryPointTests {
  @Test func issueExampleCard() {
    let window = Window(
      size: CGSize(width: 375, height: 812), scale: 2,
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
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
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 64, width: 187.5, height: 100))
    #expect(!window.hasAmbiguousLayout)
  }
}
