import AutoLayout
import Foundation
import LayoutContainers

extension LoadedDocument {
  /// Every row of every table, fitted as the table fits it and laid out at that height, one
  /// at a time outside the table (the table itself realises only the rows on screen): a row
  /// whose content collapses to no height (its bottom not pinned), whose constraints
  /// conflict, or whose views are ambiguous is reported, named `table[row].view`.
  func tableProblems() -> [DocumentProblem] {
    var problems: [DocumentProblem] = []
    for table in tables {
      guard let tableView = views[table.id] as? TableView, tableView.window != nil else {
        continue
      }
      for row in table.rows.indices {
        problems += check(row: row, of: table, in: tableView)
      }
    }
    return problems
  }

  /// The problems of one row, fitted and laid out in a window of the table's width with the
  /// document window's traits.
  private func check(
    row: Int, of table: DocumentTable, in tableView: TableView
  )
    -> [DocumentProblem]
  {
    let name = "\(table.id)[\(row)]"
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let scratch = Window(
      size: CGSize(width: tableView.bounds.width, height: max(1, tableView.bounds.height)),
      scale: window.scale)
    scratch.setLayoutDirection(window.effectiveUserInterfaceLayoutDirection)
    scratch.setPreferredContentSizeCategory(window.traitCollection.preferredContentSizeCategory)
    let diagnostics = LoadDiagnostics()
    diagnostics.install(on: scratch)
    let placed = tableView.placeDetached(cell, in: scratch) {
      table.fill(cell.contentView, key: ObjectIdentifier(cell), row: row, in: tableView)
    }
    var problems: [DocumentProblem] = []
    // The table logs UIKit's warning for a collapsed row once; here every such row is named.
    if placed.collapsed {
      problems.append(.ambiguous(view: "\(name).content", variables: ["Height"]))
    }
    scratch.layoutIfNeeded()
    // The engine may meet the same conflict again as the cell settles (a broken constraint
    // is tried again when the cell's geometry moves): each is reported once.
    var seen: Set<String> = []
    let reports = diagnostics.reports.filter { report in
      seen.insert("\(report.broken) \(report.conflicts.map(\.description).sorted())").inserted
    }
    problems += reports.map { report in
      .unsatisfiable(
        conflict: report.conflicts.map { "\(name): \($0)" }, broken: "\(name): \(report.broken)")
    }
    problems += diagnostics.logs.map { .log("\(name): \($0)") }
    problems += ambiguities(in: cell.contentView, tree: scratch.autolayoutTraceTree(), of: cell)
      .map { .ambiguous(view: "\(name).\($0.view)", variables: $0.variables) }
    return problems
  }

  /// The ambiguous views under `content` with identifiers, in tree order.
  private func ambiguities(
    in content: View, tree: LayoutTraceNode, of cell: TableViewCell
  ) -> [(view: String, variables: [String])] {
    // The trace's node for the content view: window → cell → content view.
    guard let cellIndex = cell.superview?.subviews.firstIndex(where: { $0 === cell }),
      tree.subviews.indices.contains(cellIndex),
      let contentIndex = cell.subviews.firstIndex(where: { $0 === content }),
      tree.subviews[cellIndex].subviews.indices.contains(contentIndex)
    else { return [] }
    var found: [(view: String, variables: [String])] = []
    func visit(_ view: View, _ node: LayoutTraceNode) {
      if view !== content, let id = view.identifier, !node.ambiguous.isEmpty {
        found.append((id, node.ambiguous.map(\.variable)))
      }
      for (subview, subnode) in zip(view.subviews, node.subviews) { visit(subview, subnode) }
    }
    visit(content, tree.subviews[cellIndex].subviews[contentIndex])
    return found
  }
}
