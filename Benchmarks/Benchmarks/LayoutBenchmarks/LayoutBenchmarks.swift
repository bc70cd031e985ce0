// The layout model's benchmarks (SPEC §17, issue 3), for ordo-one/benchmark:
//
//   swift package --package-path Benchmarks benchmark --target LayoutBenchmarks
//
// The workload is the 1,000-view feed screen of LayoutWorkloads (a header, 90 cards of 11
// views, a tab bar) in a 375 × 812 window at 3×:
//
// - `Layout.screen.fromScratch`: build the views and constraints, then the first
//   `layoutIfNeeded()` (releasing the screen is not measured);
// - `Layout.screen.resize`: rotate portrait 375×812 ↔ landscape 812×375 (alternating) with
//   `window.resize(to:safeAreaInsets:)` and `layoutIfNeeded()`;
// - `Layout.screen.constantChange`: one card's avatar width constant, 40 ↔ 56, and
//   `layoutIfNeeded()` (the card's title and subtitle move);
// - `Layout.screen.constantChangeCascade`: the first card's avatar height, 40 ↔ 56 (the
//   card grows and the 89 cards below it move).
//
// `Layout.handwritten.*` are the floor: the same frames computed with arithmetic, as
// `layoutSubviews` overrides would, and assigned to the same tree of views outside any
// window (no engine). The setup of `Layout.screen.resize` checks that both give the same
// frames (a few seconds: it also asks the window for ambiguity).

import Benchmark
import BenchmarkTolerances
import LayoutWorkloads
import Truss

/// State built by a benchmark's setup hook, outside the measurement.
final class Prepared<State>: @unchecked Sendable {
  var state: State?
  var flip = false
}

let content = FeedContent.cards()
let middle = FeedMetrics.cardCount / 2

/// Wall clock and mallocs; each benchmark runs for about a second.
var configuration: Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(1),
    maxIterations: 1000, thresholds: regressionTolerances(for: [.wallClock, .mallocCountTotal]))
}

/// Checks that the constraint-based screen and the hand-written one agree.
func checkFrames() {
  let (problems, _) = verifyScreens(content: content)
  precondition(problems.isEmpty, "The frames differ:\n" + problems.joined(separator: "\n"))
}

let benchmarks: @Sendable () -> Void = {
  Benchmark("Layout.screen.fromScratch", configuration: configuration) { benchmark in
    benchmark.startMeasurement()
    let screen = FeedScreen(content: content, geometry: .portrait)
    screen.window.layoutIfNeeded()
    benchmark.stopMeasurement()
    blackHole(screen)
  }

  Benchmark("Layout.handwritten.fromScratch", configuration: configuration) { benchmark in
    benchmark.startMeasurement()
    let screen = HandwrittenScreen(content: content, geometry: .portrait)
    benchmark.stopMeasurement()
    blackHole(screen)
  }

  let screen = Prepared<FeedScreen>()
  let makeScreen: Benchmark.BenchmarkSetupHook = {
    let s = FeedScreen(content: content, geometry: .portrait)
    s.window.layoutIfNeeded()
    screen.state = s
    screen.flip = false
  }
  let handwritten = Prepared<HandwrittenScreen>()
  let makeHandwritten: Benchmark.BenchmarkSetupHook = {
    handwritten.state = HandwrittenScreen(content: content, geometry: .portrait)
    handwritten.flip = false
  }

  Benchmark("Layout.screen.resize", configuration: configuration) { benchmark in
    guard let s = screen.state else { return }
    screen.flip.toggle()
    s.resize(to: screen.flip ? .landscape : .portrait)
  } setup: {
    checkFrames()
    try await makeScreen()
  }

  Benchmark("Layout.handwritten.resize", configuration: configuration) { benchmark in
    guard let s = handwritten.state else { return }
    handwritten.flip.toggle()
    s.resize(to: handwritten.flip ? .landscape : .portrait)
  } setup: {
    try await makeHandwritten()
  }

  Benchmark("Layout.screen.constantChange", configuration: configuration) { benchmark in
    guard let s = screen.state else { return }
    screen.flip.toggle()
    s.setAvatarWidth(card: middle, to: screen.flip ? 56 : 40)
  } setup: {
    try await makeScreen()
  }

  Benchmark("Layout.handwritten.constantChange", configuration: configuration) { benchmark in
    guard let s = handwritten.state else { return }
    handwritten.flip.toggle()
    s.setAvatarWidth(card: middle, to: handwritten.flip ? 56 : 40)
  } setup: {
    try await makeHandwritten()
  }

  Benchmark("Layout.screen.constantChangeCascade", configuration: configuration) {
    benchmark in
    guard let s = screen.state else { return }
    screen.flip.toggle()
    s.setAvatarHeight(card: 0, to: screen.flip ? 56 : 40)
  } setup: {
    try await makeScreen()
  }

  Benchmark("Layout.handwritten.constantChangeCascade", configuration: configuration) {
    benchmark in
    guard let s = handwritten.state else { return }
    handwritten.flip.toggle()
    s.setAvatarHeight(card: 0, to: handwritten.flip ? 56 : 40)
  } setup: {
    try await makeHandwritten()
  }
}
