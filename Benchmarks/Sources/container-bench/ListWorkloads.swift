import Foundation
import Truss

// What the table and collection workloads share (issue 15): a list of self-sizing items,
// its data source's counts, the hand-written equivalent, and the run that times one against
// the other.

/// What a data source counts: cells asked for, and items asked for the first time (the items
/// measured: an item's size is measured when it is first shown and kept).
struct ShownCounts {
  var requested = 0
  var firstShown = 0
  private var shown = Set<Int>()

  /// Counts a cell asked for item `index`.
  mutating func ask(_ index: Int) {
    requested += 1
    if shown.insert(index).inserted { firstShown += 1 }
  }
}

/// A list of self-sizing items under test, laid out in its window.
protocol ListUnderTest {
  var window: Window { get }
  var counts: ShownCounts { get }
  var visibleCount: Int { get }
  var contentHeight: CGFloat { get }
  /// Scrolls to `y` and lays the window out.
  func scroll(to y: CGFloat)
  /// Stops the run when an item on screen differs from the hand-computed frames (or from
  /// where the hand-written list put it).
  func checkFrames(_ hand: HandList<some HandItem>)
}

/// One scroll step of a list (the table, the collection), a function of its own so a profiler
/// can count only it (`valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect='*scrollList*'`).
@inline(never)
func scrollList(_ window: Window, _ list: ScrollView, to y: CGFloat) {
  list.contentOffset = CGPoint(x: 0, y: y)
  window.layoutIfNeeded()
}

/// One item of a hand-written list: plain views in a tree under `cell`.
protocol HandItem {
  var cell: View { get }
  /// Gives the views item `index`'s frames, the cell's top at `top`, and returns its height.
  func layOut(_ index: Int, top: CGFloat) -> CGFloat
}

/// A list laid out by hand: items one under another, `spacing` apart, each estimated at
/// `estimate` until shown; the visible items and one more at each end shown, as plain views
/// given frames computed from the labels' sizes, hidden and reused as items leave.
final class HandList<Item: HandItem> {
  let root: View
  let spacing: CGFloat
  /// Every item's height (estimated before it shows), and where each starts (one more at the
  /// end: where the content ends, plus a spacing).
  var heights: [CGFloat]
  var starts: [CGFloat] = []
  var shown: [Int: Item] = [:]
  var spare: [Item] = []
  /// Makes an item's views, its cell added to the root view given.
  let make: (View) -> Item

  init(
    size: CGSize, count: Int, estimate: CGFloat, spacing: CGFloat, make: @escaping (View) -> Item
  ) {
    root = View(frame: CGRect(origin: .zero, size: size))
    self.spacing = spacing
    self.make = make
    heights = Array(repeating: estimate, count: count)
    starts = [0]
    starts.reserveCapacity(count + 1)
    for h in heights { starts.append(starts[starts.count - 1] + h + spacing) }
  }

  /// Shows the items visible at offset `y` and one more at each end, measuring new ones.
  func scroll(to y: CGFloat) {
    root.bounds.origin.y = y
    let bottom = y + root.bounds.height
    var first = 0
    var high = heights.count - 1
    while first < high {
      let mid = (first + high + 1) / 2
      if starts[mid] <= y { first = mid } else { high = mid - 1 }
    }
    first = max(0, first - 1)
    var wanted = Set<Int>()
    var i = first
    while i < heights.count {
      wanted.insert(i)
      if shown[i] == nil { show(i) }
      if starts[i] >= bottom { break }
      i += 1
    }
    for (index, item) in shown where !wanted.contains(index) {
      item.cell.isHidden = true
      spare.append(item)
      shown[index] = nil
    }
  }

  func show(_ i: Int) {
    let item = spare.popLast() ?? make(root)
    let height = item.layOut(i, top: starts[i])
    if heights[i] != height {
      let delta = height - heights[i]
      heights[i] = height
      for k in (i + 1)..<starts.count { starts[k] += delta }
    }
    item.cell.isHidden = false
    shown[i] = item
  }
}

/// Whether two lists of frames differ by more than rounding.
func framesDiffer(_ actual: [CGRect], _ expected: [CGRect]) -> Bool {
  actual.count != expected.count
    || zip(actual, expected).contains { a, e in
      abs(a.minX - e.minX) > 1e-6 || abs(a.minY - e.minY) > 1e-6
        || abs(a.width - e.width) > 1e-6 || abs(a.height - e.height) > 1e-6
    }
}

/// The README rows' names for one list and the word for its items.
struct ListWorkloadNames {
  let first: String
  let step: String
  let point: String
  let screen: String
  /// "row", "item".
  let noun: String
}

/// A list's workloads, each against the hand-written list: the first layout; scrolling down 1
/// point at a time over items never shown (a step that shows a new item, which is asked for
/// and measured, and a step that shows none, checked to do no solver work); then to the end a
/// screen height at a time, per step. Returns the README rows and the checks made.
func runListWorkloads<List: ListUnderTest, Item: HandItem>(
  runs: Int, names: ListWorkloadNames, items: Int, screen: CGFloat, make: () -> List,
  makeHand: () -> HandList<Item>
) -> (rows: [(String, String, Double, Double)], checks: [String]) {
  var firstTruss: [Double] = []
  var firstHand: [Double] = []
  var stepTruss: [Double] = []
  var stepHand: [Double] = []
  var noneTruss: [Double] = []
  var noneHand: [Double] = []
  var screenTruss: [Double] = []
  var screenHand: [Double] = []
  var checks: [String] = []
  let noun = names.noun
  for run in 0..<runs {
    var built: List?
    firstTruss.append(milliseconds(clock.measure { built = make() }))
    guard let list = built else { fail("no \(noun)s") }
    let hand = makeHand()
    firstHand.append(milliseconds(clock.measure { hand.scroll(to: 0) }))
    if run == 0 {
      list.checkFrames(hand)
      let measured = list.counts.firstShown
      checks.append(
        "first layout measured \(measured) \(noun)s (\(list.visibleCount) visible and one "
          + "below), asked for \(list.counts.requested)")
      if measured != list.visibleCount + 1 { fail("first layout measured \(measured)") }
    }
    // 1 point at a time over items not shown yet: each step shows a new item or none.
    let points = 3_000
    var newSteps: [Double] = []
    var noneSteps: [Double] = []
    var solverWork = 0
    for step in 1...points {
      let before = list.counts
      let statistics = list.window.solverStatistics
      let time = milliseconds(clock.measure { list.scroll(to: CGFloat(step)) })
      let asked = list.counts.requested - before.requested
      if asked == 0 {
        noneSteps.append(time * 1000)
        if list.window.solverStatistics != statistics { solverWork += 1 }
      } else if asked == 1, list.counts.firstShown - before.firstShown == 1 {
        newSteps.append(time * 1000)
      }
    }
    var handNew: [Double] = []
    var handNone: [Double] = []
    for step in 1...points {
      let count = hand.shown.count
      let last = hand.shown.keys.max() ?? 0
      let time = milliseconds(clock.measure { hand.scroll(to: CGFloat(step)) })
      if (hand.shown.keys.max() ?? 0) != last || hand.shown.count != count {
        handNew.append(time * 1000)
      } else {
        handNone.append(time * 1000)
      }
    }
    stepTruss.append(median(newSteps))
    noneTruss.append(median(noneSteps))
    stepHand.append(median(handNew))
    noneHand.append(median(handNone))
    if run == 0 {
      list.checkFrames(hand)
      checks.append(
        "scrolled \(points) points 1 at a time: \(newSteps.count) steps showed a new \(noun) "
          + "(asked for and measured), \(noneSteps.count) showed none, \(solverWork) of those "
          + "did solver work")
      if solverWork > 0 { fail("steps showing no new \(noun) did solver work") }
    }
    // To the end, a screen height at a time: about a screenful of new items each step.
    var y = CGFloat(points)
    var steps = 0
    let before = list.counts.firstShown
    let screenTime = milliseconds(
      clock.measure {
        while y + screen < list.contentHeight {
          y += screen
          list.scroll(to: y)
          steps += 1
        }
      })
    screenTruss.append(screenTime * 1000 / Double(steps))
    var handY = CGFloat(points)
    var handSteps = 0
    let handTime = milliseconds(
      clock.measure {
        while handY + screen < hand.starts[hand.starts.count - 1] {
          handY += screen
          hand.scroll(to: handY)
          handSteps += 1
        }
      })
    screenHand.append(handTime * 1000 / Double(handSteps))
    if run == 0 {
      list.checkFrames(hand)
      let all = list.counts.firstShown == items
      checks.append(
        "scrolled \(steps) screens to the end: \(list.counts.firstShown - before) \(noun)s "
          + "measured; every \(noun) measured once: \(all)")
      if !all { fail("\(noun)s measured more than once") }
    }
  }
  return (
    [
      (names.first, "ms", firstTruss, firstHand), (names.step, "µs", stepTruss, stepHand),
      (names.point, "µs", noneTruss, noneHand), (names.screen, "µs", screenTruss, screenHand),
    ].map { ($0.0, $0.1, median($0.2), median($0.3)) },
    checks
  )
}
