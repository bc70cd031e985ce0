import AutoLayout
import Foundation

/// A document loaded and laid out: its window, its views and guides by id, their order, and
/// what is needed to check it.
///
/// Views and guides a `when` leaves out are not part of it (nor of the window).
public struct LoadedDocument {
  /// The window the document describes, laid out.
  public let window: Window
  /// The document's views by id (the window is `root`).
  public let views: [String: View]
  /// The document's view ids in tree order (depth first, siblings in document order).
  public let order: [String]
  /// The document's constraints, active, in document order (placeholders included at
  /// design time, left out at run time).
  public let constraints: [LayoutConstraint]
  /// Each view's `frame:` as the document writes it (superview coordinates), by id.
  public let designFrames: [String: CGRect]
  /// Whether the window is the one the document was designed in: its own device (or
  /// window) and orientation, full screen, left to right. Only there can a solved frame be
  /// compared with a design frame, so only there does ``check()`` report misplaced views.
  public let isDesignDevice: Bool
  /// The document's layout guides by id.
  public let guides: [String: LayoutGuide]
  /// Guide ids in document order.
  let guideOrder: [String]
  /// Each view's ambiguity checking, when not `always`.
  let ambiguity: [String: AmbiguityChecking]
  /// Where each constraint of the document came from.
  let sources: [ObjectIdentifier: ConstraintSource]
  /// What the window reported.
  let diagnostics: LoadDiagnostics
  /// The document's tables (installed ones), which are their table views' data sources (a
  /// table holds its data source weakly, as UIKit's does: the document keeps them).
  let tables: [DocumentTable]

  /// One line per view in tree order, then one per layout guide in document order:
  /// `id  x y w h` (a view's frame in its superview's coordinates, a guide's layout frame in
  /// its owner's), at most three decimals, ids padded to one column.
  public func framesTable() -> String {
    var rows: [(String, CGRect)] = []
    for id in order {
      if let view = views[id] { rows.append((id, view.frame)) }
    }
    for id in guideOrder {
      if let guide = guides[id] { rows.append((id, guide.layoutFrame)) }
    }
    let width = rows.map(\.0.count).max() ?? 0
    var result = ""
    for (id, frame) in rows {
      let numbers = [frame.minX, frame.minY, frame.width, frame.height]
        .map { LengthText.format($0) }.joined(separator: " ")
      let padding = String(repeating: " ", count: width - id.count)
      result += "\(id)\(padding)  \(numbers)\n"
    }
    return result
  }
}

extension LoadedDocument {
  /// What the window logged while the document was loaded and laid out (and checked, if
  /// ``check()`` ran), in order: the unsatisfiable-constraints logs, invalid constraints,
  /// layout loops — the console a UIKit developer reads. Nothing of it reached standard error.
  public var logs: [String] { diagnostics.messages }

  /// Whether any label (or button title) of the document follows the text size: a font given
  /// as a text style (Dynamic Type).
  public var usesDynamicType: Bool {
    views.values.contains { view in
      if let label = view as? Label { return label.adjustsFontForContentSizeCategory }
      if let button = view as? Button {
        return button.titleLabel?.adjustsFontForContentSizeCategory == true
      }
      return false
    }
  }
}
