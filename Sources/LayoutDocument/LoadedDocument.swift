import AutoLayout
import Foundation

/// A document loaded and laid out: its window, its views by id, and their order.
public struct LoadedDocument {
  /// The window the document describes, laid out.
  public let window: Window
  /// The document's views by id (the window is `root`).
  public let views: [String: View]
  /// The document's view ids in tree order (depth first, siblings in document order).
  public let order: [String]
  /// The document's constraints, active, in document order.
  public let constraints: [LayoutConstraint]

  /// One line per view in tree order, `id  x y w h` (frames in the superview's coordinates,
  /// at most three decimals), ids padded to one column.
  public func framesTable() -> String {
    let width = order.map(\.count).max() ?? 0
    var result = ""
    for id in order {
      guard let view = views[id] else { continue }
      let frame = view.frame
      let numbers = [frame.minX, frame.minY, frame.width, frame.height]
        .map { NumberText.format($0) }.joined(separator: " ")
      let padding = String(repeating: " ", count: width - id.count)
      result += "\(id)\(padding)  \(numbers)\n"
    }
    return result
  }
}
