import Foundation
import LayoutDocument
import Testing
import Truss

/// The color `0xRRGGBB` with an alpha of `alpha` / 255.
private func rgb(_ value: Int, alpha: Int = 255) -> Color {
  Color(
    red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
    blue: Double(value & 0xFF) / 255, alpha: Double(alpha) / 255)
}

@Suite("Layout documents: appearance, priorities and masks") struct AppearanceTests {
  @Test func colorsBordersCornersAndHiddenViews() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [200, 200]}
      views:
        - id: card
          background: "#336699"
          border: {width: 2, color: "#cccccc80"}
          cornerRadius: 12
        - id: ghost
          background: clear
          border: {color: none}
          hidden: true
        - id: plain
          background: none
        - id: title
          kind: label
          text: Hi
          textColor: systemBlue
        - id: go
          kind: button
          text: Go
          textColor: white
          background: systemGreen
      """)
    let card = try #require(loaded.views["card"])
    #expect(card.backgroundColor == rgb(0x336699))
    #expect(card.layer.borderWidth == 2)
    #expect(card.layer.borderColor == rgb(0xCCCCCC, alpha: 0x80))
    #expect(card.layer.cornerRadius == 12)
    #expect(!card.isHidden)
    let ghost = try #require(loaded.views["ghost"])
    #expect(ghost.backgroundColor == .clear)
    #expect(ghost.layer.borderWidth == 1)
    #expect(ghost.layer.borderColor == nil)
    #expect(ghost.isHidden)
    #expect(loaded.views["plain"]?.backgroundColor == nil)
    #expect((loaded.views["title"] as? Label)?.textColor == rgb(0x007AFF))
    let go = try #require(loaded.views["go"] as? Button)
    #expect(go.titleLabel?.textColor == .white)
    #expect(go.currentTitle == "Go")
    #expect(go.backgroundColor == rgb(0x34C759))
  }

  @Test func shapeViews() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [200, 200]}
      views:
        - {id: back, kind: shape, shape: chevronLeft}
        - id: forward
          kind: shape
          shape: chevronRight
          fill: none
          stroke: "#000000"
          lineWidth: 2
        - {id: dot, kind: shape, shape: ellipse, fill: systemRed}
        - {id: peak, kind: shape, shape: {polygon: [[0, 1], [0.5, 0], [1, 1]]}}
        - {id: ring, kind: shape, shape: {arc: [0, 270]}}
      """)
    let back = try #require(loaded.views["back"] as? ShapeView)
    #expect(back.shape == ShapeView.chevron(pointingLeft: true).shape)
    #expect(back.fillColor == .black)
    let forward = try #require(loaded.views["forward"] as? ShapeView)
    #expect(forward.shape == ShapeView.chevron(pointingLeft: false).shape)
    #expect(forward.fillColor == nil)
    #expect(forward.strokeColor == .black)
    #expect(forward.lineWidth == 2)
    let dot = try #require(loaded.views["dot"] as? ShapeView)
    #expect(dot.shape == .ellipse)
    #expect(dot.fillColor == rgb(0xFF3B30))
    let peak = try #require(loaded.views["peak"] as? ShapeView)
    #expect(
      peak.shape
        == .polygon([CGPoint(x: 0, y: 1), CGPoint(x: 0.5, y: 0), CGPoint(x: 1, y: 1)]))
    #expect((loaded.views["ring"] as? ShapeView)?.shape == .arc(startAngle: 0, endAngle: 270))
  }

  @Test func huggingAndCompressionResistancePriorities() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [200, 200]}
      views:
        - id: a
          kind: label
          text: A
          hugging: 251
          compressionResistance: {horizontal: defaultLow, vertical: 999}
        - {id: b, kind: label, text: B, hugging: {vertical: 1}}
      """)
    let a = try #require(loaded.views["a"])
    let b = try #require(loaded.views["b"])
    #expect(a.contentHuggingPriority(for: .horizontal) == 251)
    #expect(a.contentHuggingPriority(for: .vertical) == 251)
    #expect(a.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
    #expect(a.contentCompressionResistancePriority(for: .vertical) == 999)
    // A document's label keeps Interface Builder's 251 where not told otherwise; one made in
    // code hugs at 250, as UIKit's do.
    #expect(b.contentHuggingPriority(for: .horizontal) == 251)
    #expect(Label().contentHuggingPriority(for: .horizontal) == 250)
    #expect(b.contentHuggingPriority(for: .vertical) == 1)
  }

  /// Two labels in a row filling the width: the one that hugs less stretches.
  @Test(arguments: [(251, 250, 10), (250, 251, 190)] as [(Int, Int, CGFloat)])
  func theLabelHuggingLessStretches(_ first: Int, _ second: Int, _ firstWidth: CGFloat) throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [200, 100]}
      views:
        - {id: a, kind: label, text: A, font: {family: box, size: 10}, hugging: \(first)}
        - {id: b, kind: label, text: B, font: {family: box, size: 10}, hugging: \(second)}
      constraints:
        - "H:|[a][b]|"
        - a.top == root.top
        - b.top == root.top
      """)
    #expect(loaded.views["a"]?.frame.width == firstWidth)
    #expect(loaded.views["b"]?.frame.width == 200 - firstWidth)
    #expect(loaded.check().isClean)
  }

  static let masks: [(String, View.AutoresizingMask)] = [
    ("[flexibleWidth, flexibleBottomMargin]", [.flexibleWidth, .flexibleBottomMargin]),
    ("W+BM", [.flexibleWidth, .flexibleBottomMargin]),
    ("\"LM|RM\"", [.flexibleLeftMargin, .flexibleRightMargin]),
    ("[TM, H]", [.flexibleTopMargin, .flexibleHeight]),
    ("[]", []),
  ]

  @Test(arguments: masks)
  func autoresizingMasksByNameOrNotation(_ text: String, _ mask: View.AutoresizingMask) throws {
    let loaded = try LayoutDocument.load(
      "window: {size: [100, 100]}\nviews:\n  - id: a\n    autoresizing: \(text)\n")
    #expect(loaded.views["a"]?.autoresizingMask == mask)
  }
}
