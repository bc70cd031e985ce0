import Foundation
import LayoutDocument
import Testing
import Truss

/// A screen with a sidebar installed at regular width only, a strip installed in portrait
/// only, and a title whose text, visibility and background vary.
private let variedDocument = """
  device: iPhone 15 Pro
  views:
    - id: sidebar
      when: {horizontalSizeClass: regular}
    - id: item
      parent: sidebar
    - id: strip
      when: {orientation: portrait}
    - id: title
      kind: label
      text: Phone
      font: {family: box, size: 10}
      variations:
        - when: {horizontalSizeClass: regular}
          text: Tablet
        - when: {verticalSizeClass: compact}
          text: Wide
          hidden: true
          background: red
        - when: {verticalSizeClass: compact, orientation: landscape}
          font: {family: box, size: 20}
  guides:
    - {id: side, owner: sidebar}
  constraints:
    - title.leading == root.leading
    - title.top == root.top
    - side.leading == sidebar.leading
    - side.top == sidebar.top
    - side.width == 10
    - side.height == 10
    - when: {horizontalSizeClass: regular}
      constraints:
        - "H:|[sidebar(200)]"
        - "V:|[sidebar]|"
        - "H:|[item]|"
        - "V:|[item(10)]"
    - when: {orientation: portrait}
      constraints:
        - "H:|[strip]|"
        - strip.top == title.bottom
        - strip.height == 10 @750
        - when: {horizontalSizeClass: regular}
          constraints:
            - strip.height == 30
  """

/// The device named `name`.
private func device(_ name: String) throws -> DeviceProfile {
  try #require(DeviceProfile.named(name))
}

@Suite("Layout documents: per-trait variations") struct TraitVariationTests {
  @Test func compactWidthPortrait() throws {
    let loaded = try LayoutDocument.load(variedDocument)
    #expect(loaded.order == ["strip", "title"])
    #expect(loaded.views["sidebar"] == nil)
    #expect(loaded.views["item"] == nil)
    #expect(loaded.guides.isEmpty)
    #expect(loaded.window.subviews.count == 2)
    let title = try #require(loaded.views["title"] as? Label)
    #expect(title.text == "Phone")
    #expect(!title.isHidden)
    #expect(title.backgroundColor == nil)
    #expect(loaded.views["strip"]?.frame == CGRect(x: 0, y: 10, width: 393, height: 10))
    #expect(loaded.check().isClean)
  }

  @Test func compactHeightLandscape() throws {
    let loaded = try LayoutDocument.load(
      variedDocument, options: LoadOptions(orientation: .landscape))
    #expect(loaded.order == ["title"])
    let title = try #require(loaded.views["title"] as? Label)
    #expect(title.text == "Wide")
    #expect(title.isHidden)
    #expect(title.backgroundColor == .red)
    #expect(title.font == .box(ofSize: 20))
    #expect(loaded.check().isClean)
  }

  @Test func regularWidth() throws {
    let loaded = try LayoutDocument.load(
      variedDocument, options: LoadOptions(device: device("iPad Pro 11-inch")))
    #expect(loaded.order == ["sidebar", "item", "strip", "title"])
    #expect((loaded.views["title"] as? Label)?.text == "Tablet")
    #expect(loaded.views["sidebar"]?.frame == CGRect(x: 0, y: 0, width: 200, height: 1194))
    #expect(loaded.views["item"]?.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(loaded.views["strip"]?.frame.height == 30)
    #expect(loaded.guides["side"]?.layoutFrame == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(loaded.check().isClean)
  }

  @Test func constraintsOfLeftOutViewsAreNotActivated() throws {
    let loaded = try LayoutDocument.load(variedDocument)
    let items = loaded.constraints.flatMap { [$0.firstItem, $0.secondItem] }
    #expect(!items.contains { ($0 as? View)?.identifier == "sidebar" })
    #expect(!items.contains { ($0 as? LayoutGuide)?.identifier == "side" })
    #expect(loaded.constraints.allSatisfy { $0.isActive })
  }
}
