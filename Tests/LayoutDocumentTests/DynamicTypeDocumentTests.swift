import Foundation
import LayoutDocument
import Testing
import Truss

/// Issue 15 (the feed at the largest accessibility text size): Dynamic Type in documents — a
/// label's font given as a text style follows the text size the document is loaded at.
@Suite("Layout documents: Dynamic Type") struct DynamicTypeDocumentTests {
  static let document = """
    window: {size: [320, 480]}
    views:
      - {id: title, kind: label, text: Hello, font: {textStyle: body}}
      - {id: fixed, kind: label, text: Hello, font: {size: 17}}
    constraints:
      - title.leading == root.leading
      - title.top == root.top
      - fixed.leading == root.leading
      - fixed.top == title.bottom
    """

  @Test func aTextStyleFollowsTheTextSizeAndAFixedSizeDoesNot() throws {
    let large = try LayoutDocument.load(DynamicTypeDocumentTests.document)
    let largest = try LayoutDocument.load(
      DynamicTypeDocumentTests.document,
      options: LoadOptions(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let title = { (loaded: LoadedDocument) in (loaded.views["title"] as? Label)?.font }
    let fixed = { (loaded: LoadedDocument) in (loaded.views["fixed"] as? Label)?.font }
    // UIKit's body style: 17 points at Large, 53 at AX5 (Apple's Human Interface Guidelines,
    // Dynamic Type sizes).
    #expect(title(large)?.pointSize == 17 && title(largest)?.pointSize == 53)
    #expect(title(large)?.textStyle == .body)
    #expect(fixed(large)?.pointSize == 17 && fixed(largest)?.pointSize == 17)
    #expect(
      (largest.views["title"]?.frame.height ?? 0) > 2.5 * (large.views["title"]?.frame.height ?? 0))
    #expect(large.usesDynamicType && largest.usesDynamicType)
    #expect(
      try !LayoutDocument.load("window: {size: [100, 100]}\nviews:\n  - {id: a, kind: label}\n")
        .usesDynamicType)
  }

  @Test(arguments: [
    ("{textStyle: huge}", "unknown text style \"huge\"; expected largeTitle, title1"),
    ("{textStyle: body, size: 12}", "unknown key \"size\" in a text style font"),
  ])
  func badTextStylesPointAtTheProblem(_ font: String, _ message: String) {
    do {
      _ = try LayoutDocument.load(
        "window: {size: [100, 100]}\nviews:\n  - {id: a, kind: label, font: \(font)}\n")
      Issue.record("expected an error containing \(message)")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }
}
