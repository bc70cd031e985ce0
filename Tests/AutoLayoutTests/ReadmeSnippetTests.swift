import Foundation
import Testing
import Truss

/// The README's examples, compiled and checked.
@Suite struct ReadmeSnippetTests {
  @Test func formatsAndTheDSL() throws {
    let root = Window(size: CGSize(width: 320, height: 480))
    let image = View()
    image.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(image)
    let constraints = LayoutConstraint.constraints(
      withVisualFormat: "H:|-(lmargin)-[image(==width)]-(rmargin)-|", options: [],
      metrics: ["lmargin": 20, "rmargin": 20, "width": 100], views: ["image": image])
    #expect(constraints.count == 3)
    let noneActive = constraints.allSatisfy { !$0.isActive }
    #expect(noneActive)
    #expect(throws: VisualFormatError.self) {
      _ = try LayoutConstraint.visualFormatConstraints("H:|-[blackBox]", views: [:])
    }
    let card = View()
    let badge = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    card.addSubview(badge)
    let showsBadge = true
    let made = LayoutConstraint.activate {
      card.leadingAnchor == root.layoutMarginsGuide.leadingAnchor + 8
      card.widthAnchor >= 44 ~ .defaultHigh
      card.heightAnchor == card.widthAnchor * 0.5
      if showsBadge { badge.centerAnchors == card.centerAnchors }
    }
    #expect(made.count == 5)
    let allActive = made.allSatisfy(\.isActive)
    #expect(allActive)
  }

  @Test func devicesAndLabels() throws {
    let title = Label()
    title.text = "Forecast for the week"
    title.font = .systemFont(ofSize: 17, weight: .semibold)
    title.numberOfLines = 0
    let window = Window(
      device: try #require(DeviceProfile.named("iPhone 15 Pro")), orientation: .landscape)
    #expect(window.bounds.size == CGSize(width: 852, height: 393))
    window.rotate(to: .portrait)
    #expect(window.bounds.size == CGSize(width: 393, height: 852))
  }
}
