import AutoLayout
import Foundation
import LayoutContainers
import Yams

// Tables in documents: a table's rows come from a cell template filled with rows of data (see
// CellTemplate); the table asks for them as UIKit's would, through a data source.

extension LayoutDocument {
  /// The keys of a table view that describe its rows (not properties: they do not vary by
  /// traits). `rows` is shared with grids, where it lists content views.
  static let tableKeys = ["template", "rows"]
}

/// A table of a document: its template, its rows, and the cells it has filled. The table's
/// data source.
final class DocumentTable: TableViewDataSource {
  /// The reuse identifier of the table's cells.
  static let reuseIdentifier = "row"

  /// The table's id in the document.
  let id: String
  let template: CellTemplate
  /// The rows' data.
  let rows: [[String: String]]
  let reader: NodeReader
  let options: LoadOptions
  /// The template's equations, parsed once for every row.
  let equations = EquationCache()
  /// The constraints each cell's content was laid out with, by cell, so a reused cell is
  /// emptied before it is filled again.
  private var filled: [ObjectIdentifier: [LayoutConstraint]] = [:]

  init(
    id: String, template: CellTemplate, rows: [[String: String]], reader: NodeReader,
    options: LoadOptions
  ) {
    self.id = id
    self.template = template
    self.rows = rows
    self.reader = reader
    self.options = options
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: DocumentTable.reuseIdentifier, for: indexPath)
    fill(cell.contentView, key: ObjectIdentifier(cell), row: indexPath.row, in: tableView)
    return cell
  }

  /// Lays row `row` out in `content`, emptying it first. Every row was filled once when the
  /// document loaded, so this cannot fail; a failure leaves the content empty.
  func fill(_ content: View, key: ObjectIdentifier, row: Int, in tableView: TableView) {
    LayoutConstraint.deactivate(filled[key] ?? [])
    for subview in content.subviews { subview.removeFromSuperview() }
    guard rows.indices.contains(row) else { return }
    let window = tableView.window
    filled[key] =
      (try? Loader.loadCell(
        template, row: rows[row], number: row, into: content, reader: reader, options: options,
        traits: tableView.traitCollection,
        orientation: window?.interfaceOrientation ?? .portrait, equations: equations)) ?? []
  }
}

extension Loader {
  /// Reads a table's `template` and `rows`, fills every row once (so a bad row is an error of
  /// the document, whatever the device), and makes the table's data source; checks that
  /// only tables have a template.
  mutating func noteTable(
    _ id: String, _ view: View, kind: String, idNode: Node,
    values: [String: (key: Node, value: Node)]
  ) throws(DocumentError) {
    guard let table = view as? TableView else {
      if let entry = values["template"] {
        throw reader.error(entry.key, "a \(kind) has no template; expected a table")
      }
      return
    }
    guard let templateNode = values["template"]?.value else {
      throw reader.error(
        idNode, "expected the cell template of table \"\(id)\" (template: {views: [...]})")
    }
    let template = try CellTemplate(templateNode, reader: reader)
    var rows: [[String: String]] = []
    if let rowsNode = values["rows"]?.value {
      rows = try template.rows(rowsNode, reader: reader)
    }
    let source = DocumentTable(
      id: id, template: template, rows: rows, reader: reader, options: options)
    for number in template.representatives(of: rows) {
      _ = try Loader.loadCell(
        template, row: rows[number], number: number, into: View(), reader: reader,
        options: options, traits: traits, orientation: orientation, equations: source.equations)
    }
    table.register(TableViewCell.self, forCellReuseIdentifier: DocumentTable.reuseIdentifier)
    table.dataSource = source
    tables.append(source)
  }
}
