import Cassowary
import Foundation

extension View {
  /// Whether the constraints leave the view's frame undetermined (several frames satisfy
  /// them equally well). A window answers for its whole hierarchy.
  public var hasAmbiguousLayout: Bool {
    !ambiguousRecords(inSubtree: self is Window, engine: layoutEngine()).isEmpty
  }

  /// The variables of the view (`minX`, `minY`, `Width`, `Height`) whose values the
  /// constraints leave undetermined.
  public var ambiguousLayoutVariables: [String] {
    let engine = layoutEngine()
    guard let r = engine.record(of: self) else { return [] }
    return (engine.ambiguity(of: [r]).first?.1 ?? []).map { variableLabel($0, in: r) }
  }

  /// Moves every ambiguous view (in a window: in the whole hierarchy) to another frame
  /// that satisfies its constraints equally well, and applies the frames — to see what the
  /// ambiguity allows. The caller's location is recorded for the layout loop report (called
  /// from a `layoutSubviews`, it makes a loop of an ambiguous size).
  public func exerciseAmbiguityInLayout(file: String = #fileID, line: Int = #line) {
    let engine = layoutEngine()
    if engine.loopRecorder != nil {
      engine.noteInvalidation(.ambiguityExercised(self), fileID: file, line: line)
    }
    for (_, variables) in ambiguousRecords(inSubtree: self is Window, engine: engine) {
      for v in variables { _ = engine.solver.exerciseAmbiguity(of: v) }
    }
    engine.applyChanges()
  }

  /// The constraints the view's position and size in an axis depend on, from the solver
  /// (complete: the engine's own constraints for autoresizing, intrinsic sizes and guides
  /// included), in order of addition.
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    let engine = layoutEngine()
    guard let r = engine.record(of: self) else { return [] }
    let variables = axis == .horizontal ? [r.minX, r.width] : [r.minY, r.height]
    var seen = Set<Int>()
    var handles: [Cassowary.Constraint] = []
    for v in variables {
      for c in engine.solver.constraintsAffecting(v) where seen.insert(c.index).inserted {
        handles.append(c)
      }
    }
    return handles.sorted().compactMap(engine.owner(of:))
  }

  /// The items with ambiguous variables, in tree order: this view alone, or (`inSubtree`)
  /// every view and custom guide under it — one batched query (one copy of the tableau).
  func ambiguousRecords(inSubtree: Bool, engine: LayoutEngine) -> [(ItemRecord, [Variable])] {
    var candidates: [ItemRecord] = []
    let collect = { (view: View) in
      if let r = engine.record(of: view) { candidates.append(r) }
      for guide in view.guides where guide.role == .custom {
        if let r = engine.record(of: guide) { candidates.append(r) }
      }
    }
    if inSubtree { forEachInSubtree(collect) } else { collect(self) }
    return engine.ambiguity(of: candidates)
  }

  /// ``ambiguousRecords(inSubtree:engine:)`` of the whole subtree, keyed by item.
  func ambiguousVariablesByItem(
    _ engine: LayoutEngine
  ) -> [ObjectIdentifier: (
    record: ItemRecord, variables: [Variable]
  )] {
    var result: [ObjectIdentifier: (record: ItemRecord, variables: [Variable])] = [:]
    for (r, vars) in ambiguousRecords(inSubtree: true, engine: engine) {
      guard let item: AnyObject = r.view ?? r.guide else { continue }
      result[ObjectIdentifier(item)] = (r, vars)
    }
    return result
  }

  /// The hierarchy as UIKit's `_autolayoutTrace` prints it: `•` marks the engine host, `*`
  /// views laid out by constraints, `+` views whose frames are translated into constraints;
  /// ambiguous views end with `- AMBIGUOUS LAYOUT for name.minX{id: N}, …` naming their
  /// ambiguous variables (N is the solver variable).
  public func autolayoutTrace() -> String {
    let engine = layoutEngine()
    var lines: [String] = []
    let ambiguous = ambiguousVariablesByItem(engine)
    func mark(_ item: AnyObject, name: String) -> String {
      guard let (r, vars) = ambiguous[ObjectIdentifier(item)] else { return "" }
      return "- AMBIGUOUS LAYOUT for "
        + vars.map { "\(name).\(variableLabel($0, in: r)){id: \($0.index)}" }.joined(
          separator: ", ")
    }
    func visit(_ view: View, _ indent: String) {
      let symbol =
        view.hostedEngine != nil
        ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
      let name = "\(Swift.type(of: view)):\(view.layoutName)"
      lines.append(
        indent + symbol + name + mark(view, name: view.layoutName))
      for guide in view.guides where guide.role == .custom {
        let guideName = "LayoutGuide:\(guide.layoutName)"
        lines.append(
          indent + "|   " + "*" + guideName
            + mark(guide, name: guide.layoutName))
      }
      for subview in view.subviews { visit(subview, indent + "|   ") }
    }
    visit(self, "")
    lines.append("")
    lines.append("Legend:")
    lines.append("\t* - is laid out with auto layout")
    lines.append(
      "\t+ - is laid out manually, but is represented in the layout engine because "
        + "translatesAutoresizingMaskIntoConstraints = YES")
    lines.append("\t• - layout engine host")
    return lines.joined(separator: "\n")
  }

  /// The view and its descendants as UIKit's `recursiveDescription` prints them, one per
  /// line, indented by `   | `.
  public func recursiveDescription() -> String {
    var lines: [String] = []
    func visit(_ view: View, _ indent: String) {
      lines.append(indent + view.description)
      for subview in view.subviews { visit(subview, indent + "   | ") }
    }
    visit(self, "")
    return lines.joined(separator: "\n")
  }
}

/// `minX`, `minY`, `Width` or `Height`: which of an item's variables `v` is.
func variableLabel(_ v: Variable, in r: ItemRecord) -> String {
  switch v {
  case r.minX: "minX"
  case r.minY: "minY"
  case r.width: "Width"
  default: "Height"
  }
}
