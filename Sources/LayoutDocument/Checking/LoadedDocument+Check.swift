import AutoLayout
import Foundation
import LayoutContainers

extension LoadedDocument {
  /// The document's problems, computed from the laid-out window (laid out again first if
  /// anything changed): unsatisfiable constraints in the order the engine met them,
  /// ambiguous views and guides in tree order (a guide after its owner; the window itself
  /// is not checked), misplaced views in tree order (on the design device only), then the
  /// other engine logs.
  public func check() -> DocumentCheck {
    window.layoutIfNeeded()
    // Conflicts inside a table's cells are reported per row by tableProblems(), for every
    // row and named after it; the table's own meetings with them (the rows it showed) would
    // say the same again without the row.
    let tableViews = tables.compactMap { views[$0.id] }
    let inCells = { (report: UnsatisfiableConstraintsReport) in
      !tableViews.isEmpty
        && report.conflicts.allSatisfy { constraint in
          let item = constraint.firstItem
          let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
          return tableViews.contains { table in view?.isDescendant(of: table) == true }
        }
    }
    var problems: [DocumentProblem] = diagnostics.reports.filter { !inCells($0) }.map { report in
      .unsatisfiable(
        conflict: report.conflicts.map(describe), broken: describe(report.broken))
    }
    problems += ambiguities()
    problems += misplacements()
    problems += tableProblems()
    problems += diagnostics.logs.map { .log($0) }
    return DocumentCheck(problems: problems)
  }

  /// How problems name `constraint`: by its document source, else as the engine prints it.
  func describe(_ constraint: LayoutConstraint) -> String {
    sources[ObjectIdentifier(constraint)]?.description ?? constraint.description
  }

  /// The ambiguous views and guides of the document, in tree order, honoring each view's
  /// `ambiguity:`.
  func ambiguities() -> [DocumentProblem] {
    var idOfView: [ObjectIdentifier: String] = [:]
    for id in order { if let view = views[id] { idOfView[ObjectIdentifier(view)] = id } }
    var idOfGuide: [ObjectIdentifier: String] = [:]
    for (id, guide) in guides { idOfGuide[ObjectIdentifier(guide)] = id }
    // One batched ambiguity query for the whole window, walked beside the views.
    let tree = window.autolayoutTraceTree()
    var problems: [DocumentProblem] = []
    func visit(_ view: View, _ node: LayoutTraceNode) {
      if let id = idOfView[ObjectIdentifier(view)] {
        let checking = ambiguity[id] ?? .always
        let variables = checking.reported(node.ambiguous.map(\.variable))
        if !variables.isEmpty { problems.append(.ambiguous(view: id, variables: variables)) }
      }
      let custom = view.layoutGuides.filter { idOfGuide[ObjectIdentifier($0)] != nil }
      for guide in custom {
        guard let id = idOfGuide[ObjectIdentifier(guide)],
          let entry = node.guides.first(where: { $0.name == guide.layoutName }),
          !entry.ambiguous.isEmpty
        else { continue }
        problems.append(.ambiguous(view: id, variables: entry.ambiguous.map(\.variable)))
      }
      if let problem = contentSizeAmbiguity(of: view, node, id: idOfView[ObjectIdentifier(view)]) {
        problems.append(problem)
      }
      for (subview, subnode) in zip(view.subviews, node.subviews) { visit(subview, subnode) }
    }
    visit(window, tree)
    return problems
  }

  /// A scroll view's content size left undetermined by its content's constraints, reported
  /// as its content guide's (`scroll.content (Height)`): Interface Builder's "Scrollable
  /// Content Size Ambiguity", which it reports for a scroll view whose content does not
  /// reach all four edges of the content area. The content itself may be placed exactly
  /// (pinned from the top), so the views alone would not show it. An empty scroll view has
  /// nothing to size (its content size is zero, as UIKit's is) and is not reported.
  private func contentSizeAmbiguity(
    of view: View, _ node: LayoutTraceNode, id: String?
  ) -> DocumentProblem? {
    guard let scroll = view as? ScrollView, !scroll.subviews.isEmpty, let id,
      (ambiguity[id] ?? .always) != .never,
      let entry = node.guides.first(where: { $0.name == scroll.contentLayoutGuide.layoutName })
    else { return nil }
    let sizes = entry.ambiguous.map(\.variable).filter { $0 == "Width" || $0 == "Height" }
    return sizes.isEmpty ? nil : .ambiguous(view: "\(id).content", variables: sizes)
  }

  /// The views laid out by constraints whose solved frame is more than half a pixel from
  /// their design frame, in tree order; none off the design device.
  func misplacements() -> [DocumentProblem] {
    guard isDesignDevice else { return [] }
    let tolerance = 0.5 / window.scale
    var problems: [DocumentProblem] = []
    for id in order {
      guard let view = views[id], let design = designFrames[id],
        !view.translatesAutoresizingMaskIntoConstraints
      else { continue }
      let solved = view.frame
      let differences = [
        solved.minX - design.minX, solved.minY - design.minY, solved.width - design.width,
        solved.height - design.height,
      ]
      if differences.contains(where: { abs($0) > tolerance }) {
        problems.append(.misplaced(view: id, design: design, solved: solved))
      }
    }
    return problems
  }
}
