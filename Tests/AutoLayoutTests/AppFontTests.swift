import Testing
import Truss

/// Fonts an app bundles are found by name once registered, measured with a shipped font.
@Suite struct AppFontTests {
  @Test func aRegisteredAppFontIsFoundByName() {
    // A name of this test's own: registration is process-wide.
    #expect(Font(name: "TrussTestSans-Bold", size: 14) == nil)
    Font.registerAppFont(named: "TrussTestSans-Bold", measuredAs: .boldSystemFont(ofSize: 1))
    let font = Font(name: "TrussTestSans-Bold", size: 14)
    #expect(font == .boldSystemFont(ofSize: 14))
    // Matched as other names are: in any case, with or without spaces.
    #expect(Font(name: "trusstest sans-bold", size: 9) == .boldSystemFont(ofSize: 9))
    #expect(font?.lineHeight == Font.boldSystemFont(ofSize: 14).lineHeight)
  }
}
