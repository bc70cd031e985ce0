import Foundation
import Testing
import Truss

/// SPEC §5.2: each device profile's numbers (written out again here, from the sources named in
/// `DeviceProfile+Catalog.swift`, rather than read back from the catalog), windows made from
/// them, and rotation and Split View changes laying a window out again.
@Suite struct DeviceProfileTests {
  /// One device as the sources give it: portrait size, scale, safe areas and size classes
  /// (`"CR"` = compact width, regular height) in portrait and landscape.
  struct Published: CustomTestStringConvertible, Sendable {
    var name: String
    var size: CGSize
    var scale: CGFloat
    var portraitInsets: EdgeInsets
    var landscapeInsets: EdgeInsets
    var portraitClasses: String
    var landscapeClasses: String

    var testDescription: String { name }
  }

  static func insets(
    _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
  )
    -> EdgeInsets
  {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  static let published: [Published] = [
    Published(
      name: "iPhone SE (1st generation)", size: CGSize(width: 320, height: 568), scale: 2,
      portraitInsets: insets(20, 0, 0, 0), landscapeInsets: .zero, portraitClasses: "CR",
      landscapeClasses: "CC"),
    Published(
      name: "iPhone 8", size: CGSize(width: 375, height: 667), scale: 2,
      portraitInsets: insets(20, 0, 0, 0), landscapeInsets: .zero, portraitClasses: "CR",
      landscapeClasses: "CC"),
    Published(
      name: "iPhone 8 Plus", size: CGSize(width: 414, height: 736), scale: 3,
      portraitInsets: insets(20, 0, 0, 0), landscapeInsets: .zero, portraitClasses: "CR",
      landscapeClasses: "RC"),
    Published(
      name: "iPhone X", size: CGSize(width: 375, height: 812), scale: 3,
      portraitInsets: insets(44, 0, 34, 0), landscapeInsets: insets(0, 44, 21, 44),
      portraitClasses: "CR", landscapeClasses: "CC"),
    Published(
      name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3,
      portraitInsets: insets(59, 0, 34, 0), landscapeInsets: insets(0, 59, 21, 59),
      portraitClasses: "CR", landscapeClasses: "CC"),
    Published(
      name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3,
      portraitInsets: insets(59, 0, 34, 0), landscapeInsets: insets(0, 59, 21, 59),
      portraitClasses: "CR", landscapeClasses: "RC"),
    Published(
      name: "iPad (9th generation)", size: CGSize(width: 810, height: 1080), scale: 2,
      portraitInsets: insets(20, 0, 0, 0), landscapeInsets: insets(20, 0, 0, 0),
      portraitClasses: "RR", landscapeClasses: "RR"),
    Published(
      name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194), scale: 2,
      portraitInsets: insets(24, 0, 20, 0), landscapeInsets: insets(24, 0, 20, 0),
      portraitClasses: "RR", landscapeClasses: "RR"),
    Published(
      name: "iPad Pro 12.9-inch", size: CGSize(width: 1024, height: 1366), scale: 2,
      portraitInsets: insets(24, 0, 20, 0), landscapeInsets: insets(24, 0, 20, 0),
      portraitClasses: "RR", landscapeClasses: "RR"),
    Published(
      name: "Mac window", size: CGSize(width: 768, height: 1024), scale: 2,
      portraitInsets: .zero, landscapeInsets: .zero, portraitClasses: "RR",
      landscapeClasses: "RR"),
  ]

  /// One Split View window: device, orientation, split, width and horizontal size class.
  struct PublishedSplit: CustomTestStringConvertible, Sendable {
    var device: String
    var orientation: DeviceOrientation
    var split: SplitFraction
    var width: CGFloat
    var horizontal: UserInterfaceSizeClass

    var testDescription: String { "\(device) \(orientation) \(split)" }
  }

  static let publishedSplits: [PublishedSplit] = [
    PublishedSplit(
      device: "iPad (9th generation)", orientation: .landscape, split: .oneThird, width: 320,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad (9th generation)", orientation: .landscape, split: .half, width: 535,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad (9th generation)", orientation: .landscape, split: .twoThirds, width: 750,
      horizontal: .regular),
    PublishedSplit(
      device: "iPad (9th generation)", orientation: .portrait, split: .oneThird, width: 320,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad (9th generation)", orientation: .portrait, split: .twoThirds, width: 480,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad Pro 11-inch", orientation: .landscape, split: .oneThird, width: 375,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad Pro 11-inch", orientation: .landscape, split: .half, width: 592,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad Pro 11-inch", orientation: .landscape, split: .twoThirds, width: 809,
      horizontal: .regular),
    PublishedSplit(
      device: "iPad Pro 11-inch", orientation: .portrait, split: .oneThird, width: 320,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad Pro 11-inch", orientation: .portrait, split: .twoThirds, width: 504,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad Pro 12.9-inch", orientation: .landscape, split: .oneThird, width: 375,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad Pro 12.9-inch", orientation: .landscape, split: .half, width: 678,
      horizontal: .regular),
    PublishedSplit(
      device: "iPad Pro 12.9-inch", orientation: .landscape, split: .twoThirds, width: 981,
      horizontal: .regular),
    PublishedSplit(
      device: "iPad Pro 12.9-inch", orientation: .portrait, split: .oneThird, width: 375,
      horizontal: .compact),
    PublishedSplit(
      device: "iPad Pro 12.9-inch", orientation: .portrait, split: .twoThirds, width: 639,
      horizontal: .compact),
  ]

  static func classes(_ code: String) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
    let decode: (Character) -> UserInterfaceSizeClass = { $0 == "R" ? .regular : .compact }
    return (decode(code.first ?? "C"), decode(code.last ?? "C"))
  }

  static func device(_ name: String) throws -> DeviceProfile {
    try #require(DeviceProfile.named(name), "no device named \(name)")
  }

  // MARK: - The catalog

  @Test func theCatalogHoldsTheDevicesOfTheSpecOnceEach() {
    #expect(DeviceProfile.all.map(\.name) == Self.published.map(\.name))
    #expect(Set(DeviceProfile.all).count == DeviceProfile.all.count)
  }

  @Test("Profile numbers", arguments: published)
  func profileNumbers(_ expected: Published) throws {
    let device = try Self.device(expected.name)
    #expect(device.name == expected.name)
    #expect(device.portraitSize == expected.size)
    #expect(device.scale == expected.scale)
    #expect(device.portrait.safeAreaInsets == expected.portraitInsets)
    #expect(device.landscape.safeAreaInsets == expected.landscapeInsets)
    let (portraitH, portraitV) = Self.classes(expected.portraitClasses)
    let (landscapeH, landscapeV) = Self.classes(expected.landscapeClasses)
    #expect(device.portrait.horizontalSizeClass == portraitH)
    #expect(device.portrait.verticalSizeClass == portraitV)
    #expect(device.landscape.horizontalSizeClass == landscapeH)
    #expect(device.landscape.verticalSizeClass == landscapeV)
  }

  @Test("Full-screen windows in both orientations", arguments: published)
  func fullScreenWindows(_ expected: Published) throws {
    let device = try Self.device(expected.name)
    for orientation in DeviceOrientation.allCases {
      let window = Window(device: device, orientation: orientation)
      let landscape = orientation == .landscape
      let size =
        landscape
        ? CGSize(width: expected.size.height, height: expected.size.width) : expected.size
      let (horizontal, vertical) = Self.classes(
        landscape ? expected.landscapeClasses : expected.portraitClasses)
      #expect(window.bounds.size == size, "\(orientation)")
      #expect(window.scale == expected.scale)
      #expect(
        window.safeAreaInsets == (landscape ? expected.landscapeInsets : expected.portraitInsets),
        "\(orientation)")
      #expect(window.traitCollection.horizontalSizeClass == horizontal, "\(orientation)")
      #expect(window.traitCollection.verticalSizeClass == vertical, "\(orientation)")
      #expect(window.traitCollection.displayScale == expected.scale)
      #expect(window.device == device)
      #expect(window.interfaceOrientation == orientation)
      #expect(window.split == .full)
    }
  }

  @Test("Split View windows", arguments: publishedSplits)
  func splitViewWindows(_ expected: PublishedSplit) throws {
    let device = try Self.device(expected.device)
    let full = try #require(device.geometry(in: expected.orientation))
    let window = Window(device: device, orientation: expected.orientation, split: expected.split)
    #expect(window.bounds.size == CGSize(width: expected.width, height: full.size.height))
    #expect(window.traitCollection.horizontalSizeClass == expected.horizontal)
    #expect(window.traitCollection.verticalSizeClass == .regular)
    // Top and bottom insets as the device has them; no side insets beside the divider.
    #expect(
      window.safeAreaInsets
        == EdgeInsets(
          top: full.safeAreaInsets.top, left: 0, bottom: full.safeAreaInsets.bottom, right: 0))
    #expect(window.split == expected.split)
  }

  @Test func theSplitsOfEachDeviceAreExactlyThePublishedOnes() {
    for device in DeviceProfile.all {
      for orientation in DeviceOrientation.allCases {
        let published = Self.publishedSplits.filter {
          $0.device == device.name && $0.orientation == orientation
        }
        #expect(
          device.splits(in: orientation) == [.full] + published.map(\.split),
          "\(device.name) \(orientation)")
      }
    }
  }

  @Test func phonesAndTheMacWindowHaveNoSplitView() {
    for name in ["iPhone 8", "iPhone 15 Pro Max", "Mac window"] {
      let device = DeviceProfile.named(name)
      #expect(device?.geometry(in: .landscape, split: .half) == nil, "\(name)")
      #expect(device?.geometry(in: .portrait, split: .oneThird) == nil, "\(name)")
    }
    // And no iPad of the catalog has an even split in portrait.
    #expect(DeviceProfile.iPadPro12Point9.geometry(in: .portrait, split: .half) == nil)
  }

  // MARK: - Lookup

  @Test func lookupIgnoresCaseHyphensAndSpacing() {
    #expect(DeviceProfile.named("iPhone 15 Pro") == .iPhone15Pro)
    #expect(DeviceProfile.named("iphone 15 pro") == .iPhone15Pro)
    #expect(DeviceProfile.named("IPHONE-15-PRO") == .iPhone15Pro)
    #expect(DeviceProfile.named("  iPhone   15  Pro ") == .iPhone15Pro)
    #expect(DeviceProfile.named("ipad pro 12.9 inch") == .iPadPro12Point9)
    #expect(DeviceProfile.named("mac window") == .macWindow)
    #expect(DeviceProfile.named("iPhone 15 Pro Max") == .iPhone15ProMax)
  }

  @Test func lookupFindsOtherNamesOfTheSameScreen() {
    #expect(DeviceProfile.named("iPhone 11 Pro") == .iPhoneX)
    #expect(DeviceProfile.named("iPhone XS") == .iPhoneX)
    #expect(DeviceProfile.named("iPhone SE (3rd generation)") == .iPhone8)
    #expect(DeviceProfile.named("iPhone SE (1st generation)") == .iPhoneSEFirstGeneration)
  }

  @Test func lookupOfAnUnknownNameIsNil() {
    #expect(DeviceProfile.named("iPhone 99") == nil)
    #expect(DeviceProfile.named("") == nil)
    #expect(DeviceProfile.named("iPhone") == nil)
  }

  // MARK: - Windows

  @Test func theNaturalOrientationIsPortraitExceptForTheMacWindow() {
    #expect(Window(device: .iPhone8).bounds.size == CGSize(width: 375, height: 667))
    let mac = Window(device: .macWindow)
    #expect(mac.bounds.size == CGSize(width: 1024, height: 768))
    #expect(mac.interfaceOrientation == .landscape)
    #expect(mac.safeAreaInsets == .zero)
    #expect(mac.systemMinimumLayoutMargins.leading == 20)
  }

  @Test func aMacWindowOfAnySize() {
    let device = DeviceProfile.macWindow(size: CGSize(width: 500, height: 700))
    #expect(device.name == "Mac window 500×700")
    let window = Window(device: device)
    #expect(window.bounds.size == CGSize(width: 500, height: 700))
    // Regular width although narrower than 600 points: a Mac window is always regular.
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    #expect(DeviceProfile.named("Mac window 500×700") == nil)
  }

  @Test func theWindowTakesTheLayoutDirection() {
    let window = Window(device: .iPhoneX, orientation: .landscape, layoutDirection: .rightToLeft)
    #expect(window.traitCollection.layoutDirection == .rightToLeft)
  }

  /// A card pinned to the window's margins and safe area, 100 points tall.
  static func pinnedCard(in window: Window) -> View {
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    return card
  }

  @Test func rotatingAnIPhoneXMovesAViewPinnedToTheMarginsAndSafeArea() {
    let window = Window(device: .iPhoneX, orientation: .portrait)
    let card = Self.pinnedCard(in: window)
    window.layoutIfNeeded()
    // Portrait: margins 16 (compact), safe top 44: x 16, width 375 - 32 = 343.
    #expect(card.frame == CGRect(x: 16, y: 44, width: 343, height: 100))

    window.rotate(to: .landscape)
    #expect(window.interfaceOrientation == .landscape)
    #expect(window.bounds.size == CGSize(width: 812, height: 375))
    #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    window.layoutIfNeeded()
    // Landscape: 44 + 16 = 60 on each side, width 812 - 120 = 692; no top inset.
    #expect(card.frame == CGRect(x: 60, y: 0, width: 692, height: 100))

    window.rotate(to: .portrait)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 44, width: 343, height: 100))
  }

  @Test func rotatingAPlusPhoneChangesTheMarginsWithTheSizeClass() {
    let window = Window(device: .iPhone8Plus)
    let card = Self.pinnedCard(in: window)
    window.layoutIfNeeded()
    // Portrait, compact: 16 points; status bar 20.
    #expect(card.frame == CGRect(x: 16, y: 20, width: 382, height: 100))
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    // Landscape, regular width: 20 points; no status bar.
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    #expect(card.frame == CGRect(x: 20, y: 0, width: 696, height: 100))
  }

  @Test func rotatingToTheSameOrientationChangesNothing() {
    let window = Window(device: .iPhone15Pro, orientation: .landscape)
    window.rotate(to: .landscape)
    #expect(window.bounds.size == CGSize(width: 852, height: 393))
    #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test func rotationNotifiesTraitChanges() {
    final class Recorder: View {
      var previous: [TraitCollection?] = []
      override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previous.append(previousTraitCollection)
      }
    }
    let window = Window(device: .iPhone15ProMax)
    let view = Recorder()
    window.addSubview(view)
    window.layoutIfNeeded()
    view.previous.removeAll()
    window.rotate(to: .landscape)
    #expect(view.previous.count == 1)
    #expect(view.previous.first??.horizontalSizeClass == .compact)
    #expect(view.previous.first??.verticalSizeClass == .regular)
    #expect(view.traitCollection.horizontalSizeClass == .regular)
    #expect(view.traitCollection.verticalSizeClass == .compact)
  }

  @Test func changingTheSplitResizesTheWindowAndItsMargins() {
    let window = Window(device: .iPadPro11, orientation: .landscape)
    let card = Self.pinnedCard(in: window)
    window.layoutIfNeeded()
    // Full screen 1194 wide, regular: 20-point margins; top inset 24.
    #expect(card.frame == CGRect(x: 20, y: 24, width: 1154, height: 100))

    window.setSplit(.twoThirds)
    window.layoutIfNeeded()
    #expect(window.bounds.size == CGSize(width: 809, height: 834))
    #expect(card.frame == CGRect(x: 20, y: 24, width: 769, height: 100))

    window.setSplit(.half)
    window.layoutIfNeeded()
    // 592 wide, compact: 16-point margins.
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(card.frame == CGRect(x: 16, y: 24, width: 560, height: 100))

    window.setSplit(.oneThird)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 24, width: 343, height: 100))

    window.setSplit(.full)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 24, width: 1154, height: 100))
  }

  @Test func rotatingASplitKeepsItOrFallsBackToTheWiderPortraitWindow() {
    let window = Window(device: .iPad9thGeneration, orientation: .landscape, split: .oneThird)
    window.rotate(to: .portrait)
    #expect(window.split == .oneThird)
    #expect(window.bounds.size == CGSize(width: 320, height: 1080))

    window.rotate(to: .landscape)
    window.setSplit(.half)
    #expect(window.bounds.size == CGSize(width: 535, height: 810))
    // Portrait has no even split: the half window becomes the two-thirds one.
    window.rotate(to: .portrait)
    #expect(window.split == .twoThirds)
    #expect(window.bounds.size == CGSize(width: 480, height: 1080))
    #expect(window.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func aCustomWindowRotatesByExchangingWidthAndHeight() {
    let window = Window(size: CGSize(width: 500, height: 800))
    #expect(window.device == nil)
    #expect(window.interfaceOrientation == .portrait)
    #expect(window.split == .full)
    window.rotate(to: .landscape)
    #expect(window.bounds.size == CGSize(width: 800, height: 500))
    #expect(window.interfaceOrientation == .landscape)
    // Derived from the size: 800 wide is regular, 500 high is regular (not below 500).
    #expect(window.traitCollection.horizontalSizeClass == .regular)
    window.rotate(to: .landscape)
    #expect(window.bounds.size == CGSize(width: 800, height: 500))
  }

  @Test func aDeviceWindowIsFreedWithItsLastReference() {
    weak var weakWindow: Window?
    do {
      let window = Window(device: .iPhoneX, orientation: .landscape)
      window.addSubview(View())
      window.layoutIfNeeded()
      weakWindow = window
      #expect(weakWindow?.device == .iPhoneX)
    }
    #expect(weakWindow == nil)
  }

  @Test func aNewWindowDoesNotInheritAFreedWindowsDevice() {
    // Windows made and freed one after another often reuse an address; the device state of a
    // freed window must not show through on a plain window made later.
    for _ in 0..<50 {
      _ = Window(device: .iPadPro11, orientation: .landscape, split: .half)
      let plain = Window(size: CGSize(width: 300, height: 300))
      #expect(plain.device == nil)
    }
  }
}
