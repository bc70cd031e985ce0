import Cassowary
import Foundation

extension View {
  /// The hierarchy under this view with layout kinds, frames and ambiguous variables: the
  /// structured twin of ``autolayoutTrace()`` and ``recursiveDescription()``.
  public func autolayoutTraceTree() -> LayoutTraceNode {
    let engine = layoutEngine()
    var ambiguous: [ObjectIdentifier: [LayoutTraceNode.AmbiguousVariable]] = [:]
    for (key, entry) in ambiguousVariablesByItem(engine) {
      ambiguous[key] = entry.variables.map {
        LayoutTraceNode.AmbiguousVariable(
          variable: variableLabel($0, in: entry.record), id: $0.index)
      }
    }
    func rect(_ r: CGRect) -> [Double] {
      [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
    }
    func node(_ view: View) -> LayoutTraceNode {
      let translated = view.translatesAutoresizingMaskIntoConstraints
      return LayoutTraceNode(
        type: String(describing: Swift.type(of: view)), name: view.layoutName,
        layout: view.hostedEngine != nil ? "host" : (translated ? "autoresizing" : "auto"),
        frame: rect(view.frame),
        autoresizingMask: translated && !view.autoresizingMask.isEmpty
          ? view.autoresizingMask.uikitDescription : nil,
        hidden: view.isHidden, ambiguous: ambiguous[ObjectIdentifier(view)] ?? [],
        guides: view.guides.filter { $0.role == .custom }.map { guide in
          LayoutTraceNode.Guide(
            name: guide.layoutName, frame: rect(guide.layoutFrame),
            ambiguous: ambiguous[ObjectIdentifier(guide)] ?? [])
        },
        subviews: view.subviews.map(node))
    }
    return node(self)
  }

  /// ``autolayoutTraceTree()`` as JSON with sorted keys: byte-stable for the same layout.
  public func autolayoutTraceJSON() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(autolayoutTraceTree()) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
