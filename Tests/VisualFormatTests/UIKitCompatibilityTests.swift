import Foundation
import Testing
import Truss

/// What UIKit's VFL does beyond Apple's written grammar, which shipped code relies on
/// (issue 12, item 4).
@Suite struct UIKitCompatibilityTests {
  /// UIKit accepts a connection's single predicate without parentheses: `-[a]->=10-|`,
  /// `]-<=20-[`, `|->=8-[`. Apple's grammar (Auto Layout Guide, "Visual Format Syntax") only
  /// shows `-(>=10)-`, but shipped code relies on the short form, which UIKit must therefore
  /// parse: StreamCenter's TopBarView (`"H:|-30-[left]->=15-[title]"`,
  /// `"V:|->=10-[left]->=10-|"`, kept in Tests/TrussUIKitTests/Screens/TopBarView.swift), and
  /// formats such as `"H:|-==mh0@ph0-[p(s0)]-mh0@ph2-|"` found in other published apps.
  @Test func unparenthesisedRelationsInConnections() throws {
    let scene = Scene(["a", "b"])
    #expect(
      try scene.equations("[a]->=10-|") == ["superview.trailing >= a.trailing + 10"])
    #expect(try scene.equations("[a]-<=20-[b]") == ["b.leading <= a.trailing + 20"])
    #expect(try scene.equations("|->=8-[a]") == ["a.leading >= superview.leading + 8"])
    #expect(try scene.equations("[a]-==8-[b]") == ["b.leading == a.trailing + 8"])
    #expect(try scene.equations("[a]->=8@750-[b]") == ["b.leading >= a.trailing + 8 @750"])
    #expect(
      try scene.equations("[a]->=gap-[b]", metrics: ["gap": 12]) == [
        "b.leading >= a.trailing + 12"
      ])
    // The parenthesised form gives the same constraints.
    #expect(
      try scene.equations("[a]->=10-|") == scene.equations("[a]-(>=10)-|"))
  }

  /// What UIKit rejects stays an error: a view's predicate needs its parentheses.
  @Test func aViewsPredicateStillNeedsParentheses() {
    let scene = Scene(["a"])
    #expect(throws: VisualFormatError.self) { try scene.equations("[a>=50]") }
    #expect(throws: VisualFormatError.self) { try scene.equations("[a]->=-|") }
  }

  /// UIKit's `metrics` is `[String: Any]?` and `views` `[String: Any]`: real code passes
  /// `["labelHeight": 88]` (an `[String: Int]` literal), `NSNumber`s or `Double`s.
  @Test func metricsAndViewsOfAnyType() throws {
    let root = View()
    let label = View()
    root.addSubview(label)
    let intMetrics: [String: Int] = ["labelHeight": 88]
    let made = LayoutConstraint.constraints(
      withVisualFormat: "V:[label(labelHeight)]", options: [], metrics: intMetrics,
      views: ["label": label])
    #expect(made.count == 1)
    #expect(made.first?.constant == 88)

    let mixed: [String: Any] = ["a": 1.5, "b": Float(2), "c": NSNumber(value: 3), "d": UInt8(4)]
    for (name, value) in [("a", 1.5), ("b", 2.0), ("c", 3.0), ("d", 4.0)] {
      let c = LayoutConstraint.constraints(
        withVisualFormat: "H:[label(\(name))]", options: [], metrics: mixed,
        views: ["label": label])
      #expect(c.first?.constant == CGFloat(value), "metric \(name)")
    }

    // A metric that is not a number, or a view that is not a view, is an error at its use.
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.visualFormatConstraints(
        "H:[label(w)]", metrics: ["w": "wide"], views: ["label": label])
    }
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.visualFormatConstraints("H:[label]", views: ["label": "text"])
    }
  }
}
