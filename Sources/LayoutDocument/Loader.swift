import AutoLayout
import Foundation
import VisualFormat
import Yams

/// Builds a window from a document's nodes.
struct Loader {
  /// Reads values out of nodes.
  let reader: NodeReader
  /// Views by id; the window is `root`.
  var views: [String: View] = [:]
  /// View ids in document order.
  var ids: [String] = []
  /// Each view's design frame, if it has one.
  var designFrames: [String: CGRect] = [:]

  init(reader: NodeReader) {
    self.reader = reader
  }

  /// Loads the document at `root`.
  mutating func load(
    _ root: Node, device deviceOverride: DeviceProfile?,
    orientation orientationOverride: DeviceOrientation?
  ) throws(DocumentError) -> LoadedDocument {
    let pairs = try reader.mapping(root, "the document", known: LayoutDocument.topKeys)
    var values: [String: Node] = [:]
    for pair in pairs { values[pair.key] = pair.value }

    let window = try makeWindow(
      values, root: root, device: deviceOverride, orientation: orientationOverride)
    views["root"] = window

    if let node = values["views"] {
      for element in try reader.sequence(node, "views") {
        try addView(element)
      }
    }
    var metrics: [String: CGFloat] = [:]
    if let node = values["metrics"] {
      guard let mapping = node.mapping else {
        throw reader.error(node, "expected metrics (a mapping of names to numbers)")
      }
      for (keyNode, value) in mapping {
        let name = try reader.string(keyNode, "a metric name")
        metrics[name] = CGFloat(try reader.number(value, "the value of metric \"\(name)\""))
      }
    }
    var constraints: [LayoutConstraint] = []
    var mentioned: Set<ObjectIdentifier> = []
    if let node = values["constraints"] {
      for element in try reader.sequence(node, "constraints") {
        let made = try constraintsOf(element, metrics: metrics)
        for constraint in made {
          for item in [constraint.firstItem, constraint.secondItem] {
            if let view = item as? View { mentioned.insert(ObjectIdentifier(view)) }
          }
        }
        constraints += made
      }
    }
    for id in ids {
      guard let view = views[id] else { continue }
      if let frame = designFrames[id] { view.frame = frame }
      if mentioned.contains(ObjectIdentifier(view)) {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return LoadedDocument(
      window: window, views: views, order: treeOrder(window), constraints: constraints)
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

  /// The window: the override device, else the document's `device`, else its `window`.
  func makeWindow(
    _ values: [String: Node], root: Node, device deviceOverride: DeviceProfile?,
    orientation orientationOverride: DeviceOrientation?
  ) throws(DocumentError) -> Window {
    var orientation = orientationOverride
    if orientation == nil, let node = values["orientation"] {
      let name = try reader.string(node, "an orientation")
      guard let value = DeviceOrientation(rawValue: name) else {
        throw reader.error(node, "unknown orientation \"\(name)\"; expected portrait or landscape")
      }
      orientation = value
    }
    if let deviceOverride {
      return Window(device: deviceOverride, orientation: orientation)
    }
    if let node = values["device"] {
      let name = try reader.string(node, "a device name")
      guard let device = DeviceProfile.named(name) else {
        let known = DeviceProfile.all.map(\.name).joined(separator: ", ")
        throw reader.error(node, "unknown device \"\(name)\"; expected one of \(known)")
      }
      return Window(device: device, orientation: orientation)
    }
    guard let node = values["window"] else {
      throw reader.error(
        root, "expected a device (device: iPhone 15 Pro) or a window (window: {size: [375, 812]})")
    }
    var size: CGSize?
    var scale: CGFloat = 1
    var safeArea = EdgeInsets.zero
    for pair in try reader.mapping(node, "the window", known: ["size", "scale", "safeArea"]) {
      switch pair.key {
      case "size":
        let numbers = try reader.numbers(pair.value, count: 2, "the window size [width, height]")
        guard numbers.allSatisfy({ $0 > 0 }) else {
          throw reader.error(pair.value, "expected a positive window size")
        }
        size = CGSize(width: numbers[0], height: numbers[1])
      case "scale":
        scale = CGFloat(try reader.number(pair.value, "the window scale"))
        guard scale > 0 else { throw reader.error(pair.value, "expected a positive scale") }
      default:
        let numbers = try reader.numbers(
          pair.value, count: 4, "the safe area [top, left, bottom, right]")
        safeArea = EdgeInsets(
          top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
      }
    }
    guard var size else { throw reader.error(node, "expected the window's size: [width, height]") }
    if orientation == .landscape, size.width < size.height {
      size = CGSize(width: size.height, height: size.width)
    }
    return Window(size: size, scale: scale, safeAreaInsets: safeArea)
  }

  /// Adds the view `node` describes to its parent.
  mutating func addView(_ node: Node) throws(DocumentError) {
    let pairs = try reader.mapping(node, "a view", known: LayoutDocument.viewKeys)
    var values: [String: (key: Node, value: Node)] = [:]
    for pair in pairs { values[pair.key] = (pair.keyNode, pair.value) }
    guard let idNode = values["id"]?.value else {
      throw reader.error(node, "expected the view's id (id: NAME)")
    }
    let id = try reader.string(idNode, "a view id")
    guard let first = id.first, first.isLetter || first == "_",
      id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else {
      throw reader.error(idNode, "expected a view id of letters, digits and _, found \"\(id)\"")
    }
    guard views[id] == nil else {
      throw reader.error(
        idNode,
        id == "root" ? "\"root\" is the window; expected another id" : "duplicate view id \"\(id)\""
      )
    }
    var kind = "view"
    if let kindNode = values["kind"]?.value {
      kind = try reader.string(kindNode, "a view kind")
      guard LayoutDocument.kinds.contains(kind) else {
        throw reader.error(
          kindNode,
          "unknown kind \"\(kind)\"; expected one of \(LayoutDocument.kinds.joined(separator: ", "))"
        )
      }
    }
    guard var parent = views["root"] else { throw reader.error(node, "expected a window first") }
    if let parentNode = values["parent"]?.value {
      let name = try reader.string(parentNode, "a parent id")
      guard let found = views[name] else {
        throw reader.error(
          parentNode, "unknown parent \"\(name)\"; expected root or a view declared above")
      }
      parent = found
    }
    let view: View
    switch kind {
    case "label": view = try makeLabel(values)
    case "button": view = try makeButton(values)
    case "image": view = try makeImageView(values)
    default:
      for key in ["text", "font", "image", "numberOfLines"] {
        if let entry = values[key] {
          throw reader.error(entry.key, "\"\(key)\" needs a kind that has it, not \(kind)")
        }
      }
      view = View(frame: .zero)
    }
    view.identifier = id
    if let frameNode = values["frame"]?.value {
      let numbers = try reader.numbers(frameNode, count: 4, "a frame [x, y, width, height]")
      designFrames[id] = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    if let marginsNode = values["margins"]?.value {
      let numbers = try reader.numbers(
        marginsNode, count: 4, "layout margins [top, left, bottom, right]")
      view.layoutMargins = EdgeInsets(
        top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
    parent.addSubview(view)
    views[id] = view
    ids.append(id)
  }

  /// A label from a view's `text`, `font` and `numberOfLines`.
  func makeLabel(_ values: [String: (key: Node, value: Node)]) throws(DocumentError) -> Label {
    let label = Label()
    if let node = values["text"]?.value { label.text = try reader.string(node, "the text") }
    if let node = values["font"]?.value { label.font = try font(node) }
    if let node = values["numberOfLines"]?.value {
      let lines = try reader.integer(node, "the number of lines")
      guard lines >= 0 else { throw reader.error(node, "expected 0 or more lines") }
      label.numberOfLines = lines
    }
    if let entry = values["image"] { throw reader.error(entry.key, "a label has no image") }
    return label
  }

  /// A button from a view's `text` (its title) and `font`.
  func makeButton(_ values: [String: (key: Node, value: Node)]) throws(DocumentError) -> Button {
    let button = Button()
    if let node = values["font"]?.value { button.titleLabel.font = try font(node) }
    if let node = values["text"]?.value { button.setTitle(try reader.string(node, "the title")) }
    for key in ["image", "numberOfLines"] {
      if let entry = values[key] { throw reader.error(entry.key, "a button has no \(key)") }
    }
    return button
  }

  /// An image view from a view's `image: {name: NAME, size: [w, h]}`.
  func makeImageView(
    _ values: [String: (key: Node, value: Node)]
  ) throws(DocumentError)
    -> ImageView
  {
    for key in ["text", "font", "numberOfLines"] {
      if let entry = values[key] { throw reader.error(entry.key, "an image has no \(key)") }
    }
    guard let node = values["image"]?.value else { return ImageView(image: nil) }
    var name = ""
    var size = CGSize.zero
    for pair in try reader.mapping(node, "an image", known: ["name", "size"]) {
      if pair.key == "name" {
        name = try reader.string(pair.value, "the image name")
      } else {
        let numbers = try reader.numbers(pair.value, count: 2, "the image size [width, height]")
        size = CGSize(width: numbers[0], height: numbers[1])
      }
    }
    return ImageView(image: ImageView.Image(named: name, size: size))
  }

  /// A font from `{family: system|monospaced|box, size: 17, bold: true, weight: semibold}`.
  func font(_ node: Node) throws(DocumentError) -> Font {
    var family = "system"
    var size: CGFloat = 17
    var weight = Font.Weight.regular
    let weights: [String: Font.Weight] = [
      "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
      "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    for pair in try reader.mapping(node, "a font", known: ["family", "size", "bold", "weight"]) {
      switch pair.key {
      case "family":
        family = try reader.string(pair.value, "a font family")
        guard ["system", "monospaced", "box"].contains(family) else {
          throw reader.error(
            pair.value, "unknown font family \"\(family)\"; expected system, monospaced or box")
        }
      case "size":
        size = CGFloat(try reader.number(pair.value, "a font size"))
        guard size > 0 else { throw reader.error(pair.value, "expected a positive font size") }
      case "bold":
        if try reader.bool(pair.value, "bold") { weight = .bold }
      default:
        let name = try reader.string(pair.value, "a font weight")
        guard let value = weights[name] else {
          throw reader.error(
            pair.value,
            "unknown weight \"\(name)\"; expected one of \(weights.keys.sorted().joined(separator: ", "))"
          )
        }
        weight = value
      }
    }
    switch family {
    case "monospaced": return .monospacedSystemFont(ofSize: size, weight: weight)
    case "box": return .box(ofSize: size)
    default: return .systemFont(ofSize: size, weight: weight)
    }
  }
}
