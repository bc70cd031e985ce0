import AutoLayout
import Foundation
import VisualFormat
import Yams

/// Layout documents: a screen described in YAML (or JSON), loaded into a laid-out window —
/// Interface Builder's job, as text.
///
/// ```yaml
/// device: iPhone 15 Pro  # or window: {size: [375, 812], scale: 3, safeArea: [59, 0, 34, 0]}
/// orientation: portrait
/// metrics: {gap: 12}
/// views:
///   - id: title
///     kind: label                  # view, label, image, button, shape, stack, scroll, grid, table
///     text: Hello
///     font: {family: system, size: 28, weight: bold}
///     textColor: systemBlue
///     hugging: {horizontal: 251, vertical: 251}
///     variations:
///       - when: {horizontalSizeClass: regular}
///         font: {size: 40}
///   - id: card
///     frame: [16, 160, 343, 200]   # the design frame, in the parent's coordinates
///     background: "#f2f2f7"        # quoted: a bare # starts a YAML comment
///     border: {width: 1, color: "#cccccc"}
///     cornerRadius: 12
///     autoresizing: [flexibleWidth, flexibleBottomMargin]
///   - id: chevron
///     kind: shape
///     shape: chevronLeft
///     fill: systemGray
///     when: {orientation: landscape}
/// guides:
///   - {id: column, owner: root}
/// constraints:
///   - title.leading == root.leadingMargin + 8 @750
///   - "title.top == root.safeArea.top + 16 #titleTop"
///   - "V:[title]-(gap)-[card]"
///   - column.leading == title.leading
///   - card.height == 200 !placeholder
///   - when: {horizontalSizeClass: compact}
///     constraints:
///       - "H:|-[card]-|"
/// ```
///
/// ## Views
/// Each view has an `id` (letters, digits and `_`; views and guides share the names, and
/// `root` is the window), an optional `kind` and `parent` (declared above; the window by
/// default), and properties:
/// - every kind: `frame: [x, y, w, h]`, `hidden`, `background`, `border: {width, color}`
///   (1 point and black unless given), `cornerRadius`, `margins: [t, l, b, r]`, `hugging`
///   and `compressionResistance` (a priority for both axes, or `{horizontal:, vertical:}`;
///   1...1000 or a UIKit name such as `defaultHigh`), `autoresizing` (UIKit's names,
///   `[flexibleWidth, flexibleBottomMargin]`, or its notation `"W+BM"` of `LM W RM TM H BM`
///   joined by `+` or `|`), `ambiguity`, `when` and `variations`;
/// - `label`: `text`, `font` (`{family:, size:, weight:}`, or a Dynamic Type text style
///   `{textStyle: body}`, which follows ``LoadOptions/contentSizeCategory``), `textColor`,
///   `numberOfLines`; `button`: `text` (the title),
///   `font`, `textColor`; `image`: `image: {name:, size: [w, h]}`; `shape`: `shape`
///   (`chevronLeft`, `chevronRight`, `ellipse`, `{polygon: [[x, y], …]}` in the unit square,
///   `{arc: [startDegrees, endDegrees]}`), `fill`, `stroke`, `lineWidth`;
/// - `grid`: `rows` (its children, the views whose `parent` is the grid, row by row, `~` for
///   an empty cell: `[[nameLabel, nameField], [~, agree]]`; every child in exactly one cell),
///   `rowSpacing`, `columnSpacing`, `xPlacement`, `yPlacement`, `rowAlignment` (AppKit's
///   names: `leading`, `trailing`, `top`, `bottom`, `center`, `fill`, `none`, `inherited`;
///   `firstBaseline`, `lastBaseline`), `rowSettings: [{row: N, height, topPadding,
///   bottomPadding, yPlacement, rowAlignment, hidden}]`, `columnSettings: [{column: N, width,
///   leadingPadding, trailingPadding, xPlacement, hidden}]` and `merges: [{columns: [first,
///   last], rows: [first, last]}]`; a child's `cell: {xPlacement, yPlacement, rowAlignment}`.
///   The arrangement (`rows`, settings, merges, `cell`) does not vary by traits; a child a
///   `when` leaves out leaves its cell empty;
/// - `table`: `template` (`{views: […], constraints: […]}`: the cell's content view, named
///   `content`, with `{field}` placeholders in any of its strings), `rows` (`[{field: value,
///   …}]`, one row each; every placeholder filled, no other field), `rowHeight` and
///   `estimatedRowHeight` (points, or `automatic`), `contentOffset`, `contentInset`,
///   `insetAdjustment`. The table is UIKit's plain `UITableView` with a data source that fills
///   the template; it has no children of its own. ``LoadedDocument/check()`` fits every row,
///   not only those on screen, and names a row's problems `table[row].view`;
/// - `view`: `intrinsicSize: [w, h]` (`none` for an axis without one), Interface Builder's
///   intrinsic-size placeholder: the view reports that intrinsic content size at design time
///   and none at run time (``LoadOptions/runtime``).
///
/// Colors are `"#rrggbb"` or `"#rrggbbaa"` (quoted), `none`, UIKit's fixed colors (`black`,
/// `white`, `clear`, `red`, `green`, `blue`, `gray`, `lightGray`, `darkGray`, `orange`,
/// `yellow`, `purple`, `brown`, `cyan`, `magenta`) or its system colors in their light
/// appearance (`systemBlue`, `systemRed`, `systemGreen`, `systemOrange`, `systemYellow`,
/// `systemPink`, `systemPurple`, `systemIndigo`, `systemTeal`, `systemGray` to `systemGray6`,
/// `label`, `secondaryLabel`, `tertiaryLabel`, `separator`, `systemBackground`,
/// `secondarySystemBackground`, `tertiarySystemBackground`).
///
/// ## Autoresizing and design frames
/// A view no constraint mentions keeps its design frame through its autoresizing mask
/// (`translatesAutoresizingMaskIntoConstraints` stays true); a view any constraint of the
/// document mentions (whatever its `when`, placeholders included, as Interface Builder
/// decides it per view and not per size class) is laid out by constraints. Masks act between
/// the design window (the document's own device and orientation, or its `window`) and the
/// window the document is loaded into, as a nib resized to the device's screen.
///
/// ## Layout guides
/// `guides: [{id: gap, owner: card}]` adds a `LayoutGuide` to its owner (the window when
/// omitted); equations use it like a view (`gap.height == 20`). It cannot be used in VFL.
///
/// ## Constraints
/// An element of `constraints` is an equation (`ITEM.ATTR REL [ITEM.ATTR [* M] [± C] | C]
/// [@PRIORITY] [#IDENTIFIER]`, see ``DocumentEquation``), a VFL line with the document's
/// `metrics`, or a group `{when: {…}, constraints: […]}` (groups nest). An equation or VFL
/// line ending in ` !placeholder` is a placeholder constraint (Interface Builder's "remove at
/// build time"): loaded by default (design time) and left out with ``LoadOptions/runtime``.
///
/// ## Per-trait variations
/// `when: {horizontalSizeClass: compact|regular, verticalSizeClass: compact|regular,
/// orientation: portrait|landscape}` matches when every trait it names has that value in the
/// window the document is loaded into (after the split and orientation are applied).
/// - On a view it is Interface Builder's per-size-class "installed" checkbox: an unmatched
///   view (and everything under it) is left out of the window, of ``LoadedDocument/views``
///   and of the frames, with the constraints and guides that involve it.
/// - On a constraint group it installs the group's constraints only when it matches.
/// - A view's `variations: [{when: {…}, text: …}]` override its properties (any property
///   but `id`, `kind`, `parent`, `frame`, `autoresizing`, `intrinsicSize`, `ambiguity`,
///   `when` and `variations`; a `font` replaces the whole font); every matching variation
///   applies, in document order, so a later one wins.
///
/// Every part of the document is checked whatever the traits, so a document loads on every
/// device or fails on every device.
///
/// ## Checks
/// ``LoadedDocument/check()`` reports unsatisfiable constraints, ambiguous views (per view
/// `ambiguity: always` — the default, Interface Builder's "Verify Position and Size" —
/// `position` to ignore an ambiguous width or height, or `never`), misplaced views (design
/// frame ≠ solved frame, on the design device only) and any other engine log. Nothing is
/// written to standard error.
public enum LayoutDocument {
  /// The view kinds a document may use.
  static let kinds = [
    "view", "label", "image", "button", "shape", "stack", "scroll", "grid", "table",
  ]
  /// The keys of the document's top-level mapping.
  static let topKeys = [
    "device", "orientation", "window", "views", "guides", "constraints", "metrics",
  ]

  /// Loads `text` and lays it out.
  ///
  /// - Parameters:
  ///   - text: the document, YAML or JSON.
  ///   - file: the file name to put in error messages.
  ///   - device: a device to use instead of the document's `device` or `window`.
  ///   - orientation: an orientation to use instead of the document's.
  /// - Throws: ``DocumentError`` with the line and column of the first problem.
  public static func load(
    _ text: String, file: String? = nil, device: DeviceProfile? = nil,
    orientation: DeviceOrientation? = nil
  ) throws(DocumentError) -> LoadedDocument {
    try load(text, file: file, options: LoadOptions(device: device, orientation: orientation))
  }

  /// Loads `text` into the window `options` describe and lays it out.
  ///
  /// The window's logs (unsatisfiable constraints, invalid constraints, a refused split) are
  /// collected for ``LoadedDocument/check()``, never written to standard error.
  ///
  /// - Parameters:
  ///   - text: the document, YAML or JSON.
  ///   - file: the file name to put in error messages and constraint descriptions.
  ///   - options: the device, orientation, split, layout direction and design or run time.
  /// - Throws: ``DocumentError`` with the line and column of the first problem.
  public static func load(
    _ text: String, file: String? = nil, options: LoadOptions
  ) throws(DocumentError) -> LoadedDocument {
    // A byte-order mark some editors write is not part of the document.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    let reader = NodeReader(file: file, text: text)
    let root = try compose(text, file: file)
    var loader = Loader(reader: reader, options: options)
    return try loader.load(root)
  }

  /// The most nodes a document may have once its aliases are expanded: far more than any
  /// screen needs, and few enough that a "billion laughs" document of aliases to aliases
  /// is refused at once instead of taking minutes and gigabytes.
  static let maximumNodeCount = 100_000

  /// The document's root node, or a `DocumentError` for a YAML syntax error or a document
  /// whose aliases expand past ``maximumNodeCount`` nodes.
  static func compose(_ text: String, file: String?) throws(DocumentError) -> Node {
    let node = try composeNode(text, file: file)
    var budget = maximumNodeCount
    if let place = exceedsBudget(node, &budget) {
      throw DocumentError(
        line: place.mark?.line ?? 1, column: place.mark?.column ?? 1,
        message:
          "the document expands to more than \(maximumNodeCount) values (through its aliases); "
          + "expected a smaller document",
        file: file)
    }
    return node
  }

  /// The node at which the count of nodes under `node` (aliases expanded) runs out of
  /// `budget`, or `nil` when it does not.
  static func exceedsBudget(_ node: Node, _ budget: inout Int) -> Node? {
    budget -= 1
    if budget < 0 { return node }
    switch node {
    case .scalar, .alias: return nil
    case .mapping(let mapping):
      for (key, value) in mapping {
        if let place = exceedsBudget(key, &budget) ?? exceedsBudget(value, &budget) {
          return place
        }
      }
    case .sequence(let sequence):
      for element in sequence {
        if let place = exceedsBudget(element, &budget) { return place }
      }
    }
    return nil
  }

  /// The root node Yams composes from `text`.
  static func composeNode(_ text: String, file: String?) throws(DocumentError) -> Node {
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw documentError(error, file: file)
    } catch {
      throw DocumentError(line: 1, column: 1, message: "\(error)", file: file)
    }
    guard let node else {
      throw DocumentError(
        line: 1, column: 1, message: "expected a document (a mapping with views and constraints)",
        file: file)
    }
    return node
  }

  /// A Yams error as a `DocumentError`.
  static func documentError(_ error: YamlError, file: String?) -> DocumentError {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let about = context.map { " \($0.text)" } ?? ""
      return DocumentError(
        line: mark.line, column: mark.column, message: "YAML syntax: \(problem)\(about)",
        file: file)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return DocumentError(
        line: context.mark.line, column: context.mark.column,
        message: "duplicate key \(duplicates.joined(separator: ", "))", file: file)
    case .reader(let problem, _, _, _):
      return DocumentError(line: 1, column: 1, message: "unreadable text: \(problem)", file: file)
    default:
      return DocumentError(line: 1, column: 1, message: "\(error)", file: file)
    }
  }
}
