import AutoLayout
import Foundation
import LayoutContainers
import Yams

extension LayoutDocument {
  /// The keys of a view that are not properties (properties may also vary by traits).
  static let structuralViewKeys =
    [
      "id", "kind", "parent", "frame", "autoresizing", "intrinsicSize", "ambiguity", "when",
      "variations", "cell", "template",
    ] + gridKeys
  /// The keys of a view.
  static let viewKeys = structuralViewKeys + ViewProperty.keys
  /// The keys of a variation: its condition and the properties it overrides.
  static let variationKeys = ["when"] + ViewProperty.keys
}

extension Loader {
  /// Adds the view `node` describes to its parent, with its properties and the variations
  /// that match the window's traits; a view whose `when` does not match (or whose parent is
  /// left out) is marked to be left out.
  mutating func addView(_ node: Node) throws(DocumentError) {
    let pairs = try reader.mapping(node, "a view", known: LayoutDocument.viewKeys)
    var values: [String: (key: Node, value: Node)] = [:]
    for pair in pairs { values[pair.key] = (pair.keyNode, pair.value) }
    guard let idNode = values["id"]?.value else {
      throw reader.error(node, "expected the view's id (id: NAME)")
    }
    let id = try newIdentifier(idNode, "view")
    var kind = "view"
    if let kindNode = values["kind"]?.value {
      kind = try reader.string(kindNode, "a view kind")
      guard LayoutDocument.kinds.contains(kind) else {
        let known = LayoutDocument.kinds.joined(separator: ", ")
        throw reader.error(kindNode, "unknown kind \"\(kind)\"; expected one of \(known)")
      }
    }
    guard var parent = views[rootID] else { throw reader.error(node, "expected a window first") }
    var parentID = rootID
    if let parentNode = values["parent"]?.value {
      let name = try reader.string(parentNode, "a parent id")
      guard let found = views[name] else {
        throw reader.error(
          parentNode,
          "unknown parent \"\(name)\"; expected \(rootID) or a view declared above")
      }
      parent = found
      parentID = name
    }
    var properties = try self.properties(pairs, kind: kind)
    if kind == "shape", values["shape"] == nil {
      throw reader.error(
        values["kind"]?.value ?? idNode,
        "expected the shape of shape view \"\(id)\" (shape: chevronLeft, chevronRight, ellipse, "
          + "{polygon: [[x, y], ...]} or {arc: [start, end]})")
    }
    var placeholderSize: CGSize?
    if let entry = values["intrinsicSize"] {
      guard kind == "view" else {
        throw reader.error(
          entry.key, "a \(kind) has its own intrinsic size; intrinsicSize is for kind view")
      }
      placeholderSize = try intrinsicSize(entry.value)
    }
    if let frameNode = values["frame"]?.value {
      let numbers = try reader.numbers(frameNode, count: 4, "a frame [x, y, width, height]")
      guard numbers[2] >= 0, numbers[3] >= 0 else {
        throw reader.error(frameNode, "expected a frame of width and height 0 or more")
      }
      designFrames[id] = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    if let maskNode = values["autoresizing"]?.value {
      masks[id] = try autoresizingMask(maskNode)
    }
    if let ambiguityNode = values["ambiguity"]?.value {
      let name = try reader.string(ambiguityNode, "an ambiguity check")
      guard let checking = AmbiguityChecking(rawValue: name) else {
        throw reader.error(
          ambiguityNode, "unknown ambiguity check \"\(name)\"; expected always, position or never")
      }
      ambiguity[id] = checking
    }
    var installed = !uninstalled.contains(parentID)
    if let whenNode = values["when"]?.value {
      installed =
        try reader.traitCondition(whenNode).matches(traits, orientation: orientation)
        && installed
    }
    if let variationsNode = values["variations"]?.value {
      for element in try reader.sequence(variationsNode, "variations") {
        let variation = try reader.mapping(
          element, "a variation", known: LayoutDocument.variationKeys)
        guard let when = variation.first(where: { $0.key == "when" }) else {
          throw reader.error(element, "expected the variation's traits (when: {...})")
        }
        let overrides = try self.properties(variation, kind: kind)
        if try reader.traitCondition(when.value).matches(traits, orientation: orientation) {
          properties += overrides
        }
      }
    }
    let view = makeView(kind, placeholderSize: placeholderSize)
    view.identifier = id
    for property in properties { property.apply(to: view) }
    try noteGrid(id, view, kind: kind, idNode: idNode, values: values)
    try noteTable(id, view, kind: kind, idNode: idNode, values: values)
    if parent is TableView {
      throw reader.error(
        values["parent"]?.value ?? idNode,
        "a table's rows come from its template; \"\(id)\" cannot be in table \"\(parentID)\"")
    }
    if let entry = values["cell"] {
      guard parent is GridView else {
        throw reader.error(
          entry.key, "only a grid's content has cell settings; \"\(id)\" is not in a grid")
      }
      cellSettings[id] = entry.value
    }
    if parent is GridView {
      // A grid's children are its cells' content, placed by its rows once every view is
      // declared.
      gridChildren[parentID, default: []].append(id)
    } else if let stack = parent as? StackView {
      // A stack's children are its arranged subviews, in document order.
      stack.addArrangedSubview(view)
    } else {
      parent.addSubview(view)
    }
    views[id] = view
    ids.append(id)
    if !installed { uninstalled.insert(id) }
  }

  /// A new view of `kind`; a plain view with an intrinsic-size placeholder reports it at
  /// design time only.
  func makeView(_ kind: String, placeholderSize: CGSize?) -> View {
    switch kind {
    case "label": return Label().withInterfaceBuilderHugging()
    // Interface Builder's button is a system button (`buttonType="system"`).
    case "button": return Button(type: .system)
    case "image": return ImageView(image: nil).withInterfaceBuilderHugging()
    case "shape": return ShapeView(shape: .ellipse)
    case "stack": return StackView()
    case "scroll": return ScrollView()
    case "grid": return GridView()
    case "table": return TableView(frame: .zero, style: .plain)
    default:
      guard let placeholderSize, !options.runtime else { return View(frame: .zero) }
      return IntrinsicSizePlaceholderView(size: placeholderSize)
    }
  }

  /// Adds the layout guide `node` describes (`{id: NAME, owner: VIEW}`) to its owner.
  mutating func addGuide(_ node: Node) throws(DocumentError) {
    let pairs = try reader.mapping(node, "a layout guide", known: ["id", "owner"])
    guard let idNode = pairs.first(where: { $0.key == "id" })?.value else {
      throw reader.error(node, "expected the guide's id (id: NAME)")
    }
    let id = try newIdentifier(idNode, "guide")
    var owner = views["root"]
    if let ownerNode = pairs.first(where: { $0.key == "owner" })?.value {
      let name = try reader.string(ownerNode, "the guide's owner")
      guard let found = views[name] else {
        throw reader.error(ownerNode, "unknown owner \"\(name)\"; expected root or a view id")
      }
      owner = found
    }
    let guide = LayoutGuide()
    guide.identifier = id
    owner?.addLayoutGuide(guide)
    guides[id] = guide
    guideIDs.append(id)
  }

  /// A font from `{family: system|monospaced|box, size: 17, bold: true, weight: semibold}`,
  /// or a Dynamic Type text style, `{textStyle: body}` (UIKit's `preferredFont(forTextStyle:)`,
  /// which the label then adjusts to the window's text size).
  func font(_ node: Node) throws(DocumentError) -> Font {
    if let mapping = node.mapping,
      mapping.keys.contains(where: { $0.scalar?.string == "textStyle" })
    {
      let pairs = try reader.mapping(node, "a text style font", known: ["textStyle"])
      let name = try reader.string(pairs[0].value, "a text style")
      let styles = Loader.textStyleNames
      guard let style = styles.first(where: { $0.name == name })?.style else {
        throw reader.error(
          pairs[0].value,
          "unknown text style \"\(name)\"; expected "
            + styles.map(\.name).joined(separator: ", "))
      }
      return .preferredFont(forTextStyle: style)
    }
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
          let known = weights.keys.sorted().joined(separator: ", ")
          throw reader.error(pair.value, "unknown weight \"\(name)\"; expected one of \(known)")
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

extension Loader {
  /// UIKit's names of the text styles (`UIFont.TextStyle`'s Swift names).
  static let textStyleNames: [(name: String, style: Font.TextStyle)] = [
    ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
    ("headline", .headline), ("subheadline", .subheadline), ("body", .body),
    ("callout", .callout), ("footnote", .footnote), ("caption1", .caption1),
    ("caption2", .caption2),
  ]
}

extension View {
  /// The view with Interface Builder's hugging for labels and image views (251 on both axes,
  /// one above the 250 they have when made in code), as a nib would load them.
  fileprivate func withInterfaceBuilderHugging() -> Self {
    setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    return self
  }
}
