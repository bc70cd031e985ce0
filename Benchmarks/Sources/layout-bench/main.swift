// layout-bench [--runs N] [--fastest] [--cards N] [--no-clamp] [--skip-check] [--hunter]
//              [--profile WORKLOAD]
//
// Times the 1,000-view feed screen (LayoutWorkloads) laid out by Truss's constraints against
// the same frames computed by hand, and prints the median (with --fastest: the shortest) of
// N runs (default 51) of each workload:
//
// - fromScratch: build the views and constraints and lay the window out (Truss); build the
//   views and assign the hand-computed frames (hand-written);
// - resize: rotate portrait 375×812 ↔ landscape 812×375 (alternating) and lay out;
// - constantChange: change one card's avatar width (40 ↔ 56) and lay out;
// - constantChangeCascade: change the first card's avatar height (40 ↔ 56), which moves the
//   89 cards below it, and lay out.
//
// The floor is "hand-written views": frames assigned to a tree of views in no window, so no
// engine exists. "arithmetic" is the same computation into an array of rectangles. Before
// timing, the frames of all three are checked to be equal (skip with --skip-check).
// `--profile WORKLOAD` runs one side of one workload N times and nothing else, for a
// profiler (valgrind --tool=callgrind): `resize`, `handwritten.resize`, and so on.
// `--cards N` changes the number of cards (default 90: 1,000 views); `--no-clamp` makes
// every title and subtitle fit, so no inequality changes between tight and slack on a
// rotation (the simplex then makes no pivots). `--hunter` makes a LayoutLoopHunter (threshold
// 100, every view) watch each Truss screen's window, to measure what production loop
// counters cost when nothing loops.

import Foundation
import LayoutWorkloads
import Truss

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let usage =
  "usage: layout-bench [--runs N] [--fastest] [--cards N] [--no-clamp] [--skip-check] "
  + "[--hunter] [--profile WORKLOAD]"
var runs = 51
var skipCheck = false
var profile: String?
var cardCount = FeedMetrics.cardCount
var noClamp = false
var fastest = false
var withHunter = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--runs":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else { fail(usage) }
    runs = value
  case "--skip-check": skipCheck = true
  case "--cards":
    guard let value = arguments.next().flatMap({ Int($0) }), value >= 1 else { fail(usage) }
    cardCount = value
  case "--no-clamp": noClamp = true
  case "--fastest": fastest = true
  case "--hunter": withHunter = true
  case "--profile":
    guard let value = arguments.next() else { fail(usage) }
    profile = value
  default: fail(usage)
  }
}

var content = FeedContent.cards(count: cardCount)
if noClamp {
  for i in content.indices {
    content[i].titleSize.width = 100
    content[i].subtitleSize.width = 100
  }
}
let middle = content.count / 2
let clock = ContinuousClock()

/// The hunters watching the screens (a window holds its hunter weakly).
var hunters: [LayoutLoopHunter] = []

/// A screen, laid out, watched by a loop hunter with --hunter (started before the first
/// layout, so that it sees every pass).
@MainActor func makeScreen() -> FeedScreen {
  let screen = FeedScreen(content: content, geometry: .portrait)
  if withHunter {
    let hunter = LayoutLoopHunter(threshold: 100) { fail("loop hunter: \($0)") }
    hunter.start(in: screen.window)
    hunters.append(hunter)
  }
  screen.window.layoutIfNeeded()
  return screen
}

func milliseconds(_ d: Duration) -> Double {
  let (seconds, attoseconds) = d.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let n = sorted.count
  return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

struct Row {
  var workload: String
  var truss: Double
  var views: Double
  var rects: Double
}

/// Times one run of `operation` in milliseconds; what it returns is released after the
/// clock stops.
func time<T>(_ operation: (Int) -> T, _ i: Int) -> Double {
  let start = clock.now
  let result = operation(i)
  let elapsed = clock.now - start
  withExtendedLifetime(result) {}
  return milliseconds(elapsed)
}

/// Times the three sides of a workload `runs` times each, after two untimed warm-up runs,
/// interleaved (run i of each side, then run i + 1) so that load on the machine falls on
/// all three alike; returns the medians.
@MainActor func measure<A, B, C>(
  _ workload: String, truss: (Int) -> A, views: (Int) -> B, rects: (Int) -> C
) -> Row {
  var times: [[Double]] = [[], [], []]
  for i in 0..<(runs + 2) {
    let run = [time(truss, i), time(views, i), time(rects, i)]
    if i >= 2 { for side in 0..<3 { times[side].append(run[side]) } }
  }
  let statistic = fastest ? { $0.min() ?? 0 } : median
  return Row(
    workload: workload, truss: statistic(times[0]), views: statistic(times[1]),
    rects: statistic(times[2]))
}

/// The geometry for run `i` of a resize: alternately landscape and portrait.
func geometry(_ i: Int) -> ScreenGeometry { i % 2 == 0 ? .landscape : .portrait }
/// The avatar size for run `i` of a constant change: alternately 56 and 40.
func avatar(_ i: Int) -> CGFloat { i % 2 == 0 ? 56 : 40 }

if let profile {
  let screen = makeScreen()
  let views = HandwrittenScreen(content: content, geometry: .portrait)
  for i in 0..<runs {
    switch profile {
    case "fromScratch":
      withExtendedLifetime(makeScreen()) {}
    case "resize": screen.resize(to: geometry(i))
    case "constantChange": screen.setAvatarWidth(card: middle, to: avatar(i))
    case "constantChangeCascade": screen.setAvatarHeight(card: 0, to: avatar(i))
    case "handwritten.fromScratch":
      withExtendedLifetime(HandwrittenScreen(content: content, geometry: .portrait)) {}
    case "handwritten.resize": views.resize(to: geometry(i))
    case "handwritten.constantChange": views.setAvatarWidth(card: middle, to: avatar(i))
    case "handwritten.constantChangeCascade": views.setAvatarHeight(card: 0, to: avatar(i))
    default: fail("unknown workload \(profile)")
    }
  }
  exit(0)
}

if !skipCheck {
  let (problems, summary) = verifyScreens(content: content)
  if !problems.isEmpty {
    fail("The frames differ:\n" + problems.joined(separator: "\n"))
  }
  print("check: " + summary)
}

var rows: [Row] = []
rows.append(
  measure(
    "fromScratch",
    truss: { _ in makeScreen() },
    views: { _ in HandwrittenScreen(content: content, geometry: .portrait) },
    rects: { _ in HandwrittenFrames(content: content, geometry: .portrait) }))

do {
  let screen = makeScreen()
  let views = HandwrittenScreen(content: content, geometry: .portrait)
  var rects = HandwrittenFrames(content: content, geometry: .portrait)
  // Every workload starts in portrait with 40-point avatars (an odd number of runs leaves
  // the other state behind).
  func reset() {
    screen.resize(to: .portrait)
    views.resize(to: .portrait)
    rects.resize(to: .portrait)
    screen.setAvatarWidth(card: middle, to: 40)
    views.setAvatarWidth(card: middle, to: 40)
    rects.setAvatarWidth(card: middle, to: 40)
    screen.setAvatarHeight(card: 0, to: 40)
    views.setAvatarHeight(card: 0, to: 40)
    rects.setAvatarHeight(card: 0, to: 40)
  }
  rows.append(
    measure(
      "resize", truss: { screen.resize(to: geometry($0)) },
      views: { views.resize(to: geometry($0)) }, rects: { rects.resize(to: geometry($0)) }))
  reset()
  rows.append(
    measure(
      "constantChange", truss: { screen.setAvatarWidth(card: middle, to: avatar($0)) },
      views: { views.setAvatarWidth(card: middle, to: avatar($0)) },
      rects: { rects.setAvatarWidth(card: middle, to: avatar($0)) }))
  reset()
  rows.append(
    measure(
      "constantChangeCascade", truss: { screen.setAvatarHeight(card: 0, to: avatar($0)) },
      views: { views.setAvatarHeight(card: 0, to: avatar($0)) },
      rects: { rects.setAvatarHeight(card: 0, to: avatar($0)) }))
}

func format(_ value: Double) -> String {
  value >= 1 ? String(format: "%.2f", value) : String(format: "%.4f", value)
}

print(
  "\(fastest ? "fastest" : "median") of \(runs) runs, milliseconds "
    + "(ratio: Truss / hand-written views)" + (withHunter ? ", a loop hunter watching" : ""))
print("| workload | Truss (ms) | hand-written views (ms) | ratio | arithmetic only (ms) |")
print("| --- | ---: | ---: | ---: | ---: |")
for row in rows {
  let ratio = String(format: "%.1f×", row.truss / row.views)
  print(
    "| \(row.workload) | \(format(row.truss)) | \(format(row.views)) | \(ratio) "
      + "| \(format(row.rects)) |")
}
