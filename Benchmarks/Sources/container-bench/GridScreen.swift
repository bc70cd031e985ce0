import Foundation
import Truss

// The grid workloads of container-bench (issue 14): a grid view of 100 rows × 10 columns of
// labels pinned 20 points in from a window's leading, trailing and top edges, against the
// same labels given frames computed by hand.

/// The grid's shape and the window it lives in: an iPad's width, in both orientations (both
/// regular, so a resize changes no trait), at 2×.
enum GridMetrics {
  static let rows = 100
  static let columns = 10
  static let narrow: CGFloat = 1024
  static let wide: CGFloat = 1112
  static let height: CGFloat = 768
  static let scale: CGFloat = 2
  /// The grid's inset from the window's leading, trailing and top edges.
  static let inset: CGFloat = 20
  /// The grid's default row and column spacing (AppKit's).
  static let spacing: CGFloat = 6
}

/// The words of the middle columns: short texts of different lengths, so each column is as
/// wide as its widest.
let gridWords = [
  "Name", "Status", "Owner", "Due", "Priority", "Open", "Closed", "In review", "Blocked",
  "Notes", "Tag", "Region", "Updated", "Type", "Size", "Draft", "Approved", "Yes", "No",
  "Pending", "Assigned to", "Milestone", "Q3", "Berlin", "São Paulo", "Tokyo",
]

/// The text of the label in row `r`, column `c`: a row title in the first column
/// ("Item 12"), an amount in the last ("1,234.56"), words in between.
func gridText(row r: Int, column c: Int) -> String {
  if c == 0 { return "Item \(r + 1)" }
  if c == GridMetrics.columns - 1 {
    let cents = (r * 7919 + 1234) % 1_000_000
    let whole = cents / 100
    let thousands =
      whole >= 1000 ? "\(whole / 1000),\(String(format: "%03d", whole % 1000))" : "\(whole)"
    return thousands + "." + String(format: "%02d", cents % 100)
  }
  return gridWords[(r * 7 + c * 13) % gridWords.count]
}

/// The label's font: 15 points (the row titles semibold), 20 points in about one cell in
/// 23, so some rows are taller than others.
func gridFont(row r: Int, column c: Int) -> Font {
  if (r * 7 + c) % 23 == 0 { return .systemFont(ofSize: 20) }
  return c == 0 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 15)
}

/// Whether the column's labels sit at its trailing edge: the row titles (a form's labels
/// column) and the amounts; the others sit at the leading edge (the grid's default).
func gridColumnIsTrailing(_ c: Int) -> Bool { c == 0 || c == GridMetrics.columns - 1 }

func makeGridLabel(row r: Int, column c: Int) -> Label {
  let label = Label()
  label.font = gridFont(row: r, column: c)
  label.text = gridText(row: r, column: c)
  return label
}

// MARK: Truss

/// A window holding the grid, laid out: `GridView(views:)` with the default spacing (6), the
/// first and last columns placed trailing, and the grid's leading, trailing and top edges 20
/// points in from the window's, so the last column takes what the window's width leaves.
func makeGridScreen(
  width: CGFloat, direction: UserInterfaceLayoutDirection = .leftToRight
) -> (Window, GridView, [[Label]]) {
  let window = Window(
    size: CGSize(width: width, height: GridMetrics.height), scale: GridMetrics.scale,
    layoutDirection: direction)
  let labels = (0..<GridMetrics.rows).map { r in
    (0..<GridMetrics.columns).map { c in makeGridLabel(row: r, column: c) }
  }
  let grid = GridView(views: labels)
  for c in 0..<GridMetrics.columns where gridColumnIsTrailing(c) {
    grid.column(at: c).xPlacement = .trailing
  }
  grid.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(grid)
  LayoutConstraint.activate([
    grid.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: GridMetrics.inset),
    grid.trailingAnchor.constraint(
      equalTo: window.trailingAnchor, constant: -GridMetrics.inset),
    grid.topAnchor.constraint(equalTo: window.topAnchor, constant: GridMetrics.inset),
  ])
  window.layoutIfNeeded()
  return (window, grid, labels)
}

// MARK: By hand

/// The labels' sizes, measured once as a hand-written layout would: the text's width and the
/// font's line height, rounded up to the pixel grid (as a label's intrinsic size is).
func measuredGridSizes(_ labels: [[Label]]) -> [[CGSize]] {
  let scale = GridMetrics.scale
  func up(_ x: Double) -> CGFloat { (CGFloat(x) * scale - 1e-6).rounded(.up) / scale }
  return labels.map { row in
    row.map { label in
      let spec = label.font.spec
      let measurer = Label.standardMeasurer
      return CGSize(
        width: up(measurer.width(of: label.text ?? "", font: spec)),
        height: up(measurer.lineMetrics(for: spec).lineHeight))
    }
  }
}

/// The grid's frame in the window and each label's in the grid (row by row), computed by
/// hand: each column as wide as its widest label and each row as tall as its tallest, 6 apart;
/// the last column takes the rest of the grid's width; a label at its column's leading or
/// trailing edge and at its row's top; right to left, mirrored in the grid. Each edge is
/// snapped to the pixel grid, as Truss snaps frames.
func handGridFrames(
  width: CGFloat, sizes: [[CGSize]], direction: UserInterfaceLayoutDirection
) -> (grid: CGRect, labels: [CGRect]) {
  let columns = GridMetrics.columns
  let spacing = GridMetrics.spacing
  let gridWidth = width - 2 * GridMetrics.inset
  var columnWidths = [CGFloat](repeating: 0, count: columns)
  var rowHeights = [CGFloat](repeating: 0, count: sizes.count)
  for (r, row) in sizes.enumerated() {
    for (c, size) in row.enumerated() {
      columnWidths[c] = max(columnWidths[c], size.width)
      rowHeights[r] = max(rowHeights[r], size.height)
    }
  }
  let others = columnWidths.dropLast().reduce(0, +) + CGFloat(columns - 1) * spacing
  columnWidths[columns - 1] = max(columnWidths[columns - 1], gridWidth - others)
  var columnStarts = [CGFloat](repeating: 0, count: columns)
  for c in 1..<columns { columnStarts[c] = columnStarts[c - 1] + columnWidths[c - 1] + spacing }
  var frames: [CGRect] = []
  frames.reserveCapacity(sizes.count * columns)
  var y: CGFloat = 0
  let scale = GridMetrics.scale
  func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
  for (r, row) in sizes.enumerated() {
    for (c, size) in row.enumerated() {
      var x =
        gridColumnIsTrailing(c)
        ? columnStarts[c] + columnWidths[c] - size.width : columnStarts[c]
      if direction == .rightToLeft { x = gridWidth - x - size.width }
      let x0 = snap(x)
      let y0 = snap(y)
      frames.append(
        CGRect(
          x: x0, y: y0, width: snap(x + size.width) - x0, height: snap(y + size.height) - y0))
    }
    y += rowHeights[r] + (r == sizes.count - 1 ? 0 : spacing)
  }
  let grid = CGRect(
    x: GridMetrics.inset, y: GridMetrics.inset, width: snap(gridWidth), height: snap(y))
  return (grid, frames)
}

/// The hand-written screen: a plain root view holding a plain container view holding the
/// same labels (no window, so no layout engine), their sizes measured once.
struct HandGrid {
  let root: View
  let container: View
  let labels: [Label]
  let sizes: [[CGSize]]
  let direction: UserInterfaceLayoutDirection

  init(width: CGFloat, direction: UserInterfaceLayoutDirection = .leftToRight) {
    root = View(frame: CGRect(x: 0, y: 0, width: width, height: GridMetrics.height))
    container = View()
    root.addSubview(container)
    let rows = (0..<GridMetrics.rows).map { r in
      (0..<GridMetrics.columns).map { c in makeGridLabel(row: r, column: c) }
    }
    for row in rows { for label in row { container.addSubview(label) } }
    labels = rows.flatMap { $0 }
    sizes = measuredGridSizes(rows)
    self.direction = direction
    layout(width: width)
  }

  /// What the container's `layoutSubviews` and its superview's would do for a new width:
  /// compute every frame again and assign it.
  func layout(width: CGFloat) {
    let frames = handGridFrames(width: width, sizes: sizes, direction: direction)
    container.frame = frames.grid
    for (label, frame) in zip(labels, frames.labels) { label.frame = frame }
  }
}

/// Fails unless the Truss grid's frames are the hand-computed ones at both widths and back,
/// the window is unambiguous, and nothing was logged. Answers how many labels' frames differ
/// between the two widths (what a resize moves).
func checkGridScreen(direction: UserInterfaceLayoutDirection) -> Int {
  var logged: [String] = []
  let (window, grid, labels) = makeGridScreen(width: GridMetrics.narrow, direction: direction)
  window.logHandler = { logged.append($0) }
  let sizes = measuredGridSizes(labels)
  for width in [GridMetrics.narrow, GridMetrics.wide, GridMetrics.narrow] {
    if width != window.frame.width {
      window.resize(to: CGSize(width: width, height: GridMetrics.height))
      window.layoutIfNeeded()
    }
    let expected = handGridFrames(width: width, sizes: sizes, direction: direction)
    if grid.frame != expected.grid {
      fail("grid (\(direction), width \(width)): frame \(grid.frame), by hand \(expected.grid)")
    }
    for (index, (label, frame)) in zip(labels.joined(), expected.labels).enumerated()
    where label.frame != frame {
      fail(
        "grid (\(direction), width \(width)): label at row \(index / GridMetrics.columns), "
          + "column \(index % GridMetrics.columns) has frame \(label.frame), by hand \(frame)")
    }
  }
  if window.hasAmbiguousLayout { fail("the grid screen (\(direction)) is ambiguous") }
  if !logged.isEmpty { fail("the grid screen (\(direction)) logged: \(logged)") }
  let narrow = handGridFrames(width: GridMetrics.narrow, sizes: sizes, direction: direction)
  let wide = handGridFrames(width: GridMetrics.wide, sizes: sizes, direction: direction)
  return zip(narrow.labels, wide.labels).filter { $0 != $1 }.count
}

/// One resize and layout of the grid screen, a function of its own so a profiler can count
/// only it (`valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*resizeGrid*'`).
@inline(never)
func resizeGrid(_ window: Window, width: CGFloat) {
  window.resize(to: CGSize(width: width, height: GridMetrics.height))
  window.layoutIfNeeded()
}
