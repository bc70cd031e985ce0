import Foundation
import Truss

// Content views in fixtures: a view's "kind" (label, image, button) and the keys each kind
// takes, read strictly (a key of another kind is an error naming both), and the label-only
// parts of steps and expectations.

extension Fixture {
  /// Every key a content kind takes, for the views' list of allowed keys.
  static let contentKeys = ["kind"] + ViewKind.allCases.flatMap(\.contentKeys)

  /// Reads `"kind"` and the keys of that kind into `view`.
  ///
  /// - Throws: `FixtureError` for an unknown kind, a key another kind takes, a label or
  ///   button without `"font"`, or a value out of range.
  static func parseContent(_ object: JSONObjectCursor, into view: inout ViewSpec) throws {
    view.kind = try object["kind"]?.option(ViewKind.self, meaning: "view kind") ?? .view
    for kind in ViewKind.allCases where kind != view.kind {
      for key in kind.contentKeys where !view.kind.contentKeys.contains(key) {
        guard let cursor = object[key] else { continue }
        throw cursor.error(
          "only \(kind.article) takes \"\(key)\", and this view is \(view.kind.article) (set "
            + "\"kind\")")
      }
    }
    switch view.kind {
    case .view:
      break
    case .label:
      view.font = try parseFont(object.require("font"))
      view.text = try object["text"].flatMap(parseText)
      if let cursor = object["lines"] {
        let lines = try cursor.number()
        guard lines >= 0, lines == lines.rounded(), lines < 1_000_000 else {
          throw cursor.error("numberOfLines is a whole number >= 0 (0: no limit)")
        }
        view.lines = Int(lines)
      }
      if let cursor = object["preferredMaxLayoutWidth"] {
        let width = try cursor.number()
        guard width >= 0 else { throw cursor.error("preferredMaxLayoutWidth cannot be negative") }
        view.preferredMaxLayoutWidth = width
      }
    case .image:
      if let cursor = object["image"] {
        let size = try cursor.size()
        guard size.width >= 0, size.height >= 0 else {
          throw cursor.error("an image size cannot be negative")
        }
        view.image = size
      }
    case .button:
      view.font = try parseFont(object.require("font"))
      view.title = try object["title"].flatMap(parseText)
      view.contentInsets = try object["contentInsets"]?.insets()
    case .scroll:
      try parseScroll(object, into: &view)
    case .grid:
      try parseGrid(object, into: &view)
    case .stack:
      view.stackAxis = try object["axis"]?.string()
      view.stackDistribution = try object["distribution"]?.string()
      view.stackAlignment = try object["alignment"]?.string()
      if let cursor = object["spacing"] {
        if cursor.value == .string("system") {
          view.stackSystemSpacing = true
        } else {
          view.stackSpacing = try cursor.number()
        }
      }
      for (name, value, allowed) in [
        ("axis", view.stackAxis, Fixture.stackAxes),
        ("distribution", view.stackDistribution, Fixture.stackDistributions.keys.sorted()),
        ("alignment", view.stackAlignment, Fixture.stackAlignments.keys.sorted()),
      ] {
        if let value, !allowed.contains(value), let cursor = object[name] {
          throw cursor.error(
            "unknown \(name) \"\(value)\"; expected \(allowed.joined(separator: ", "))")
        }
      }
      try parseStackArrangement(object, into: &view)
    }
  }

  /// A font: `{"family": "box" | "system" | "mono", "size": N, "bold": bool}`.
  static func parseFont(_ cursor: JSONCursor) throws -> FontOption {
    let object = try cursor.object(allowing: ["family", "size", "bold"])
    let family = try object.require("family").option(FontOption.Family.self, meaning: "font family")
    let sizeCursor = try object.require("size")
    let size = try sizeCursor.number()
    guard size > 0 else { throw sizeCursor.error("a font size must be positive") }
    let bold = try object["bold"]?.bool() ?? false
    if bold && family == .box {
      throw cursor.error("the box font has no bold face")
    }
    return FontOption(family: family, size: size, bold: bold)
  }

  /// A label's text or a button's title: a string, or `null` for none.
  static func parseText(_ cursor: JSONCursor) throws -> String? {
    if cursor.value == .null { return nil }
    return try cursor.string()
  }

  /// A `setText` step: `{"view": label or button, "text": string or null}`.
  static func parseSetText(_ cursor: JSONCursor, allowing common: [String]) throws -> FixtureAction
  {
    let object = try cursor.object(allowing: common + ["view", "text"])
    return .setText(
      view: try object.require("view").string(), text: try parseText(object.require("text")))
  }

  /// The label-only expectations: `visibleLines` and `intrinsic`.
  static func parseContentExpectations(
    _ object: JSONObjectCursor, into expectation: inout Expectation
  ) throws {
    if let cursor = object["visibleLines"] {
      guard case .object(let members) = cursor.value else {
        throw cursor.error("expected an object {label: [line, …]}")
      }
      let lines = JSONObjectCursor(members: members, path: cursor.path)
      for id in members.keys {
        expectation.visibleLines[id] = try lines.require(id).array().map { try $0.string() }
      }
    }
    if let cursor = object["intrinsic"] {
      guard case .object(let members) = cursor.value else {
        throw cursor.error("expected an object {view: [w, h]}")
      }
      let sizes = JSONObjectCursor(members: members, path: cursor.path)
      for id in members.keys {
        expectation.intrinsic[id] = try sizes.require(id).size(nullValue: -1)
      }
    }
  }

  /// Checks the ids of the content expectations.
  func checkContent(_ expectation: Expectation, at path: String) throws {
    for id in expectation.visibleLines.keys.sorted() where view(id)?.kind != .label {
      throw FixtureError("\(path).visibleLines: \"\(id)\" is not a label")
    }
    for id in expectation.intrinsic.keys.sorted() where !isViewOrWindow(id) {
      throw FixtureError("\(path).intrinsic: \"\(id)\" is not a view")
    }
  }

  /// Checks that a step acts on a view of the kind it needs.
  func checkContent(_ action: FixtureAction, at path: String) throws {
    switch action {
    case .setText(let id, _):
      guard let kind = view(id)?.kind, kind == .label || kind == .button else {
        throw FixtureError("\(path): setText needs a label or a button, and \"\(id)\" is not one")
      }
    case .setIntrinsic(let id, _):
      if let kind = view(id)?.kind, kind != .view {
        throw FixtureError(
          "\(path): setIntrinsic needs a plain view, and \"\(id)\" is \(kind.article) (its "
            + "content gives its intrinsic size)")
      }
    default:
      break
    }
  }
}

extension Fixture {
  static let stackAxes = ["horizontal", "vertical"]
  static let stackDistributions = StackView.Distribution.byName
  static let stackAlignments = StackView.Alignment.byName
}
