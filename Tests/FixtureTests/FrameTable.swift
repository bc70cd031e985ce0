import Foundation

/// The side-by-side view of a failing phase: one line per view and guide in tree order,
/// indented by depth, with the expected and the actual frame, mismatches marked `✗`.
///
/// ```
///   item           expected             actual
///   window         -                    [0, 0, 375, 812]
/// ✗   card         [16, 64, 343, 100]   [16, 60, 343, 100]
/// ```
struct FrameTable {
  /// The table's lines: the item, its depth in the tree, and the two frames (`nil` = none).
  var lines: [(key: String, depth: Int, expected: CGRect?, actual: CGRect?)]

  /// The items of a fixture in tree order with their depths: the window, then each view
  /// followed by its subtree; guides (and any standard guide named in `extraKeys`, such as
  /// `card.margins`) come right after their owning view, one level deeper.
  static func treeOrder(of fixture: Fixture, extraKeys: [String]) -> [(key: String, depth: Int)] {
    var order: [(key: String, depth: Int)] = []
    func visit(_ id: String, depth: Int) {
      order.append((id, depth))
      for key in extraKeys.sorted() where fixture.parent(of: key) == id && key.contains(".") {
        order.append((key, depth + 1))
      }
      for guide in fixture.guides where guide.owner == id {
        order.append((guide.id, depth + 1))
      }
      for view in fixture.views where view.parent == id {
        visit(view.id, depth: depth + 1)
      }
    }
    visit(Fixture.windowID, depth: 0)
    return order
  }

  /// The table as text, one line per item.
  func render() -> String {
    let names = lines.map { String(repeating: "  ", count: $0.depth) + $0.key }
    let expected = lines.map { $0.expected.map(NumberText.format) ?? "-" }
    let nameWidth = max(4, names.map(\.count).max() ?? 0)
    let expectedWidth = max(8, expected.map(\.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var text = "  " + pad("item", nameWidth) + "  " + pad("expected", expectedWidth) + "  actual\n"
    for (index, line) in lines.enumerated() {
      let actual = line.actual.map(NumberText.format) ?? "-"
      let mismatch = line.expected.map { expected in
        line.actual.map { !$0.isClose(to: expected) } ?? true
      }
      text += (mismatch == true ? "✗ " : "  ") + pad(names[index], nameWidth) + "  "
      text += pad(expected[index], expectedWidth) + "  " + actual + "\n"
    }
    return text
  }
}
