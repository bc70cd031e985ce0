import Foundation
import LayoutDocument
import Testing
import Truss

/// Issue 13: `kind: stack` in documents; a stack's children are its arranged subviews.
@Suite("Layout documents: stacks") struct StackDocumentTests {
  @Test func aStackArrangesItsChildrenInDocumentOrder() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 200]}
      views:
        - {id: row, kind: stack, axis: horizontal, distribution: fillEqually, spacing: 10}
        - {id: a, parent: row}
        - {id: b, parent: row, hidden: true}
        - {id: c, parent: row}
      constraints:
        - row.leading == root.leading
        - row.trailing == root.trailing
        - row.top == root.top
        - row.height == 40
      """)
    let row = try #require(loaded.views["row"] as? StackView)
    #expect(row.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
    // b is hidden: a and c share 300 − 10 = 290 equally.
    #expect(
      loaded.framesTable() == """
        row  0 0 300 40
        a    0 0 145 40
        b    145 0 0 40
        c    155 0 145 40

        """)
    #expect(loaded.check().isClean)
  }

  @Test func badStackSettingsPointAtTheProblem() {
    for (text, message) in [
      ("{id: s, kind: stack, axis: diagonal}", "unknown axis \"diagonal\""),
      ("{id: s, kind: stack, alignment: middle}", "unknown alignment \"middle\""),
      ("{id: s, kind: stack, distribution: even}", "unknown distribution \"even\""),
      ("{id: s, kind: label, spacing: 4}", "a label has no spacing"),
    ] {
      #expect(throws: DocumentError.self) {
        try LayoutDocument.load("window: {size: [100, 100]}\nviews:\n  - \(text)\n")
      }
      do {
        _ = try LayoutDocument.load("window: {size: [100, 100]}\nviews:\n  - \(text)\n")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }
}

/// Issue 13: `kind: scroll` in documents: its content and frame guides by name, its content
/// offset, and constraints to its own edges from inside attaching to the content area.
@Suite("Layout documents: scroll views") struct ScrollDocumentTests {
  @Test func aScrollColumnDecidesItsContentSize() throws {
    let loaded = try LayoutDocument.load(
      """
      window: {size: [300, 400]}
      views:
        - {id: scroll, kind: scroll, contentOffset: [0, 50], contentInset: [0, 0, 20, 0]}
        - {id: a, parent: scroll}
        - {id: b, parent: scroll}
        - {id: pin, parent: scroll}
      constraints:
        - "H:|[scroll]|"
        - "V:|[scroll]|"
        - "V:|-10-[a(300)]-10-[b(300)]-10-|"
        - a.leading == scroll.leading
        - a.trailing == scroll.trailing
        - a.width == scroll.width
        - b.leading == scroll.content.leading
        - b.width == scroll.frame.width
        - pin.top == scroll.frame.top
        - pin.leading == scroll.frame.leading
        - pin.width == 20
        - pin.height == 20
      """)
    let scroll = try #require(loaded.views["scroll"] as? ScrollView)
    // 10 + 300 + 10 + 300 + 10.
    #expect(scroll.contentSize == CGSize(width: 300, height: 630))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
    #expect(scroll.contentInset.bottom == 20)
    // The pin sits at the visible frame's top: 50 in content coordinates.
    #expect(loaded.views["pin"]?.frame == CGRect(x: 0, y: 50, width: 20, height: 20))
    #expect(loaded.views["b"]?.frame == CGRect(x: 0, y: 320, width: 300, height: 300))
    #expect(loaded.check().isClean)
  }

  /// Interface Builder's "Scrollable Content Size Ambiguity": content placed exactly from the
  /// top that does not reach the bottom (or trailing edge) of the content area leaves the
  /// content size undetermined; `check` names the content guide, and honors `ambiguity:`.
  @Test func anUndeterminedContentSizeIsReported() throws {
    let text = """
      window: {size: [300, 400]}
      views:
        - {id: scroll, kind: scroll}
        - {id: a, parent: scroll}
      constraints:
        - "H:|[scroll]|"
        - "V:|[scroll]|"
        - "V:|-10-[a(300)]"
        - a.leading == scroll.leading
        - a.width == scroll.width
      """
    let loaded = try LayoutDocument.load(text)
    #expect(
      loaded.check().problems == [
        .ambiguous(view: "scroll.content", variables: ["Width", "Height"])
      ])
    // The view itself is placed exactly.
    #expect(loaded.views["a"]?.frame == CGRect(x: 0, y: 10, width: 300, height: 300))
    let pinned = try LayoutDocument.load(
      text.replacingOccurrences(of: "[a(300)]", with: "[a(300)]|")
        + "\n  - a.trailing == scroll.trailing\n")
    #expect(pinned.check().isClean)
    #expect((pinned.views["scroll"] as? ScrollView)?.contentSize == CGSize(width: 300, height: 310))
    let unchecked = try LayoutDocument.load(
      text.replacingOccurrences(of: "kind: scroll}", with: "kind: scroll, ambiguity: never}"))
    #expect(unchecked.check().isClean)
    let empty = try LayoutDocument.load(
      "window: {size: [300, 400]}\nviews: [{id: scroll, kind: scroll}]\n"
        + "constraints: [\"H:|[scroll]|\", \"V:|[scroll]|\"]\n")
    #expect(empty.check().isClean)
    #expect((empty.views["scroll"] as? ScrollView)?.contentSize == .zero)
  }

  @Test func guideNamesAndSettingsAreChecked() {
    for (text, message) in [
      ("views: [{id: s, kind: scroll, insetAdjustment: sometimes}]", "unknown inset adjustment"),
      ("views: [{id: v}]\nconstraints: [v.content.top == root.top]", "unknown guide \"content\""),
      ("views: [{id: s, kind: scroll, contentOffset: [1]}]", "content offset"),
    ] {
      do {
        _ = try LayoutDocument.load("window: {size: [100, 100]}\n\(text)\n")
        Issue.record("no error for \(text)")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }
}
