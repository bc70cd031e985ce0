import Foundation

// Scroll views in fixtures ("kind": "scroll"): their keys, their guides `S.content` and
// `S.frame`, the setContentOffset and setContentInset steps, the contentSize,
// adjustedContentInset and windowFrames expectations, and how they mirror.
//
// Mirroring follows UIKit, which does not flip a scroll view's coordinates in right to left:
// the content offset is kept (a horizontally scrollable view starts at x = 0, the left end of
// the content), and content laid out from the leading edge starts at the content area's
// right edge. So a scroll view's subviews mirror within its content width, not its frame's.

extension Fixture {
  /// The guides only a scroll view `S` has: `S.content` (`contentLayoutGuide`) and
  /// `S.frame` (`frameLayoutGuide`).
  static let scrollGuideSuffixes = ["content", "frame"]

  /// The expectation keys about scroll views.
  static let scrollExpectationKeys = ["contentSize", "adjustedContentInset", "windowFrames"]

  /// Reads a scroll view's keys into `view`.
  ///
  /// - Throws: `FixtureError` for an offset that is not two numbers, insets that are not four,
  ///   or an unknown inset adjustment.
  static func parseScroll(_ object: JSONObjectCursor, into view: inout ViewSpec) throws {
    if let cursor = object["contentOffset"] {
      let xy = try cursor.numbers(count: 2, meaning: "x, y")
      view.scroll.contentOffset = CGPoint(x: xy[0], y: xy[1])
    }
    view.scroll.contentInset = try object["contentInset"]?.insets()
    view.scroll.insetAdjustment = try object["insetAdjustment"]?.option(
      InsetAdjustmentOption.self, meaning: "inset adjustment")
  }

  /// A `setContentOffset` step (`{"view": S, "offset": [x, y]}`) or a `setContentInset` step
  /// (`{"view": S, "insets": [top, left, bottom, right]}`).
  static func parseScrollStep(
    _ kind: String, _ cursor: JSONCursor, allowing common: [String]
  ) throws -> FixtureAction {
    if kind == "setContentOffset" {
      let object = try cursor.object(allowing: common + ["view", "offset"])
      let xy = try object.require("offset").numbers(count: 2, meaning: "x, y")
      return .setContentOffset(
        view: try object.require("view").string(), offset: CGPoint(x: xy[0], y: xy[1]))
    }
    let object = try cursor.object(allowing: common + ["view", "insets"])
    return .setContentInset(
      view: try object.require("view").string(), insets: try object.require("insets").insets())
  }

  /// The scroll expectations: `contentSize`, `adjustedContentInset` and `windowFrames`.
  static func parseScrollExpectations(
    _ object: JSONObjectCursor, into expectation: inout Expectation
  ) throws {
    if let cursor = object["contentSize"] {
      let sizes = try members(of: cursor, "{scroll view: [w, h]}")
      for id in sizes.members.keys {
        let sizeCursor = try sizes.require(id)
        let size = try sizeCursor.size()
        guard size.width >= 0, size.height >= 0 else {
          throw sizeCursor.error("a content size cannot be negative")
        }
        expectation.contentSize[id] = size
      }
    }
    if let cursor = object["adjustedContentInset"] {
      let insets = try members(of: cursor, "{scroll view: [top, left, bottom, right]}")
      for id in insets.members.keys {
        expectation.adjustedContentInset[id] = try insets.require(id).insets()
      }
    }
    if let cursor = object["windowFrames"] {
      let frames = try members(of: cursor, "{view: [x, y, w, h]}")
      for id in frames.members.keys {
        expectation.windowFrames[id] = try frames.require(id).rect()
      }
    }
  }

  private static func members(of cursor: JSONCursor, _ shape: String) throws -> JSONObjectCursor {
    guard case .object(let members) = cursor.value else {
      throw cursor.error("expected an object \(shape)")
    }
    return JSONObjectCursor(members: members, path: cursor.path)
  }

  /// Whether `item` is `S.content` or `S.frame` for a scroll view `S`.
  func isScrollGuide(_ item: String) -> Bool {
    guard let (owner, suffix) = Fixture.split(item) else { return false }
    return Fixture.scrollGuideSuffixes.contains(suffix) && view(owner)?.kind == .scroll
  }

  /// Whether `item` is `S.frame` for a scroll view `S`.
  func isScrollFrameGuide(_ item: String) -> Bool {
    isScrollGuide(item) && item.hasSuffix(".frame")
  }

  /// Why `item` is refused when it names a scroll view's guide on something else
  /// (`card.content` on a plain view), or `nil`.
  func scrollGuideProblem(_ item: String) -> String? {
    guard let (owner, suffix) = Fixture.split(item), Fixture.scrollGuideSuffixes.contains(suffix)
    else { return nil }
    if owner == Fixture.windowID {
      return "\"\(item)\": only a scroll view has a \(suffix) guide, and the window is not one"
    }
    guard let kind = view(owner)?.kind, kind != .scroll else { return nil }
    return "\"\(item)\": only a scroll view has a \(suffix) guide, and \"\(owner)\" is "
      + "\(kind.article) (set \"kind\": \"scroll\")"
  }

  private static func split(_ item: String) -> (owner: String, suffix: String)? {
    guard let dot = item.lastIndex(of: ".") else { return nil }
    return (String(item[..<dot]), String(item[item.index(after: dot)...]))
  }

  /// Checks the ids of the scroll expectations.
  func checkScroll(_ expectation: Expectation, at path: String) throws {
    for (key, ids) in [
      ("contentSize", expectation.contentSize.keys.sorted()),
      ("adjustedContentInset", expectation.adjustedContentInset.keys.sorted()),
    ] {
      for id in ids where view(id)?.kind != .scroll {
        throw FixtureError("\(path).\(key): \"\(id)\" is not a scroll view")
      }
    }
    for id in expectation.windowFrames.keys.sorted() where !isViewOrWindow(id) {
      throw FixtureError("\(path).windowFrames: \"\(id)\" is not a view")
    }
  }

  /// Checks that a scroll step acts on a scroll view.
  func checkScroll(_ action: FixtureAction, at path: String) throws {
    let (name, id): (String, String)
    switch action {
    case .setContentOffset(let view, _): (name, id) = ("setContentOffset", view)
    case .setContentInset(let view, _): (name, id) = ("setContentInset", view)
    default: return
    }
    guard let kind = view(id)?.kind else {
      throw FixtureError("\(path): \"\(id)\" is not a view")
    }
    guard kind == .scroll else {
      throw FixtureError(
        "\(path): \(name) needs a scroll view, and \"\(id)\" is \(kind.article)")
    }
  }

  /// Refuses to mirror a frame written for a scroll view's subview (in the view's spec or a
  /// `setFrame` step): it is in content coordinates, and the content width that mirror needs
  /// is only known after layout.
  ///
  /// - Throws: `FixtureError` when `view`'s parent is a scroll view.
  func checkScrollFrameHasMirror(_ view: ViewSpec, at path: String) throws {
    guard self.view(view.parent)?.kind == .scroll else { return }
    throw FixtureError(
      "\(path) \"\(view.id)\": cannot mirror its frame for RTL: its parent \"\(view.parent)\" "
        + "is a scroll view, whose subviews mirror within the content width, known only after "
        + "layout (constrain the view instead, or give explicit \"rtl\" expectations)")
  }
}

extension Expectation {
  /// The width an expected frame whose parent is the scroll view `parent` is mirrored within:
  /// the scroll view's expected content width (UIKit keeps the content offset in right to
  /// left, so the content, not the visible frame, is what mirrors).
  ///
  /// - Throws: `FixtureError` when this expectation has no `contentSize` for `parent`.
  func scrollContentWidth(of parent: String, mirroring key: String) throws -> Double {
    guard let size = contentSize[parent] else {
      throw FixtureError(
        "cannot mirror the expected frame of \"\(key)\" for RTL: its parent \"\(parent)\" is a "
          + "scroll view, whose content mirrors within its content width; add \"contentSize\": "
          + "{\"\(parent)\": [w, h]} to the same expectation, or give explicit \"rtl\" "
          + "expectations")
    }
    return size.width
  }
}
