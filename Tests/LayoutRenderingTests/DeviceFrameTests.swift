import AutoLayout
import Foundation
import Testing

@testable import LayoutRendering

/// The device bezel drawn around device windows.
@MainActor
@Suite struct DeviceFrameTests {
  private func render(_ name: String, _ orientation: DeviceOrientation) throws -> String {
    let window = try #require(TestWindows.device(name, orientation))
    return SVGRenderer(showsDeviceFrame: true).render(window)
  }

  @Test func snapshots() throws {
    Snapshot.expect(
      try render("iPhone 15 Pro", .portrait), matches: "frame-iphone15pro-portrait.svg")
    Snapshot.expect(try render("iPhone X", .landscape), matches: "frame-iphonex-landscape.svg")
    Snapshot.expect(try render("iPhone 8", .portrait), matches: "frame-iphone8-portrait.svg")
  }

  @Test func theCanvasGrowsByTheBezelAndTheScreenIsTranslated() throws {
    let window = try #require(TestWindows.device("iPhone 15 Pro", .portrait))
    let svg = SVGRenderer(showsDeviceFrame: true).render(window)
    // 393 × 852 plus a 12-point bezel, plus the caption band.
    #expect(svg.contains(#"width="417" height="904" viewBox="0 0 417 904""#))
    #expect(svg.contains(#"<g transform="translate(12 12)">"#))
    #expect(
      svg.contains(
        #"<clipPath id="screen-clip"><rect x="0" y="0" width="393" height="852" rx="47" ry="47"/>"#)
    )
    #expect(svg.contains(##"fill="#1c1c1e""##))
    // The caption stays under the bezel.
    #expect(svg.contains(#"<text x="8" y="894""#))
    #expect(svg.contains(">iPhone 15 Pro, portrait, 393 × 852</text>"))
  }

  @Test func dynamicIslandAtTheTopInPortraitAndAtTheLeftInLandscape() throws {
    let portrait = try render("iPhone 15 Pro", .portrait)
    #expect(
      portrait.contains(
        ##"<rect x="134" y="11" width="125" height="37" rx="18.5" ry="18.5" fill="#000000" data-housing="island"/>"##
      ))
    let landscape = try render("iPhone 15 Pro", .landscape)
    #expect(landscape.contains(#"<rect x="11" y="134" width="37" height="125""#))
  }

  @Test func notchOnTheFirstFaceIDPhones() throws {
    let svg = try render("iPhone X", .portrait)
    #expect(svg.contains(#"<path d="M 83 0 H 292 V 10 A 20 20 0 0 1 272 30"#))
    #expect(svg.contains(#"data-housing="notch""#))
    #expect(!svg.contains("data-housing=\"island\""))
  }

  @Test func homeButtonDevicesHaveSmallerCornersAChinAndNoHousing() throws {
    let phone = try render("iPhone 8", .portrait)
    #expect(phone.contains(#"<g data-device-frame="homeButton">"#))
    #expect(phone.contains(#"rx="43" ry="43""#))
    #expect(!phone.contains("data-housing"))
    #expect(!phone.contains("screen-clip"))
    // 64-point forehead and chin, the home button centered in the chin.
    #expect(phone.contains(#"<g transform="translate(12 64)">"#))
    #expect(phone.contains(#"<circle cx="199.5" cy="763" r="20""#))
    let modern = try render("iPhone 15 Pro", .portrait)
    #expect(modern.contains(#"<g data-device-frame="homeIndicator">"#))
    #expect(modern.contains(#"rx="58" ry="58""#))
    let landscape = try render("iPhone 8", .landscape)
    #expect(landscape.contains(#"<g transform="translate(64 12)">"#))
  }

  @Test func splitViewShowsTheWholeScreenWithTheRestGrayed() throws {
    let device = try #require(DeviceProfile.named("iPad Pro 11-inch"))
    let window = Window(device: device, orientation: .landscape, split: .oneThird)
    window.layoutIfNeeded()
    let svg = SVGRenderer(showsDeviceFrame: true).render(window)
    let screen = device.screenSize(in: .landscape)
    #expect(
      svg.contains(
        "width=\"\(LengthText.format(screen.width + 40))\" height=\"\(LengthText.format(screen.height + 40 + 28))\""
      ))
    #expect(
      svg.contains(
        "<rect x=\"\(LengthText.format(window.bounds.width))\" y=\"0\" width=\"\(LengthText.format(screen.width - window.bounds.width))\""
      ))
    #expect(svg.contains(#"data-split-rest="true""#))
  }

  @Test func windowsWithoutADeviceHaveNoFrame() {
    let window = TestWindows.sample()
    #expect(
      SVGRenderer(showsDeviceFrame: true).render(window)
        == SVGRenderer(showsDeviceFrame: false).render(window))
  }

  @Test func macWindowsGetATitleBar() {
    let window = Window(device: DeviceProfile.macWindow(size: CGSize(width: 300, height: 200)))
    window.layoutIfNeeded()
    let svg = SVGRenderer(showsDeviceFrame: true).render(window)
    #expect(svg.contains(#"<g data-device-frame="macWindow">"#))
    #expect(svg.contains(#"<g transform="translate(1 28)">"#))
    #expect(svg.components(separatedBy: "<circle").count == 4)
  }
}
