import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// The lines of AdaptivePhotos' own controller for the overlay that place it
/// (AdaptivePhotosUsingUIKitTraitsandSizeClasses/AdaptiveCode/AdaptiveCode/PhotoViewController.swift
/// in bqlin/Apple-Sample-Code at 912374c73b58d9dc1a08f4431c17211546bdcb27): the photo fills
/// the view, the overlay sits 20 points in from the trailing edge, with `|-(>=20)-[overlayView]`
/// at 999 so it may be squeezed. The sample's rating control, which sits under the overlay
/// (`V:[overlayView]-[ratingControl]-20-|`), is left out: the overlay's bottom is 20 above the
/// view's (`V:[overlayView]-20-|`).
private final class PhotoController: UIViewController {
  let photo: Photo
  var overlayView: OverlayView?

  init(photo: Photo) {
    self.photo = photo
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let view = UIView()
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFit
    imageView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(imageView)
    let overlayView = OverlayView()
    overlayView.translatesAutoresizingMaskIntoConstraints = false
    self.overlayView = overlayView
    view.addSubview(overlayView)
    imageView.image = photo.image
    overlayView.text = photo.comment
    let views: [String: UIView] = ["imageView": imageView, "overlayView": overlayView]
    var newConstraints = [NSLayoutConstraint]()
    for format in [
      "|[imageView]|", "V:|[imageView]|", "[overlayView]-20-|", "V:[overlayView]-20-|",
    ] {
      newConstraints += NSLayoutConstraint.constraints(
        withVisualFormat: format, options: [], metrics: nil, views: views)
    }
    NSLayoutConstraint.activate(newConstraints)
    let optionalConstraints = NSLayoutConstraint.constraints(
      withVisualFormat: "|-(>=20)-[overlayView]", options: [], metrics: nil, views: views)
    for constraint in optionalConstraints { constraint.priority = UILayoutPriority.required - 1 }
    NSLayoutConstraint.activate(optionalConstraints)
    self.view = view
  }
}

/// Issue 12: AdaptivePhotos' overlay (Screens/OverlayView.swift), a view whose intrinsic size
/// is its label's plus a margin chosen by size class — 8 points at compact, 40 at regular,
/// horizontally by the horizontal class and vertically by the vertical one — and which
/// re-reads the body font when `UIContentSizeCategory.didChangeNotification` is posted.
///
/// The label shows the photo's comment, "Pier at dusk", in the body style: 17 points at the
/// default Large size (19 at Extra Large, the Human Interface Guidelines' table), one line
/// 1.2 em high in Truss's system font (Nimbus Sans), its width Nimbus Sans's advances, both
/// rounded up to the window's pixels as UIKit rounds a label's intrinsic size. The overlay's
/// frame in the controller's view (the window's size): trailing at width − 20, bottom at
/// height − 20, its size the intrinsic size; the label centered in it.
///
/// Serialized: the overlay listens to the default notification center for every window's
/// posts, so one test's content-size change must not reach another test's overlay.
@Suite(.serialized) struct OverlayViewScreenTests {
  static let comment = "Pier at dusk"

  /// A window's size classes and the overlay's expected size and place.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: DeviceOrientation
    var horizontal: UIUserInterfaceSizeClass
    var vertical: UIUserInterfaceSizeClass
    /// The label's size: "Pier at dusk" at 17 points, rounded up to pixels.
    var label: CGSize
    /// The overlay's frame.
    var overlay: CGRect
    var testDescription: String { "\(device) \(orientation)" }
  }

  // "Pier at dusk" at 17 points measures 5.247 em × 17 = 89.199 points in Nimbus Sans (checked
  // by `measuredSizes()`), one line 1.2 × 17 = 20.4: 89.5 × 20.5 at 2x (178.4 → 179 and
  // 40.8 → 41 pixels), 268/3 × 62/3 = 89.333 × 20.667 at 3x (267.6 → 268, 61.2 → 62 pixels).

  /// iPhone 8 in portrait: 375 × 667 at 2x, compact width, regular height.
  static let iPhone8Portrait = Expectation(
    device: "iPhone 8", orientation: .portrait, horizontal: .compact, vertical: .regular,
    label: CGSize(width: 89.5, height: 20.5),
    // 89.5 + 8 = 97.5 wide, 20.5 + 40 = 60.5 high; x = 375 − 20 − 97.5 = 257.5,
    // y = 667 − 20 − 60.5 = 586.5.
    overlay: CGRect(x: 257.5, y: 586.5, width: 97.5, height: 60.5))

  /// iPhone 8 in landscape: 667 × 375, compact in both.
  static let iPhone8Landscape = Expectation(
    device: "iPhone 8", orientation: .landscape, horizontal: .compact, vertical: .compact,
    label: CGSize(width: 89.5, height: 20.5),
    // 97.5 × (20.5 + 8 = 28.5); x = 667 − 20 − 97.5 = 549.5, y = 375 − 20 − 28.5 = 326.5.
    overlay: CGRect(x: 549.5, y: 326.5, width: 97.5, height: 28.5))

  /// iPhone 8 Plus in landscape: 736 × 414 at 3x, regular width, compact height.
  static let iPhone8PlusLandscape = Expectation(
    device: "iPhone 8 Plus", orientation: .landscape, horizontal: .regular, vertical: .compact,
    label: CGSize(width: 268.0 / 3, height: 62.0 / 3),
    // (268/3 + 40 = 388/3 = 129.333) × (62/3 + 8 = 86/3 = 28.667);
    // x = 736 − 20 − 388/3 = 1760/3 = 586.667, y = 414 − 20 − 86/3 = 1096/3 = 365.333.
    overlay: CGRect(x: 1760.0 / 3, y: 1096.0 / 3, width: 388.0 / 3, height: 86.0 / 3))

  /// iPad Pro 11-inch in portrait: 834 × 1194 at 2x, regular in both.
  static let iPadPro11Portrait = Expectation(
    device: "iPad Pro 11-inch", orientation: .portrait, horizontal: .regular,
    vertical: .regular, label: CGSize(width: 89.5, height: 20.5),
    // (89.5 + 40 = 129.5) × (20.5 + 40 = 60.5); x = 834 − 20 − 129.5 = 684.5,
    // y = 1194 − 20 − 60.5 = 1113.5.
    overlay: CGRect(x: 684.5, y: 1113.5, width: 129.5, height: 60.5))

  func load(
    _ device: String, _ orientation: DeviceOrientation
  ) throws -> (UIWindow, OverlayView, WindowLog) {
    let window = UIWindow(device: try #require(.named(device)), orientation: orientation)
    let log = WindowLog(window)
    let controller = PhotoController(
      photo: Photo(imageName: "OverlayViewScreenTests.photo", comment: Self.comment, rating: 2))
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, try #require(controller.overlayView), log)
  }

  func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  func same(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  /// Checks the overlay's size and frame, the label centered in it and the background filling
  /// it.
  func check(_ overlay: OverlayView, _ e: Expectation, label size: CGSize, _ what: String) throws {
    let margins = CGSize(
      width: e.horizontal == .compact ? 8 : 40, height: e.vertical == .compact ? 8 : 40)
    let expected = CGSize(width: size.width + margins.width, height: size.height + margins.height)
    #expect(
      same(overlay.intrinsicContentSize, expected), "\(what): \(overlay.intrinsicContentSize)")
    #expect(same(overlay.frame.size, expected), "\(what): \(overlay.frame)")
    let label = try #require(overlay.subviews.compactMap { $0 as? UILabel }.first)
    #expect(same(label.intrinsicContentSize, size), "\(what): \(label.intrinsicContentSize)")
    // Centered: half the margin on each side (4 or 20).
    #expect(
      same(
        label.frame,
        CGRect(
          x: margins.width / 2, y: margins.height / 2, width: size.width, height: size.height)),
      "\(what): \(label.frame)")
    let background = try #require(overlay.subviews.first { $0 is UIVisualEffectView })
    #expect(same(background.frame, overlay.bounds), "\(what): \(background.frame)")
  }

  /// The label sizes used above come from the body font's metrics.
  @Test func measuredSizes() throws {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.pointSize == 17)
    let width = CGFloat(UILabel.standardMeasurer.width(of: Self.comment, font: body.spec))
    #expect(abs(width - 5.247 * 17) < 1e-9, "\(width)")
    #expect(abs(body.lineHeight - 20.4) < 1e-9)
    func up(_ x: CGFloat, _ scale: CGFloat) -> CGFloat { (x * scale - 1e-6).rounded(.up) / scale }
    // 89.199 × 2 = 178.4 → 179 pixels; × 3 = 267.6 → 268 pixels.
    #expect(up(width, 2) == 89.5)
    #expect(abs(up(width, 3) - 268.0 / 3) < 1e-9)
    #expect(up(body.lineHeight, 2) == 20.5)
    #expect(abs(up(body.lineHeight, 3) - 62.0 / 3) < 1e-9)
    // Extra Large: 19 points, 19 × 1.2 = 22.8 → 23 at 2x; the width 5.247 × 19 = 99.693 →
    // 100 at 2x (199.4 → 200 pixels).
    let large = ContentSizeCategory.$current.withValue(.extraLarge) {
      UIFont.preferredFont(forTextStyle: .body)
    }
    #expect(large.pointSize == 19)
    let largeWidth = CGFloat(UILabel.standardMeasurer.width(of: Self.comment, font: large.spec))
    #expect(abs(largeWidth - 5.247 * 19) < 1e-9, "\(largeWidth)")
    #expect(up(largeWidth, 2) == 100)
    #expect(up(large.lineHeight, 2) == 23)
  }

  /// The four combinations of size classes, on three devices.
  @Test(arguments: [iPhone8Portrait, iPhone8Landscape, iPhone8PlusLandscape, iPadPro11Portrait])
  func sizeByTraits(_ e: Expectation) throws {
    let (window, overlay, log) = try load(e.device, e.orientation)
    #expect(window.traitCollection.horizontalSizeClass == e.horizontal, "\(e.testDescription)")
    #expect(window.traitCollection.verticalSizeClass == e.vertical, "\(e.testDescription)")
    #expect(overlay.text == Self.comment)
    try check(overlay, e, label: e.label, e.testDescription)
    #expect(same(overlay.frame, e.overlay), "\(e.testDescription): \(overlay.frame)")
    expectNoAmbiguity(window, "\(e.testDescription)")
    #expect(log.messages.isEmpty, "\(e.testDescription): \(log.messages)")
  }

  /// Rotating an iPhone 8 Plus from portrait (compact width, regular height: margins 8 and 40)
  /// to landscape (regular width, compact height: 40 and 8): the overlay's
  /// `traitCollectionDidChange` invalidates its intrinsic size and the next layout pass uses
  /// the new one.
  @Test func rotationChangesTheMargins() throws {
    let (window, overlay, log) = try load("iPhone 8 Plus", .portrait)
    // Portrait: 414 × 736 at 3x. (268/3 + 8 = 292/3 = 97.333) × (62/3 + 40 = 182/3 = 60.667);
    // x = 414 − 20 − 292/3 = 890/3 = 296.667, y = 736 − 20 − 182/3 = 1966/3 = 655.333.
    let portrait = Expectation(
      device: "iPhone 8 Plus", orientation: .portrait, horizontal: .compact, vertical: .regular,
      label: CGSize(width: 268.0 / 3, height: 62.0 / 3),
      overlay: CGRect(x: 890.0 / 3, y: 1966.0 / 3, width: 292.0 / 3, height: 182.0 / 3))
    try check(overlay, portrait, label: portrait.label, "portrait")
    #expect(same(overlay.frame, portrait.overlay), "portrait: \(overlay.frame)")
    window.rotate(to: .landscape)
    window.layoutIfNeeded()
    let e = Self.iPhone8PlusLandscape
    try check(overlay, e, label: e.label, "landscape")
    #expect(same(overlay.frame, e.overlay), "landscape: \(overlay.frame)")
    expectNoAmbiguity(window)
    #expect(log.messages.isEmpty, "\(log.messages)")
  }

  /// The user picks Extra Large: the app's category changes (the task-local
  /// `ContentSizeCategory.current`, UIKit's `UIApplication.preferredContentSizeCategory`) and
  /// the window's with it, which posts `UIContentSizeCategory.didChangeNotification`; the
  /// overlay's observer sets the label's font to `preferredFont(forTextStyle: .body)` again —
  /// now 19 points — and invalidates its intrinsic size. The overlay grows and, pinned at its
  /// trailing and bottom edges, grows up and to the left.
  @Test func contentSizeChangeGrowsTheOverlay() throws {
    let (window, overlay, log) = try load("iPhone 8", .portrait)
    let e = Self.iPhone8Portrait
    try check(overlay, e, label: e.label, "Large")
    #expect(same(overlay.frame, e.overlay), "Large: \(overlay.frame)")
    ContentSizeCategory.$current.withValue(.extraLarge) {
      window.setPreferredContentSizeCategory(.extraLarge)
    }
    // At once, before any layout: the label's new font and the overlay's new intrinsic size:
    // (100 + 8 = 108) × (23 + 40 = 63).
    let label = try #require(overlay.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.font.pointSize == 19)
    #expect(overlay.intrinsicContentSize == CGSize(width: 108, height: 63))
    window.layoutIfNeeded()
    try check(overlay, e, label: CGSize(width: 100, height: 23), "Extra Large")
    // x = 375 − 20 − 108 = 247, y = 667 − 20 − 63 = 584.
    #expect(overlay.frame == CGRect(x: 247, y: 584, width: 108, height: 63), "\(overlay.frame)")
    expectNoAmbiguity(window)
    #expect(log.messages.isEmpty, "\(log.messages)")
  }
}
