import AutoLayout
import Foundation
import LayoutContainers
import Yams

// Reading a view's properties: colors, borders, shapes, priorities, masks and intrinsic-size
// placeholders.
extension Loader {
  /// The properties among `pairs` (other keys are skipped), checked against `kind`.
  func properties(
    _ pairs: [(key: String, keyNode: Node, value: Node)], kind: String
  ) throws(DocumentError) -> [ViewProperty] {
    var result: [ViewProperty] = []
    for pair in pairs {
      guard let kinds = ViewProperty.kindsByKey[pair.key] else { continue }
      if let kinds, !kinds.contains(kind) {
        let owners = kinds.joined(separator: " or ")
        throw reader.error(
          pair.keyNode, "a \(kind) has no \(pair.key); expected a kind that has it (\(owners))")
      }
      result.append(try property(pair.key, pair.value))
    }
    return result
  }

  /// The property `key` with the value `node`.
  func property(_ key: String, _ node: Node) throws(DocumentError) -> ViewProperty {
    switch key {
    case "text": return .text(try reader.string(node, "the text"))
    case "font": return .font(try font(node))
    case "numberOfLines":
      let lines = try reader.integer(node, "the number of lines")
      guard lines >= 0 else { throw reader.error(node, "expected 0 or more lines") }
      return .numberOfLines(lines)
    case "textColor":
      guard let color = try color(node, "a text color") else {
        throw reader.error(node, "expected a text color, not none (clear hides the text)")
      }
      return .textColor(color)
    case "image": return .image(try image(node))
    case "shape": return .shape(try shape(node))
    case "fill": return .fill(try color(node, "a fill color"))
    case "stroke": return .stroke(try color(node, "a stroke color"))
    case "lineWidth": return .lineWidth(try length(node, "a line width"))
    case "hidden": return .hidden(try reader.bool(node, "hidden"))
    case "background": return .background(try color(node, "a background color"))
    case "border":
      var width: CGFloat = 1
      var color: Color? = .black
      for pair in try reader.mapping(node, "a border", known: ["width", "color"]) {
        if pair.key == "width" {
          width = try length(pair.value, "a border width")
        } else {
          color = try self.color(pair.value, "a border color")
        }
      }
      return .border(width: width, color: color)
    case "cornerRadius": return .cornerRadius(try length(node, "a corner radius"))
    case "axis", "distribution", "alignment":
      return try stackProperty(key, node)
    case "spacing":
      // `system` is UIKit's UIStackView.spacingUseSystem.
      if (try? reader.string(node, "a spacing")) == "system" {
        return .spacing(StackView.spacingUseSystem)
      }
      return .spacing(try reader.number(node, "a spacing (points, or system)"))
    case "baselineRelative": return .baselineRelative(try reader.bool(node, "baselineRelative"))
    case "contentInset":
      let numbers = try reader.numbers(node, count: 4, "a content inset [top, left, bottom, right]")
      return .contentInset(
        EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
    case "contentOffset":
      let numbers = try reader.numbers(node, count: 2, "a content offset [x, y]")
      return .contentOffset(CGPoint(x: numbers[0], y: numbers[1]))
    case "insetAdjustment":
      let name = try reader.string(node, "an inset adjustment")
      let behaviors: [String: ScrollView.ContentInsetAdjustmentBehavior] = [
        "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never,
        "always": .always,
      ]
      guard let behavior = behaviors[name] else {
        throw reader.error(
          node,
          "unknown inset adjustment \"\(name)\"; expected "
            + behaviors.keys.sorted().joined(separator: ", "))
      }
      return .insetAdjustment(behavior)
    case "marginsRelative": return .marginsRelative(try reader.bool(node, "marginsRelative"))
    case "rowSpacing": return .rowSpacing(try length(node, "a row spacing"))
    case "columnSpacing": return .columnSpacing(try length(node, "a column spacing"))
    case "xPlacement": return .xPlacement(try placement(node, horizontal: true))
    case "yPlacement": return .yPlacement(try placement(node, horizontal: false))
    case "rowAlignment": return .rowAlignment(try rowAlignment(node))
    case "rowHeight", "estimatedRowHeight":
      // `automatic` is UIKit's UITableView.automaticDimension.
      let height: CGFloat =
        (try? reader.string(node, key)) == "automatic"
        ? TableView.automaticDimension
        : try length(
          node,
          "a \(key == "rowHeight" ? "row height" : "estimated row height") (points, or automatic)")
      return key == "rowHeight" ? .rowHeight(height) : .estimatedRowHeight(height)
    case "margins":
      let numbers = try reader.numbers(node, count: 4, "layout margins [top, left, bottom, right]")
      return .margins(
        EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
    case "hugging":
      let (horizontal, vertical) = try priorities(node, "a content hugging priority")
      return .hugging(horizontal: horizontal, vertical: vertical)
    default:
      let (horizontal, vertical) = try priorities(node, "a compression resistance priority")
      return .compressionResistance(horizontal: horizontal, vertical: vertical)
    }
  }

  /// A color (`nil` for `none`).
  func color(_ node: Node, _ what: String) throws(DocumentError) -> Color? {
    guard let text = node.scalar?.string, let color = DocumentColor.parse(text) else {
      throw reader.error(node, "expected \(what): \(DocumentColor.expected)")
    }
    return color
  }

  /// A length of 0 or more points.
  func length(_ node: Node, _ what: String) throws(DocumentError) -> CGFloat {
    let value = try reader.number(node, what)
    guard value >= 0 else { throw reader.error(node, "expected \(what) of 0 or more") }
    return CGFloat(value)
  }

  /// A priority: a number in 1...1000 or a UIKit name (`defaultHigh`, …).
  func priority(_ node: Node, _ what: String) throws(DocumentError) -> LayoutPriority {
    let names = DocumentEquation.priorityNames
    if let text = node.scalar?.string, let value = names[text] { return LayoutPriority(value) }
    guard let text = node.scalar?.string, let value = Double(text), (1...1000).contains(value)
    else {
      let known = names.keys.sorted().joined(separator: ", ")
      throw reader.error(node, "expected \(what): a number 1...1000 or one of \(known)")
    }
    return LayoutPriority(Float(value))
  }

  /// A priority for both axes, or `{horizontal:, vertical:}`.
  func priorities(
    _ node: Node, _ what: String
  ) throws(DocumentError) -> (LayoutPriority?, LayoutPriority?) {
    guard node.mapping != nil else {
      let both = try priority(node, what)
      return (both, both)
    }
    var horizontal: LayoutPriority?
    var vertical: LayoutPriority?
    for pair in try reader.mapping(node, what, known: ["horizontal", "vertical"]) {
      let value = try priority(pair.value, "\(what) (\(pair.key))")
      if pair.key == "horizontal" { horizontal = value } else { vertical = value }
    }
    return (horizontal, vertical)
  }

  /// A shape: `chevronLeft`, `chevronRight`, `ellipse`, `{polygon: [[x, y], …]}` or
  /// `{arc: [start, end]}`.
  func shape(_ node: Node) throws(DocumentError) -> ShapeView.Shape {
    let expected =
      "expected a shape: chevronLeft, chevronRight, ellipse, {polygon: [[x, y], ...]} "
      + "or {arc: [startDegrees, endDegrees]}"
    if let name = node.scalar?.string {
      switch name {
      case "chevronLeft": return ShapeView.chevron(pointingLeft: true).shape
      case "chevronRight": return ShapeView.chevron(pointingLeft: false).shape
      case "ellipse": return .ellipse
      default: throw reader.error(node, "unknown shape \"\(name)\"; \(expected)")
      }
    }
    guard let mapping = node.mapping, mapping.count == 1 else {
      throw reader.error(node, expected)
    }
    let pair = try reader.mapping(node, "a shape", known: ["polygon", "arc"])[0]
    if pair.key == "arc" {
      let angles = try reader.numbers(pair.value, count: 2, "an arc [startDegrees, endDegrees]")
      return .arc(startAngle: CGFloat(angles[0]), endAngle: CGFloat(angles[1]))
    }
    let elements = try reader.sequence(pair.value, "a polygon's points [[x, y], ...]")
    guard elements.count >= 3 else {
      throw reader.error(pair.value, "expected a polygon of 3 or more points [[x, y], ...]")
    }
    var points: [CGPoint] = []
    for element in elements {
      let xy = try reader.numbers(element, count: 2, "a point [x, y] in the unit square")
      guard xy.allSatisfy({ (0...1).contains($0) }) else {
        throw reader.error(element, "expected a point [x, y] in the unit square (0...1 each)")
      }
      points.append(CGPoint(x: xy[0], y: xy[1]))
    }
    return .polygon(points)
  }

  /// An image: `{name: NAME, size: [w, h]}`.
  func image(_ node: Node) throws(DocumentError) -> ImageView.Image {
    var name = ""
    var size = CGSize.zero
    for pair in try reader.mapping(node, "an image", known: ["name", "size"]) {
      if pair.key == "name" {
        name = try reader.string(pair.value, "the image name")
      } else {
        let numbers = try reader.numbers(pair.value, count: 2, "the image size [width, height]")
        guard numbers.allSatisfy({ $0 >= 0 }) else {
          throw reader.error(pair.value, "expected an image size of 0 or more")
        }
        size = CGSize(width: numbers[0], height: numbers[1])
      }
    }
    return ImageView.Image(named: name, size: size)
  }

  /// The autoresizing mask names UIKit uses, and the short forms of its
  /// `recursiveDescription` (`W+BM`).
  static let autoresizingNames: [(name: String, short: String, mask: View.AutoresizingMask)] = [
    ("flexibleLeftMargin", "LM", .flexibleLeftMargin), ("flexibleWidth", "W", .flexibleWidth),
    ("flexibleRightMargin", "RM", .flexibleRightMargin),
    ("flexibleTopMargin", "TM", .flexibleTopMargin), ("flexibleHeight", "H", .flexibleHeight),
    ("flexibleBottomMargin", "BM", .flexibleBottomMargin),
  ]

  /// An autoresizing mask: a list of UIKit names, or a string of short forms joined by `+`.
  func autoresizingMask(_ node: Node) throws(DocumentError) -> View.AutoresizingMask {
    let names = Self.autoresizingNames
    let expected =
      "expected an autoresizing mask: a list of \(names.map(\.name).joined(separator: ", ")) "
      + "or a string such as \"W+BM\" of \(names.map(\.short).joined(separator: ", "))"
    var mask: View.AutoresizingMask = []
    if let text = node.scalar?.string {
      guard !text.isEmpty else { throw reader.error(node, expected) }
      var offset = 0
      for part in text.split(
        omittingEmptySubsequences: false, whereSeparator: { "+|".contains($0) })
      {
        let name = part.trimmingSpaces()
        guard let entry = names.first(where: { $0.short == name || $0.name == name }) else {
          throw errorInside(
            node, offset: offset, "unknown autoresizing part \"\(name)\"; \(expected)")
        }
        mask.insert(entry.mask)
        offset += part.count + 1
      }
      return mask
    }
    guard let elements = node.sequence else { throw reader.error(node, expected) }
    for element in elements {
      let name = try reader.string(element, "an autoresizing mask name")
      guard let entry = names.first(where: { $0.name == name || $0.short == name }) else {
        throw reader.error(element, "unknown autoresizing mask \"\(name)\"; \(expected)")
      }
      mask.insert(entry.mask)
    }
    return mask
  }

  /// An intrinsic-size placeholder `[width, height]`, `none` in an axis without one.
  func intrinsicSize(_ node: Node) throws(DocumentError) -> CGSize {
    let what = "an intrinsic size [width, height] (numbers of 0 or more, or none)"
    guard let elements = node.sequence, elements.count == 2 else {
      throw reader.error(node, "expected \(what)")
    }
    var values: [CGFloat] = []
    for element in elements {
      if element.scalar?.string == "none" {
        values.append(View.noIntrinsicMetric)
        continue
      }
      guard let text = element.scalar?.string, let value = Double(text), value.isFinite,
        value >= 0
      else {
        throw reader.error(element, "expected \(what)")
      }
      values.append(CGFloat(value))
    }
    return CGSize(width: values[0], height: values[1])
  }
}

extension Loader {
  /// A stack's `axis`, `distribution` or `alignment`, by UIKit's case names.
  func stackProperty(_ key: String, _ node: Node) throws(DocumentError) -> ViewProperty {
    let name = try reader.string(node, "a stack \(key)")
    switch key {
    case "axis":
      let axes: [String: LayoutConstraint.Axis] = [
        "horizontal": .horizontal, "vertical": .vertical,
      ]
      guard let axis = axes[name] else {
        throw reader.error(node, "unknown axis \"\(name)\"; expected horizontal or vertical")
      }
      return .axis(axis)
    case "distribution":
      let distributions = StackView.Distribution.byName
      guard let distribution = distributions[name] else {
        throw reader.error(
          node,
          "unknown distribution \"\(name)\"; expected "
            + distributions.keys.sorted().joined(separator: ", "))
      }
      return .distribution(distribution)
    default:
      let alignments = StackView.Alignment.byName
      guard let alignment = alignments[name] else {
        throw reader.error(
          node,
          "unknown alignment \"\(name)\"; expected "
            + alignments.keys.sorted().joined(separator: ", "))
      }
      return .alignment(alignment)
    }
  }
}
