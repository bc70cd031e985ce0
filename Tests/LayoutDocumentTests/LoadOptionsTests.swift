import Foundation
import LayoutDocument
import Testing
import Truss

/// A screen designed on an iPhone 15 Pro (393 × 852) whose views no constraint mentions:
/// a banner stretching with the window, a dot kept at the banner's right edge, and a box kept
/// in the middle.
private let autoresizingDocument = """
  device: iPhone 15 Pro
  views:
    - {id: banner, frame: [0, 0, 393, 100], autoresizing: [flexibleWidth]}
    - {id: dot, parent: banner, frame: [353, 20, 40, 40], autoresizing: "LM+BM"}
    - {id: middle, frame: [96.5, 300, 200, 50], autoresizing: [flexibleLeftMargin, RM]}
  """

/// A box 10 points from the leading edge.
private let leadingDocument = """
  window: {size: [320, 480]}
  views: [{id: box}]
  constraints:
    - box.leading == root.leading + 10
    - box.width == 100
    - box.top == root.top
    - box.height == 20
  """

/// The device named `name`.
private func device(_ name: String) throws -> DeviceProfile {
  try #require(DeviceProfile.named(name))
}

@Suite("Layout documents: load options") struct LoadOptionsTests {
  @Test func autoresizingMasksActBetweenTheDesignWindowAndTheTarget() throws {
    let design = try LayoutDocument.load(autoresizingDocument)
    #expect(
      design.framesTable() == """
        banner  0 0 393 100
        dot     353 20 40 40
        middle  96.5 300 200 50

        """)
    let iPad = try LayoutDocument.load(
      autoresizingDocument, options: LoadOptions(device: device("iPad Pro 11-inch")))
    #expect(
      iPad.framesTable() == """
        banner  0 0 834 100
        dot     794 20 40 40
        middle  317 300 200 50

        """)
    let landscape = try LayoutDocument.load(
      autoresizingDocument, options: LoadOptions(orientation: .landscape))
    #expect(landscape.views["banner"]?.frame == CGRect(x: 0, y: 0, width: 852, height: 100))
    #expect(landscape.views["dot"]?.frame == CGRect(x: 812, y: 20, width: 40, height: 40))
    #expect(landscape.views["banner"]?.translatesAutoresizingMaskIntoConstraints == true)
  }

  @Test func designDeviceIsTheDocumentsOwnWindow() throws {
    func isDesign(_ text: String, _ options: LoadOptions = LoadOptions()) throws -> Bool {
      try LayoutDocument.load(text, options: options).isDesignDevice
    }
    let iPhone = try device("iPhone 15 Pro")
    #expect(try isDesign(autoresizingDocument))
    #expect(
      try isDesign(autoresizingDocument, LoadOptions(device: iPhone, orientation: .portrait)))
    #expect(try !isDesign(autoresizingDocument, LoadOptions(device: device("iPhone 8"))))
    #expect(try !isDesign(autoresizingDocument, LoadOptions(orientation: .landscape)))
    #expect(try !isDesign(autoresizingDocument, LoadOptions(layoutDirection: .rightToLeft)))
    #expect(try isDesign(leadingDocument))
    #expect(try !isDesign(leadingDocument, LoadOptions(device: iPhone)))
  }

  @Test func splitLoadsTheSplitViewWindow() throws {
    let text = "device: iPad Pro 11-inch\norientation: landscape\nviews: [{id: a}]\n"
    let loaded = try LayoutDocument.load(text, options: LoadOptions(split: .oneThird))
    #expect(loaded.window.split == .oneThird)
    #expect(loaded.window.bounds.width == 375)
    #expect(loaded.window.traitCollection.horizontalSizeClass == .compact)
    #expect(!loaded.isDesignDevice)
    #expect(loaded.check().isClean)
  }

  @Test func refusedSplitIsReportedAsALogProblem() throws {
    let loaded = try LayoutDocument.load(
      "device: iPhone 15 Pro\n", options: LoadOptions(split: .half))
    #expect(loaded.window.split == .full)
    #expect(loaded.window.bounds.size == CGSize(width: 393, height: 852))
    let problems = loaded.check().problems
    #expect(problems.count == 1)
    guard case .log(let message) = problems.first else {
      Issue.record("expected a log problem, got \(problems)")
      return
    }
    #expect(message.contains("iPhone 15 Pro has no half Split View window in portrait"))
  }

  @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
    let leftToRight = try LayoutDocument.load(leadingDocument)
    #expect(leftToRight.views["box"]?.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
    let rightToLeft = try LayoutDocument.load(
      leadingDocument, options: LoadOptions(layoutDirection: .rightToLeft))
    #expect(rightToLeft.views["box"]?.frame == CGRect(x: 210, y: 0, width: 100, height: 20))
    #expect(rightToLeft.window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test func oldLoadIsTheOptionsLoad() throws {
    let iPhone8 = try device("iPhone 8")
    let old = try LayoutDocument.load(
      autoresizingDocument, device: iPhone8, orientation: .landscape)
    let new = try LayoutDocument.load(
      autoresizingDocument, options: LoadOptions(device: iPhone8, orientation: .landscape))
    #expect(old.framesTable() == new.framesTable())
    #expect(old.window.bounds.size == CGSize(width: 667, height: 375))
  }
}
