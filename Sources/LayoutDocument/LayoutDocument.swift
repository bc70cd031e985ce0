import AutoLayout
import Foundation
import VisualFormat
import Yams

/// Layout documents: a screen described in YAML (or JSON), loaded into a laid-out window.
///
/// ```yaml
/// device: iPhone 15 Pro
/// views:
///   - id: title
///     kind: label
///     text: Hello
/// constraints:
///   - title.leading == root.leadingMargin + 8 @750
///   - "V:|-[title]"
/// ```
public enum LayoutDocument {
  /// The view kinds a document may use.
  static let kinds = ["view", "label", "image", "button"]
  /// The keys of the document's top-level mapping.
  static let topKeys = ["device", "orientation", "window", "views", "constraints", "metrics"]
  /// The keys of a view.
  static let viewKeys = [
    "id", "kind", "text", "font", "parent", "frame", "image", "numberOfLines", "margins",
  ]

  /// Loads `text` and lays it out.
  ///
  /// - Parameters:
  ///   - text: the document, YAML or JSON.
  ///   - file: the file name to put in error messages.
  ///   - device: a device to use instead of the document's `device` or `window`.
  ///   - orientation: an orientation to use instead of the document's.
  /// - Throws: ``DocumentError`` with the line and column of the first problem.
  public static func load(
    _ text: String, file: String? = nil, device: DeviceProfile? = nil,
    orientation: DeviceOrientation? = nil
  ) throws(DocumentError) -> LoadedDocument {
    let reader = NodeReader(file: file)
    let root = try compose(text, file: file)
    var loader = Loader(reader: reader)
    return try loader.load(root, device: device, orientation: orientation)
  }

  /// The document's root node, or a `DocumentError` for a YAML syntax error.
  static func compose(_ text: String, file: String?) throws(DocumentError) -> Node {
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw documentError(error, file: file)
    } catch {
      throw DocumentError(line: 1, column: 1, message: "\(error)", file: file)
    }
    guard let node else {
      throw DocumentError(
        line: 1, column: 1, message: "expected a document (a mapping with views and constraints)",
        file: file)
    }
    return node
  }

  /// A Yams error as a `DocumentError`.
  static func documentError(_ error: YamlError, file: String?) -> DocumentError {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let about = context.map { " \($0.text)" } ?? ""
      return DocumentError(
        line: mark.line, column: mark.column, message: "YAML syntax: \(problem)\(about)",
        file: file)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return DocumentError(
        line: context.mark.line, column: context.mark.column,
        message: "duplicate key \(duplicates.joined(separator: ", "))", file: file)
    case .reader(let problem, _, _, _):
      return DocumentError(line: 1, column: 1, message: "unreadable text: \(problem)", file: file)
    default:
      return DocumentError(line: 1, column: 1, message: "\(error)", file: file)
    }
  }
}
