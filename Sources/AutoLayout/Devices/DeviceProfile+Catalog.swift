import Foundation

// The devices of SPEC §5.2.
//
// Apple's pages are the authority for every number: the Human Interface Guidelines "Layout"
// page (device screen sizes in points, scale factors, and the size-class table per device and
// orientation; its multitasking table gives the Split View size classes) and the iOS Device
// Compatibility Reference. Safe-area insets are not in either table; they are what UIKit
// reports for a full-screen window without bars, as widely published by developers who
// measured them. Each device names the sources its numbers were checked against:
//
// - [points] gist ricsantos/e7baee6885626b9cb87c021a5097623f, a per-model table of points,
//   scale and pixels (iPhone 15 Pro and Pro Max).
// - [hacknicity] Geoff Hackworth, "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro"
//   (2018): iPad screens in points, 20-point status bar of home-button iPads.
// - [snapshot] pointfreeco/swift-snapshot-testing, Sources/SnapshotTesting/Common/View.swift
//   (`ViewImageConfig`): sizes, safe areas and size classes per device, orientation and
//   Split View configuration, used by many apps' snapshot tests.
// - [interface sizes] gist macguru/b7a01e3f0e9ae6f350d5, "Interface sizes a regular
//   Universal app must support with iOS 11": every window width, compact or regular.
// - [jazzychad] Chad Etzel, "iPad Multitasking Size Classes" (2015), size classes measured in
//   every Split View configuration; "there is no 50/50 split in portrait".
// - [usagimaru] Qiita usagimaru/761e9a5f3d78b1939df8: iPhone X safe area 375×734 portrait,
//   724×354 landscape.
// - [useyourloaf] Keith Harrison, "Supporting iPhone X": status bar hidden in landscape on
//   iPhones, 44-point side insets on the iPhone X whichever side the notch is on.
// - [csl] csl.cool, "iOS Layout Adaptation" (2023): Dynamic Island iPhones report
//   (59, 0, 34, 0) in portrait and (0, 59, 21, 59) in landscape.
//
// Split View widths follow one rule the sources agree on: the narrow window is 320 points
// (375 on the iPad Pro 11-inch in landscape and on the 12.9-inch), the two windows share the
// screen less a 10-point divider, an even split is (width − 10) / 2.
//
// Sources disagree on an even split in portrait: [jazzychad] measured none, and [snapshot] and
// [interface sizes] list none, while Galen Gruman's "Visual guide: The iPad's new split-screen
// multitasking" (InfoWorld, 2015) describes the one-third, half and two-thirds positions as
// available in both orientations. The catalog follows the measured sources: no iPad here has
// a portrait even split.

extension DeviceProfile {
  /// Every device of the catalog, phones first, then iPads, then the Mac window.
  public static let all: [DeviceProfile] = [
    iPhoneSEFirstGeneration, iPhone8, iPhone8Plus, iPhoneX, iPhone15Pro, iPhone15ProMax,
    iPad9thGeneration, iPadPro11, iPadPro12Point9, macWindow,
  ]

  /// iPhone SE (1st generation), 4-inch: 320×568 points at 2x (the iPhone 5s screen).
  ///
  /// Sources: HIG device table; [snapshot] `iPhoneSe` (320×568, portrait safe area
  /// (20, 0, 0, 0), landscape none; compact × regular, compact × compact). The 20-point top
  /// inset is the status bar, hidden in landscape ([useyourloaf]).
  public static let iPhoneSEFirstGeneration = DeviceProfile(
    name: "iPhone SE (1st generation)",
    otherNames: ["iPhone SE 1st generation", "iPhone SE 1", "iPhone 5s"],
    idiom: .phone, portraitSize: CGSize(width: 320, height: 568), scale: 2,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: .zero, horizontalSizeClass: .compact, verticalSizeClass: .compact))

  /// iPhone 8, 4.7-inch: 375×667 points at 2x (also the iPhone SE 2nd and 3rd generation).
  ///
  /// Sources: HIG device table; [snapshot] `iPhone8` (375×667, portrait (20, 0, 0, 0),
  /// landscape none; compact × regular, compact × compact); [useyourloaf] (no status bar and
  /// no side insets in landscape).
  public static let iPhone8 = DeviceProfile(
    name: "iPhone 8",
    otherNames: [
      "iPhone 7", "iPhone 6s", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)",
    ],
    idiom: .phone, portraitSize: CGSize(width: 375, height: 667), scale: 2,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: .zero, horizontalSizeClass: .compact, verticalSizeClass: .compact))

  /// iPhone 8 Plus, 5.5-inch: 414×736 points at 3x (rendered at 1242×2208 pixels and
  /// downsampled to the 1080×1920 panel; layout sees 414×736 at 3x).
  ///
  /// Regular width in landscape, unlike the smaller home-button iPhones. Sources: HIG device
  /// and size-class tables; [snapshot] `iPhone8Plus` (portrait (20, 0, 0, 0), landscape none;
  /// compact × regular, regular × compact).
  public static let iPhone8Plus = DeviceProfile(
    name: "iPhone 8 Plus", otherNames: ["iPhone 7 Plus", "iPhone 6s Plus"],
    idiom: .phone, portraitSize: CGSize(width: 414, height: 736), scale: 3,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: .zero, horizontalSizeClass: .regular, verticalSizeClass: .compact))

  /// iPhone X, 5.8-inch: 375×812 points at 3x (also the iPhone XS and 11 Pro).
  ///
  /// Safe area (44, 0, 34, 0) in portrait, (0, 44, 21, 44) in landscape. Sources: HIG device
  /// and size-class tables (compact × regular, compact × compact); [usagimaru] (safe area
  /// 375×734 = 812 − 44 − 34 in portrait, 724×354 = 812 − 2 × 44 by 375 − 21 in landscape);
  /// [useyourloaf] (44 on both sides in landscape). Sources disagree on the landscape bottom:
  /// [snapshot] `iPhoneX` uses 24; the measured 354-point landscape height gives 21.
  public static let iPhoneX = DeviceProfile(
    name: "iPhone X", otherNames: ["iPhone XS", "iPhone 11 Pro"],
    idiom: .phone, portraitSize: CGSize(width: 375, height: 812), scale: 3,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      horizontalSizeClass: .compact, verticalSizeClass: .compact))

  /// iPhone 15 Pro, 6.1-inch: 393×852 points at 3x (also the iPhone 14 Pro).
  ///
  /// Safe area (59, 0, 34, 0) in portrait, (0, 59, 21, 59) in landscape (the Dynamic
  /// Island's inset on both sides). Sources: HIG device and size-class tables (compact ×
  /// regular, compact × compact); [points] (393×852 at 3x, 1179×2556 pixels); [csl] (59/34
  /// and 59/21).
  public static let iPhone15Pro = DeviceProfile(
    name: "iPhone 15 Pro", otherNames: ["iPhone 14 Pro"],
    idiom: .phone, portraitSize: CGSize(width: 393, height: 852), scale: 3,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      horizontalSizeClass: .compact, verticalSizeClass: .compact))

  /// iPhone 15 Pro Max, 6.7-inch: 430×932 points at 3x (also the iPhone 14 Pro Max).
  ///
  /// Regular width in landscape, as every Plus and Max model. Safe area as the 15 Pro:
  /// (59, 0, 34, 0) and (0, 59, 21, 59). Sources: HIG device and size-class tables (compact ×
  /// regular, regular × compact); [points] (430×932 at 3x, 1290×2796 pixels); [csl]. Larger
  /// Dynamic Island models report other tops (62 on the iPhone 16 Pro Max); those are not
  /// this device.
  public static let iPhone15ProMax = DeviceProfile(
    name: "iPhone 15 Pro Max", otherNames: ["iPhone 14 Pro Max"],
    idiom: .phone, portraitSize: CGSize(width: 430, height: 932), scale: 3,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
      horizontalSizeClass: .regular, verticalSizeClass: .compact))

  /// iPad (9th generation), 10.2-inch: 810×1080 points at 2x, with a home button.
  ///
  /// Safe area (20, 0, 0, 0) in both orientations (the status bar; no home indicator).
  /// Split View: landscape 320 (compact), 535 (compact), 750 (regular); portrait 320
  /// (compact), 480 (compact); no even split in portrait. Sources: HIG device table and
  /// multitasking size classes; [snapshot] `iPad10_2` (these sizes, safe area and classes);
  /// [jazzychad] (classes; no portrait 50/50); arithmetic: 1080 − 10 − 320 = 750,
  /// (1080 − 10) / 2 = 535, 810 − 10 − 320 = 480.
  public static let iPad9thGeneration = DeviceProfile(
    name: "iPad (9th generation)",
    otherNames: [
      "iPad 9th generation", "iPad 10.2-inch", "iPad (8th generation)", "iPad (7th generation)",
    ],
    idiom: .pad, portraitSize: CGSize(width: 810, height: 1080), scale: 2,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    splitWidths: [
      SplitWidth(.landscape, .oneThird, width: 320, horizontalSizeClass: .compact),
      SplitWidth(.landscape, .half, width: 535, horizontalSizeClass: .compact),
      SplitWidth(.landscape, .twoThirds, width: 750, horizontalSizeClass: .regular),
      SplitWidth(.portrait, .oneThird, width: 320, horizontalSizeClass: .compact),
      SplitWidth(.portrait, .twoThirds, width: 480, horizontalSizeClass: .compact),
    ])

  /// iPad Pro 11-inch: 834×1194 points at 2x, Face ID and a home indicator.
  ///
  /// Safe area (24, 0, 20, 0) in both orientations (status bar, home indicator). Split
  /// View: landscape 375 (compact), 592 (compact), 809 (regular); portrait 320 (compact),
  /// 504 (compact); no even split in portrait. Sources: HIG device table and multitasking
  /// size classes; [hacknicity] (834×1194, 1194 = the 10.5-inch's 1112 + 82);
  /// [snapshot] `iPadPro11` (these sizes, safe area and classes); arithmetic:
  /// 1194 − 10 − 375 = 809, (1194 − 10) / 2 = 592, 834 − 10 − 320 = 504.
  public static let iPadPro11 = DeviceProfile(
    name: "iPad Pro 11-inch", otherNames: ["iPad Pro 11", "iPad Pro (11-inch)"],
    idiom: .pad, portraitSize: CGSize(width: 834, height: 1194), scale: 2,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    splitWidths: [
      SplitWidth(.landscape, .oneThird, width: 375, horizontalSizeClass: .compact),
      SplitWidth(.landscape, .half, width: 592, horizontalSizeClass: .compact),
      SplitWidth(.landscape, .twoThirds, width: 809, horizontalSizeClass: .regular),
      SplitWidth(.portrait, .oneThird, width: 320, horizontalSizeClass: .compact),
      SplitWidth(.portrait, .twoThirds, width: 504, horizontalSizeClass: .compact),
    ])

  /// iPad Pro 12.9-inch (3rd generation and later): 1024×1366 points at 2x, Face ID and a
  /// home indicator.
  ///
  /// The only iPad of the catalog whose even split is regular width (678 points). Safe area
  /// (24, 0, 20, 0) in both orientations, as the 11-inch. Split View: landscape 375
  /// (compact), 678 (regular), 981 (regular); portrait 375 (compact), 639 (compact); no even
  /// split in portrait. Sources: HIG device table and multitasking size classes;
  /// [hacknicity] (1366×1024, the same points as the 1st and 2nd generation);
  /// [snapshot] `iPadPro12_9` and [interface sizes] (375, 678, 981, 639 and their classes);
  /// arithmetic: 1366 − 10 − 375 = 981, (1366 − 10) / 2 = 678, 1024 − 10 − 375 = 639.
  /// Sources disagree on the safe area: [snapshot] gives (20, 0, 0, 0), the 1st and 2nd
  /// generation's (home button); the home-indicator models report the 11-inch's 24/20.
  public static let iPadPro12Point9 = DeviceProfile(
    name: "iPad Pro 12.9-inch",
    otherNames: ["iPad Pro 12.9", "iPad Pro (12.9-inch)", "iPad Pro 12.9-inch (3rd generation)"],
    idiom: .pad, portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
    portrait: .init(
      safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    landscape: .init(
      safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    splitWidths: [
      SplitWidth(.landscape, .oneThird, width: 375, horizontalSizeClass: .compact),
      SplitWidth(.landscape, .half, width: 678, horizontalSizeClass: .regular),
      SplitWidth(.landscape, .twoThirds, width: 981, horizontalSizeClass: .regular),
      SplitWidth(.portrait, .oneThird, width: 375, horizontalSizeClass: .compact),
      SplitWidth(.portrait, .twoThirds, width: 639, horizontalSizeClass: .compact),
    ])

  /// A Mac window: 1024×768 points at 2x (a Retina display), no safe area, regular in both
  /// axes.
  ///
  /// Not a screen but a resizable window, so its numbers are a convention (SPEC §5.2 and the
  /// issue ask for this one) rather than a measurement: a Mac window has no sensor housing or
  /// home indicator, hence no safe area, and is treated as regular × regular at any size, as
  /// Mac Catalyst apps are commonly described; no Apple page stating the size classes was
  /// available to check. Its natural orientation is landscape; "portrait" is the same window
  /// turned on its side. ``macWindow(size:)`` makes one of any size.
  public static let macWindow = macWindow(size: CGSize(width: 1024, height: 768))

  /// A Mac window of any size (points, wider or taller than high), at 2x, with no safe area
  /// and regular size classes; named "Mac window" for 1024×768, "Mac window W×H" otherwise.
  public static func macWindow(size: CGSize) -> DeviceProfile {
    let isDefault = size == CGSize(width: 1024, height: 768)
    let wide = size.width > size.height
    let traits = OrientationTraits(
      safeAreaInsets: .zero, horizontalSizeClass: .regular, verticalSizeClass: .regular)
    return DeviceProfile(
      name: isDefault
        ? "Mac window" : "Mac window \(formatLength(size.width))×\(formatLength(size.height))",
      otherNames: isDefault ? ["Mac", "macOS window", "Mac Catalyst window"] : [],
      idiom: .mac,
      portraitSize: wide ? CGSize(width: size.height, height: size.width) : size, scale: 2,
      portrait: traits, landscape: traits, naturalOrientation: wide ? .landscape : .portrait)
  }
}
