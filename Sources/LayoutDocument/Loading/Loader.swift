import AutoLayout
import Foundation
import VisualFormat
import Yams

/// Builds a window from a document's nodes.
///
/// The order of the work matters: the window is made at the size the document was designed
/// for, views get their design frames (so autoresizing masks are translated against the
/// design sizes), the window is resized to the target (masks act), and only then are the
/// constraints activated and the window laid out.
struct Loader {
  /// Reads values out of nodes.
  let reader: NodeReader
  /// The caller's device, orientation, split, direction and design or run time.
  let options: LoadOptions
  /// The id of the view the document's views go in by default: `root` (the window), or
  /// `content` (a cell's content view) for a table's cell template.
  var rootID = "root"
  /// Views by id, installed or not; the window is `root`.
  var views: [String: View] = [:]
  /// View ids in document order.
  var ids: [String] = []
  /// The ids of the views a `when` leaves out (with everything under them).
  var uninstalled: Set<String> = []
  /// Each view's design frame, if it has one.
  var designFrames: [String: CGRect] = [:]
  /// Each view's autoresizing mask, if the document gives one.
  var masks: [String: View.AutoresizingMask] = [:]
  /// Each view's ambiguity checking, if not `always`.
  var ambiguity: [String: AmbiguityChecking] = [:]
  /// Layout guides by id.
  var guides: [String: LayoutGuide] = [:]
  /// Guide ids in document order.
  var guideIDs: [String] = []
  /// The document's constraints in document order, installed or not.
  var constraints: [DocumentConstraint] = []
  /// The traits `when` conditions are matched against: the loaded window's.
  var traits = TraitCollection()
  /// The loaded window's orientation, for `when: {orientation:}`.
  var orientation = DeviceOrientation.portrait
  /// The grids, in document order, with what their declarations say of their arrangement.
  var gridSpecs: [GridSpec] = []
  /// Each grid's children (its content views), by the grid's id, in document order.
  var gridChildren: [String: [String]] = [:]
  /// Each grid content view's `cell` settings, by the view's id.
  var cellSettings: [String: Node] = [:]
  /// Equations already parsed, by text, shared by the loaders that fill a table's rows (each
  /// row's cell reads the same template); `nil` for a document's own loader.
  var equations: EquationCache?
  /// The tables, in document order, with their templates and rows (their data sources).
  var tables: [DocumentTable] = []
  /// The window's logs and broken constraints.
  let diagnostics = LoadDiagnostics()

  /// A loader reading with `reader`.
  init(reader: NodeReader, options: LoadOptions) {
    self.reader = reader
    self.options = options
  }

  /// Loads the document at `root`.
  mutating func load(_ root: Node) throws(DocumentError) -> LoadedDocument {
    let pairs = try reader.mapping(root, "the document", known: LayoutDocument.topKeys)
    var values: [String: Node] = [:]
    for pair in pairs { values[pair.key] = pair.value }

    let design = try designWindow(values, root: root)
    let window = makeWindow(design)
    options.prepareWindow?(window)
    views["root"] = window
    traits = window.traitCollection
    orientation = window.interfaceOrientation
    let target = window.bounds.size
    let isDesignDevice =
      target == design.size && window.device?.name == design.device?.name
      && window.split == .full && options.layoutDirection == .leftToRight
    // Frames and masks are the design's: translate them against the design window, then
    // resize to the target so autoresizing masks act, as when a nib is loaded on a device.
    if target != design.size { window.resize(to: design.size) }

    if let node = values["views"] {
      for element in try reader.sequence(node, "views") {
        try addView(element)
      }
    }
    try buildGrids()
    if let node = values["guides"] {
      for element in try reader.sequence(node, "guides") {
        try addGuide(element)
      }
    }
    let metrics = try self.metrics(values["metrics"])
    if let node = values["constraints"] {
      for element in try reader.sequence(node, "constraints") {
        try addConstraints(element, metrics: metrics, matches: true)
      }
    }
    applyFrames()
    // Views a `when` leaves out go, with their subtrees (a subview of a view already gone
    // has no window and stays with its superview).
    for id in ids where uninstalled.contains(id) {
      if let view = views[id], view.window != nil { view.removeFromSuperview() }
    }
    if target != design.size { window.resize(to: target) }

    let active = constraints.filter { $0.installed && !(options.runtime && $0.isPlaceholder) }
    LayoutConstraint.activate(active.map(\.constraint))
    window.layoutIfNeeded()
    return makeDocument(window, active: active, isDesignDevice: isDesignDevice)
  }

  /// Sets design frames and masks, parents first, and opts the views constraints place out
  /// of autoresizing.
  ///
  /// A constraint places a view it mentions unless its other item is inside that view (a
  /// subview pinned to its container's edges, or to a guide of the container or of a
  /// subview): as in Interface Builder, a container whose subviews are constrained to it
  /// keeps its frame through its autoresizing mask until a constraint relates it to
  /// something outside it (or sets its size).
  mutating func applyFrames() {
    var placed: Set<ObjectIdentifier> = []
    for record in constraints {
      // Any constraint counts, whatever its traits: Interface Builder decides per view, not
      // per size class, whether a view is laid out by constraints.
      let first = record.constraint.firstItem
      let second = record.constraint.secondItem
      for (item, other) in [(first, second), (second, first)] {
        guard let view = item as? View else { continue }
        if let other, Loader.isInside(other, view), other !== view { continue }
        placed.insert(ObjectIdentifier(view))
      }
    }
    // Parents come before their subviews in document order, so each mask is translated
    // against its superview's design size.
    for id in ids {
      guard let view = views[id] else { continue }
      if let mask = masks[id] { view.autoresizingMask = mask }
      if let frame = designFrames[id] { view.frame = frame }
      if placed.contains(ObjectIdentifier(view)) {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
    }
  }

  /// Whether `item` (a view or a layout guide) is `view`, inside it, or a guide of it or of
  /// a view inside it.
  static func isInside(_ item: AnyObject, _ view: View) -> Bool {
    if let other = item as? View { return other.isDescendant(of: view) }
    if let guide = item as? LayoutGuide, let owner = guide.owningView {
      return owner.isDescendant(of: view)
    }
    return false
  }

  /// The loaded document: the installed views, guides and constraints.
  func makeDocument(
    _ window: Window, active: [DocumentConstraint], isDesignDevice: Bool
  ) -> LoadedDocument {
    var installedViews: [String: View] = ["root": window]
    var frames: [String: CGRect] = [:]
    for id in ids where !uninstalled.contains(id) {
      installedViews[id] = views[id]
      if let frame = designFrames[id] { frames[id] = frame }
    }
    let guideOrder = guideIDs.filter { guides[$0]?.owningView?.window === window }
    var installedGuides: [String: LayoutGuide] = [:]
    for id in guideOrder { installedGuides[id] = guides[id] }
    var sources: [ObjectIdentifier: ConstraintSource] = [:]
    for record in constraints { sources[ObjectIdentifier(record.constraint)] = record.source }
    return LoadedDocument(
      window: window, views: installedViews, order: treeOrder(window),
      constraints: active.map(\.constraint), designFrames: frames,
      isDesignDevice: isDesignDevice, guides: installedGuides, guideOrder: guideOrder,
      ambiguity: ambiguity, sources: sources, diagnostics: diagnostics,
      tables: tables.filter { installedViews[$0.id] != nil })
  }

  /// The document's view ids, depth first from the window.
  func treeOrder(_ window: Window) -> [String] {
    var idOf: [ObjectIdentifier: String] = [:]
    for id in ids { if let view = views[id] { idOf[ObjectIdentifier(view)] = id } }
    var result: [String] = []
    func visit(_ view: View) {
      for subview in view.subviews {
        if let id = idOf[ObjectIdentifier(subview)] { result.append(id) }
        visit(subview)
      }
    }
    visit(window)
    return result
  }

  /// The document's `metrics`.
  func metrics(_ node: Node?) throws(DocumentError) -> [String: CGFloat] {
    guard let node else { return [:] }
    guard let mapping = node.mapping else {
      throw reader.error(node, "expected metrics (a mapping of names to numbers)")
    }
    var metrics: [String: CGFloat] = [:]
    for (keyNode, value) in mapping {
      let name = try reader.string(keyNode, "a metric name")
      metrics[name] = CGFloat(try reader.number(value, "the value of metric \"\(name)\""))
    }
    return metrics
  }

  /// A new view or guide id (`what` is `view` or `guide`): letters, digits and `_`, not
  /// taken.
  func newIdentifier(_ node: Node, _ what: String) throws(DocumentError) -> String {
    let id = try reader.string(node, "a \(what) id")
    guard let first = id.first, first.isLetter || first == "_",
      id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else {
      throw reader.error(node, "expected a \(what) id of letters, digits and _, found \"\(id)\"")
    }
    guard views[id] == nil, guides[id] == nil else {
      throw reader.error(
        node,
        id == "root"
          ? "\"root\" is the window; expected another id"
          : "duplicate \(what) id \"\(id)\" (views and guides share ids)")
    }
    return id
  }
}
