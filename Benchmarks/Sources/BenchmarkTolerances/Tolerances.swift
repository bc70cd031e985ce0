import Benchmark

/// The tolerances that `swift package benchmark thresholds check` applies to the thresholds
/// recorded in `Benchmarks/Thresholds/` (p90 of each metric), for the metrics a suite of the
/// solver or the layout model records. Wall-clock times are generous: a 2-core VM shared with
/// builds moves them by a third; a regression worth catching (a pivot rule gone quadratic, an
/// allocation per view) moves them by several times. (Total CPU time is not recorded: it is
/// counted in 10 ms steps, coarser than most of these benchmarks.) Allocation counts are exact
/// for a given build and workload, so they are held to 2%, which catches a new allocation per
/// item on any of the workloads.
public func regressionTolerances(
  for metrics: [BenchmarkMetric]
) -> [BenchmarkMetric: BenchmarkThresholds] {
  let all: [BenchmarkMetric: BenchmarkThresholds] = [
    .wallClock: .init(relative: [.p90: 50]),
    .mallocCountTotal: .init(relative: [.p90: 2]),
    .peakMemoryResident: .init(relative: [.p90: 25]),
  ]
  return all.filter { metrics.contains($0.key) }
}
