import Foundation
import Testing
import Truss

@Suite struct CompositeTests {
  let a = makeView("a")
  let b = makeView("b")

  @Test func edgesWithInsets() {
    let made = (a.edges == b.edges.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
      .constraints()
    #expect(made.count == 4)
    #expect(matches(made[0], a, .top, .equal, b, .top, constant: 1))
    #expect(matches(made[1], a, .left, .equal, b, .left, constant: 2))
    #expect(matches(made[2], a, .bottom, .equal, b, .bottom, constant: -3))
    #expect(matches(made[3], a, .right, .equal, b, .right, constant: -4))
    let plus = (a.edges == b.edges + EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      .constraints()
    #expect(plus.map(\.constant) == [1, 2, -3, -4])
    let uniform = (a.edges.inset(by: 2) == b.edges.inset(by: 10)).constraints()
    #expect(uniform.map(\.constant) == [8, 8, -8, -8])
  }

  @Test func directionalEdges() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let made = (a.directionalEdges == b.directionalEdges + insets).constraints()
    #expect(matches(made[0], a, .top, .equal, b, .top, constant: 1))
    #expect(matches(made[1], a, .leading, .equal, b, .leading, constant: 2))
    #expect(matches(made[2], a, .bottom, .equal, b, .bottom, constant: -3))
    #expect(matches(made[3], a, .trailing, .equal, b, .trailing, constant: -4))
    #expect((a.directionalEdges == b.directionalEdges.inset(by: 5)).count == 4)
  }

  @Test func edgePairs() {
    let horizontal = (a.horizontalEdges == b.horizontalEdges + 16).constraints()
    #expect(matches(horizontal[0], a, .left, .equal, b, .left, constant: 16))
    #expect(matches(horizontal[1], a, .right, .equal, b, .right, constant: -16))
    let directional = (a.directionalHorizontalEdges == b.directionalHorizontalEdges.inset(by: 8))
      .constraints()
    #expect(matches(directional[0], a, .leading, .equal, b, .leading, constant: 8))
    #expect(matches(directional[1], a, .trailing, .equal, b, .trailing, constant: -8))
    let vertical = (a.verticalEdges == b.verticalEdges).constraints()
    #expect(matches(vertical[0], a, .top, .equal, b, .top))
    #expect(matches(vertical[1], a, .bottom, .equal, b, .bottom))
  }

  @Test func size() {
    let fixed = (a.size == CGSize(width: 10, height: 20)).constraints()
    #expect(matches(fixed[0], a, .width, .equal, nil, .notAnAttribute, constant: 10))
    #expect(matches(fixed[1], a, .height, .equal, nil, .notAnAttribute, constant: 20))
    let atLeast = (a.size >= CGSize(width: 44, height: 44)).constraints()
    #expect(atLeast.allSatisfy { $0.relation == .greaterThanOrEqual })
    let atMost = (a.size <= CGSize(width: 1, height: 2)).constraints()
    #expect(atMost.allSatisfy { $0.relation == .lessThanOrEqual })
    let half = (a.size == b.size * 0.5).constraints()
    #expect(matches(half[0], a, .width, .equal, b, .width, multiplier: 0.5))
    #expect(matches(half[1], a, .height, .equal, b, .height, multiplier: 0.5))
    #expect((a.size >= b.size).constraints()[0].relation == .greaterThanOrEqual)
    #expect((a.size <= b.size).constraints()[1].relation == .lessThanOrEqual)
  }

  @Test func center() {
    let made = (a.centerAnchors == b.centerAnchors + CGPoint(x: 3, y: -4)).constraints()
    #expect(matches(made[0], a, .centerX, .equal, b, .centerX, constant: 3))
    #expect(matches(made[1], a, .centerY, .equal, b, .centerY, constant: -4))
  }

  @Test func compositePriority() {
    let made = LayoutConstraint.build { a.edges == b.edges ~ .defaultLow }
    #expect(made.count == 4)
    #expect(made.allSatisfy { $0.priority == .defaultLow })
  }

  @Test func layoutGuidesHaveComposites() {
    let parent = makeView("parent")
    let made = (a.edges == parent.layoutMarginsGuide.edges).constraints()
    #expect(made.allSatisfy { $0.secondItem === parent.layoutMarginsGuide })
  }
}
