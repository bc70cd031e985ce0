import Foundation
import Testing

// Scroll views in fixtures: their keys, guides, steps and expectations on good and bad input,
// and their mirror images (the content mirrors within the content width, the offset is kept).

@Suite("Scroll fixture format") struct ScrollFixtureFormatTests {
  /// A fixture with a scroll view `S` (extra keys `scroll`), its subview `a`, a plain view `p`,
  /// and `extra` spliced into the top-level object.
  private static func fixtureText(scroll: String = "", extra: String = "") -> String {
    """
    {
      "description": "d", "source": "hand computation: none",
      "window": {"size": [100, 200]},
      "views": [{"id": "S", "kind": "scroll", "tamic": false\(scroll)},
                {"id": "a", "parent": "S", "tamic": false}, {"id": "p", "tamic": false}],
      "constraints": ["a.leading == S.content.leading + 10", "a.width == S.frame.width"]\(extra)
    }
    """
  }

  private static func parse(_ text: String) throws -> Fixture {
    try Fixture.parse(Data(text.utf8), name: "scroll/f.json")
  }

  @Test func scrollKeysStepsAndExpectationsParse() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        scroll: #", "contentOffset": [5, 6], "contentInset": [1, 2, 3, 4], "#
          + #""insetAdjustment": "scrollableAxes""#,
        extra: #", "expect": {"contentSize": {"S": [300, 400]}, "#
          + #""adjustedContentInset": {"S": [1, 2, 3, 4]}, "windowFrames": {"a": [1, 2, 3, 4]}, "#
          + #""frames": {"S.content": [0, 0, 300, 400], "S.frame": [5, 6, 100, 200]}}, "#
          + #""steps": [{"do": "setContentOffset", "view": "S", "offset": [0, 50]}, "#
          + #"{"do": "setContentInset", "view": "S", "insets": [0, 1, 0, 2]}]"#))
    let scroll = fixture.views[0]
    #expect(scroll.kind == .scroll)
    #expect(scroll.scroll.contentOffset == CGPoint(x: 5, y: 6))
    #expect(scroll.scroll.contentInset == FixtureInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(scroll.scroll.insetAdjustment == .scrollableAxes)
    #expect(fixture.expect?.contentSize["S"] == CGSize(width: 300, height: 400))
    #expect(
      fixture.expect?.adjustedContentInset["S"]
        == FixtureInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(fixture.expect?.windowFrames["a"] == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      fixture.steps.map(\.action.summary) == [
        "setContentOffset S = [0, 50]", "setContentInset S = [0, 1, 0, 2]",
      ])
    #expect(fixture.isKnownItem("S.content") && fixture.isKnownItem("S.frame"))
    #expect(fixture.parent(of: "S.frame") == "S")
  }

  /// Bad scroll texts and a part of the message each must produce.
  static let badFixtures: [(String, String)] = [
    (
      fixtureText(scroll: #", "insetAdjustment": "auto""#),
      "views[0].insetAdjustment: unknown inset adjustment \"auto\" (known: automatic, "
        + "scrollableAxes, never, always)"
    ),
    (fixtureText(scroll: #", "contentOffset": [1]"#), "expected 2 numbers (x, y), found 1"),
    (fixtureText(scroll: #", "contentOffset": "top""#), "expected an array, found"),
    (
      fixtureText(scroll: #", "contentInset": [1, 2]"#),
      "expected 4 numbers (top, left, bottom, right), found 2"
    ),
    (
      fixtureText().replacingOccurrences(
        of: #"{"id": "p", "tamic": false}"#,
        with: #"{"id": "p", "tamic": false, "contentOffset": [0, 0]}"#),
      "views[2].contentOffset: only a scroll view takes \"contentOffset\", and this view is a "
        + "plain view"
    ),
    (
      fixtureText(scroll: #", "contentInsets": [0, 0, 0, 0]"#),
      "only a button takes \"contentInsets\", and this view is a scroll view"
    ),
    (
      fixtureText(extra: #", "expect": {"frames": {"p.content": [0, 0, 1, 1]}}"#),
      "expect.frames: \"p.content\": only a scroll view has a content guide, and \"p\" is a "
        + "plain view (set \"kind\": \"scroll\")"
    ),
    (
      fixtureText().replacingOccurrences(of: "S.frame.width", with: "window.frame.width"),
      "\"window.frame\": only a scroll view has a frame guide, and the window is not one"
    ),
    (
      fixtureText().replacingOccurrences(of: "S.frame.width", with: "S.contents.width"),
      "unknown item \"S.contents\" (a view or guide id, window, V.margins / V.safeArea / "
        + "V.readable, or S.content / S.frame for a scroll view S)"
    ),
    (
      fixtureText(extra: #", "expect": {"contentSize": {"p": [1, 1]}}"#),
      "expect.contentSize: \"p\" is not a scroll view"
    ),
    (
      fixtureText(extra: #", "expect": {"contentSize": {"S": [-1, 1]}}"#),
      "expect.contentSize.S: a content size cannot be negative"
    ),
    (
      fixtureText(extra: #", "expect": {"contentSize": [1, 1]}"#),
      "expect.contentSize: expected an object {scroll view: [w, h]}"
    ),
    (
      fixtureText(extra: #", "expect": {"adjustedContentInset": {"a": [0, 0, 0, 0]}}"#),
      "expect.adjustedContentInset: \"a\" is not a scroll view"
    ),
    (
      fixtureText(extra: #", "expect": {"windowFrames": {"S.content": [0, 0, 1, 1]}}"#),
      "expect.windowFrames: \"S.content\" is not a view"
    ),
    (
      fixtureText(
        extra: #", "steps": [{"do": "setContentOffset", "view": "p", "offset": [0, 1]}]"#),
      "steps[0]: setContentOffset needs a scroll view, and \"p\" is a plain view"
    ),
    (
      fixtureText(
        extra: #", "steps": [{"do": "setContentInset", "view": "z", "insets": [0, 0, 0, 0]}]"#),
      "steps[0]: \"z\" is not a view"
    ),
    (
      fixtureText(extra: #", "steps": [{"do": "setContentOffset", "view": "S"}]"#),
      "steps[0]: missing required key \"offset\""
    ),
    (
      fixtureText(
        extra: #", "steps": [{"do": "setContentInset", "view": "S", "inset": [0, 0, 0, 0]}]"#),
      "unknown key \"inset\""
    ),
  ]

  @Test(arguments: badFixtures)
  func badScrollInputFailsWithAClearMessage(_ text: String, _ message: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains(message)
    }
  }

  @Test func mirroringKeepsTheOffsetAndSwapsTheInsets() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        scroll: #", "contentOffset": [30, 40], "contentInset": [1, 2, 3, 4]"#,
        extra: #", "steps": [{"do": "setContentOffset", "view": "S", "offset": [7, 8]}, "#
          + #"{"do": "setContentInset", "view": "S", "insets": [1, 2, 3, 4]}]"#))
    let mirrored = try fixture.mirrored().fixture
    #expect(mirrored.views[0].scroll.contentOffset == CGPoint(x: 30, y: 40))
    #expect(
      mirrored.views[0].scroll.contentInset == FixtureInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(
      mirrored.steps.map(\.action.summary) == [
        "setContentOffset S = [7, 8]", "setContentInset S = [1, 4, 3, 2]",
      ])
  }

  @Test func contentMirrorsWithinTheContentWidth() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        extra: #", "expect": {"frames": {"S": [0, 0, 100, 200], "a": [10, 0, 100, 20], "#
          + #""S.content": [0, 0, 300, 200], "S.frame": [40, 0, 100, 200]}, "#
          + #""contentSize": {"S": [300, 200]}, "adjustedContentInset": {"S": [1, 2, 3, 4]}, "#
          + #""windowFrames": {"a": [-30, 0, 100, 20]}}"#))
    let expect = try #require(fixture.expect).mirrored(in: fixture, windowWidth: 100)
    #expect(expect.frames["S"] == CGRect(x: 0, y: 0, width: 100, height: 200))
    #expect(expect.frames["a"] == CGRect(x: 190, y: 0, width: 100, height: 20))
    #expect(expect.frames["S.content"] == CGRect(x: 0, y: 0, width: 300, height: 200))
    // The frame guide is the bounds: its origin, the offset, is not mirrored.
    #expect(expect.frames["S.frame"] == CGRect(x: 40, y: 0, width: 100, height: 200))
    #expect(expect.contentSize["S"] == CGSize(width: 300, height: 200))
    #expect(expect.adjustedContentInset["S"] == FixtureInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(expect.windowFrames["a"] == CGRect(x: 30, y: 0, width: 100, height: 20))
  }

  @Test func mirroringContentNeedsTheContentSize() throws {
    let fixture = try Self.parse(
      Self.fixtureText(extra: #", "expect": {"frames": {"a": [10, 0, 100, 20]}}"#))
    #expect {
      _ = try fixture.expect?.mirrored(in: fixture, windowWidth: 100)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains(
        "its parent \"S\" is a scroll view, whose content mirrors within its content width; add "
          + "\"contentSize\": {\"S\": [w, h]}")
    }
  }

  @Test func aFrameInContentCoordinatesHasNoMirror() throws {
    let fixture = try Self.parse(
      Self.fixtureText().replacingOccurrences(
        of: #"{"id": "a", "parent": "S", "tamic": false}"#,
        with: #"{"id": "a", "parent": "S", "frame": [0, 0, 10, 10]}"#))
    #expect {
      _ = try fixture.mirrored()
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains(
        "views[1] \"a\": cannot mirror its frame for RTL: its parent \"S\" is a scroll view")
    }
    let step = try Self.parse(
      Self.fixtureText(
        extra: #", "steps": [{"do": "setFrame", "view": "a", "frame": [0, 0, 1, 1]}]"#))
    #expect {
      _ = try step.mirrored()
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains("steps[0] \"a\": cannot mirror its frame")
    }
  }
}
