import AutoLayout
import Foundation

/// The device drawn around a window's screen by ``SVGRenderer/showsDeviceFrame``.
///
/// Phones and iPads get a dark bezel with rounded corners: thin, with a rounded screen and
/// large corners, on devices with a home indicator (a bottom safe-area inset in portrait);
/// with a thick chin and forehead, a home button and a square screen on the others. A
/// device whose portrait top inset is at least 44 points has a sensor housing drawn over the
/// screen: a notch (44–58) or a Dynamic Island pill (59 and up), at the top in portrait and
/// at the left in landscape. A Mac window gets a light title bar with its three buttons.
///
/// In Split View the screen is the device's whole screen: the window sits at its left and
/// the rest of the screen is drawn gray, as another app's window.
struct DeviceBezel {
  /// The kind of chrome drawn around the screen.
  enum Style { case homeIndicator, homeButton, macWindow }
  /// What covers the top of the screen.
  enum Housing { case notch, island }

  let style: Style
  let housing: Housing?
  let isPhone: Bool
  let isLandscape: Bool
  /// The bezel's thickness on each side (the Mac title bar on top).
  let insets: EdgeInsets
  /// The whole screen in points.
  let screen: CGSize
  /// The window's size (smaller than the screen in Split View).
  let window: CGSize
  /// The radius of the screen's corners (0: square).
  let screenRadius: CGFloat
  /// The radius of the body's corners.
  let outerRadius: CGFloat

  /// The bezel of `window`'s device, or `nil` for a window not made from a device.
  init?(window: Window) {
    guard let device = window.device else { return nil }
    let landscape = window.interfaceOrientation == .landscape
    self.window = window.bounds.size
    isLandscape = landscape
    isPhone = device.idiom == .phone
    if device.idiom == .mac || window.split == .full {
      screen = window.bounds.size
    } else {
      let full = device.screenSize(in: window.interfaceOrientation)
      screen = CGSize(
        width: max(full.width, window.bounds.width), height: max(full.height, window.bounds.height))
    }
    let portraitTop = device.portrait.safeAreaInsets.top
    switch device.idiom {
    case .mac:
      style = .macWindow
      housing = nil
      insets = EdgeInsets(top: 28, left: 1, bottom: 1, right: 1)
      screenRadius = 0
      outerRadius = 10
      return
    case .phone, .pad:
      break
    }
    housing =
      device.idiom == .phone && portraitTop >= 44 ? (portraitTop >= 59 ? .island : .notch) : nil
    let side: CGFloat = isPhone ? 12 : 20
    if device.portrait.safeAreaInsets.bottom > 0 {
      style = .homeIndicator
      insets = EdgeInsets(top: side, left: side, bottom: side, right: side)
      screenRadius = isPhone ? 47 : 18
      outerRadius = screenRadius + side
    } else {
      style = .homeButton
      let end: CGFloat = isPhone ? 64 : 48
      let thin: CGFloat = isPhone ? 12 : 24
      insets =
        landscape
        ? EdgeInsets(top: thin, left: end, bottom: thin, right: end)
        : EdgeInsets(top: end, left: thin, bottom: end, right: thin)
      screenRadius = 0
      outerRadius = isPhone ? 44 : 32
    }
  }

  /// The body's size: the screen and the bezel around it.
  var size: CGSize {
    CGSize(
      width: screen.width + insets.left + insets.right,
      height: screen.height + insets.top + insets.bottom)
  }

  /// The body, drawn before the screen: the bezel (or the Mac window's frame and title bar),
  /// and the home button, speaker and camera it carries.
  func drawBody(into out: inout SVGWriter) {
    let body = CGRect(origin: .zero, size: size)
    out.open("<g data-device-frame=\"\(style)\">")
    if style == .macWindow {
      out.line(
        "<rect\(geometry(body.insetBy(dx: 0.5, dy: 0.5)))\(corners(outerRadius))"
          + " fill=\"#ececec\" stroke=\"#b5b5b5\" stroke-width=\"1\"/>")
      for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
        out.line(
          "<circle cx=\"\(num(14 + 20 * CGFloat(index)))\" cy=\"14\" r=\"6\" fill=\"\(color)\"/>")
      }
      out.close("</g>")
      return
    }
    out.line(
      "<rect\(geometry(body.insetBy(dx: 1, dy: 1)))\(corners(outerRadius - 1))"
        + " fill=\"#1c1c1e\" stroke=\"#48484a\" stroke-width=\"2\"/>")
    if style == .homeButton {
      // The home button in the chin, the speaker (phones) or camera (iPads) in the forehead.
      let radius: CGFloat = isPhone ? 20 : 15
      let chin =
        isLandscape
        ? CGPoint(x: size.width - insets.right / 2, y: size.height / 2)
        : CGPoint(x: size.width / 2, y: size.height - insets.bottom / 2)
      out.line(
        "<circle cx=\"\(num(chin.x))\" cy=\"\(num(chin.y))\" r=\"\(num(radius))\" fill=\"#2c2c2e\""
          + " stroke=\"#636366\" stroke-width=\"1.5\"/>")
      let forehead =
        isLandscape
        ? CGPoint(x: insets.left / 2, y: size.height / 2)
        : CGPoint(x: size.width / 2, y: insets.top / 2)
      if isPhone {
        let long: CGFloat = 48
        let speaker =
          isLandscape
          ? CGRect(x: forehead.x - 3, y: forehead.y - long / 2, width: 6, height: long)
          : CGRect(x: forehead.x - long / 2, y: forehead.y - 3, width: long, height: 6)
        out.line("<rect\(geometry(speaker))\(corners(3)) fill=\"#3a3a3c\"/>")
      } else {
        out.line(
          "<circle cx=\"\(num(forehead.x))\" cy=\"\(num(forehead.y))\" r=\"3\" fill=\"#3a3a3c\"/>")
      }
    }
    out.close("</g>")
  }

  /// Opens the screen's coordinate space (the window's origin at the screen's top left),
  /// clipped to the screen's rounded corners, with the rest of a Split View screen grayed.
  func openScreen(into out: inout SVGWriter) {
    out.open("<g transform=\"translate(\(num(insets.left)) \(num(insets.top)))\">")
    if screenRadius > 0 {
      out.line(
        "<clipPath id=\"screen-clip\"><rect\(geometry(CGRect(origin: .zero, size: screen)))"
          + "\(corners(screenRadius))/></clipPath>")
      out.open("<g clip-path=\"url(#screen-clip)\">")
    }
    if window.width < screen.width {
      let rest = CGRect(
        x: window.width, y: 0, width: screen.width - window.width, height: screen.height)
      out.line("<rect\(geometry(rest)) fill=\"#c7c7cc\" data-split-rest=\"true\"/>")
    }
  }

  /// Draws the sensor housing over the screen and closes what ``openScreen(into:)`` opened.
  func closeScreen(into out: inout SVGWriter) {
    switch housing {
    case .island?:
      let (long, short): (CGFloat, CGFloat) = (125, 37)
      let pill =
        isLandscape
        ? CGRect(x: 11, y: (screen.height - long) / 2, width: short, height: long)
        : CGRect(x: (screen.width - long) / 2, y: 11, width: long, height: short)
      out.line(
        "<rect\(geometry(pill))\(corners(short / 2)) fill=\"#000000\" data-housing=\"island\"/>")
    case .notch?:
      let (long, depth, r): (CGFloat, CGFloat, CGFloat) = (209, 30, 20)
      let path: String
      if isLandscape {
        let y0 = (screen.height - long) / 2
        let y1 = y0 + long
        path =
          "M 0 \(num(y0)) H \(num(depth - r)) A \(num(r)) \(num(r)) 0 0 1 \(num(depth)) \(num(y0 + r))"
          + " V \(num(y1 - r)) A \(num(r)) \(num(r)) 0 0 1 \(num(depth - r)) \(num(y1)) H 0 Z"
      } else {
        let x0 = (screen.width - long) / 2
        let x1 = x0 + long
        path =
          "M \(num(x0)) 0 H \(num(x1)) V \(num(depth - r)) A \(num(r)) \(num(r)) 0 0 1 \(num(x1 - r)) \(num(depth))"
          + " H \(num(x0 + r)) A \(num(r)) \(num(r)) 0 0 1 \(num(x0)) \(num(depth - r)) Z"
      }
      out.line("<path d=\"\(path)\" fill=\"#000000\" data-housing=\"notch\"/>")
    case nil:
      break
    }
    if screenRadius > 0 { out.close("</g>") }
    out.close("</g>")
  }
}
