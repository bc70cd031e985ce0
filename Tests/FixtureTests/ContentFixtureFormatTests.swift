import Foundation
import Testing

// Labels, image views and buttons in fixtures: their keys, the setText step and the
// visibleLines / intrinsic expectations, on good and bad input, and their mirror images.

@Suite("Content fixture format") struct ContentFixtureFormatTests {
  /// A fixture with one view whose extra keys are `view`, and `extra` spliced into the
  /// top-level object.
  private static func fixtureText(view: String, extra: String = "") -> String {
    """
    {
      "description": "d", "source": "hand computation: none",
      "window": {"size": [100, 200]},
      "views": [{"id": "a", "tamic": false\(view)}, {"id": "p", "tamic": false}],
      "constraints": ["a.leading == window.leading + 10", "a.top == window.top"]\(extra)
    }
    """
  }

  private static let boxFont = #", "font": {"family": "box", "size": 10}"#

  private static func parse(_ text: String) throws -> Fixture {
    try Fixture.parse(Data(text.utf8), name: "labels/f.json")
  }

  @Test func labelsImagesAndButtonsParse() throws {
    let label = try Self.parse(
      Self.fixtureText(
        view: #", "kind": "label", "text": "Hi", "lines": 0, "preferredMaxLayoutWidth": 80"#
          + Self.boxFont)
    ).views[0]
    #expect(label.kind == .label)
    #expect(label.text == "Hi")
    #expect(label.font == FontOption(family: .box, size: 10))
    #expect(label.lines == 0)
    #expect(label.preferredMaxLayoutWidth == 80)
    let image = try Self.parse(Self.fixtureText(view: #", "kind": "image", "image": [60, 40]"#))
      .views[0]
    #expect(image.kind == .image)
    #expect(image.image == CGSize(width: 60, height: 40))
    let button = try Self.parse(
      Self.fixtureText(
        view: #", "kind": "button", "title": "OK", "contentInsets": [1, 2, 3, 4], "#
          + #""font": {"family": "system", "size": 15, "bold": true}"#)
    ).views[0]
    #expect(button.kind == .button)
    #expect(button.title == "OK")
    #expect(button.font == FontOption(family: .system, size: 15, bold: true))
    #expect(button.contentInsets == FixtureInsets(top: 1, left: 2, bottom: 3, right: 4))
    let plain = try Self.parse(Self.fixtureText(view: "")).views[0]
    #expect(plain.kind == .view)
    let nullText = try Self.parse(
      Self.fixtureText(view: #", "kind": "label", "text": null"# + Self.boxFont)
    ).views[0]
    #expect(nullText.text == nil)
  }

  @Test func theStepAndTheExpectationsParse() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        view: #", "kind": "label", "text": "Hi""# + Self.boxFont,
        extra: #", "expect": {"visibleLines": {"a": ["Hi"]}, "intrinsic": {"a": [20, 10], "#
          + #""p": [null, -1]}}, "steps": [{"do": "setText", "view": "a", "text": null}, "#
          + #"{"do": "setText", "view": "a", "text": "Hello"}]"#))
    #expect(fixture.expect?.visibleLines == ["a": ["Hi"]])
    #expect(fixture.expect?.intrinsic["a"] == CGSize(width: 20, height: 10))
    #expect(fixture.expect?.intrinsic["p"] == CGSize(width: -1, height: -1))
    #expect(fixture.steps.map(\.action.summary) == ["setText a = null", "setText a = \"Hello\""])
  }

  /// Bad content texts and a part of the message each must produce.
  static let badFixtures: [(String, String)] = [
    (fixtureText(view: #", "kind": "label", "text": "Hi""#), "missing required key \"font\""),
    (fixtureText(view: #", "kind": "button", "title": "OK""#), "missing required key \"font\""),
    (fixtureText(view: #", "kind": "text""#), "unknown view kind \"text\""),
    (
      fixtureText(view: #", "kind": "image", "text": "Hi""#),
      "views[0].text: only a label takes \"text\", and this view is an image view"
    ),
    (fixtureText(view: #", "text": "Hi""#), "only a label takes \"text\""),
    (
      fixtureText(view: #", "kind": "label", "intrinsic": [1, 1]"# + boxFont),
      "only a plain view takes \"intrinsic\""
    ),
    (
      fixtureText(view: #", "kind": "label", "image": [1, 1]"# + boxFont),
      "only an image view takes \"image\""
    ),
    (
      fixtureText(view: #", "kind": "label", "font": {"family": "box", "size": 10, "bold": true}"#),
      "the box font has no bold face"
    ),
    (
      fixtureText(view: #", "kind": "label", "font": {"family": "serif", "size": 10}"#),
      "unknown font family \"serif\""
    ),
    (
      fixtureText(view: #", "kind": "label", "font": {"family": "box", "size": 0}"#),
      "a font size must be positive"
    ),
    (
      fixtureText(view: #", "kind": "label", "font": {"family": "box", "size": 10, "weight": 1}"#),
      "unknown key \"weight\""
    ),
    (fixtureText(view: #", "kind": "label", "lines": 1.5"# + boxFont), "numberOfLines is a whole"),
    (fixtureText(view: #", "kind": "label", "lines": -1"# + boxFont), "numberOfLines is a whole"),
    (
      fixtureText(view: #", "kind": "label", "preferredMaxLayoutWidth": -1"# + boxFont),
      "preferredMaxLayoutWidth cannot be negative"
    ),
    (fixtureText(view: #", "kind": "image", "image": [-1, 1]"#), "cannot be negative"),
    (
      fixtureText(view: "", extra: #", "steps": [{"do": "setText", "view": "a", "text": "x"}]"#),
      "steps[0]: setText needs a label or a button"
    ),
    (
      fixtureText(view: "", extra: #", "steps": [{"do": "setText", "view": "z", "text": "x"}]"#),
      "steps[0]: \"z\" is not a view"
    ),
    (
      fixtureText(
        view: #", "kind": "label""# + boxFont,
        extra: #", "steps": [{"do": "setText", "view": "a", "txt": "x"}]"#),
      "unknown key \"txt\""
    ),
    (
      fixtureText(
        view: #", "kind": "label""# + boxFont,
        extra: #", "steps": [{"do": "setIntrinsic", "view": "a", "size": [1, 1]}]"#),
      "setIntrinsic needs a plain view, and \"a\" is a label"
    ),
    (
      fixtureText(view: "", extra: #", "expect": {"visibleLines": {"a": ["x"]}}"#),
      "expect.visibleLines: \"a\" is not a label"
    ),
    (
      fixtureText(view: "", extra: #", "expect": {"intrinsic": {"z": [1, 1]}}"#),
      "expect.intrinsic: \"z\" is not a view"
    ),
    (
      fixtureText(view: "", extra: #", "expect": {"visibleLines": ["x"]}"#),
      "expected an object {label: [line, …]}"
    ),
  ]

  @Test(arguments: badFixtures)
  func badContentFailsWithAClearMessage(_ text: String, _ message: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains(message)
    }
  }

  @Test func mirroringSwapsButtonInsetsAndKeepsText() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        view: #", "kind": "button", "title": "OK", "contentInsets": [1, 2, 3, 4]"#
          + Self.boxFont,
        extra: #", "expect": {"frames": {"a": [10, 0, 30, 20]}, "#
          + #""intrinsic": {"a": [30, 20]}}"#))
    let mirrored = try fixture.mirrored().fixture
    #expect(mirrored.views[0].contentInsets == FixtureInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(mirrored.views[0].title == "OK")
    let expect = try #require(fixture.expect).mirrored(in: fixture, windowWidth: 100)
    #expect(expect.frames["a"] == CGRect(x: 60, y: 0, width: 30, height: 20))
    #expect(expect.intrinsic["a"] == CGSize(width: 30, height: 20))
  }
}
