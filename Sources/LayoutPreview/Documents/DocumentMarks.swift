import AutoLayout
import Foundation
import LayoutDocument
import LayoutRendering

/// The views a checked document's drawing marks, as `truss render` marks them: the ambiguous
/// views the check found (so that per-view `ambiguity:` settings hold) and the misplaced
/// views with their design frames in window coordinates. `truss render`, `truss gallery` and
/// the preview share it.
public struct DocumentMarks {
  /// The document, laid out.
  public var loaded: LoadedDocument
  /// Its check.
  public var check: DocumentCheck

  /// The marks of `loaded`, checked as `check`.
  public init(loaded: LoadedDocument, check: DocumentCheck) {
    self.loaded = loaded
    self.check = check
  }

  /// The marks for the renderer.
  public var marks: RenderMarks {
    var ambiguous: Set<String> = []
    var misplaced: [String: CGRect] = [:]
    for problem in check.problems {
      switch problem {
      case .ambiguous(let view, _):
        ambiguous.insert(view)
      case .misplaced(let view, let design, _):
        guard let superview = loaded.views[view]?.superview else { continue }
        let origin = designOrigin(of: superview)
        misplaced[view] = design.offsetBy(dx: origin.x, dy: origin.y)
      case .unsatisfiable, .redundant, .log:
        continue
      }
    }
    return RenderMarks(ambiguous: ambiguous, misplaced: misplaced)
  }

  /// Where `view`'s bounds origin is in window coordinates as designed: each view on the way
  /// up at its design frame when it has one (as Interface Builder's canvas draws it), else at
  /// its frame.
  func designOrigin(of view: View) -> CGPoint {
    var point = CGPoint(x: -view.bounds.minX, y: -view.bounds.minY)
    var current = view
    while let superview = current.superview {
      let frame = current.identifier.flatMap { loaded.designFrames[$0] } ?? current.frame
      point.x += frame.minX - superview.bounds.minX
      point.y += frame.minY - superview.bounds.minY
      current = superview
    }
    return point
  }
}
