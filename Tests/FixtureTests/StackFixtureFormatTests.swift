import Foundation
import Testing

// Stack views in fixtures: the arrangement keys (customSpacing, baselineRelative,
// marginsRelative) on good and bad input, and their mirror images.

@Suite("Stack fixture format") struct StackFixtureFormatTests {
  /// A fixture with a stack whose extra keys are `stack`, two arranged views `a` and `b`, and a
  /// plain view `p` outside the stack.
  private static func fixtureText(stack: String) -> String {
    """
    {
      "description": "d", "source": "hand computation: none",
      "window": {"size": [100, 200]},
      "views": [
        {"id": "s", "kind": "stack", "tamic": false\(stack)},
        {"id": "a", "parent": "s"}, {"id": "b", "parent": "s"}, {"id": "p"}
      ],
      "constraints": ["s.leading == window.leading", "s.top == window.top"]
    }
    """
  }

  private static func parse(_ text: String) throws -> Fixture {
    try Fixture.parse(Data(text.utf8), name: "stacks/f.json")
  }

  @Test func theArrangementKeysParse() throws {
    let stack = try Self.parse(
      Self.fixtureText(
        stack: #", "customSpacing": {"a": 12.5, "b": "system"}, "baselineRelative": true, "#
          + #""marginsRelative": false, "margins": [1, 2, 3, 4]"#)
    ).views[0]
    #expect(stack.stackCustomSpacing == ["a": .points(12.5), "b": .system])
    #expect(stack.stackBaselineRelative == true)
    #expect(stack.stackMarginsRelative == false)
    let plain = try Self.parse(Self.fixtureText(stack: "")).views[0]
    #expect(plain.stackCustomSpacing.isEmpty)
    #expect(plain.stackBaselineRelative == nil)
    #expect(plain.stackMarginsRelative == nil)
  }

  /// Bad stack texts and a part of the message each must produce.
  static let badFixtures: [(String, String)] = [
    (
      fixtureText(stack: #", "customSpacing": {"p": 4}"#),
      "views[0].customSpacing: \"p\" is not an arranged view of \"s\""
    ),
    (
      fixtureText(stack: #", "customSpacing": {"z": 4}"#),
      "\"z\" is not an arranged view of \"s\""
    ),
    (
      fixtureText(stack: #", "customSpacing": {"a": "wide"}"#),
      "views[0].customSpacing.a: a custom spacing is a number of points or \"system\""
    ),
    (fixtureText(stack: #", "customSpacing": [4]"#), "expected an object {arranged view id"),
    (fixtureText(stack: #", "baselineRelative": 1"#), "views[0].baselineRelative: expected"),
    (fixtureText(stack: #", "marginsRelative": "yes""#), "views[0].marginsRelative: expected"),
    (
      fixtureText(stack: #", "alignment": "baseline""#),
      "unknown alignment \"baseline\"; expected"
    ),
    (
      fixtureText(stack: "").replacingOccurrences(
        of: #"{"id": "p"}"#, with: #"{"id": "p", "marginsRelative": true}"#),
      "only a stack view takes \"marginsRelative\""
    ),
  ]

  @Test(arguments: badFixtures)
  func badStacksFailWithAClearMessage(_ text: String, _ message: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains(message)
    }
  }

  @Test func mirroringKeepsTheArrangementKeys() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        stack: #", "customSpacing": {"a": 6}, "marginsRelative": true, "margins": [1, 2, 3, 4]"#))
    let mirrored = try fixture.mirrored().fixture.views[0]
    #expect(mirrored.stackCustomSpacing == ["a": .points(6)])
    #expect(mirrored.stackMarginsRelative == true)
    #expect(mirrored.margins == FixtureInsets(top: 1, left: 4, bottom: 3, right: 2))
  }
}
