import Foundation
import LayoutDiagnostics

// The real logs of `Logs/` (their sources are in `Logs/SOURCES.md`) and what replaying each
// report must find, worked out by hand from the log's constraints.

/// The directory of the real logs.
let logsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Logs")

/// The text of the real log `name` (without `.log`).
func realLog(_ name: String) throws -> String {
  try String(contentsOf: logsDirectory.appendingPathComponent(name + ".log"), encoding: .utf8)
}

/// What the replay of one report of a real log must find.
struct ExpectedReport: CustomStringConvertible, Sendable {
  /// The log's file name without `.log`.
  var log: String
  /// The line the report starts on.
  var line: Int
  var status: ConflictAnalysis.Status
  /// The minimal conflict's addresses, in the log's order.
  var minimal: [String] = []
  /// Apple's listed addresses outside the conflict, in the log's order.
  var notNeeded: [String] = []
  var broken: String? = nil
  var reliesOnNonNegativeSizes = false
  var assumesDefaultMargins = false
  var unreadableLines: [Int] = []
  var suggestions: [FixSuggestion.Kind] = []
  /// The hand computation.
  var why: String

  var description: String { "\(log).log line \(line)" }

  /// Every report of every real log, in file and line order.
  static let all: [ExpectedReport] = [
    ExpectedReport(
      log: "autopkgr-196", line: 4, status: .satisfiable,
      why: """
        b2 (262 wide) then tf1 7 points into it (29), 3, tf2 (36), 57, b1 (158): b1's center \
        is 459 right of b2's left edge and b2's 131, so b1.centerX - b2.centerX = 328, and \
        the box's centers ask for 175.5 + 152.5 = 328: the printed constraints hold exactly \
        (Apple's engine met a floating-point tie)
        """),
    ExpectedReport(
      log: "bmatest-50", line: 3, status: .conflict,
      minimal: [
        "0x7ff2db0d2950", "0x7ff2db4cd340", "0x7ff2db4cd510", "0x7ff2de007ab0",
        "0x7ff2db0d18f0",
      ],
      broken: "0x7ff2db4cd510", suggestions: [.translatesAutoresizingMask],
      why: """
        the clip view spans the scroll view less 15 on the right, the document view spans \
        the clip view, and the scroll view is as wide as the document view: 0 = 15
        """),
    ExpectedReport(
      log: "chatkit-oc-19", line: 1, status: .conflict,
      minimal: [
        "0x7afbd970", "0x7af6d2d0", "0x7c7767c0", "0x7afbb120", "0x7c772ce0",
        "0x7af41b60", "0x7af0fc30", "0x7af433b0",
      ],
      broken: "0x7afbb120", reliesOnNonNegativeSizes: true,
      suggestions: [.fixedSizeFightsPins],
      why: """
        a bar 0 wide holds a view edge to edge with four views in a row and five 10-point \
        gaps: the four widths would sum to -50
        """),
    ExpectedReport(
      log: "colo-12", line: 2, status: .conflict,
      minimal: ["0x7fb022ec5600", "0x7fb022ec6450", "0x7fb0222d8e40", "0x7fb022ec6d50"],
      broken: "0x7fb022ec6d50", suggestions: [.encapsulatedSize],
      why: "the cell's content view is 44 high and holds a 100-point view top and bottom"),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 9, status: .conflict,
      minimal: ["0x1702959f0", "0x1702955e0", "0x174295360", "0x174295e50"],
      broken: "0x1702959f0", suggestions: [.encapsulatedSize],
      why: "the alert view is as wide as a view 0 wide and at least as wide as one 402 wide"),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 23, status: .conflict,
      minimal: ["0x1702950e0", "0x170294c30", "0x1702955e0", "0x174295360", "0x174295e50"],
      broken: "0x1702950e0", reliesOnNonNegativeSizes: true, suggestions: [.encapsulatedSize],
      why: "the label is 32 narrower than a chain of widths that ends at 0: it would be -32"),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 38, status: .conflict,
      minimal: ["0x1702951d0", "0x170294c30", "0x1702955e0", "0x174295360", "0x174295e50"],
      broken: "0x1702951d0", reliesOnNonNegativeSizes: true, suggestions: [.encapsulatedSize],
      why: "the second label of the same alert, also -32 wide"),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 53, status: .conflict,
      minimal: ["0x170294eb0", "0x170294c80", "0x170295630", "0x1742953b0", "0x174295ea0"],
      broken: "0x170294eb0", suggestions: [.encapsulatedSize],
      why: "a chain of equal heights from the encapsulated 13 to a view at least 44 high"),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 69, status: .conflict,
      minimal: [
        "0x170295040", "0x170294f00", "0x170294fa0", "0x170294c80", "0x170295630",
        "0x1742953b0", "0x174295630", "0x174295ea0",
      ],
      broken: "0x170295040", suggestions: [.encapsulatedSize],
      why: """
        the inner view spans its superview from the top pin to the collection view's shared \
        bottom, so it is as high as the chain's 13, and at least 44
        """),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 87, status: .conflict,
      minimal: ["0x174291440", "0x1742912b0", "0x1742911c0", "0x170298ab0"],
      notNeeded: ["0x174291620"], broken: "0x174291620", reliesOnNonNegativeSizes: true,
      suggestions: [.encapsulatedSize],
      why: """
        icon, 15, label, 12 across a view 0 wide: the two widths would sum to -27 whatever \
        the icon's 76, so breaking the 76 (as Apple did) leaves the conflict, which Apple \
        reports again at line 117
        """),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 102, status: .conflict,
      minimal: ["0x170293e20", "0x170293f60", "0x170293fb0", "0x170298ab0"],
      notNeeded: ["0x170293c90"], broken: "0x170293c90", reliesOnNonNegativeSizes: true,
      suggestions: [.encapsulatedSize],
      why: """
        icon, 15, label ending 5 past the edge of a view 0 wide: the widths would sum to \
        -10 without the icon's 76 (reported again at line 131)
        """),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 117, status: .conflict,
      minimal: ["0x174291440", "0x1742912b0", "0x1742911c0", "0x170298ab0"],
      broken: "0x1742912b0", reliesOnNonNegativeSizes: true, suggestions: [.encapsulatedSize],
      why: "the conflict left after line 87's break: widths summing to -27"),
    ExpectedReport(
      log: "cordova-external-file-open-readme", line: 131, status: .conflict,
      minimal: ["0x170293e20", "0x170293f60", "0x170293fb0", "0x170298ab0"],
      broken: "0x170293f60", reliesOnNonNegativeSizes: true, suggestions: [.encapsulatedSize],
      why: "the conflict left after line 102's break: widths summing to -10"),
    ExpectedReport(
      log: "datetimepicker-17", line: 3, status: .conflict,
      minimal: ["0x6100000960d0", "0x610000092700", "0x610000095c20", "0x610000095c70"],
      broken: "0x610000095c20",
      why: """
        the top layout guide is 0 high at the view's top, the bar 20 above its bottom and \
        also at the view's top: 0 = 20
        """),
    ExpectedReport(
      log: "dicetableviewcell-1", line: 4, status: .conflict,
      minimal: ["0x7f9d8c114a80", "0x7f9d8c13bed0", "0x7f9d8c131260", "0x7f9d8c14d270"],
      broken: "0x7f9d8c114a80", assumesDefaultMargins: true, suggestions: [.encapsulatedSize],
      why: """
        the image spans the margins plus 8 on each side of a 375-point content view, so it \
        is 375 - 8 - 8 + 16 = 375 wide, not 320
        """),
    ExpectedReport(
      log: "draggable-youtube-floating-video-2", line: 3, status: .conflict,
      minimal: ["0x7fbfe4142760", "0x7fbfe4144780", "0x7fbfe41447d0", "0x7fbfe1fae0d0"],
      broken: "0x7fbfe4142760", assumesDefaultMargins: true,
      suggestions: [.encapsulatedSize],
      why: "8 + 6 + 56 + 9 + 8 = 87 in a cell 87.5 high"),
    ExpectedReport(
      log: "duckduckgo-apple-browsers-4623", line: 4, status: .conflict,
      minimal: ["0x11452b660", "0x11452b6b0", "0x1145e7cf0"], broken: "0x11452b6b0",
      reliesOnNonNegativeSizes: true, suggestions: [.fixedSizeFightsPins],
      why: "a stack view 8 points in from both edges of a toolbar 0 high: -16 high"),
    ExpectedReport(
      log: "duckduckgo-apple-browsers-4623", line: 20, status: .empty, unreadableLines: [22],
      why: "a second report cut off in its advice (`Tr`)"),
    ExpectedReport(
      log: "faqview-33", line: 5, status: .conflict,
      minimal: ["0x60000272dea0", "0x60000272ddb0", "0x60000272dd60", "0x60000277c690"],
      notNeeded: ["0x60000272db30"], broken: "0x60000272ddb0",
      reliesOnNonNegativeSizes: true, suggestions: [.encapsulatedSize],
      why: """
        10 + label + 10 + text view + 20 = 38: the two heights would sum to -2; the view as \
        high as the label is not involved
        """),
    ExpectedReport(
      log: "folding-cell-63", line: 5, status: .conflict,
      minimal: ["0x7fca0bd54cc0", "0x7fca0bd564a0"], broken: "0x7fca0bd54cc0",
      suggestions: [.twoRequiredForOne], why: "one view 200 and 84 high"),
    ExpectedReport(
      log: "heliport-246", line: 5, status: .conflict,
      minimal: ["0x6000031b76b0", "0x6000031b77a0", "0x6000031b0cd0"],
      broken: "0x6000031b77a0", reliesOnNonNegativeSizes: true,
      suggestions: [.translatesAutoresizingMask],
      why: "5-point insets in a menu item view 0 wide: the effect view would be -10 wide"),
    ExpectedReport(
      log: "heliport-246", line: 12, status: .incomplete, unreadableLines: [15],
      why: "the same conflict printed again, cut off after its first constraint"),
    ExpectedReport(
      log: "hoko-ios-28", line: 2, status: .conflict, minimal: ["0x608000281ef0"],
      broken: "0x608000281ef0", reliesOnNonNegativeSizes: true, suggestions: [.negativeSize],
      why: "a width of -20"),
    ExpectedReport(
      log: "hoko-ios-28", line: 16, status: .empty,
      why: "a second report cut off before its list"),
    ExpectedReport(
      log: "inputbaraccessoryview-177", line: 2, status: .conflict,
      minimal: ["0x28394d860", "0x28394dd10", "0x28394ca50", "0x2839fcb90", "0x28394ceb0"],
      notNeeded: ["0x2839d00a0", "0x28394ca00", "0x28394ccd0", "0x2839d1400"],
      broken: "0x2839d00a0", reliesOnNonNegativeSizes: true,
      why: """
        an input bar 0 high holds a stack view at its top, 12 points above a view whose \
        bottom is 6 above the bar's safe area, which ends at the bar's bottom: the stack \
        view and the view would be -18 high together. The text view Apple broke is not in \
        that conflict, nor are three more of its constraints
        """),
    ExpectedReport(
      log: "kvnprogress-6", line: 3, status: .conflict,
      minimal: ["0x7fd978f82db0", "0x7fd978f82e00", "0x7fd978f7da00"],
      notNeeded: ["0x7fd978f82970", "0x7fd978f82a10"], reliesOnNonNegativeSizes: true,
      suggestions: [.fixedSizeFightsPins],
      why: """
        249-point insets on both sides in a view 320 wide: the image view would be -178 \
        wide; the label's 20-point insets inside it are not needed
        """),
    ExpectedReport(
      log: "lynnbubbletableview-2", line: 1, status: .conflict,
      minimal: [
        "0x610000099aa0", "0x610000099c80", "0x610000099f00", "0x610000099f50",
        "0x61000009b120", "0x61000009b760",
      ],
      reliesOnNonNegativeSizes: true, suggestions: [.encapsulatedSize],
      why: """
        5 + 24 + 0 + 11 + label + 16 = 52.3333: the second label would be -3.6667 high
        """),
    ExpectedReport(
      log: "macvim-521", line: 4, status: .conflict,
      minimal: [
        "0x7fe499dcde70", "0x7fe49c4146e0", "0x7fe49c4070c0", "0x7fe499e0d2b0",
        "0x7fe49c414690", "0x7fe499ed8290", "0x7fe499ed8240",
      ],
      broken: "0x7fe499ed8290", reliesOnNonNegativeSizes: true,
      suggestions: [.translatesAutoresizingMask],
      why: """
        a background view 0 high, a scroll view and clip view filling it, a list view 17 \
        above the clip view's bottom: the list would be -17 high (the broken constraint's \
        description is wrapped and cut off, but its address is whole)
        """),
    ExpectedReport(
      log: "mapbox-gl-cocoa-23", line: 4, status: .conflict,
      minimal: ["0x170289330", "0x1702837a0"], broken: "0x1702837a0",
      suggestions: [.twoRequiredForOne], why: "two spacings, 10 and 30, between the same views"),
    ExpectedReport(
      log: "masonry-415", line: 15, status: .empty, unreadableLines: [16, 19],
      why: "the list and the broken constraint are `<private>`"),
    ExpectedReport(
      log: "masonry-415", line: 22, status: .empty, unreadableLines: [23, 26],
      why: "the same, logged again"),
    ExpectedReport(
      log: "munki-1241", line: 3, status: .conflict,
      minimal: [
        "0x78a6c2df0", "0x78a6c2fd0", "0x78a6c3020", "0x78a6c3c00", "0x78a6c2f30",
        "0x78a6c2c10",
      ],
      broken: "0x78a6c2df0", suggestions: [.translatesAutoresizingMask, .fixedSizeFightsPins],
      why: "6 + 30 + 3 + at least 152 + 8 = at least 199 in a cell 194 wide"),
    ExpectedReport(
      log: "openradar-mirror-21120", line: 16, status: .conflict, minimal: ["0x600001485a90"],
      reliesOnNonNegativeSizes: true, unreadableLines: [17], suggestions: [.negativeSize],
      why: "a width of -16; the advice is elided as `...`"),
    ExpectedReport(
      log: "pageboy-61", line: 8, status: .conflict,
      minimal: ["0x170098ba0", "0x170098bf0", "0x170096a80"],
      suggestions: [.translatesAutoresizingMask],
      why: """
        the content view is as high as the view and starts at its top, so their centers \
        match, but its mask puts its center 20 lower
        """),
    ExpectedReport(
      log: "representablekit-3", line: 3, status: .conflict,
      minimal: [
        "0x28241fed0", "0x28241fb60", "0x28241fb10", "0x28241fc00", "0x28241fbb0",
        "0x28241f610",
      ],
      unreadableLines: [18], suggestions: [.encapsulatedSize],
      why: """
        the arranged view fills the stack view's 711 points and the aligned view spans it, \
        but is 100 high; the broken constraint is cut off inside its address
        """),
    ExpectedReport(
      log: "snapkit-101", line: 4, status: .satisfiable, broken: "0x7f8a412ea570",
      why: """
        the top guide is 0 high at the top of its view and another view 34 below that top: \
        nothing conflicts; SnapKit's constraint names other objects than the list, and the \
        one broken is not in the list at all
        """),
    ExpectedReport(
      log: "steroids-1044", line: 4, status: .conflict,
      minimal: ["0x14f0decb0", "0x14deb9590", "0x14f2dc6c0"], broken: "0x14f2dc6c0",
      suggestions: [.translatesAutoresizingMask],
      why: """
        centered 187.5 right of the host's center and 375 wider, the entry view ends 375 \
        right of the host's right edge, where it is also pinned
        """),
    ExpectedReport(
      log: "sunshine-conversations-ios-66", line: 4, status: .conflict,
      minimal: ["0x13c73a690", "0x13c6cbd20", "0x13c6dff40", "0x13db12ba0"],
      reliesOnNonNegativeSizes: true,
      why: """
        the host view starts at the container's bottom, which is the window's, and ends at \
        the input view's bottom, at least 50 above it: it would be at most -50 high
        """),
    ExpectedReport(
      log: "sunshine-conversations-ios-66", line: 13, status: .conflict,
      minimal: ["0x13c73a690", "0x13c698cd0", "0x13c727e80"],
      why: "the input view's bottom is the window's bottom and 50 above it"),
    ExpectedReport(
      log: "tagflowexample-8", line: 5, status: .conflict,
      minimal: ["0x60000286f390", "0x60000286f610", "0x60000286f660"],
      broken: "0x60000286f610", reliesOnNonNegativeSizes: true,
      suggestions: [.translatesAutoresizingMask],
      why: "a label 8 points from the top and bottom of a view 0 high: -16 high"),
    ExpectedReport(
      log: "tasty-imitation-keyboard-85", line: 3, status: .conflict,
      minimal: ["0x600000088110", "0x600000087d50"], broken: "0x600000088110",
      suggestions: [.encapsulatedSize], why: "a keyboard 246 high in a slot 216 high"),
    ExpectedReport(
      log: "tocropviewcontroller-479", line: 4, status: .conflict,
      minimal: ["0x60000199d720"], broken: "0x60000199d720", reliesOnNonNegativeSizes: true,
      suggestions: [.negativeSize], why: "a width of -16"),
    ExpectedReport(
      log: "trust-wallet-ios-279", line: 2, status: .conflict,
      minimal: ["0x60800029e870", "0x60800029e8c0", "0x60800029f360"],
      broken: "0x60800029e8c0", reliesOnNonNegativeSizes: true,
      suggestions: [.encapsulatedSize],
      why: "4 + stack view + 10 = 0: the stack view would be -14 wide"),
    ExpectedReport(
      log: "tvostoast-1", line: 7, status: .conflict,
      minimal: [
        "0x7ff728508900", "0x7ff72851ef70", "0x7ff728680a70", "0x7ff72871c870",
        "0x7ff728723710", "0x7ff728726930",
      ],
      broken: "0x7ff728726930", suggestions: [.translatesAutoresizingMask],
      why: """
        the view (140 high, centered 70 down the toast) ends 10 above the toast's bottom, \
        so the toast is 150 high; the label, 10 in from top and bottom, centered at 70, \
        makes it 140
        """),
  ]
}
