import LayoutDiagnostics
import Testing

// The replay's decisions on small reports built for one behaviour each: the proof's
// arithmetic, what relies on sizes never being negative, near-ties, the constraint Apple
// broke outside the conflict, optional constraints, inferred superviews, each suggestion.

@Suite struct ConflictAnalysisTests {
  /// The replay of a report listing `descriptions`, with `broken` as Apple's broken one.
  func replay(_ descriptions: [String], broken: String? = nil) throws -> ConflictAnalysis {
    var text = "Unable to simultaneously satisfy constraints.\n(\n"
    text += descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
    if let broken {
      text += "\nWill attempt to recover by breaking constraint \n"
      text += descriptions.first { $0.contains(broken + " ") } ?? ""
      text += "\n"
    }
    return ConflictAnalysis(try #require(AppleLog(parsing: text).reports.first))
  }

  @Test func theArithmeticOfAChain() throws {
    let analysis = try replay([
      "<NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0x10]   (active, names: '|':Cell:0x20 )>",
      "<NSLayoutConstraint:0x2 UILabel:0x10.width == 300   (active)>",
      "<NSLayoutConstraint:0x3 H:[UILabel:0x10]-(15)-|   (active, names: '|':Cell:0x20 )>",
      "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' Cell:0x20.width == 320   (active)>",
    ])
    #expect(analysis.status == .conflict)
    #expect(analysis.minimal.map(\.address) == ["0x1", "0x2", "0x3", "0x4"])
    #expect(!analysis.reliesOnNonNegativeSizes)
    #expect(
      analysis.proof
        == "horizontal: 320 (d) = 15 (a) + 300 (b) + 15 (c), that is 320 = 330: impossible.")
    #expect(analysis.suggestions.map(\.kind) == [.encapsulatedSize])
    #expect(analysis.suggestions.first?.address == "0x2")
    #expect(analysis.suggestions.first?.message.contains("to 999") == true)
  }

  @Test func aConflictThatNeedsSizesNeverNegative() throws {
    let analysis = try replay([
      "<NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0x10]   (active, names: '|':UIView:0x20 )>",
      "<NSLayoutConstraint:0x2 H:[UILabel:0x10]-(15)-|   (active, names: '|':UIView:0x20 )>",
      "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& UIView:0x20.width == 0   (active)>",
    ])
    #expect(analysis.reliesOnNonNegativeSizes)
    #expect(
      analysis.members.contains(.nonNegativeSize(item: "0x10", attribute: .width)))
    #expect(
      analysis.proof
        == "horizontal: 0 (c) = 15 (a) + 15 (b) + UILabel_10.width, so UILabel_10.width "
        + "= -30; but Apple's engine keeps every view's width and height at least 0 (a bound "
        + "its logs never print).")
    #expect(analysis.suggestions.map(\.kind) == [.translatesAutoresizingMask])
    #expect(analysis.suggestions.first?.message.contains("h=--& v=--&") == true)
  }

  @Test func guidesMayHaveNegativeSizes() throws {
    let analysis = try replay([
      "<NSLayoutConstraint:0x1 UILayoutGuide:0x10'Spacer'.leading == UIView:0x20.leading + 15   (active)>",
      "<NSLayoutConstraint:0x2 UILayoutGuide:0x10'Spacer'.trailing == UIView:0x20.trailing - 15   (active)>",
      "<NSLayoutConstraint:0x3 UIView:0x20.width == 0   (active)>",
    ])
    #expect(analysis.status == .satisfiable)
  }

  @Test func aNearTieIsNotAConflict() throws {
    let analysis = try replay([
      "<NSLayoutConstraint:0x1 V:|-(14.3333)-[UILabel:0x10]   (active, names: '|':Cell:0x20 )>",
      "<NSLayoutConstraint:0x2 UILabel:0x10.height == 15.3333   (active)>",
      "<NSLayoutConstraint:0x3 V:[UILabel:0x10]-(14.3333)-|   (active, names: '|':Cell:0x20 )>",
      "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' Cell:0x20.height == 44   (active)>",
    ])
    #expect(analysis.status == .nearTie)
    #expect(analysis.suggestions.isEmpty)
    #expect(analysis.proof.contains("0.0001 points"))
    #expect(analysis.text().contains("a floating-point near-tie, not a conflict"))
  }

  @Test func theBrokenConstraintOutsideTheConflict() throws {
    let analysis = try replay(
      [
        "<NSLayoutConstraint:0x1 UIView:0x10.height == 100   (active)>",
        "<NSLayoutConstraint:0x2 UIView:0x10.height == 50   (active)>",
        "<NSLayoutConstraint:0x3 UILabel:0x20.top == UIView:0x10.top + 8   (active)>",
      ], broken: "0x3")
    #expect(analysis.minimal.map(\.address) == ["0x1", "0x2"])
    #expect(analysis.notNeeded.map(\.address) == ["0x3"])
    #expect(analysis.brokenIsInConflict == false)
    #expect(analysis.text().contains("which is not part of this conflict"))
    #expect(analysis.suggestions.map(\.kind) == [.twoRequiredForOne])
  }

  @Test func theBrokenConstraintIsKeptWhenAConflictHasIt() throws {
    // Two conflicts of the same size: the one with Apple's broken constraint is reported.
    let analysis = try replay(
      [
        "<NSLayoutConstraint:0x1 UIView:0x10.height == 100   (active)>",
        "<NSLayoutConstraint:0x2 UIView:0x10.height == 50   (active)>",
        "<NSLayoutConstraint:0x3 UIView:0x10.height == 70   (active)>",
      ], broken: "0x3")
    #expect(analysis.minimal.map(\.address).contains("0x3"))
    #expect(analysis.minimal.count == 2 && analysis.brokenIsInConflict == true)
  }

  @Test func optionalConstraintsAreNeverInTheConflict() throws {
    let analysis = try replay([
      "<NSLayoutConstraint:0x1 UIView:0x10.height == 100 @750   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0x10.height == 50   (active)>",
      "<NSLayoutConstraint:0x3 UIView:0x10.height == 60   (active)>",
    ])
    #expect(analysis.minimal.map(\.address) == ["0x2", "0x3"])
    #expect(analysis.notNeeded.map(\.address) == ["0x1"])
  }

  @Test func theSuperviewOfAFrameConstraintIsInferred() throws {
    let analysis = try replay([
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.minY == 0>",
      "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& V:[UIView:0x10(140)]>",
      "<NSLayoutConstraint:0x3 UIView:0x10.bottom == Toast:0x20.bottom - 10>",
      "<NSLayoutConstraint:0x4 Toast:0x20.height == 100>",
    ])
    #expect(analysis.status == .conflict)
    #expect(analysis.inferredSuperviewsUsed == ["0x10": "0x20"])
    #expect(analysis.text().contains("It takes Toast_20 as the superview of UIView_10"))
  }

  @Test func defaultMarginsAreAssumedOnlyWhenTheLogPrintsNone() throws {
    let assumed = try replay([
      "<NSLayoutConstraint:0x1 UIView:0x10.top == Cell:0x20.topMargin   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0x10.bottom == Cell:0x20.bottomMargin   (active)>",
      "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Height' Cell:0x20.height == 10   (active)>",
    ])
    #expect(assumed.status == .conflict && assumed.assumesDefaultMargins)
    let printed = try replay([
      "<NSLayoutConstraint:0x1 UIView:0x10.top == Cell:0x20.topMargin   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0x10.bottom == Cell:0x20.bottomMargin   (active)>",
      "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Height' Cell:0x20.height == 10   (active)>",
      "<NSLayoutConstraint:0x4 'UIView-topMargin-guide-constraint' V:|-(2)-[UILayoutGuide:0x30'UIViewLayoutMarginsGuide']   (active, names: '|':Cell:0x20 )>",
      "<NSLayoutConstraint:0x5 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x30'UIViewLayoutMarginsGuide']-(2)-|   (active, names: '|':Cell:0x20 )>",
    ])
    // With the printed 2-point margins the view is 6 high in the 10-point cell: no conflict.
    #expect(printed.status == .satisfiable && !printed.assumesDefaultMargins)
  }

  @Test func aFixedSizeBetweenPins() throws {
    let analysis = try replay([
      "<NSLayoutConstraint:0x1 H:|-(20)-[UIImageView:0x10]   (active, names: '|':UIView:0x20 )>",
      "<NSLayoutConstraint:0x2 H:[UIImageView:0x10]-(20)-|   (active, names: '|':UIView:0x20 )>",
      "<NSLayoutConstraint:0x3 UIImageView:0x10.width == 500   (active)>",
      "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0x20.width == 393   (active)>",
      "<NSLayoutConstraint:0x5 UIView:0x20.height == 100   (active)>",
    ])
    #expect(analysis.notNeeded.map(\.address) == ["0x5"])
    // The encapsulated width is the framework's, so the fix is the fixed size at 999.
    #expect(analysis.suggestions.map(\.kind) == [.encapsulatedSize])
    #expect(analysis.suggestions.first?.address == "0x3")
    let pinned = try replay([
      "<NSLayoutConstraint:0x1 H:|-(20)-[UIImageView:0x10]   (active, names: '|':UIView:0x20 )>",
      "<NSLayoutConstraint:0x2 H:[UIImageView:0x10]-(20)-|   (active, names: '|':UIView:0x20 )>",
      "<NSLayoutConstraint:0x3 UIImageView:0x10.width == 500   (active)>",
      "<NSLayoutConstraint:0x4 UIView:0x20.width == 393   (active)>",
    ])
    #expect(pinned.suggestions.map(\.kind) == [.fixedSizeFightsPins])
    #expect(pinned.suggestions.first?.address == "0x3")
  }

  @Test func aConflictAmongTheFrameworksOwnConstraints() throws {
    let analysis = try replay([
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& _UIToolbarContentView:0x10.height == 0   (active)>",
      "<NSLayoutConstraint:0x2 V:|-(0)-[_UIButtonBarStackView:0x20]   (active, names: '|':_UIToolbarContentView:0x10 )>",
      "<NSLayoutConstraint:0x3 _UIButtonBarStackView:0x20.bottom == _UIToolbarContentView:0x10.bottom   (active)>",
      "<NSLayoutConstraint:0x4 'UISV-spacing' _UIButtonBarStackView:0x20.height == 44   (active)>",
    ])
    #expect(analysis.status == .conflict)
    #expect(analysis.suggestions.map(\.kind) == [.translatesAutoresizingMask, .frameworkOnly])
  }

  @Test func theJSONReport() throws {
    let analysis = try replay(
      [
        "<NSLayoutConstraint:0x1 UIView:0x10.width == - 16   (active)>",
        "<NSLayoutConstraint:0x2 UIView:0x20.width == 10   (active)>",
      ], broken: "0x1")
    let json = analysis.json().text()
    #expect(json.contains("\"minimal\": [\n    \"0x1\"\n  ]"))
    #expect(json.contains("\"notNeeded\": [\n    \"0x2\"\n  ]"))
    #expect(json.contains("\"broken\": \"0x1\""))
    #expect(json.contains("\"reliesOnNonNegativeSizes\": true"))
    #expect(json.contains("\"unreadableLines\": []"))
    #expect(json.contains("\"kind\": \"negativeSize\""))
    #expect(JSONValue.string("a\"b\\\n\u{1}").text() == "\"a\\\"b\\\\\\n\\u0001\"")
  }

  @Test func readableNamesAndTheirLegend() throws {
    let analysis = try replay([
      "<NSLayoutConstraint:0x1 UILabel:0x7fa285e0a030'Title'.height == 10   (active)>",
      "<NSLayoutConstraint:0x2 UILabel:0x7fa285e0a030'Title'.height == 20   (active)>",
      "<NSLayoutConstraint:0x3 UILabel:0x7fa285e1a030.height == 20   (active)>",
    ])
    #expect(analysis.names["0x7fa285e0a030"] == "UILabel_a030")
    #expect(analysis.names["0x7fa285e1a030"] == "UILabel_e1a030")
    #expect(analysis.text().contains("UILabel_a030 = UILabel:0x7fa285e0a030'Title'"))
  }
}
