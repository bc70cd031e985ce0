import Foundation
import LayoutDocument
import LayoutPreview
import LayoutRendering
import Truss

/// One laid-out configuration of a document, checked and drawn: what `render`, `check` and
/// `gallery` share.
struct DrawnLayout {
  /// The load options it was laid out with.
  var options: LoadOptions
  /// The document, laid out.
  var loaded: LoadedDocument
  /// Its problems.
  var check: DocumentCheck

  /// Lays `source` out with `options` (exits with status 2 on a loading error) and checks it
  /// (`redundant`: reporting implied constraints too, not only duplicates).
  init(_ source: DocumentSource, options: LoadOptions, redundant: Bool = false) {
    self.init(options: options, loaded: source.load(options), redundant: redundant)
  }

  /// Checks `loaded`, laid out with `options`.
  init(options: LoadOptions, loaded: LoadedDocument, redundant: Bool = false) {
    self.options = options
    self.loaded = loaded
    check = loaded.check(redundant: redundant)
  }

  /// `iPhone 15 Pro, portrait, 393 × 852`, with the split and direction when not the
  /// defaults (the renderer's caption).
  var caption: String { SVGRenderer.defaultCaption(for: loaded.window) }

  /// The views to mark: the ambiguous ones the check found (so per-view `ambiguity:`
  /// settings hold) and the misplaced ones with their design frames in window coordinates.
  var marks: RenderMarks { DocumentMarks(loaded: loaded, check: check).marks }

  /// The SVG of this layout with `renderer`'s settings and this layout's caption and marks.
  func svg(_ renderer: SVGRenderer) -> String {
    var renderer = renderer
    renderer.caption = caption
    return renderer.render(loaded.window, marks: marks)
  }

  /// The problems, one line each, for a panel (a conflict's constraints joined with `; `).
  var problemLines: [String] {
    check.problems.map { $0.description.replacingOccurrences(of: "\n  ", with: " ") }
  }

  /// Every device profile in both orientations, in catalog order: the device matrix.
  static func matrix(
    layoutDirection: UserInterfaceLayoutDirection,
    contentSizeCategory: ContentSizeCategory? = nil,
    orientations: [DeviceOrientation] = [.portrait, .landscape]
  ) -> [LoadOptions] {
    DeviceProfile.all.flatMap { device in
      orientations.map { orientation in
        LoadOptions(
          device: device, orientation: orientation, layoutDirection: layoutDirection,
          contentSizeCategory: contentSizeCategory)
      }
    }
  }
}

/// Progress lines on standard error for runs over many layouts.
struct Progress {
  /// The number of steps.
  var total: Int
  /// Whether to print at all.
  var enabled: Bool
  private var done = 0

  init(total: Int, enabled: Bool) {
    self.total = total
    self.enabled = enabled
  }

  /// Prints `[k/total] what`.
  mutating func step(_ what: String) {
    done += 1
    if enabled { InputFile.writeToStandardError("[\(done)/\(total)] \(what)\n") }
  }
}
