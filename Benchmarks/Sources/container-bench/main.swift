// container-bench [--runs N] [--rows N] [--resizes N] [--grid-resizes N [--rtl]]
//
// Times Truss's containers against the simplest hand-written equivalent (issues 13 and 14):
//
// - stackBuild: a window holding a vertical stack of N rows (default 1,000), each a
//   horizontal stack of an image, a two-label vertical stack and a trailing label, built and
//   laid out; hand-written: the same tree of plain views given the frames computed by hand.
// - stackResize: the window's width 375 ↔ 414, laid out again; hand-written: the frames
//   computed again for the new width and assigned.
// - scrollOffset: a scroll view over a column of N modules scrolled through its whole
//   content in N offset changes, laid out after each; hand-written: the same offsets set as
//   a plain view's bounds origin. Per offset change. The run also checks that scrolling does
//   no solver work (the solver's statistics are unchanged).
// - gridBuild: a window holding a grid view of 100 rows × 10 columns of labels
//   (GridScreen.swift), built and laid out; hand-written: the same labels in a plain
//   container, measured once, given the frames computed by hand (columns as wide as their
//   widest label, rows as tall as their tallest, 6 apart).
// - gridResize: the window's width 1024 → 1112 → 1024, laid out after each (the grid is
//   pinned 20 points in from both sides, so its last column, whose amounts sit at its
//   trailing edge, takes the width: the grid and those 100 labels move); hand-written: every
//   frame computed again and assigned. Per resize. gridResizeRTL: the same, right to left,
//   where the other 900 labels move (the columns start at the grid's right edge) and the
//   last column's stay at its left edge.
// - tableFirstLayout, tableRowStep, tablePointStep, tableScreenStep (issue 15,
//   TableScreen.swift): a plain table of 10,000 self-sizing rows (avatar, name, a message of 1
//   to 6 lines) in a 375 × 812 window at 3×: its first layout; scrolling down 1 point at a
//   time over rows not shown yet, per step that shows a new row (asked for and measured) and
//   per step that shows none (checked to do no solver work); then to the end a screen height
//   at a time, per step. Hand-written: plain views given frames computed from the labels'
//   measured text, reused as rows leave (microseconds per step).
// - flowFirstLayout, flowLineStep, flowPointStep, flowScreenStep (issue 15,
//   CollectionScreen.swift): a vertical flow layout of 10,000 self-sizing items (the table's
//   content, each as wide as the window, 10 apart, estimated 80 tall) in the same window: the
//   same four measurements (a line step realises a new line, whose item is asked for and
//   measured); hand-written: the same content views given frames computed by hand.
//
// `--resizes N` only builds the stack screen and resizes it N times (for a profiler);
// `--grid-resizes N` the same for the grid screen (`--rtl`: right to left).
//
// Before timing, the Truss frames are checked against the hand-computed ones. Prints the
// median of N runs (default 21), in milliseconds (scrollOffset: microseconds per change).

import Foundation
import LayoutWorkloads
import Truss

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let usage = "usage: container-bench [--runs N] [--rows N] [--resizes N] [--grid-resizes N [--rtl]]"
var runs = 21
var rows = 1000
var resizesOnly: Int?
var gridResizesOnly: Int?
var gridDirection = UserInterfaceLayoutDirection.leftToRight
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--runs":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else {
      fail(usage)
    }
    runs = value
  case "--resizes":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else {
      fail(usage)
    }
    resizesOnly = value
  case "--rows":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else {
      fail(usage)
    }
    rows = value
  case "--grid-resizes":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else { fail(usage) }
    gridResizesOnly = value
  case "--rtl": gridDirection = .rightToLeft
  default: fail(usage)
  }
}

let clock = ContinuousClock()
func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

if let gridResizesOnly {
  let (window, _, _) = makeGridScreen(width: GridMetrics.narrow, direction: gridDirection)
  for i in 0..<gridResizesOnly {
    resizeGrid(window, width: i.isMultiple(of: 2) ? GridMetrics.wide : GridMetrics.narrow)
  }
  exit(0)
}

// MARK: The stack screen

/// The row's pieces: image 44 × 44, title 150 × 20, subtitle 120 × 16, trailing 40 × 16;
/// rows 8 apart; 12 between a row's pieces, 2 between the labels.
struct RowViews {
  let row: View
  let image: View
  let column: View
  let title: View
  let subtitle: View
  let trailing: View
}

func makeStackScreen(width: CGFloat, rows: Int) -> (Window, StackView, [RowViews]) {
  let window = Window(size: CGSize(width: width, height: 812), scale: 3)
  let list = StackView()
  list.axis = .vertical
  list.spacing = 8
  list.alignment = .fill
  var made: [RowViews] = []
  for _ in 0..<rows {
    let image = ContentView(contentSize: CGSize(width: 44, height: 44))
    image.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    let title = ContentView(contentSize: CGSize(width: 150, height: 20))
    let subtitle = ContentView(contentSize: CGSize(width: 120, height: 16))
    let column = StackView(arrangedSubviews: [title, subtitle])
    column.axis = .vertical
    column.spacing = 2
    column.alignment = .leading
    let trailing = ContentView(contentSize: CGSize(width: 40, height: 16))
    trailing.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    let row = StackView(arrangedSubviews: [image, column, trailing])
    row.alignment = .center
    row.spacing = 12
    list.addArrangedSubview(row)
    made.append(
      RowViews(
        row: row, image: image, column: column, title: title, subtitle: subtitle,
        trailing: trailing))
  }
  list.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(list)
  LayoutConstraint.activate([
    list.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    list.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    list.topAnchor.constraint(equalTo: window.topAnchor),
  ])
  window.layoutIfNeeded()
  return (window, list, made)
}

/// The frames by hand: a row is 44 tall (the image; the labels' column is 20 + 2 + 16 = 38,
/// centered 3 down), the column takes the width the image, the trailing label and the two
/// gaps leave.
func handFrames(width: CGFloat, index: Int) -> [CGRect] {
  let columnWidth = width - 44 - 12 - 12 - 40
  return [
    CGRect(x: 0, y: CGFloat(index) * 52, width: width, height: 44),
    CGRect(x: 0, y: 0, width: 44, height: 44),
    CGRect(x: 56, y: 3, width: columnWidth, height: 38),
    CGRect(x: 0, y: 0, width: 150, height: 20),
    CGRect(x: 0, y: 22, width: 120, height: 16),
    CGRect(x: width - 40, y: 14, width: 40, height: 16),
  ]
}

func handWritten(width: CGFloat, views: [[View]]) {
  for (index, row) in views.enumerated() {
    for (view, frame) in zip(row, handFrames(width: width, index: index)) { view.frame = frame }
  }
}

func plainTree(rows: Int) -> [[View]] {
  let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
  return (0..<rows).map { _ in
    let views = (0..<6).map { _ in View() }
    root.addSubview(views[0])
    views[0].addSubview(views[1])
    views[0].addSubview(views[2])
    views[2].addSubview(views[3])
    views[2].addSubview(views[4])
    views[0].addSubview(views[5])
    return views
  }
}

do {
  let (window, _, made) = makeStackScreen(width: 375, rows: rows)
  for (index, row) in made.enumerated() {
    let frames = [row.row, row.image, row.column, row.title, row.subtitle, row.trailing].map(
      \.frame)
    if frames != handFrames(width: 375, index: index) {
      fail("stack frames differ from the hand-written ones at row \(index): \(frames)")
    }
  }
  if window.hasAmbiguousLayout { fail("the stack screen is ambiguous") }
}

/// One resize and layout of the stack screen, a function of its own so a profiler can count
/// only it (`valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*resizeStack*'`).
@inline(never)
func resizeStack(_ window: Window, width: CGFloat) {
  window.resize(to: CGSize(width: width, height: 812))
  window.layoutIfNeeded()
}

if let resizesOnly {
  let (window, _, _) = makeStackScreen(width: 375, rows: rows)
  for i in 0..<resizesOnly {
    resizeStack(window, width: i.isMultiple(of: 2) ? 414 : 375)
  }
  exit(0)
}

var buildTruss: [Double] = []
var buildHand: [Double] = []
var resizeTruss: [Double] = []
var resizeHand: [Double] = []
for _ in 0..<runs {
  var screen: (Window, StackView, [RowViews])?
  buildTruss.append(
    milliseconds(clock.measure { screen = makeStackScreen(width: 375, rows: rows) }))
  var tree: [[View]] = []
  buildHand.append(
    milliseconds(
      clock.measure {
        tree = plainTree(rows: rows)
        handWritten(width: 375, views: tree)
      }))
  // There and back (375 -> 414 -> 375), halved: every timed resize moves the frames (the
  // screen is built at 375, so a resize "to 375" would time nothing).
  if let window = screen?.0 {
    resizeTruss.append(
      milliseconds(
        clock.measure {
          resizeStack(window, width: 414)
          resizeStack(window, width: 375)
        }) / 2)
  }
  resizeHand.append(
    milliseconds(
      clock.measure {
        handWritten(width: 414, views: tree)
        handWritten(width: 375, views: tree)
      }) / 2)
}

// MARK: The scroll column

func makeScrollColumn(rows: Int) -> (Window, ScrollView) {
  let window = Window(size: CGSize(width: 375, height: 812), scale: 3)
  let scroll = ScrollView()
  scroll.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(scroll)
  LayoutConstraint.activate([
    scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    scroll.topAnchor.constraint(equalTo: window.topAnchor),
    scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
  ])
  var previous: View?
  for _ in 0..<rows {
    let module = View()
    module.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(module)
    LayoutConstraint.activate([
      module.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      module.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      module.heightAnchor.constraint(equalToConstant: 100),
      module.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? scroll.topAnchor),
    ])
    previous = module
  }
  previous?.bottomAnchor.constraint(equalTo: scroll.bottomAnchor).isActive = true
  window.layoutIfNeeded()
  return (window, scroll)
}

let (scrollWindow, scroll) = makeScrollColumn(rows: rows)
let contentHeight = CGFloat(rows) * 100
if scroll.contentSize.height != contentHeight {
  fail("content height \(scroll.contentSize.height), expected \(contentHeight)")
}
let statisticsBefore = scrollWindow.solverStatistics
let step = (contentHeight - 812) / CGFloat(rows)
var scrollTruss: [Double] = []
var scrollHand: [Double] = []
let plain = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
for _ in 0..<runs {
  scrollTruss.append(
    milliseconds(
      clock.measure {
        for i in 0...rows {
          scroll.setContentOffset(CGPoint(x: 0, y: CGFloat(i) * step), animated: false)
          scrollWindow.layoutIfNeeded()
        }
      }) * 1000 / Double(rows + 1))
  scrollHand.append(
    milliseconds(
      clock.measure {
        for i in 0...rows {
          plain.bounds = CGRect(x: 0, y: CGFloat(i) * step, width: 375, height: 812)
        }
      }) * 1000 / Double(rows + 1))
}
if scrollWindow.solverStatistics != statisticsBefore {
  fail("scrolling did solver work")
}

// MARK: The grid

let gridMovedLTR = checkGridScreen(direction: .leftToRight)
let gridMovedRTL = checkGridScreen(direction: .rightToLeft)
var gridBuildTruss: [Double] = []
var gridBuildHand: [Double] = []
var gridResizeTruss: [Double] = []
var gridResizeHand: [Double] = []
var gridResizeRTLTruss: [Double] = []
var gridResizeRTLHand: [Double] = []
for _ in 0..<runs {
  var screen: (Window, GridView, [[Label]])?
  gridBuildTruss.append(
    milliseconds(clock.measure { screen = makeGridScreen(width: GridMetrics.narrow) }))
  var built: HandGrid?
  gridBuildHand.append(milliseconds(clock.measure { built = HandGrid(width: GridMetrics.narrow) }))
  guard let window = screen?.0, let hand = built else { fail("the grid screens were not built") }
  // Per resize: there and back, each laid out.
  gridResizeTruss.append(
    milliseconds(
      clock.measure {
        resizeGrid(window, width: GridMetrics.wide)
        resizeGrid(window, width: GridMetrics.narrow)
      }) / 2)
  gridResizeHand.append(
    milliseconds(
      clock.measure {
        hand.layout(width: GridMetrics.wide)
        hand.layout(width: GridMetrics.narrow)
      }) / 2)
  let rtlWindow = makeGridScreen(width: GridMetrics.narrow, direction: .rightToLeft).0
  let rtlHand = HandGrid(width: GridMetrics.narrow, direction: .rightToLeft)
  gridResizeRTLTruss.append(
    milliseconds(
      clock.measure {
        resizeGrid(rtlWindow, width: GridMetrics.wide)
        resizeGrid(rtlWindow, width: GridMetrics.narrow)
      }) / 2)
  gridResizeRTLHand.append(
    milliseconds(
      clock.measure {
        rtlHand.layout(width: GridMetrics.wide)
        rtlHand.layout(width: GridMetrics.narrow)
      }) / 2)
}

let tableResults = runTableWorkloads(runs: runs)
let collectionResults = runCollectionWorkloads(runs: runs)

print("check: \(rows) rows; stack frames equal to the hand-written ones; no ambiguity")
print("check: scrolling \(rows + 1) offsets did no solver work")
print(
  "check: grid of \(GridMetrics.rows) × \(GridMetrics.columns) labels, left to right and right "
    + "to left, at \(Int(GridMetrics.narrow)), \(Int(GridMetrics.wide)) and back: frames equal to "
    + "the hand-written ones; no ambiguity; nothing logged; a resize moves \(gridMovedLTR) "
    + "label frames (right to left: \(gridMovedRTL))")
for check in tableResults.checks { print("check: table of \(TableMetrics.rows) rows: " + check) }
for check in collectionResults.checks {
  print("check: flow of \(FlowMetrics.items) items: " + check)
}
print("median of \(runs) runs (ratio: Truss / hand-written)")
print("| workload | Truss | hand-written | ratio |")
print("| --- | ---: | ---: | ---: |")
for (name, unit, truss, hand) in [
  ("stackBuild", "ms", buildTruss, buildHand), ("stackResize", "ms", resizeTruss, resizeHand),
  ("scrollOffset", "µs", scrollTruss, scrollHand),
  ("gridBuild", "ms", gridBuildTruss, gridBuildHand),
  ("gridResize", "ms", gridResizeTruss, gridResizeHand),
  ("gridResizeRTL", "ms", gridResizeRTLTruss, gridResizeRTLHand),
] + (tableResults.rows + collectionResults.rows).map({ ($0.0, $0.1, [$0.2], [$0.3]) }) {
  let (t, h) = (median(truss), median(hand))
  print(
    "| \(name) | \(String(format: "%.3f", t)) \(unit) | \(String(format: "%.4f", h)) \(unit) | "
      + "\(String(format: "%.1f", t / h))× |")
}
