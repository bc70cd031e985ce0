import AutoLayout
import Foundation
import LayoutDocument
import LayoutRendering

/// A layout document previewed: `truss preview screen.yaml`.
///
/// Each drawing reads the file as it is, loads it into the window the options describe (as
/// `truss render` does), checks it (the problems are `truss check`'s paragraphs, ambiguous and
/// misplaced views marked as `truss render` marks them) and draws it; what the window logged
/// comes along. A document that does not load is a ``PreviewFailure/Kind/load`` failure with
/// the line and column of the problem. Everything happens in this process: loading the
/// bundled examples takes milliseconds.
public struct DocumentPreviewSource: PreviewSource {
  /// The previewed document.
  public let file: URL

  /// A preview of the document at `file` (YAML or JSON).
  public init(file: URL) {
    self.file = file.standardizedFileURL
  }

  /// The document itself (documents include no other files).
  public func watchedFiles() async -> [String] { [file.path] }

  /// Loads, checks and draws the document with `options`.
  public func render(_ options: PreviewOptions) async -> Result<PreviewSnapshot, PreviewFailure> {
    snapshot(options)
  }

  /// The synchronous work of ``render(_:)``.
  func snapshot(_ options: PreviewOptions) -> Result<PreviewSnapshot, PreviewFailure> {
    let name = file.lastPathComponent
    if let problem = options.problem {
      return .failure(PreviewFailure(kind: .load, message: problem))
    }
    let text: String
    do {
      text = String(decoding: try FileContents.read(file.path), as: UTF8.self)
    } catch {
      return .failure(
        PreviewFailure(kind: .load, message: "cannot read \(file.path): \(error)", file: name))
    }
    var load = LoadOptions(
      device: options.profile, orientation: options.deviceOrientation,
      split: options.splitFraction,
      layoutDirection: options.rightToLeft ? .rightToLeft : .leftToRight,
      contentSizeCategory: options.category)
    do {
      var loaded = try LayoutDocument.load(text, file: name, options: load)
      // Another display scale is the same device with other pixels: loaded again on a copy
      // of its profile, once the device the document chose is known.
      if let scale = options.scale, var device = loaded.window.device,
        Double(device.scale) != scale
      {
        device.scale = CGFloat(scale)
        load.device = device
        load.orientation = loaded.window.interfaceOrientation
        loaded = try LayoutDocument.load(text, file: name, options: load)
      }
      return .success(Self.snapshot(of: loaded, exercising: options.exercise))
    } catch {
      return .failure(
        PreviewFailure(
          kind: .load, message: error.message, file: name, line: error.line,
          column: error.column))
    }
  }

  /// Checks `loaded`, exercises the ambiguity of the view named `exercise` if any, and draws
  /// it.
  static func snapshot(of loaded: LoadedDocument, exercising exercise: String?) -> PreviewSnapshot {
    let check = loaded.check()
    let marks = DocumentMarks(loaded: loaded, check: check).marks
    var notes: [String] = []
    if let exercise {
      if let view = view(named: exercise, in: loaded) {
        view.exerciseAmbiguityInLayout()
        notes.append("exercised the ambiguity of \(exercise): another layout its constraints allow")
      } else {
        notes.append("no view named '\(exercise)' to exercise")
      }
    }
    return PreviewSnapshot(
      window: loaded.window, marks: marks, problems: check.problems.map(check.paragraph(for:)),
      logs: loaded.logs + notes, output: nil)
  }

  /// The view the page names `name`: by its document id, else by its `layoutName`.
  static func view(named name: String, in loaded: LoadedDocument) -> View? {
    if let view = loaded.views[name] { return view }
    func find(_ view: View) -> View? {
      if view.layoutName == name { return view }
      for subview in view.subviews {
        if let found = find(subview) { return found }
      }
      return nil
    }
    return find(loaded.window)
  }
}
