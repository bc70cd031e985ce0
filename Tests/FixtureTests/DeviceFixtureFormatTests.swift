import Foundation
import Testing

// The fixture reader on windows made from device profiles: `"device"` in place of a size,
// scale and safe area, and the `rotate` and `setSplit` steps.

@Suite("Fixture devices") struct DeviceFixtureFormatTests {
  /// A minimal fixture with `window` as its window and `extra` spliced into the top level.
  private static func fixtureText(window: String, _ extra: String = "") -> String {
    """
    {
      "description": "d", "source": "hand computation: none",
      "window": \(window),
      "views": [{"id": "a", "tamic": false}],
      "constraints": ["a.leading == window.leadingMargin", "a.trailing == window.trailingMargin",
                      "a.top == window.safeArea.top", "a.height == 10"]\(extra)
    }
    """
  }

  private static func parse(_ text: String) throws -> Fixture {
    try Fixture.parse(Data(text.utf8), name: "devices/f.json")
  }

  @Test func aDeviceGivesTheWindowItsSizeScaleAndSafeArea() throws {
    let fixture = try Self.parse(
      Self.fixtureText(window: #"{"device": {"name": "iphone x", "orientation": "landscape"}}"#))
    #expect(fixture.window.size == CGSize(width: 812, height: 375))
    #expect(fixture.window.scale == 3)
    #expect(fixture.window.safeArea == FixtureInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(fixture.window.device?.orientation == .landscape)
    #expect(fixture.window.device?.split == SplitOption.full)
  }

  @Test func theOrientationDefaultsToTheDevicesNaturalOne() throws {
    let phone = try Self.parse(Self.fixtureText(window: #"{"device": {"name": "iPhone 8"}}"#))
    #expect(phone.window.device?.orientation == .portrait)
    #expect(phone.window.size == CGSize(width: 375, height: 667))
    let mac = try Self.parse(Self.fixtureText(window: #"{"device": {"name": "Mac window"}}"#))
    #expect(mac.window.device?.orientation == .landscape)
    #expect(mac.window.size == CGSize(width: 1024, height: 768))
  }

  @Test func aSplitGivesTheSplitWidthWithoutSideInsets() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        window:
          #"{"device": {"name": "iPad Pro 11-inch", "orientation": "landscape", "split": "half"}}"#
      ))
    #expect(fixture.window.size == CGSize(width: 592, height: 834))
    #expect(fixture.window.safeArea == FixtureInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func rotateAndSetSplitStepsParse() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        window: #"{"device": {"name": "iPad (9th generation)"}}"#,
        #", "steps": [{"do": "rotate", "orientation": "landscape"}, {"do": "setSplit", "split": "half"}]"#
      ))
    #expect(fixture.steps.map(\.action.summary) == ["rotate to landscape", "setSplit half"])
  }

  /// Bad device fixtures and a part of the message each must produce.
  static let badFixtures: [(String, String)] = [
    (fixtureText(window: #"{"device": {"name": "iPhone 99"}}"#), "unknown device \"iPhone 99\""),
    (
      fixtureText(window: #"{"device": {"name": "iPhone X"}, "size": [375, 812]}"#),
      "\"size\" cannot be given with \"device\""
    ),
    (
      fixtureText(window: #"{"device": {"name": "iPhone X"}, "horizontalSizeClass": "regular"}"#),
      "\"horizontalSizeClass\" cannot be given with \"device\""
    ),
    (
      fixtureText(window: #"{"device": {"name": "iPhone X", "orientaton": "landscape"}}"#),
      "unknown key \"orientaton\""
    ),
    (
      fixtureText(window: #"{"device": {"name": "iPhone X", "orientation": "upsideDown"}}"#),
      "unknown orientation \"upsideDown\""
    ),
    (
      fixtureText(window: #"{"device": {"name": "iPhone X", "split": "half"}}"#),
      "iPhone X has no half Split View window in portrait (it offers: full)"
    ),
    (
      fixtureText(window: #"{"device": {"name": "iPad Pro 11-inch", "split": "half"}}"#),
      "no half Split View window in portrait (it offers: full, oneThird, twoThirds)"
    ),
    (
      fixtureText(
        window: #"{"size": [100, 100]}"#,
        #", "steps": [{"do": "rotate", "orientation": "landscape"}]"#
      ),
      "steps[0]: rotate and setSplit need a window made from a \"device\""
    ),
    (
      fixtureText(
        window: #"{"device": {"name": "iPad Pro 11-inch", "orientation": "landscape"}}"#,
        #", "steps": [{"do": "rotate", "orientation": "portrait"}, {"do": "setSplit", "split": "half"}]"#
      ),
      "steps[1]: iPad Pro 11-inch has no half Split View window in portrait"
    ),
    (
      fixtureText(
        window: #"{"device": {"name": "iPad Pro 11-inch"}}"#,
        #", "steps": [{"do": "setSplit", "split": "third"}]"#),
      "unknown split \"third\""
    ),
  ]

  @Test("Bad device fixtures fail with a clear message", arguments: badFixtures)
  func badDeviceFixtures(_ text: String, _ message: String) {
    do {
      _ = try Self.parse(text)
      Issue.record("parsed without error; expected \"\(message)\"")
    } catch let error as FixtureError {
      #expect(error.message.contains(message), "\(error.message)")
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func mirroringKeepsTheDeviceAndItsSteps() throws {
    let fixture = try Self.parse(
      Self.fixtureText(
        window:
          #"{"device": {"name": "iPhone X", "orientation": "landscape"}, "additionalSafeArea": [0, 0, 0, 30]}"#,
        #", "steps": [{"do": "rotate", "orientation": "portrait"}]"#))
    let mirrored = try fixture.mirrored().fixture
    #expect(mirrored.window.device == fixture.window.device)
    // The device's insets are symmetric; the additional ones swap sides.
    #expect(mirrored.window.safeArea == fixture.window.safeArea)
    #expect(
      mirrored.window.additionalSafeArea == FixtureInsets(top: 0, left: 30, bottom: 0, right: 0))
    #expect(mirrored.steps.map(\.action.summary) == ["rotate to portrait"])
    #expect(throws: Never.self) { try fixture.checkDeviceHasMirrorImage() }
  }
}
