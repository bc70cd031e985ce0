// The Cassowary solver's benchmarks (SPEC §17), for ordo-one/benchmark:
//
//   swift package --package-path Benchmarks benchmark
//   swift package --package-path Benchmarks benchmark --filter 'Build\..*\.1000'
//
// - `Build.KIND.N`: build and solve a workload from scratch (the script's build section,
//   run by a fresh ScriptRunner; parsing is done once, outside the measurement).
// - `Resize.KIND.N`: the workload's resize section (suggestions and prints) on a system
//   built once before the measurement.
// - `Churn.churn.N`: the churn workload's 200 removes and adds of width constraints (the
//   siblings system is built anew for each iteration, outside the measurement).
// - `Enaml.build` and `Enaml.suggest6`: kiwi's enaml-like form: building it, and one round
//   of the benchmark's 6 suggested sizes through the Solver API (values read after each).
// - `Constant.setConstant.N` vs `Constant.removeAdd.N`: in the siblings system, change one
//   view's leading constant 1,000 times per iteration, alternating two values,
//   incrementally (`setConstant`) or by removing the constraint and adding one with the new
//   constant.
//
// The workloads are the ones Scripts/compare-kiwi.sh runs on kiwi (SolverWorkloads). The
// 10,000-view benchmarks run fewer iterations.

import Benchmark
import BenchmarkTolerances
import Cassowary
import SolverWorkloads

/// State built by a benchmark's setup hook, outside the measurement.
final class Prepared<State>: @unchecked Sendable {
  var state: State?
}

/// The sections of a workload, parsed.
struct ParsedWorkload {
  var build: ScriptProgram
  var edit: ScriptProgram

  init(_ workload: Workload) {
    build = ScriptProgram.parse(workload.build)
    edit = ScriptProgram.parse(workload.edit)
  }
}

/// A siblings system and two versions of one view's leading constraint.
struct ConstantChange {
  var solver: Solver
  /// The constraint in the system and a copy with the other constant (for remove + add).
  var active: Constraint
  var other: Constraint
  /// The two constants `setConstant` alternates between.
  var constants: (Double, Double)
  var flip = false
}

func configuration(size: Int?) -> Benchmark.Configuration {
  let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]
  if let size, size >= 10_000 {
    return .init(
      metrics: metrics, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 5,
      thresholds: regressionTolerances(for: metrics))
  }
  return .init(
    metrics: metrics, warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 1000,
    thresholds: regressionTolerances(for: metrics))
}

func makeConstantChange(size: Int) -> ConstantChange? {
  guard let workload = Workloads.workload("siblings", size: size) else { return nil }
  var runner = ScriptRunner()
  _ = runner.run(ScriptProgram.parse(workload.build))
  var solver = runner.solver
  let id = "v\(size / 2).lead"
  guard let active = solver.activeConstraints.first(where: { solver.name(of: $0) == id }) else {
    return nil
  }
  let expression = solver.expression(of: active)
  var shifted = expression
  shifted.constant -= 10
  guard
    let other = try? solver.makeConstraint(
      shifted, solver.relation(of: active), 0, priority: solver.priority(of: active), name: id)
  else { return nil }
  return ConstantChange(
    solver: solver, active: active, other: other,
    constants: (expression.constant, shifted.constant))
}

let benchmarks: @Sendable () -> Void = {
  // Build and resize each workload.
  let kinds = ["enaml"] + Workloads.sizedKinds
  for kind in kinds {
    let sizes: [Int?] = kind == "enaml" ? [nil] : Workloads.sizes
    for size in sizes {
      let label = size.map { "\(kind).\($0)" } ?? kind
      let parsed = Prepared<ParsedWorkload>()
      let prepare: Benchmark.BenchmarkSetupHook = {
        if parsed.state == nil, let w = Workloads.workload(kind, size: size ?? 0) {
          parsed.state = ParsedWorkload(w)
        }
      }
      Benchmark("Build.\(label)", configuration: configuration(size: size)) { benchmark in
        guard let program = parsed.state?.build else { return }
        var runner = ScriptRunner()
        blackHole(runner.run(program))
      } setup: {
        try await prepare()
      }

      if kind == "enaml" { continue }
      if kind == "churn" {
        // The churn section removes and adds IDs once: build anew for every iteration.
        Benchmark("Churn.\(label)", configuration: configuration(size: size)) { benchmark in
          guard let workload = parsed.state else { return }
          var runner = ScriptRunner()
          _ = runner.run(workload.build)
          benchmark.startMeasurement()
          blackHole(runner.run(workload.edit))
          benchmark.stopMeasurement()
        } setup: {
          try await prepare()
        }
        continue
      }
      let built = Prepared<(ScriptRunner, ScriptProgram)>()
      Benchmark("Resize.\(label)", configuration: configuration(size: size)) { benchmark in
        guard var (runner, program) = built.state else { return }
        built.state = nil
        blackHole(runner.run(program))
        built.state = (runner, program)
      } setup: {
        try await prepare()
        guard let workload = parsed.state else { return }
        var runner = ScriptRunner()
        _ = runner.run(workload.build)
        built.state = (runner, workload.edit)
      }
    }
  }

  // kiwi's enaml-like edit loop, through the Solver API.
  let enaml = Prepared<(Solver, [Variable])>()
  Benchmark("Enaml.suggest6", configuration: configuration(size: nil)) { benchmark in
    guard var (solver, variables) = enaml.state else { return }
    enaml.state = nil
    let width = variables[0]
    let height = variables[1]
    for (w, h) in [(400.0, 600.0), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)] {
      try? solver.suggestValue(width, w)
      try? solver.suggestValue(height, h)
      for v in variables.dropFirst(2) { blackHole(solver.value(of: v)) }
    }
    enaml.state = (solver, variables)
  } setup: {
    var runner = ScriptRunner()
    _ = runner.run(ScriptProgram.parse(Workloads.enaml().build))
    let names = ["width", "height", "contents_bottom", "contents_right", "fl1width", "lb3top"]
    let variables = names.compactMap { runner.variable(named: $0) }
    guard variables.count == names.count else { return }
    enaml.state = (runner.solver, variables)
  }

  // Changing one constraint's constant: incrementally vs remove + add. Each iteration makes
  // 1,000 changes, so the time per change is the reported time / 1,000 and the cost of
  // handing the solver to the closure is amortised away.
  let changesPerIteration = 1_000
  for size in Workloads.sizes {
    let incremental = Prepared<ConstantChange>()
    Benchmark("Constant.setConstant.\(size)", configuration: configuration(size: size)) {
      benchmark in
      guard var change = incremental.state else { return }
      incremental.state = nil
      for _ in 0..<changesPerIteration {
        change.flip.toggle()
        let constant = change.flip ? change.constants.1 : change.constants.0
        try? change.solver.setConstant(change.active, to: constant)
      }
      incremental.state = change
    } setup: {
      incremental.state = makeConstantChange(size: size)
    }

    let replacing = Prepared<ConstantChange>()
    Benchmark("Constant.removeAdd.\(size)", configuration: configuration(size: size)) {
      benchmark in
      guard var change = replacing.state else { return }
      replacing.state = nil
      for _ in 0..<changesPerIteration {
        try? change.solver.remove(change.active)
        try? change.solver.add(change.other)
        swap(&change.active, &change.other)
      }
      replacing.state = change
    } setup: {
      replacing.state = makeConstantChange(size: size)
    }
  }
}
