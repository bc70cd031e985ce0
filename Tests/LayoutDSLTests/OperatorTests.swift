import Foundation
import Testing
import Truss

@Suite struct OperatorTests {
  let a = makeView("a")
  let b = makeView("b")

  @Test func locationAnchorsWithConstants() {
    let made = LayoutConstraint.build {
      a.leadingAnchor == b.leadingAnchor + 8
      a.trailingAnchor == b.trailingAnchor - 8
      a.leftAnchor >= b.leftAnchor
      a.rightAnchor <= b.rightAnchor - 4
      a.topAnchor == b.bottomAnchor + 12
      a.bottomAnchor >= b.topAnchor
      a.centerXAnchor == b.centerXAnchor
      a.centerYAnchor <= b.centerYAnchor + 3 - 1
      a.firstBaselineAnchor == b.lastBaselineAnchor + 6
      a.lastBaselineAnchor == b.firstBaselineAnchor
    }
    #expect(made.count == 10)
    #expect(matches(made[0], a, .leading, .equal, b, .leading, constant: 8))
    #expect(matches(made[1], a, .trailing, .equal, b, .trailing, constant: -8))
    #expect(matches(made[2], a, .left, .greaterThanOrEqual, b, .left))
    #expect(matches(made[3], a, .right, .lessThanOrEqual, b, .right, constant: -4))
    #expect(matches(made[4], a, .top, .equal, b, .bottom, constant: 12))
    #expect(matches(made[5], a, .bottom, .greaterThanOrEqual, b, .top))
    #expect(matches(made[6], a, .centerX, .equal, b, .centerX))
    #expect(matches(made[7], a, .centerY, .lessThanOrEqual, b, .centerY, constant: 2))
    #expect(matches(made[8], a, .firstBaseline, .equal, b, .lastBaseline, constant: 6))
    #expect(matches(made[9], a, .lastBaseline, .equal, b, .firstBaseline))
    #expect(made.allSatisfy { !$0.isActive })
  }

  @Test func dimensionsWithConstantsAndMultipliers() {
    let made = LayoutConstraint.build {
      a.widthAnchor == 44
      a.heightAnchor >= 20
      a.heightAnchor <= 200
      a.widthAnchor == b.widthAnchor * 0.5 + 10
      a.heightAnchor == a.widthAnchor * 2
      a.widthAnchor >= 0.25 * b.widthAnchor - 1
      a.heightAnchor <= b.heightAnchor / 4
      a.widthAnchor == b.heightAnchor + 5
      a.widthAnchor <= b.widthAnchor
    }
    #expect(matches(made[0], a, .width, .equal, nil, .notAnAttribute, constant: 44))
    #expect(matches(made[1], a, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 20))
    #expect(matches(made[2], a, .height, .lessThanOrEqual, nil, .notAnAttribute, constant: 200))
    #expect(matches(made[3], a, .width, .equal, b, .width, multiplier: 0.5, constant: 10))
    #expect(matches(made[4], a, .height, .equal, a, .width, multiplier: 2))
    #expect(
      matches(made[5], a, .width, .greaterThanOrEqual, b, .width, multiplier: 0.25, constant: -1))
    #expect(matches(made[6], a, .height, .lessThanOrEqual, b, .height, multiplier: 0.25))
    #expect(matches(made[7], a, .width, .equal, b, .height, constant: 5))
    #expect(matches(made[8], a, .width, .lessThanOrEqual, b, .width))
  }

  @Test func priorities() {
    let low: LayoutPriority = .defaultLow
    let made = LayoutConstraint.build {
      a.widthAnchor >= 44 ~ .defaultHigh
      a.leadingAnchor == b.leadingAnchor + 8 ~ 750
      a.heightAnchor == b.heightAnchor * 2 ~ 999.5
      a.topAnchor == b.topAnchor ~ low + 1
      a.bottomAnchor == b.bottomAnchor
    }
    #expect(made.map(\.priority) == [.defaultHigh, 750, 999.5, 251, .required])
    #expect(matches(made[1], a, .leading, .equal, b, .leading, constant: 8, priority: 750))
  }

  @Test func singleRelationOutsideABuilderRecordsItsLine() {
    let line = #line + 1
    let made = (a.widthAnchor == b.widthAnchor * 0.5 ~ .defaultLow).constraint()
    #expect(made.line == line)
    #expect(made.fileID == #fileID)
    #expect(matches(made, a, .width, .equal, b, .width, multiplier: 0.5, priority: .defaultLow))
  }

  @Test func everyConstraintRecordsTheLineOfItsExpression() {
    let first = #line + 2
    let made = LayoutConstraint.build {
      a.leadingAnchor == b.leadingAnchor + 8
      a.widthAnchor >= 44 ~ .defaultHigh

      a.edges == b.edges
    }
    #expect(made.map(\.line) == [first, first + 1, first + 3, first + 3, first + 3, first + 3])
    #expect(made.allSatisfy { $0.fileID == #fileID })
    #expect(made[0].description.contains("OperatorTests.swift:\(first)"))
  }

  @Test func sameAsTheAnchorAPI() {
    let dsl = (a.widthAnchor == b.widthAnchor * 0.5 + 10).constraint()
    let api = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 10)
    #expect(dsl.description.split(separator: "(")[0] == api.description.split(separator: "(")[0])
  }
}
