import AutoLayout
import Foundation
import LayoutDocument
import LayoutRendering

/// A layout document previewed: read from its file on every render, loaded with the page's
/// options, checked, and drawn with every overlay.
///
/// A document that does not load gives a ``PreviewFailure`` of kind `load` with the line and
/// column of the fault; options naming an unknown device, orientation, split or text size
/// give one without a place.
public struct DocumentPreviewSource: PreviewSource {
  /// The document's path, as given.
  public let path: String

  /// The preview of the document at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The document's file: documents include no other files.
  public func watchedFiles() async -> [String] { [path] }

  /// The document laid out with `options`, checked and drawn.
  public func render(_ options: PreviewOptions) async -> Result<PreviewSnapshot, PreviewFailure> {
    snapshot(options, exercising: nil)
  }

  /// The document laid out with `options`, then the ambiguity of the view `view` exercised
  /// (`exerciseAmbiguityInLayout()`), and drawn: another layout its constraints allow. The
  /// findings are the check's of the layout as solved.
  public func render(
    _ options: PreviewOptions, exercising view: String
  ) async
    -> Result<PreviewSnapshot, PreviewFailure>
  {
    snapshot(options, exercising: view)
  }

  /// The snapshot, made synchronously (loading a document does not wait for anything).
  func snapshot(
    _ options: PreviewOptions, exercising view: String?
  ) -> Result<PreviewSnapshot, PreviewFailure> {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      return .failure(
        PreviewFailure(
          kind: .load, message: "cannot read \(path): the file is missing or not UTF-8"))
    }
    let loadOptions: LoadOptions
    switch DocumentPreviewSource.loadOptions(options) {
    case .success(let value): loadOptions = value
    case .failure(let failure): return .failure(failure)
    }
    let logs = LogCollector()
    var loaded: LoadedDocument
    do {
      loaded = try load(text, file: name, options: loadOptions, logs: logs)
      if let scale = options.scale, let device = loaded.window.device, device.scale != scale {
        // The scale is the device's: load again on a copy of the device at that scale.
        var scaled = loadOptions
        var profile = device
        profile.scale = CGFloat(scale)
        scaled.device = profile
        logs.removeAll()
        loaded = try load(text, file: name, options: scaled, logs: logs)
      }
    } catch {
      return .failure(
        PreviewFailure(
          kind: .load, message: error.message, file: error.file ?? name, line: error.line,
          column: error.column))
    }
    let check = loaded.check()
    var marks = DocumentPreviewSource.marks(of: loaded, check: check)
    if let view {
      guard let target = loaded.views[view] else {
        return .failure(
          PreviewFailure(kind: .load, message: "the document has no view named '\(view)'"))
      }
      target.exerciseAmbiguityInLayout()
      // The design frames of misplaced views no longer say anything about this layout.
      marks.misplaced = [:]
    }
    return .success(
      PreviewSnapshot(
        window: loaded.window, marks: marks,
        problems: check.problems.map { check.paragraph(for: $0) }, logs: logs.messages))
  }

  /// Loads `text`, collecting what its window logs into `logs`.
  private func load(
    _ text: String, file: String, options: LoadOptions, logs: LogCollector
  ) throws(DocumentError) -> LoadedDocument {
    var options = options
    options.prepareWindow = { window in
      // The loader's own handler keeps the logs for the check; the preview sees them too.
      let handler = window.logHandler
      window.logHandler = { message in
        logs.append(message)
        handler(message)
      }
    }
    return try LayoutDocument.load(text, file: file, options: options)
  }

  /// The load options `options` ask for, or a failure naming the value that is not known.
  static func loadOptions(_ options: PreviewOptions) -> Result<LoadOptions, PreviewFailure> {
    var result = LoadOptions(layoutDirection: options.rightToLeft ? .rightToLeft : .leftToRight)
    if let name = options.device {
      guard let device = DeviceProfile.named(name) else {
        return .failure(PreviewFailure(kind: .load, message: "unknown device '\(name)'"))
      }
      result.device = device
    }
    if let name = options.orientation {
      guard let orientation = DeviceOrientation(rawValue: name) else {
        return .failure(
          PreviewFailure(
            kind: .load, message: "unknown orientation '\(name)'; expected portrait or landscape"))
      }
      result.orientation = orientation
    }
    if let name = options.split {
      guard let split = SplitFraction(rawValue: name) else {
        return .failure(
          PreviewFailure(
            kind: .load,
            message: "unknown split '\(name)'; expected full, oneThird, half or twoThirds"))
      }
      result.split = split
    }
    if let name = options.contentSizeCategory {
      guard
        let found = LoadOptions.contentSizeCategoryNames.first(where: { $0.name == name })
      else {
        return .failure(
          PreviewFailure(kind: .load, message: "unknown content size category '\(name)'"))
      }
      result.contentSizeCategory = found.category
    }
    if let scale = options.scale, !(scale >= 1 && scale <= 4) {
      return .failure(
        PreviewFailure(kind: .load, message: "scale \(scale) is out of range; expected 1 to 4"))
    }
    return .success(result)
  }

  /// The views the overlays mark, by the document's rules: the ambiguous views the check
  /// found (so per-view `ambiguity:` settings hold) and the misplaced ones at their design
  /// frames in window coordinates.
  static func marks(of loaded: LoadedDocument, check: DocumentCheck) -> RenderMarks {
    var ambiguous: Set<String> = []
    var misplaced: [String: CGRect] = [:]
    for problem in check.problems {
      switch problem {
      case .ambiguous(let view, _):
        ambiguous.insert(view)
      case .misplaced(let view, let design, _):
        guard let superview = loaded.views[view]?.superview else { continue }
        let origin = designOrigin(of: superview, in: loaded)
        misplaced[view] = design.offsetBy(dx: origin.x, dy: origin.y)
      case .unsatisfiable, .redundant, .log:
        continue
      }
    }
    return RenderMarks(ambiguous: ambiguous, misplaced: misplaced)
  }

  /// Where `view`'s bounds origin is in window coordinates as designed: each view on the way
  /// up at its design frame when it has one (as Interface Builder's canvas draws it).
  static func designOrigin(of view: View, in loaded: LoadedDocument) -> CGPoint {
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
