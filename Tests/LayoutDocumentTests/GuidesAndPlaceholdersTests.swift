import Foundation
import LayoutDocument
import Testing
import Truss

@Suite("Layout documents: guides and placeholders") struct GuidesAndPlaceholdersTests {
  @Test func layoutGuidesInEquationsAndTheFramesTable() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 400]}
      views:
        - {id: top}
        - {id: bottom}
        - {id: card}
      guides:
        - {id: gap}
        - {id: inset, owner: card}
      constraints:
        - "H:|[top]|"
        - "H:|[bottom]|"
        - "H:|-(20)-[card]-(20)-|"
        - top.top == root.top
        - top.height == 100
        - gap.top == top.bottom
        - gap.height == 20
        - gap.leading == root.leading
        - gap.width == root.width
        - bottom.top == gap.bottom
        - bottom.height == 50
        - card.top == bottom.bottom + 10
        - card.height == 100
        - inset.leading == card.leading + 10
        - inset.top == card.top + 5
        - inset.width == 30
        - inset.height == 40
      """)
    #expect(
      loaded.framesTable() == """
        top     0 0 300 100
        bottom  0 120 300 50
        card    20 180 260 100
        gap     0 100 300 20
        inset   10 5 30 40

        """)
    let gap = try #require(loaded.guides["gap"])
    #expect(gap.owningView === loaded.window)
    #expect(gap.identifier == "gap")
    #expect(loaded.guides["inset"]?.owningView === loaded.views["card"])
    #expect(loaded.guides.count == 2)
    #expect(loaded.check().isClean)
  }

  @Test func ambiguousGuidesAreReportedAfterTheirOwner() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 400]}
      views:
        - {id: box, frame: [0, 0, 10, 10]}
      guides:
        - {id: gap}
      constraints:
        - gap.top == root.top
        - gap.height == 20
      """)
    #expect(loaded.check().problems == [.ambiguous(view: "gap", variables: ["minX", "Width"])])
  }

  /// A box whose size comes from placeholder constraints (an equation and a VFL line).
  static let placeholders = """
    window: {size: [300, 400]}
    views:
      - {id: box}
    constraints:
      - box.leading == root.leading + 10
      - box.top == root.top + 10
      - box.width == 100 !placeholder
      - "V:[box(50)] !placeholder"
    """

  @Test func placeholderConstraintsAreDesignTimeOnly() throws {
    let design = try LayoutDocument.load(Self.placeholders)
    #expect(design.views["box"]?.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
    #expect(design.constraints.count == 4)
    #expect(design.check().isClean)
    let runtime = try LayoutDocument.load(Self.placeholders, options: LoadOptions(runtime: true))
    #expect(runtime.constraints.count == 2)
    #expect(runtime.views["box"]?.translatesAutoresizingMaskIntoConstraints == false)
    #expect(
      runtime.check().problems == [.ambiguous(view: "box", variables: ["Width", "Height"])])
  }

  /// A custom view with an intrinsic-size placeholder and a bar with a height only.
  static let intrinsicSizes = """
    window: {size: [300, 400]}
    views:
      - {id: custom, intrinsicSize: [120, 44]}
      - {id: bar, intrinsicSize: [none, 8]}
    constraints:
      - custom.leading == root.leading
      - custom.top == root.top
      - "H:|[bar]|"
      - bar.top == custom.bottom
    """

  @Test func intrinsicSizePlaceholdersAreDesignTimeOnly() throws {
    let design = try LayoutDocument.load(Self.intrinsicSizes)
    #expect(
      design.framesTable() == """
        custom  0 0 120 44
        bar     0 44 300 8

        """)
    #expect(
      design.views["bar"]?.intrinsicContentSize
        == CGSize(width: View.noIntrinsicMetric, height: 8))
    #expect(design.check().isClean)
    let runtime = try LayoutDocument.load(
      Self.intrinsicSizes, options: LoadOptions(runtime: true))
    #expect(
      runtime.views["custom"]?.intrinsicContentSize
        == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    #expect(
      runtime.check().problems == [
        .ambiguous(view: "custom", variables: ["Width", "Height"]),
        .ambiguous(view: "bar", variables: ["minY", "Height"]),
      ])
  }
}
