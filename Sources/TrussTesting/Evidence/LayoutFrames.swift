import Foundation
import Truss

/// `view`'s frames as stable text, one line per view in tree order (the view first): its
/// layout name (the identifier, or its type and place in the tree: `Label[0.1]`) indented two
/// spaces per level, then `x y width height` in its superview's coordinates with at most three
/// decimals, as `truss frames` prints a document's. The window is laid out first. Made for
/// text snapshots and for diffs that a reviewer reads.
public func layoutFrames(of view: View) -> String {
  (view.window ?? view).layoutIfNeeded()
  var rows: [(name: String, frame: CGRect)] = []
  func visit(_ v: View, depth: Int) {
    rows.append((String(repeating: "  ", count: depth) + v.layoutName, v.frame))
    for subview in v.subviews { visit(subview, depth: depth + 1) }
  }
  visit(view, depth: 0)
  let width = rows.map(\.name.count).max() ?? 0
  return rows.map { row in
    let numbers = [row.frame.minX, row.frame.minY, row.frame.width, row.frame.height]
      .map { LengthText.format($0) }.joined(separator: " ")
    return row.name + String(repeating: " ", count: width - row.name.count) + "  " + numbers
  }.joined(separator: "\n") + "\n"
}
