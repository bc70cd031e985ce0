import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 12: Apple AdaptivePhotos' profile screen (Screens/ProfileViewController.swift), the
/// view controller that swaps constraint sets on a vertical size-class change, as the root view
/// controller of a window on an iPhone 8 and an iPhone 15 Pro, in portrait (regular height:
/// the labels stacked above a full-width photo) and in landscape (compact height: the photo
/// in the left half, the labels beside it).
///
/// Every frame below is worked out by hand from the screen's visual formats:
///
/// - `|-` and `-|` are 20 points from the superview's edge, `-` between siblings 8 (Truss's
///   standard spacing, issue 5, as UIKit's `NSSpace(20)` and `NSSpace(8)`);
/// - `topLayoutGuide` is a zero-width view from the top of the controller's view to the top of
///   its safe area (20 on an iPhone 8 in portrait, 59 on an iPhone 15 Pro, 0 in landscape,
///   where the status bar is hidden);
/// - the controller's view fills the window (the window's size, no margins involved: the
///   formats use `|-`, not the layout margins);
/// - the three labels are one line of the headline (17 pt semibold) and body (17 pt) styles
///   at the default Large size: 1.2 em = 20.4 points in Truss's system font (Nimbus Sans:
///   ascender 0.729 + descender 0.271 + line gap 0.2), rounded up to the pixel grid as UIKit
///   rounds a label's intrinsic size: 20.5 at 2x (41 pixels), 62 / 3 = 20.667 at 3x (61.2 →
///   62 pixels).
@Suite struct ProfileViewControllerScreenTests {
  /// The frames of the screen's views in the controller's view (its bounds are the window's).
  struct Frames: Sendable {
    var guide: CGRect
    var image: CGRect
    var name: CGRect
    var conversations: CGRect
    var photos: CGRect
  }

  /// A device and the frames worked out for it.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var device: String
    /// The window's size in portrait.
    var size: CGSize
    /// One 17-point line rounded up to the device's pixels.
    var line: CGFloat
    var portrait: Frames
    var landscape: Frames
    var testDescription: String { device }
  }

  /// iPhone 8: 375 × 667 points at 2x; safe area 20 on top in portrait (the status bar), none
  /// in landscape; compact width in both, regular height in portrait, compact in landscape.
  static let iPhone8 = Expectation(
    device: "iPhone 8", size: CGSize(width: 375, height: 667), line: 20.5,
    portrait: Frames(
      // From the view's top (0) to the safe area's top (20), zero wide at the leading edge.
      guide: CGRect(x: 0, y: 0, width: 0, height: 20),
      // |[imageView]|: 0 to 375. V: …[photosLabel]-20-[imageView]|: top 105.5 + 20 = 125.5,
      // bottom 667, so 667 − 125.5 = 541.5 high.
      image: CGRect(x: 0, y: 125.5, width: 375, height: 541.5),
      // |-[nameLabel]-|: 20 to 375 − 20 = 355, 335 wide. V:[topLayoutGuide]-[nameLabel]: 20 + 8.
      name: CGRect(x: 20, y: 28, width: 335, height: 20.5),
      // 28 + 20.5 + 8 = 56.5.
      conversations: CGRect(x: 20, y: 56.5, width: 335, height: 20.5),
      // 56.5 + 20.5 + 8 = 85; its bottom 105.5.
      photos: CGRect(x: 20, y: 85, width: 335, height: 20.5)),
    landscape: Frames(
      // 667 × 375, no status bar: the guide is 0 high.
      guide: CGRect(x: 0, y: 0, width: 0, height: 0),
      // |[imageView]…, width = 0.5 × 667 = 333.5; V:|[topLayoutGuide][imageView]|: 0 to 375.
      image: CGRect(x: 0, y: 0, width: 333.5, height: 375),
      // [imageView]-[nameLabel]-|: 333.5 + 8 = 341.5 to 667 − 20 = 647, 305.5 wide;
      // V:|[topLayoutGuide]-[nameLabel]: 0 + 8.
      name: CGRect(x: 341.5, y: 8, width: 305.5, height: 20.5),
      // 8 + 20.5 + 8 = 36.5.
      conversations: CGRect(x: 341.5, y: 36.5, width: 305.5, height: 20.5),
      // 36.5 + 20.5 + 8 = 65.
      photos: CGRect(x: 341.5, y: 65, width: 305.5, height: 20.5)))

  /// iPhone 15 Pro: 393 × 852 points at 3x; safe area 59 on top and 34 at the bottom in
  /// portrait, 59 left and right and 21 at the bottom in landscape; compact width in both.
  static let iPhone15Pro = Expectation(
    device: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), line: 62.0 / 3,
    portrait: Frames(
      guide: CGRect(x: 0, y: 0, width: 0, height: 59),
      // The labels' bottoms: 67 + 3 × 62/3 + 2 × 8 = 67 + 62 + 16 = 145; the image 20 below,
      // at 165, down to 852: 687 high.
      image: CGRect(x: 0, y: 165, width: 393, height: 687),
      // 20 to 393 − 20 = 373: 353 wide; 59 + 8 = 67.
      name: CGRect(x: 20, y: 67, width: 353, height: 62.0 / 3),
      // 67 + 62/3 + 8 = 287/3 = 95.667.
      conversations: CGRect(x: 20, y: 287.0 / 3, width: 353, height: 62.0 / 3),
      // 287/3 + 62/3 + 8 = 373/3 = 124.333.
      photos: CGRect(x: 20, y: 373.0 / 3, width: 353, height: 62.0 / 3)),
    landscape: Frames(
      // 852 × 393, safe area top 0: the guide is 0 high.
      guide: CGRect(x: 0, y: 0, width: 0, height: 0),
      // 0.5 × 852 = 426 wide, from the view's edge (under the sensor housing's 59 points: the
      // formats use the superview's edges, not the safe area, as on iOS), 0 to 393.
      image: CGRect(x: 0, y: 0, width: 426, height: 393),
      // 426 + 8 = 434 to 852 − 20 = 832: 398 wide (into the right 59-point inset, as on
      // iOS: 832 > 852 − 59 = 793); y 0 + 8.
      name: CGRect(x: 434, y: 8, width: 398, height: 62.0 / 3),
      // 8 + 62/3 + 8 = 110/3 = 36.667.
      conversations: CGRect(x: 434, y: 110.0 / 3, width: 398, height: 62.0 / 3),
      // 110/3 + 62/3 + 8 = 196/3 = 65.333.
      photos: CGRect(x: 434, y: 196.0 / 3, width: 398, height: 62.0 / 3)))

  static let devices = [iPhone8, iPhone15Pro]

  /// The name of the user's last photo: a 12-megapixel camera photo, 3024 × 4032 points
  /// (registered once; the name is this suite's own, so no other test's registration
  /// interferes).
  static let photoName = "ProfileViewControllerScreenTests.lastPhoto"

  /// A user with three conversations holding 2 + 3 + 1 = 6 photos, the last one also their
  /// `lastPhoto` (or no last photo).
  static func user(withLastPhoto: Bool) -> User {
    UIImage.register(photoName, size: CGSize(width: 3024, height: 4032))
    let photo = Photo(imageName: photoName, comment: "Pier at dusk", rating: 3)
    let other = Photo(imageName: "ProfileViewControllerScreenTests.other")
    return User(
      name: "Johnny Appleseed",
      conversations: [
        Conversation(name: "Lunch", photos: [other, other]),
        Conversation(name: "Hike", photos: [other, other, other]),
        Conversation(name: "Sunset", photos: [photo]),
      ],
      lastPhoto: withLastPhoto ? photo : nil)
  }

  /// Everything a laid-out screen offers a test.
  struct Screen {
    var window: UIWindow
    var controller: ProfileViewController
    var log: WindowLog
    var guide: UIView
    var image: UIImageView
    var name: UILabel
    var conversations: UILabel
    var photos: UILabel
  }

  /// The controller as the root of a window on `device` in portrait, laid out. The screen's
  /// views are `fileprivate` to its file: they are found among the view's subviews (the image
  /// view, the labels by their text, and the hidden `_UILayoutGuide` behind
  /// `topLayoutGuide`).
  func load(_ device: String, withLastPhoto: Bool) throws -> Screen {
    let window = UIWindow(device: try #require(.named(device)), orientation: .portrait)
    let log = WindowLog(window)
    let controller = ProfileViewController(user: Self.user(withLastPhoto: withLastPhoto))
    window.rootViewController = controller
    window.layoutIfNeeded()
    let view: UIView = try #require(controller.view)
    func label(_ text: String) throws -> UILabel {
      try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == text })
    }
    return Screen(
      window: window, controller: controller, log: log,
      guide: try #require(controller.topLayoutGuide as? UIView),
      image: try #require(view.subviews.compactMap { $0 as? UIImageView }.first),
      // The texts the controller makes: the name, "%d conversations" (3) and "%d photos" (6),
      // NSLocalizedString returning the key without a strings file.
      name: try label("Johnny Appleseed"), conversations: try label("3 conversations"),
      photos: try label("6 photos"))
  }

  /// Whether two rectangles agree up to float noise (thirds of a point at 3x).
  func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  /// Checks every frame of `screen` against `frames`.
  func check(_ screen: Screen, _ frames: Frames, _ what: String) {
    let pairs: [(String, UIView, CGRect)] = [
      ("topLayoutGuide", screen.guide, frames.guide), ("imageView", screen.image, frames.image),
      ("nameLabel", screen.name, frames.name),
      ("conversationsLabel", screen.conversations, frames.conversations),
      ("photosLabel", screen.photos, frames.photos),
    ]
    for (name, view, expected) in pairs {
      #expect(same(view.frame, expected), "\(what): \(name) \(view.frame), expected \(expected)")
    }
  }

  /// The line height used above comes from the fonts the screen sets.
  @Test(arguments: devices) func lineHeightsComeFromTheFonts(_ e: Expectation) throws {
    let screen = try load(e.device, withLastPhoto: false)
    let scale = screen.window.scale
    func up(_ x: CGFloat) -> CGFloat { (x * scale - 1e-6).rounded(.up) / scale }
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(screen.name.font == headline)
    #expect(screen.conversations.font == body)
    #expect(screen.photos.font == body)
    // 17 pt × 1.2 = 20.4 for both styles (semibold has the regular face's vertical metrics).
    #expect(same(headline.lineHeight, 20.4))
    #expect(same(body.lineHeight, 20.4))
    #expect(same(up(headline.lineHeight), e.line))
    #expect(same(screen.name.intrinsicContentSize.height, e.line))
    #expect(same(screen.photos.intrinsicContentSize.height, e.line))
  }

  /// Portrait, for a user without a last photo: the image view has no image and so no
  /// intrinsic size, and the regular-height set places everything: the three labels at their
  /// one-line heights, the image view taking the rest.
  @Test(arguments: devices) func portraitFrames(_ e: Expectation) throws {
    let screen = try load(e.device, withLastPhoto: false)
    #expect(screen.window.traitCollection.verticalSizeClass == .regular)
    #expect(screen.controller.view.frame == CGRect(origin: .zero, size: e.size))
    #expect(screen.image.image == nil)
    check(screen, e.portrait, "\(e.device) portrait")
    expectNoAmbiguity(screen.window, "\(e.device)")
    #expect(screen.log.messages.isEmpty, "\(e.device): \(screen.log.messages)")
  }

  /// Portrait with the user's last photo (3024 × 4032): the image view now has an intrinsic
  /// size, hugging and resisting compression at 250 and 750 vertically, as each label does,
  /// and the regular-height set leaves the labels and the image one shared height (the view's
  /// height less the guide and the spacing). The photo is taller than that room, so the image
  /// view's compression resistance (750) competes with the labels' (750): any split of the
  /// room satisfies the constraints equally well. That is the sample's own ambiguity, which
  /// UIKit has as well (Interface Builder calls it content priority ambiguity): only the
  /// frames the constraints determine are checked, and the ambiguity is.
  @Test(arguments: devices) func portraitWithALastPhotoIsAmbiguousAsInUIKit(
    _ e: Expectation
  ) throws {
    let screen = try load(e.device, withLastPhoto: true)
    #expect(screen.image.image?.size == CGSize(width: 3024, height: 4032))
    let p = e.portrait
    // Determined: every horizontal position and width, the guide, the name label's top, the
    // image view's bottom, and the spacing along the vertical chain.
    #expect(same(screen.guide.frame, p.guide), "\(e.device)")
    for (view, expected) in [
      (screen.image, p.image), (screen.name, p.name), (screen.conversations, p.conversations),
      (screen.photos, p.photos),
    ] as [(UIView, CGRect)] {
      #expect(same(view.frame.minX, expected.minX), "\(e.device): \(view.frame)")
      #expect(same(view.frame.width, expected.width), "\(e.device): \(view.frame)")
    }
    #expect(same(screen.name.frame.minY, p.name.minY), "\(e.device)")
    #expect(same(screen.conversations.frame.minY, screen.name.frame.maxY + 8), "\(e.device)")
    #expect(same(screen.photos.frame.minY, screen.conversations.frame.maxY + 8), "\(e.device)")
    #expect(same(screen.image.frame.minY, screen.photos.frame.maxY + 20), "\(e.device)")
    #expect(same(screen.image.frame.maxY, e.size.height), "\(e.device)")
    // Undetermined: the heights along the chain (and so the tops below the name label).
    #expect(screen.window.hasAmbiguousLayout, "\(e.device)")
    #expect(screen.name.ambiguousLayoutVariables == ["Height"], "\(e.device)")
    #expect(screen.conversations.ambiguousLayoutVariables == ["minY", "Height"], "\(e.device)")
    #expect(screen.photos.ambiguousLayoutVariables == ["minY", "Height"], "\(e.device)")
    #expect(screen.image.ambiguousLayoutVariables == ["minY", "Height"], "\(e.device)")
    // An ambiguity is not a conflict: nothing is logged.
    #expect(screen.log.messages.isEmpty, "\(e.device): \(screen.log.messages)")
  }

  /// Rotated to landscape, the window's vertical size class becomes compact, the controller's
  /// `willTransition(to:with:)` swaps the regular-height set for the compact-height one
  /// (through the transition coordinator's alongside block), and the photo goes to the left
  /// half; rotated back, the first set's layout returns.
  @Test(arguments: devices) func rotatingSwapsTheConstraintSet(_ e: Expectation) throws {
    let screen = try load(e.device, withLastPhoto: true)
    let view: UIView = try #require(screen.controller.view)
    // Everything `NSLayoutConstraint.activate` installed on the controller's view: the
    // guide's own constraints (how many is UIKit's business, so not counted) and the
    // regular-height set.
    let portraitSet = view.constraints

    screen.window.rotate(to: .landscape)
    screen.window.layoutIfNeeded()
    #expect(screen.window.traitCollection.verticalSizeClass == .compact)
    #expect(screen.window.traitCollection.horizontalSizeClass == .compact)
    #expect(view.frame == CGRect(x: 0, y: 0, width: e.size.height, height: e.size.width))
    // The regular-height set is deactivated, 13 constraints: |[imageView]| (2), |-[label]-|
    // for each label (3 × 2), and
    // V:[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]-20-[imageView]| (5).
    let regularSet = portraitSet.filter { !$0.isActive }
    #expect(regularSet.count == 13, "\(e.device): \(regularSet)")
    // The compact-height set is active, 15 new constraints: |[imageView]-[nameLabel]-| (3),
    // [imageView]-[conversationsLabel]-| and [imageView]-[photosLabel]-| (2 each),
    // V:|[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel] (4),
    // V:|[topLayoutGuide][imageView]| (3) and the image view's half width (1).
    let compactSet = view.constraints.filter { c in !portraitSet.contains { $0 === c } }
    #expect(compactSet.count == 15, "\(e.device): \(compactSet)")
    #expect(compactSet.allSatisfy { $0.isActive }, "\(e.device)")
    #expect(
      compactSet.contains {
        $0.firstItem === screen.image && $0.firstAttribute == .width && $0.secondItem === view
          && $0.multiplier == 0.5
      }, "\(e.device)")
    // Every frame determined: the image view's height is the view's, its width half of it,
    // and the labels beside it hang from the top, each at its one-line height.
    check(screen, e.landscape, "\(e.device) landscape")
    expectNoAmbiguity(screen.window, "\(e.device)")
    #expect(
      redundantConstraintLines(in: screen.log.messages) == Self.repeatedTopGuide,
      "\(e.device): \(screen.log.messages)")

    screen.window.rotate(to: .portrait)
    screen.window.layoutIfNeeded()
    #expect(screen.window.traitCollection.verticalSizeClass == .regular)
    // The compact-height set is deactivated and a new regular-height set (13) made.
    #expect(compactSet.allSatisfy { !$0.isActive }, "\(e.device)")
    #expect(view.constraints.count == portraitSet.count, "\(e.device): \(view.constraints)")
    // The regular-height layout again: the determined parts (see the test above).
    for (view, expected) in [
      (screen.image, e.portrait.image), (screen.name, e.portrait.name),
      (screen.conversations, e.portrait.conversations), (screen.photos, e.portrait.photos),
    ] as [(UIView, CGRect)] {
      #expect(same(view.frame.minX, expected.minX), "\(e.device): \(view.frame)")
      #expect(same(view.frame.width, expected.width), "\(e.device): \(view.frame)")
    }
    #expect(same(screen.name.frame.minY, e.portrait.name.minY), "\(e.device)")
    #expect(same(screen.image.frame.maxY, e.size.height), "\(e.device)")
    #expect(screen.window.hasAmbiguousLayout, "\(e.device): the photo's ambiguity is back")
    #expect(
      redundantConstraintLines(in: screen.log.messages) == Self.repeatedTopGuide,
      "\(e.device): \(screen.log.messages)")
  }

  /// A last photo whose image has no registered size: Truss's `UIImage(named:)` is never nil
  /// and gives a 0 × 0 image (Docs/UIKitCompatibility.md: "a name and a registered size (0 × 0
  /// otherwise)"), where UIKit returns nil for an asset the app lacks ("nil if the method could
  /// not find the specified image", Apple's documentation). The difference shows here: a 0 × 0
  /// image is an intrinsic height of 0 hugging at 250, which competes with the labels' hugging
  /// for the room left in portrait, so the layout is ambiguous, where on iOS the image view
  /// would have no image, no intrinsic size, and the unambiguous frames of `portraitFrames`.
  /// Register the photo's size (or leave `lastPhoto` nil) to lay the screen out as on iOS.
  @Test func anUnregisteredPhotoIsAZeroSizedImage() throws {
    let window = UIWindow(device: try #require(.named("iPhone 8")), orientation: .portrait)
    var user = Self.user(withLastPhoto: false)
    user.lastPhoto = Photo(imageName: "ProfileViewControllerScreenTests.unregistered")
    let controller = ProfileViewController(user: user)
    window.rootViewController = controller
    window.layoutIfNeeded()
    let image = try #require(controller.view.subviews.compactMap { $0 as? UIImageView }.first)
    #expect(image.image?.size == .zero)
    #expect(image.intrinsicContentSize == .zero)
    #expect(window.hasAmbiguousLayout)
    #expect(image.ambiguousLayoutVariables == ["minY", "Height"])
  }

  /// The same round trip for a user without a last photo, where both layouts are fully
  /// determined: every frame is checked after each rotation.
  @Test(arguments: devices) func roundTripWithoutAPhoto(_ e: Expectation) throws {
    let screen = try load(e.device, withLastPhoto: false)
    screen.window.rotate(to: .landscape)
    screen.window.layoutIfNeeded()
    check(screen, e.landscape, "\(e.device) landscape")
    expectNoAmbiguity(screen.window, "\(e.device)")
    screen.window.rotate(to: .portrait)
    screen.window.layoutIfNeeded()
    check(screen, e.portrait, "\(e.device) portrait again")
    expectNoAmbiguity(screen.window, "\(e.device)")
    #expect(
      redundantConstraintLines(in: screen.log.messages) == Self.repeatedTopGuide,
      "\(e.device): \(screen.log.messages)")
  }

  /// The compact-height set pins the top layout guide to the view's top twice,
  /// `V:|[topLayoutGuide]-[nameLabel]…` and `V:|[topLayoutGuide][imageView]|`, where UIKit's
  /// guide is already pinned there (its `_UILayoutSupportConstraint`): the log holds Truss's
  /// two duplicate reports (SPEC §9.4), naming the sample's lines, and nothing else.
  static let repeatedTopGuide = [142, 144].map {
    "<LayoutConstraint V:|-(0)-[_UILayoutGuide]   (active, "
      + "TrussUIKitTests/ProfileViewController.swift:\($0))>"
  }
}
