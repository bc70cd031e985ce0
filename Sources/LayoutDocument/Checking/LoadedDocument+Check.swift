import AutoLayout
import Foundation
import LayoutContainers

extension LoadedDocument {
  /// The document's problems, computed from the laid-out window (laid out again first if
  /// anything changed): unsatisfiable constraints in the order the engine met them,
  /// ambiguous views and guides in tree order (a guide after its owner; the window itself
  /// is not checked), misplaced views in tree order (on the design device only), redundant
  /// constraints in the order they were added, then the other engine logs; with a fix
  /// suggested for each problem whose cause is recognisable (SPEC §9.9).
  ///
  /// Exact duplicates (a constraint line written twice, say) are always reported; with
  /// `redundant`, so are required equalities that the others already imply (SPEC §9.4),
  /// which are harmless but cost solve time.
  public func check(redundant: Bool = false) -> DocumentCheck {
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
    var problems: [DocumentProblem] = []
    var suggestions: [DocumentProblem: String] = [:]
    for report in diagnostics.reports where !inCells(report) {
      let problem = DocumentProblem.unsatisfiable(
        conflict: report.conflicts.map(describe), broken: describe(report.broken))
      problems.append(problem)
      if let suggestion = report.suggestion { suggestions[problem] = phrase(suggestion) }
    }
    let (ambiguous, ambiguitySuggestions) = ambiguitiesWithSuggestions()
    problems += ambiguous
    suggestions.merge(ambiguitySuggestions) { first, _ in first }
    problems += misplacements()
    problems += tableProblems()
    for report in window.redundantConstraints() where redundant || report.isDuplicate {
      let problem = DocumentProblem.redundant(
        constraint: describe(report.constraint), impliedBy: report.impliedBy.map(describe),
        duplicate: report.isDuplicate)
      problems.append(problem)
      if let suggestion = report.suggestion { suggestions[problem] = phrase(suggestion) }
    }
    problems += diagnostics.logs.map { .log($0) }
    return DocumentCheck(problems: problems, suggestions: suggestions)
  }

  /// A suggestion in the document's names: constraints by their lines, views and guides by
  /// their ids (a scroll view's content guide as `scroll.content`).
  func phrase(_ suggestion: LayoutSuggestion) -> String {
    suggestion.text(constraint: describe, item: name)
  }

  /// How problems name a view or guide: its document id, `ID.content` for a scroll view's
  /// content guide, else its layout name.
  func name(_ item: AnyObject) -> String {
    if let view = item as? View, let id = view.identifier, views[id] === view { return id }
    if let guide = item as? LayoutGuide {
      if let id = guides.first(where: { $0.value === guide })?.key { return id }
      if let scroll = guide.owningView as? ScrollView, scroll.contentLayoutGuide === guide,
        let id = scroll.identifier, views[id] === scroll
      {
        return "\(id).content"
      }
    }
    if let view = item as? View { return view.layoutName }
    return (item as? LayoutGuide)?.layoutName ?? "nil"
  }

  /// How problems name `constraint`: by its document source, else as the engine prints it.
  func describe(_ constraint: LayoutConstraint) -> String {
    sources[ObjectIdentifier(constraint)]?.description ?? constraint.description
  }

  /// ``ambiguities()``, with a suggested fix for each problem whose cause is recognisable,
  /// in the document's names (the suggestions of every ambiguous axis of the item, one line
  /// each).
  func ambiguitiesWithSuggestions() -> ([DocumentProblem], [DocumentProblem: String]) {
    let problems = ambiguities()
    guard !problems.isEmpty else { return ([], [:]) }
    var byName: [String: [String]] = [:]
    for (item, suggestion) in window.ambiguitySuggestions() {
      byName[name(item), default: []].append(phrase(suggestion))
    }
    var suggestions: [DocumentProblem: String] = [:]
    for problem in problems {
      guard case .ambiguous(let view, _) = problem, let lines = byName[view] else { continue }
      suggestions[problem] = lines.joined(separator: "\n")
    }
    return (problems, suggestions)
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
