import Foundation
import Testing
import TrussTesting
import TrussUIKit

/// Issue 12: StreamCenter's top bar (Screens/TopBarView.swift), a `UIVisualEffectView` whose
/// content view gets its constraints through `addConstraint(_:)` and VFL with unparenthesised
/// relations: `H:|-30-[left]->=15-[title]`, `V:|->=10-[left]->=10-|`,
/// `H:[title]->=15-[right]-30-|`, `V:|->=10-[right]->=10-|`, and `V:|-10-[title]-10-|`; each
/// side view is `0.275 × contentView.width + 1` wide and centered vertically, the title
/// centered horizontally.
///
/// The app (LoadingViewController.configureViews in tjarratt/StreamCenter at
/// 8fc3289f54f6d592129237fadc27c68b9c0ef58d) makes it with `frame: CGRect.zero` (the
/// initializer ignores the frame), turns off its autoresizing mask and pins it with
/// `H:|[topbar]|`, `V:|[topbar]` and a height of `TOP_BAR_HEIGHT`, 100. The app is for tvOS;
/// on an iPhone and an iPad these tests pin its top to the safe area instead of the view's top,
/// and keep the full width and the 100-point height. The left and right views are the app's
/// (TwitchGamesViewController.configureViews, at 069a93d324a47ec47069a71b5ae611a4e50b4334): a
/// search field (`UITextField(frame: .zero)`, placeholder "Search Games or Streams", centered
/// text) and a system button titled "Authenticate".
///
/// The title label is `UIFont(name: "Helvetica", size: 50)`, which Truss measures as Nimbus
/// Sans (Helvetica's metrics). The games screen's own title is "Top Games", which measures
/// 256.15 points and rounds up to 256.5 at scale 2: centered on the iPad's 417, its edges
/// (288.75 and 545.25) fall exactly on half pixels, a tie the hand arithmetic cannot settle.
/// These tests use "Games" (160.65 points) instead.
@Suite struct TopBarViewScreenTests {
  struct Bar {
    let window: UIWindow
    let bar: TopBarView
    let title: UILabel
    let search: UITextField
    let button: UIButton
    let log: [String]
  }

  func layOut(device: String) throws -> Bar {
    let window = UIWindow(device: try #require(.named(device)), orientation: .portrait)
    var log: [String] = []
    window.logHandler = { log.append($0) }
    let search = UITextField(frame: .zero)
    search.placeholder = "Search Games or Streams"
    search.textAlignment = .center
    let button = UIButton(type: .system)
    button.setTitle("Authenticate", for: .normal)
    let bar = TopBarView(
      frame: .zero, withMainTitle: "Games", leftView: search, rightView: button)
    bar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    let title = try #require(bar.contentView.subviews.first as? UILabel)
    return Bar(
      window: window, bar: bar, title: title, search: search, button: button, log: log)
  }

  func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  /// What every layout of the bar keeps: the side views' widths (to the pixel), the 30-point
  /// insets, the centered title, the side views centered vertically, and the `>=` relations.
  func checkRelations(_ b: Bar, _ context: String) {
    let content = b.bar.contentView.bounds
    let pixel = 1 / b.window.scale
    let sideWidth = 0.275 * content.width + 1
    for side in [b.search as UIView, b.button] {
      #expect(abs(side.frame.width - sideWidth) <= pixel / 2 + 1e-9, "\(context)")
      #expect(abs(side.frame.midY - content.midY) <= pixel / 2 + 1e-9, "\(context)")
      #expect(side.frame.minY >= 10, "\(context)")
      #expect(content.maxY - side.frame.maxY >= 10, "\(context)")
    }
    #expect(b.search.frame.minX == 30, "\(context)")
    #expect(content.maxX - b.button.frame.maxX == 30, "\(context)")
    #expect(abs(b.title.frame.midX - content.midX) <= pixel / 2 + 1e-9, "\(context)")
    #expect(b.title.frame.minX - b.search.frame.maxX >= 15 - 1e-9, "\(context)")
    #expect(b.button.frame.minX - b.title.frame.maxX >= 15 - 1e-9, "\(context)")
  }

  /// `addConstraint(_:)` and `addConstraints(_:)` install on the receiver, the content view,
  /// as UIKit does: 6 for the left view (its width, the 2 of `H:|-30-[left]->=15-[title]`, the
  /// 2 of `V:|->=10-[left]->=10-|`, its centerY), 6 for the right, and 3 for the title (the
  /// 2 of `V:|-10-[title]-10-|` and its centerX). The unparenthesised `->=15-` and `->=10-`
  /// become `>=` constraints with those constants.
  @Test func constraintsAreInstalledOnTheContentView() throws {
    let b = try layOut(device: "iPhone 15 Pro")
    let installed = b.bar.contentView.constraints
    #expect(installed.count == 15)
    let allActive = installed.allSatisfy { $0.isActive }
    #expect(allActive)
    #expect(!installed.contains { c in b.bar.constraints.contains { $0 === c } })
    let atLeast = installed.filter { $0.relation == .greaterThanOrEqual }
    #expect(atLeast.map(\.constant).sorted() == [10, 10, 10, 10, 15, 15])
    let widths = installed.filter { $0.multiplier == 0.275 }
    #expect(widths.count == 2)
    let content = b.bar.contentView
    let relativeToContent = widths.allSatisfy { $0.constant == 1 && $0.secondItem === content }
    #expect(relativeToContent)
    #expect(installed.filter { $0.relation == .equal && $0.constant == 30 }.count == 2)
    #expect(installed.filter { $0.relation == .equal && $0.constant == 10 }.count == 2)
    #expect(b.bar.effect is UIBlurEffect)
  }

  /// iPhone 15 Pro, portrait: 393 × 852 at scale 3, safe area 59 on top. The bar is
  /// (0, 59, 393, 100) and its content view fills it.
  ///
  /// Widths: each side view is 0.275 × 393 + 1 = 109.075. The search field's trailing edge is
  /// 30 + 109.075 = 139.075 → 417.225 pixels → 417 = 139, so it is 109 wide; the button's
  /// leading edge 393 − 30 − 109.075 = 253.925 → 761.775 → 762 = 254, to 363: 109 wide.
  ///
  /// The title: "Games" at 50 points measures 160.65 → 160.667, but only 253.925 − 15 −
  /// (139.075 + 15) = 84.85 is left between the `>=15` gaps: compression resistance (750)
  /// gives way to the required gaps and the title is centered on 196.5 from 154.075 → 462.225
  /// → 462 = 154 to 238.925 → 716.775 → 717 = 239: 85 wide (the app's
  /// adjustsFontSizeToFitWidth shrinks the text to fit). V:|-10-[title]-10-|: y 10, 80 tall.
  ///
  /// Heights: the borderless field is its 17-point line, 20.4 → 62/3 (20.667), centered on 50:
  /// y 50 − 31/3 = 119/3 (39.667); the system button is its 15-point line + 12 = 18 + 12 = 30,
  /// y 35.
  @Test func iPhone15Pro() throws {
    let b = try layOut(device: "iPhone 15 Pro")
    #expect(b.bar.frame == CGRect(x: 0, y: 59, width: 393, height: 100))
    #expect(b.bar.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
    #expect(abs(b.title.intrinsicContentSize.width - 482.0 / 3) < 1e-9)
    #expect(b.search.intrinsicContentSize.height == 62.0 / 3)
    #expect(b.button.intrinsicContentSize == CGSize(width: 83, height: 30))
    #expect(isClose(b.search.frame, CGRect(x: 30, y: 119.0 / 3, width: 109, height: 62.0 / 3)))
    #expect(b.button.frame == CGRect(x: 254, y: 35, width: 109, height: 30))
    #expect(b.title.frame == CGRect(x: 154, y: 10, width: 85, height: 80))
    // The title's `>=` gaps are both at their 15.
    #expect(b.title.frame.minX - b.search.frame.maxX == 15)
    #expect(b.button.frame.minX - b.title.frame.maxX == 15)
    checkRelations(b, "iPhone 15 Pro")
    expectNoAmbiguity(b.window)
    #expect(b.log.isEmpty, "\(b.log)")
  }

  /// iPad Pro 11-inch, portrait: 834 × 1194 at scale 2, safe area 24 on top. The bar is
  /// (0, 24, 834, 100).
  ///
  /// Widths: each side view is 0.275 × 834 + 1 = 230.35. The field ends at 260.35 → 520.7
  /// pixels → 521 = 260.5 (230.5 wide); the button starts at 834 − 30 − 230.35 = 573.65 →
  /// 1147.3 → 1147 = 573.5, to 804 (230.5 wide).
  ///
  /// The title: "Games" 160.65 → 161 (322 pixels), centered on 417: 336.5 to 497.5, with
  /// 336.5 − 260.35 = 76.15 and 573.65 − 497.5 = 76.15 to spare over the `>=15` gaps (76 each
  /// between the snapped frames). y 10, 80 tall.
  ///
  /// Heights: the field's 20.4 → 20.5; centered on 50 its top is 39.75, 79.5 pixels, a tie
  /// that rounds half away from zero to 80 pixels = 40, and its bottom 60.25 → 120.5 → 121 =
  /// 60.5, so it stays 20.5 tall. The button 30, y 35.
  @Test func iPadPro11() throws {
    let b = try layOut(device: "iPad Pro 11-inch")
    #expect(b.bar.frame == CGRect(x: 0, y: 24, width: 834, height: 100))
    #expect(b.bar.contentView.frame == CGRect(x: 0, y: 0, width: 834, height: 100))
    #expect(b.title.intrinsicContentSize.width == 161)
    #expect(b.search.frame == CGRect(x: 30, y: 40, width: 230.5, height: 20.5))
    #expect(b.button.frame == CGRect(x: 573.5, y: 35, width: 230.5, height: 30))
    #expect(b.title.frame == CGRect(x: 336.5, y: 10, width: 161, height: 80))
    #expect(b.title.frame.minX - b.search.frame.maxX == 76)
    #expect(b.button.frame.minX - b.title.frame.maxX == 76)
    checkRelations(b, "iPad Pro 11-inch")
    expectNoAmbiguity(b.window)
    #expect(b.log.isEmpty, "\(b.log)")
  }

  /// The streams screen (TwitchStreamsViewController) makes the bar with a title only:
  /// `H:|[title]|` and `V:|-10-[title]-10-|`, so the title is the content view less 10 above
  /// and below, on both devices. "Live Streams - Fortnite" (the app's "Live Streams - \(game)")
  /// measures about 502 points at 50 points: the iPhone's 393 compresses it (750 gives way to
  /// the required edges) and the iPad's 834 stretches it (its hugging, 250, gives way).
  @Test func titleOnly() throws {
    for (device, width, top) in [
      ("iPhone 15 Pro", CGFloat(393), CGFloat(59)), ("iPad Pro 11-inch", 834, 24),
    ] {
      let window = UIWindow(device: try #require(.named(device)), orientation: .portrait)
      var log: [String] = []
      window.logHandler = { log.append($0) }
      let bar = TopBarView(frame: .zero, withMainTitle: "Live Streams - Fortnite")
      bar.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
        bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 100),
      ])
      window.layoutIfNeeded()
      #expect(bar.frame == CGRect(x: 0, y: top, width: width, height: 100), "\(device)")
      #expect(bar.contentView.constraints.count == 4, "\(device)")
      let title = try #require(bar.contentView.subviews.first as? UILabel)
      let measured = title.intrinsicContentSize.width
      #expect(measured > 502 && measured < 503, "\(device)")
      #expect(title.frame == CGRect(x: 0, y: 10, width: width, height: 80), "\(device)")
      expectNoAmbiguity(window, "\(device)")
      #expect(log.isEmpty, "\(device): \(log)")
    }
  }
}
