import Foundation
import Truss

// Fixture windows made from device profiles: the parts of the fixture model that need Truss's
// device catalog. A device's numbers are filled into the window spec when the fixture is read
// (so mirroring and failure tables see them), every `rotate` and `setSplit` step is checked to
// reach a configuration the device offers (the engine would stop the test run on one it does
// not), and the harness makes the window with `Window(device:orientation:split:layoutDirection:)`.

extension OrientationOption {
  /// Truss's orientation of the same name.
  var orientation: DeviceOrientation {
    switch self {
    case .portrait: .portrait
    case .landscape: .landscape
    }
  }
}

extension SplitOption {
  /// Truss's Split View fraction of the same name.
  var fraction: SplitFraction {
    switch self {
    case .full: .full
    case .oneThird: .oneThird
    case .half: .half
    case .twoThirds: .twoThirds
    }
  }
}

extension DeviceSpec {
  /// The named device of Truss's catalog.
  ///
  /// - Throws: `FixtureError` listing the known names when there is none.
  func profile() throws -> DeviceProfile {
    guard let profile = DeviceProfile.named(name) else {
      let known = DeviceProfile.all.map(\.name).joined(separator: ", ")
      throw FixtureError("unknown device \"\(name)\" (known: \(known))")
    }
    return profile
  }
}

extension WindowSpec {
  /// The window of a device spec: the device's size, scale and safe area in its orientation
  /// and split, with the orientation written out (the device's natural one when not given).
  ///
  /// - Throws: `FixtureError` at `cursor` for an unknown device or a Split View window the
  ///   device does not offer.
  init(device spec: DeviceSpec, at cursor: JSONCursor) throws {
    let profile: DeviceProfile
    do {
      profile = try spec.profile()
    } catch let error as FixtureError {
      throw cursor.error(error.message)
    }
    let orientation = spec.orientation?.orientation ?? profile.naturalOrientation
    guard let geometry = profile.geometry(in: orientation, split: spec.split.fraction) else {
      throw cursor.error(Fixture.unavailable(spec.split.fraction, on: profile, in: orientation))
    }
    var resolved = spec
    resolved.orientation = OrientationOption(rawValue: orientation.rawValue)
    self.init(
      device: resolved, size: geometry.size, scale: Double(profile.scale),
      safeArea: FixtureInsets(geometry.safeAreaInsets))
  }

  /// A window made from the spec's device, or `nil` when the spec has none.
  func makeDeviceWindow(layoutDirection: UserInterfaceLayoutDirection) -> Window? {
    guard let device, let profile = try? device.profile() else { return nil }
    return Window(
      device: profile, orientation: device.orientation?.orientation, split: device.split.fraction,
      layoutDirection: layoutDirection)
  }
}

extension Fixture {
  /// The message for a Split View window `profile` does not offer.
  static func unavailable(
    _ split: SplitFraction, on profile: DeviceProfile, in orientation: DeviceOrientation
  ) -> String {
    let offered = profile.splits(in: orientation).map(\.rawValue).joined(separator: ", ")
    return "\(profile.name) has no \(split) Split View window in \(orientation) (it offers: "
      + "\(offered))"
  }

  /// Follows the device through the `rotate` and `setSplit` steps, as the window will.
  ///
  /// - Throws: `FixtureError` naming the first `setSplit` step to a Split View window the
  ///   device does not offer in the orientation it is in then.
  func checkDeviceSteps() throws {
    guard let spec = window.device, let profile = try? spec.profile() else { return }
    var orientation = spec.orientation?.orientation ?? profile.naturalOrientation
    var split = spec.split.fraction
    for (index, step) in steps.enumerated() {
      switch step.action {
      case .rotate(let option):
        split = profile.split(split, rotatedTo: option.orientation)
        orientation = option.orientation
      case .setSplit(let option):
        guard profile.geometry(in: orientation, split: option.fraction) != nil else {
          throw FixtureError(
            "steps[\(index)]: " + Fixture.unavailable(option.fraction, on: profile, in: orientation)
          )
        }
        split = option.fraction
      default:
        break
      }
    }
  }

  /// Checks that the device's safe areas are their own mirror image in every orientation, so
  /// the mirrored run may use the same device (the mirror image of a device window is the
  /// same device window: every device of the catalog has symmetric side insets).
  ///
  /// - Throws: `FixtureError` when a device's side insets differ.
  func checkDeviceHasMirrorImage() throws {
    guard let spec = window.device, let profile = try? spec.profile() else { return }
    for orientation in DeviceOrientation.allCases {
      let insets = profile.traits(in: orientation).safeAreaInsets
      guard insets.left == insets.right else {
        throw FixtureError(
          "window.device: \(profile.name) has different left and right insets in "
            + "\(orientation), so it has no mirror image; give explicit \"rtl\" expectations")
      }
    }
  }
}
