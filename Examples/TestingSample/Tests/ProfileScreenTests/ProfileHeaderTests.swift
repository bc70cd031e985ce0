import Foundation
import ProfileScreen
import SnapshotTesting
import Testing
import TrussSnapshotTesting
import TrussTesting
import TrussUIKit

/// The profile header on every device, orientation, text size and layout direction, checked
/// on Linux without a simulator, and one drawing kept as a reviewable SVG snapshot.
@Suite struct ProfileHeaderTests {
  static let bio =
    "Writes layout engines for fun. Cyclist, baker of sourdough, reader of old manuals."

  /// The screen in `window`, laid out.
  static func show(in window: UIWindow) -> ProfileHeaderViewController {
    let screen = ProfileHeaderViewController()
    screen.name = "Ada Lovelace"
    screen.bio = bio
    window.rootViewController = screen
    window.layoutIfNeeded()
    return screen
  }

  /// No conflict and no ambiguity anywhere; the avatar, the name, the button and the bio fit
  /// the screen's width and the scroll view's content; the button never covers the name.
  @Test(arguments: DeviceMatrix.all)
  func laysOutEverywhere(_ place: DeviceCase) {
    let window = place.makeWindow()
    let screen = expectNoUnsatisfiableConstraints { Self.show(in: window) }
    expectNoAmbiguity(window, "\(place)")
    let content = CGRect(origin: .zero, size: screen.scrollView.contentSize)
    #expect(content.width == window.bounds.width, "\(place)")
    for view in [screen.avatar, screen.nameLabel, screen.bioLabel, screen.followButton] {
      #expect(content.contains(view.frame), "\(view.layoutName) at \(view.frame) (\(place))")
    }
    #expect(!screen.nameLabel.frame.intersects(screen.followButton.frame), "\(place)")
  }

  /// On an iPhone 15 Pro in portrait at the default size. The content is shorter than the
  /// screen, so the scroll view does not scroll and, with the default `.automatic`
  /// adjustment outside a navigation controller, does not inset it from the safe area (UIKit's
  /// `scrollableAxes` rule): the content view lies under the status bar and its margins take
  /// the safe area in, 59 + 8 on top and 8 at the sides (a plain view's default margins). So
  /// the avatar is 8 below that, the name 12 beside it, the button at the trailing margin and
  /// the bio 12 below the avatar.
  @Test func iPhone15ProFrames() throws {
    let window = UIWindow(device: try #require(.named("iPhone 15 Pro")), orientation: .portrait)
    let screen = Self.show(in: window)
    expectFrame(of: screen.avatar, equals: CGRect(x: 8, y: 75, width: 64, height: 64))
    // Solved values carry floating-point error below a thousandth of a point.
    #expect(abs(screen.nameLabel.frame.minX - (8 + 64 + 12)) < 0.001)
    #expect(abs(screen.followButton.frame.maxX - (393 - 8)) < 0.001)
    #expect(abs(screen.bioLabel.frame.minY - (75 + 64 + 12)) < 0.001)
  }

  /// The drawing, committed in `__Snapshots__/ProfileHeaderTests/` (record a new one with
  /// `TRUSS_RECORD_SNAPSHOTS=1`).
  @Test func snapshot() throws {
    let window = UIWindow(device: try #require(.named("iPhone 15 Pro")), orientation: .portrait)
    _ = Self.show(in: window)
    let record: SnapshotTestingConfiguration.Record =
      ProcessInfo.processInfo.environment["TRUSS_RECORD_SNAPSHOTS"] == "1" ? .missing : .never
    withSnapshotTesting(record: record) {
      assertSnapshot(of: window, as: .svg)
      assertSnapshot(of: window, as: .frames)
    }
  }
}
