import AutoLayout
import Testing
import TrussFuzzing

/// Sequences the soak shrank from a broken invariant, replayed through `Soak.replay`.
@Suite struct SoakRegressionTests {
  /// Soak seed 1, episode 688 (at operation 688,746 of the million), shrunk to 31 operations.
  @Test func valuesDriftAlongAFreeDirection() {
    typealias C = SoakConstraint
    func c(
      _ f: Int?, _ fa: LayoutConstraint.Attribute, _ r: LayoutConstraint.Relation, _ s: Int?,
      _ sa: LayoutConstraint.Attribute, _ m: Double, _ k: Double, _ p: Float
    ) -> C {
      C(
        first: f, firstAttribute: fa, relation: r, second: s, secondAttribute: sa, multiplier: m,
        constant: k, priority: p)
    }
    let ops: [SoakOperation] = [
      .addView(id: 56, parent: nil), .addView(id: 85, parent: nil), .addView(id: 86, parent: nil),
      .constrain(id: 87, c(86, .width, .equal, nil, .notAnAttribute, 1, 130, 749)),
      .constrain(id: 123, c(56, .right, .lessThanOrEqual, nil, .centerX, 1, 0, 250)),
      .constrain(id: 124, c(56, .height, .lessThanOrEqual, 56, .width, 1, 41.75, 250)),
      .deactivate(id: 123),
      .constrain(id: 158, c(56, .right, .equal, nil, .right, 1, 26.5, 999)),
      .constrain(id: 163, c(86, .left, .greaterThanOrEqual, 85, .right, 1, 31, 1000)),
      .addView(id: 170, parent: nil),
      .constrain(id: 171, c(86, .leading, .equal, 170, .leading, 1, 0, 999)),
      .constrain(id: 172, c(56, .centerY, .equal, 86, .top, 2, 0, 250)),
      .constrain(id: 182, c(86, .height, .lessThanOrEqual, nil, .width, 0.5, -12.125, 1000)),
      .constrain(id: 183, c(85, .trailing, .lessThanOrEqual, 56, .trailing, 1, 0, 999)),
      .constrain(id: 185, c(170, .width, .equal, nil, .notAnAttribute, 1, 58.625, 250)),
      .constrain(id: 186, c(170, .trailing, .equal, 56, .centerX, 1, 7, 500)),
      .constrain(id: 188, c(56, .leading, .equal, 85, .leading, 2, 0, 1000)),
      .constrain(id: 190, c(170, .leading, .equal, 86, .centerX, 0.5, 64.25, 1000)),
      .deactivate(id: 171), .deactivate(id: 158), .deactivate(id: 185),
      .constrain(id: 195, c(86, .trailing, .equal, nil, .leading, 1, -5.75, 251)),
      .deactivate(id: 190), .deactivate(id: 195), .deactivate(id: 163), .deactivate(id: 188),
      .constrain(id: 205, c(86, .leading, .equal, nil, .leading, 1, -21, 999)),
      .constrain(id: 214, c(86, .right, .greaterThanOrEqual, 170, .left, 1, 0, 1000)),
      .constrain(id: 220, c(170, .right, .lessThanOrEqual, 85, .centerX, 1, -99.5, 1000)),
      .deactivate(id: 214),
      .constrain(id: 239, c(56, .bottom, .equal, 86, .centerY, 1, 36.375, 1000)),
    ]
    // The engine's values drift to -7.7e16 along a free direction (three views' minX, which
    // nothing pins), where doubles are 16 apart, so the priority 500 constraint is off by 16;
    // a fresh solver of the same constraints keeps them near 0 with no violation. Open: the
    // incremental solver pivots on a round-off coefficient somewhere in these operations.
    withKnownIssue("the solver's values drift to 1e16 (soak seed 1, episode 688)") {
      #expect(Soak.replay(ops) == nil)
    }
  }
}
