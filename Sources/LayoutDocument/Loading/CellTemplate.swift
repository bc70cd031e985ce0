import AutoLayout
import Foundation
import Yams

/// A table's cell template: views and constraints laid out in each cell's content view (named
/// `content` in the template, as the window is `root` in a document), with `{field}`
/// placeholders in its strings filled from one row of data.
///
/// ```yaml
/// cell:
///   views:
///     - {id: name, kind: label, text: "{name}"}
///     - {id: message, kind: label, text: "{message}", numberOfLines: 0}
///   constraints:
///     - "H:|-[name]-|"
///     - "V:|-[name]-4-[message]-|"
///     - message.leading == name.leading
///     - message.trailing == name.trailing
/// rows:
///   - {name: Ada, message: Notes on the analytical engine}
/// ```
struct CellTemplate {
  /// The keys of a template.
  static let keys = ["views", "constraints", "metrics"]

  /// The template's node (its marks point into the document).
  let node: Node
  /// The placeholders the template's strings use, in order of first use.
  let fields: [String]
  /// The fields used anywhere but in a `text` or an image `name`, whose values can make a
  /// row fail to load (a number, a color, a constraint); rows that agree on them load alike.
  let riskyFields: [String]

  /// The template `node`, checked for its keys; its placeholders collected.
  init(_ node: Node, reader: NodeReader) throws(DocumentError) {
    let pairs = try reader.mapping(node, "a cell template", known: CellTemplate.keys)
    guard pairs.contains(where: { $0.key == "views" }) else {
      throw reader.error(node, "expected the cell's views (views: [...])")
    }
    self.node = node
    var fields: [String] = []
    var risky: [String] = []
    CellTemplate.collect(node, into: &fields, risky: &risky, key: nil)
    self.fields = fields
    riskyFields = risky
  }

  /// The rows that stand for all of `rows` when checking that each loads: the first of each
  /// set of rows with the same values of the ``riskyFields`` (the others fill only texts and
  /// image names differently, which cannot fail).
  func representatives(of rows: [[String: String]]) -> [Int] {
    var seen: Set<[String]> = []
    return rows.indices.filter { index in
      seen.insert(riskyFields.map { rows[index][$0] ?? "" }).inserted
    }
  }

  /// The rows of data `node` lists, each checked against the template's placeholders: every
  /// placeholder filled, no field the template does not use.
  func rows(_ node: Node, reader: NodeReader) throws(DocumentError) -> [[String: String]] {
    var rows: [[String: String]] = []
    let expected =
      fields.isEmpty
      ? "none (the template has no placeholders)"
      : fields.joined(
        separator: ", ")
    for element in try reader.sequence(node, "the rows (a list of {field: value} mappings)") {
      let number = rows.count
      var row: [String: String] = [:]
      if element.scalar?.string == "{}" || element.mapping?.isEmpty == true {
        // An empty row fills nothing.
      } else {
        guard let mapping = element.mapping else {
          throw reader.error(element, "expected row \(number) as a mapping of fields to values")
        }
        for (keyNode, value) in mapping {
          let key = try reader.string(keyNode, "a field name")
          guard fields.contains(key) else {
            throw reader.error(
              keyNode, "unknown field \"\(key)\" in row \(number); the cell uses \(expected)")
          }
          row[key] = try reader.string(value, "the value of field \"\(key)\"")
        }
      }
      if let missing = fields.first(where: { row[$0] == nil }) {
        throw reader.error(
          element, "row \(number) has no field \"\(missing)\"; expected \(expected)")
      }
      rows.append(row)
    }
    return rows
  }

  /// The template with `row`'s values in place of its placeholders.
  func filled(with row: [String: String]) -> Node {
    CellTemplate.substitute(node, row)
  }

  /// The names of the `{field}` placeholders in `text`: a `{`, letters, digits or `_`
  /// (starting with a letter or `_`), and a `}`.
  static func placeholders(in text: String) -> [(name: String, range: Range<String.Index>)] {
    var result: [(name: String, range: Range<String.Index>)] = []
    var index = text.startIndex
    while let open = text[index...].firstIndex(of: "{") {
      let nameStart = text.index(after: open)
      var end = nameStart
      while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
        end = text.index(after: end)
      }
      if end < text.endIndex, text[end] == "}", end > nameStart,
        text[nameStart].isLetter || text[nameStart] == "_"
      {
        result.append((String(text[nameStart..<end]), open..<text.index(after: end)))
        index = text.index(after: end)
      } else {
        index = nameStart
      }
    }
    return result
  }

  /// Collects the placeholders under `node` (the value of `key`, if in a mapping) into
  /// `fields`, and those outside texts and image names into `risky` too.
  private static func collect(
    _ node: Node, into fields: inout [String], risky: inout [String], key: String?
  ) {
    switch node {
    case .scalar(let scalar):
      let safe = key == "text" || key == "name"
      for placeholder in placeholders(in: scalar.string) {
        if !fields.contains(placeholder.name) { fields.append(placeholder.name) }
        if !safe, !risky.contains(placeholder.name) { risky.append(placeholder.name) }
      }
    case .mapping(let mapping):
      for (keyNode, value) in mapping {
        collect(keyNode, into: &fields, risky: &risky, key: nil)
        collect(value, into: &fields, risky: &risky, key: keyNode.scalar?.string)
      }
    case .sequence(let sequence):
      for element in sequence { collect(element, into: &fields, risky: &risky, key: nil) }
    case .alias: break
    }
  }

  private static func substitute(_ node: Node, _ row: [String: String]) -> Node {
    switch node {
    case .scalar(var scalar):
      let found = placeholders(in: scalar.string)
      guard !found.isEmpty else { return node }
      var text = scalar.string
      for placeholder in found.reversed() {
        text.replaceSubrange(placeholder.range, with: row[placeholder.name] ?? "")
      }
      scalar.string = text
      return .scalar(scalar)
    case .mapping(let mapping):
      return .mapping(
        Node.Mapping(
          mapping.map { (substitute($0.key, row), substitute($0.value, row)) }, mapping.tag,
          mapping.style, mapping.mark))
    case .sequence(let sequence):
      return .sequence(
        Node.Sequence(
          sequence.map { substitute($0, row) }, sequence.tag, sequence.style, sequence.mark))
    case .alias: return node
    }
  }
}

extension Loader {
  /// Lays the template, filled with `row`, out in `content` (a cell's content view): its
  /// views, then its constraints, activated. Errors name the row.
  static func loadCell(
    _ template: CellTemplate, row: [String: String], number: Int, into content: View,
    reader: NodeReader, options: LoadOptions, traits: TraitCollection,
    orientation: DeviceOrientation, equations: EquationCache? = nil
  ) throws(DocumentError) -> [LayoutConstraint] {
    var loader = Loader(reader: reader, options: options)
    loader.equations = equations
    loader.rootID = "content"
    loader.views["content"] = content
    loader.traits = traits
    loader.orientation = orientation
    do {
      let node = template.filled(with: row)
      let pairs = try reader.mapping(node, "a cell template", known: CellTemplate.keys)
      var values: [String: Node] = [:]
      for pair in pairs { values[pair.key] = pair.value }
      if let views = values["views"] {
        for element in try reader.sequence(views, "the cell's views") {
          try loader.addView(element)
        }
      }
      try loader.buildGrids()
      let metrics = try loader.metrics(values["metrics"])
      if let constraints = values["constraints"] {
        for element in try reader.sequence(constraints, "the cell's constraints") {
          try loader.addConstraints(element, metrics: metrics, matches: true)
        }
      }
    } catch {
      var error = error
      error.message = "in row \(number) of the table: " + error.message
      throw error
    }
    loader.applyFrames()
    for id in loader.ids where loader.uninstalled.contains(id) {
      loader.views[id]?.removeFromSuperview()
    }
    let active = loader.constraints.filter {
      $0.installed && !(options.runtime && $0.isPlaceholder)
    }
    .map(\.constraint)
    LayoutConstraint.activate(active)
    return active
  }
}

/// Equations parsed once by text, for the loaders that fill the rows of one table.
final class EquationCache {
  var parsed: [String: DocumentEquation] = [:]
}
