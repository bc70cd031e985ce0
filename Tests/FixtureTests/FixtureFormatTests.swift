import Foundation
import Testing

// The fixture reader on bad input: every problem is an error naming the place and the fault,
// never a crash; and the mirroring of inputs and expectations.

@Suite("Fixture format") struct FixtureFormatTests {
  /// A minimal valid fixture with `extra` spliced into the top-level object.
  private static func fixtureText(_ extra: String = "") -> String {
    """
    {
      "description": "d", "source": "hand computation: none",
      "window": {"size": [100, 200]},
      "views": [{"id": "a", "tamic": false, "frame": [10, 0, 30, 40]},
                {"id": "b", "parent": "a", "frame": [5, 0, 10, 10]}],
      "guides": [{"id": "g", "owner": "a"}],
      "constraints": ["a.leading == window.leading + 10 #lead", "a.width == 30"]\(extra)
    }
    """
  }

  private static func parse(_ text: String, name: String = "area/f.json") throws -> Fixture {
    try Fixture.parse(Data(text.utf8), name: name)
  }

  @Test func aValidFixtureParses() throws {
    let fixture = try Self.parse(Self.fixtureText())
    #expect(fixture.views.map(\.id) == ["a", "b"])
    #expect(fixture.views[0].tamic == false)
    #expect(fixture.views[1].tamic == true)
    #expect(fixture.window.scale == 1)
    #expect(fixture.constraints.count == 2)
  }

  /// Bad fixture texts and a part of the message each must produce.
  static let badFixtures: [(String, String)] = [
    ("{", "not valid JSON"),
    ("[]", "expected an object"),
    (#"{"description": "d", "source": "s"}"#, "missing required key \"window\""),
    (fixtureText(#", "expcet": {}"#), "unknown key \"expcet\""),
    (fixtureText(#", "expect": {"frames": {"z": [0, 0, 1, 1]}}"#), "unknown item \"z\""),
    (fixtureText(#", "expect": {"frames": {"a": [0, 0, 1]}}"#), "expected 4 numbers"),
    (fixtureText(#", "steps": [{"do": "jump"}]"#), "unknown step \"jump\""),
    (
      fixtureText(#", "steps": [{"do": "setConstant", "constraint": "nope", "value": 1}]"#),
      "no constraint has the identifier #nope"
    ),
    (
      fixtureText(#", "steps": [{"do": "resize", "size": [1, 1], "sise": 2}]"#),
      "unknown key \"sise\""
    ),
    (fixtureText(#", "disabled": "because""#), "only for fixtures whose name starts with x_"),
    (fixtureText(#", "rtl": "flip""#), "expected \"mirror\" or an object"),
    (
      fixtureText(#", "steps": [{"do": "setMargins", "view": "g", "margins": [0, 0, 0, 0]}]"#),
      "\"g\" is not a view or the window"
    ),
    (
      fixtureText(#", "steps": [{"do": "setTamic", "view": "window", "tamic": false}]"#),
      "steps[0]: \"window\" is not a view"
    ),
    (
      fixtureText(#", "steps": [{"do": "setMask", "view": "a", "mask": ["flexibleLeft"]}]"#),
      "steps[0].mask[0]: unknown autoresizing option \"flexibleLeft\""
    ),
    (
      fixtureText(#", "steps": [{"do": "setSemantic", "view": "a", "semantic": "rtl"}]"#),
      "unknown semantic content attribute \"rtl\""
    ),
    (
      fixtureText(#", "steps": [{"do": "setLayoutDirection", "direction": "rtl"}]"#),
      "steps[0].direction: unknown layout direction \"rtl\""
    ),
    (
      fixtureText(#", "steps": [{"do": "resize", "size": [1, 1], "horizontalSizeClass": "big"}]"#),
      "unknown size class \"big\""
    ),
    (
      fixtureText(#", "steps": [{"do": "setAdditionalSafeArea", "inset": [0, 0, 0, 0]}]"#),
      "unknown key \"inset\""
    ),
    (
      fixtureText().replacingOccurrences(
        of: #""size": [100, 200]}"#, with: #""size": [100, 200], "margin": [0, 0, 0, 0]}"#),
      "window: unknown key \"margin\""
    ),
  ]

  @Test(arguments: badFixtures)
  func badFixturesFailWithAClearMessage(_ text: String, _ message: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains(message)
    }
  }

  @Test func badReferencesAreNamed() {
    let text = Self.fixtureText().replacingOccurrences(
      of: "\"a.width == 30\"", with: "\"a.width == c.width\"")
    #expect(throws: FixtureError.self) { try Self.parse(text) }
    let parent = Self.fixtureText().replacingOccurrences(
      of: "\"parent\": \"a\"", with: "\"parent\": \"b\"")
    #expect {
      _ = try Self.parse(parent)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains("parent \"b\" is not the window")
    }
  }

  @Test func disabledFixturesMustSayWhy() {
    #expect {
      _ = try Self.parse(Self.fixtureText(), name: "area/x_f.json")
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains("must say why")
    }
  }

  @Test func mirroringInputs() throws {
    let text = Self.fixtureText(
      #", "steps": [{"do": "setConstant", "constraint": "gap", "value": 4}], "#
        + #""expect": {"frames": {"a": [10, 0, 30, 40], "b": [5, 0, 10, 10]}}"#
    ).replacingOccurrences(of: "\"a.width == 30\"", with: "\"a.left == window.left + 1 #gap\"")
    let fixture = try Self.parse(text)
    let (mirrored, negated) = try fixture.mirrored()
    #expect(mirrored.views[0].frame == CGRect(x: 60, y: 0, width: 30, height: 40))
    #expect(mirrored.views[1].frame == CGRect(x: 15, y: 0, width: 10, height: 10))
    #expect(negated == ["gap"])
    #expect(mirrored.constraints[1].rendered == "a.right == window.right - 1 #gap")
    guard case .setConstant(_, let value) = mirrored.steps[0].action else {
      Issue.record("the step changed kind")
      return
    }
    #expect(value == -4)
    let expect = try #require(fixture.expect).mirrored(in: fixture, windowWidth: 100)
    #expect(expect.frames["a"] == CGRect(x: 60, y: 0, width: 30, height: 40))
    #expect(expect.frames["b"] == CGRect(x: 15, y: 0, width: 10, height: 10))
  }

  @Test func windowKeysParse() throws {
    let text = Self.fixtureText().replacingOccurrences(
      of: #""size": [100, 200]}"#,
      with: #""size": [100, 200], "margins": [1, 2, 3, 4], "directionalMargins": [5, 6, 7, 8], "#
        + #""insetsMarginsFromSafeArea": false, "preservesSuperviewMargins": true, "#
        + #""horizontalSizeClass": "regular", "verticalSizeClass": "compact"}"#)
    let window = try Self.parse(text).window
    #expect(window.margins == FixtureInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(window.directionalMargins == FixtureInsets(top: 5, left: 6, bottom: 7, right: 8))
    #expect(window.insetsMarginsFromSafeArea == false)
    #expect(window.preservesSuperviewMargins == true)
    #expect(window.horizontalSizeClass == .regular)
    #expect(window.verticalSizeClass == .compact)
  }

  @Test func mirroringWindowMarginsAndTheNewSteps() throws {
    let steps = [
      #"{"do": "setMargins", "view": "window", "margins": [1, 2, 3, 4]}"#,
      #"{"do": "setAdditionalSafeArea", "insets": [1, 2, 3, 4]}"#,
      #"{"do": "setMask", "view": "a", "mask": ["flexibleLeftMargin", "flexibleHeight"]}"#,
      #"{"do": "setSemantic", "view": "a", "semantic": "forceRightToLeft"}"#,
      #"{"do": "setLayoutDirection", "direction": "rightToLeft"}"#,
      #"{"do": "resize", "size": [50, 60], "safeArea": [0, 5, 0, 0], "#
        + #""horizontalSizeClass": "regular", "verticalSizeClass": "compact"}"#,
      #"{"do": "setTamic", "view": "a", "tamic": true}"#,
    ]
    let text = Self.fixtureText(#", "steps": ["# + steps.joined(separator: ", ") + "]")
      .replacingOccurrences(
        of: #""size": [100, 200]}"#,
        with: #""size": [100, 200], "margins": [0, 8, 0, 20], "directionalMargins": [0, 1, 0, 2]}"#
      )
    let mirrored = try Self.parse(text).mirrored().fixture
    #expect(mirrored.window.margins == FixtureInsets(top: 0, left: 20, bottom: 0, right: 8))
    #expect(
      mirrored.window.directionalMargins == FixtureInsets(top: 0, left: 1, bottom: 0, right: 2))
    let actions = mirrored.steps.map(\.action.summary)
    #expect(
      actions == [
        "setMargins window = [1, 4, 3, 2]", "setAdditionalSafeArea [1, 4, 3, 2]",
        "setMask a = [flexibleRightMargin, flexibleHeight]", "setSemantic a = forceLeftToRight",
        "setLayoutDirection leftToRight",
        "resize to [50, 60], horizontal regular, vertical compact",
        "setTamic a = true",
      ])
    guard case .resize(_, let safeArea, _, _) = mirrored.steps[5].action else {
      Issue.record("the resize step changed kind")
      return
    }
    #expect(safeArea == FixtureInsets(top: 0, left: 0, bottom: 0, right: 5))
  }

  @Test func aSemanticStepWithoutAMirrorIsRefused() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        #", "steps": [{"do": "setSemantic", "view": "a", "semantic": "playback"}]"#))
    #expect {
      _ = try fixture.mirrored()
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains("playback has no mirror image")
    }
  }

  @Test func aDisabledFixtureNeedOnlyBeJSONThatSaysWhy() throws {
    let unfinished = #"{"disabled": "needs a stack view step", "steps": [{"do": "stack"}]}"#
    #expect(try Fixture.disabledReason(Data(unfinished.utf8)) == "needs a stack view step")
    for (text, message) in [
      (#"{"description": "d"}"#, "must say why"),
      (#"{"disabled": " "}"#, "must say why"),
      (#"{"disabled": 3}"#, "disabled: expected a string"),
      (#"["disabled"]"#, "expected an object"),
      ("{", "not valid JSON"),
    ] {
      #expect {
        _ = try Fixture.disabledReason(Data(text.utf8))
      } throws: { error in
        ((error as? FixtureError)?.message ?? "").contains(message)
      }
    }
  }

  @Test func mirroringAnExpectationNeedsTheParentFrame() throws {
    let fixture = try Self.parse(
      Self.fixtureText(#", "expect": {"frames": {"b": [5, 0, 10, 10]}}"#))
    #expect {
      _ = try fixture.expect?.mirrored(in: fixture, windowWidth: 100)
    } throws: { error in
      ((error as? FixtureError)?.message ?? "").contains("its parent \"a\" has no expected frame")
    }
  }

  @Test func frameTableMarksMismatches() {
    let table = FrameTable(lines: [
      ("window", 0, nil, CGRect(x: 0, y: 0, width: 100, height: 200)),
      (
        "a", 1, CGRect(x: 10, y: 0, width: 30, height: 40),
        CGRect(x: 10, y: 0, width: 30, height: 41)
      ),
    ]).render()
    let lines = table.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("  window"))
    #expect(lines[2].hasPrefix("✗   a"))
    #expect(lines[2].contains("[10, 0, 30, 40]") && lines[2].contains("[10, 0, 30, 41]"))
  }
}
