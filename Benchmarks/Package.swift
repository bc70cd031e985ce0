// swift-tools-version: 6.1
import PackageDescription

// Benchmarks (SPEC §17): the Cassowary solver's workload generator, the `tcs-bench` driver
// used by Scripts/compare-kiwi.sh and its ordo-one/benchmark suite; the layout model's
// 1,000-view screen against hand-written frames (`layout-bench` and its suite); measuring
// 10,000 label strings (`text-bench`); parsing and lowering 10,000 visual formats
// (`vfl-bench`); the soak, a million random operations on live windows checked against an
// independent oracle (`soak`, README).
//
//   swift run -c release --package-path Benchmarks make-workloads OUTDIR
//   swift build -c release --package-path Benchmarks --product tcs-bench
//   swift run -c release --package-path Benchmarks layout-bench
//   swift run -c release --package-path Benchmarks memory-bench [--churn]
//   swift run -c release --package-path Benchmarks text-bench
//   swift run -c release --package-path Benchmarks vfl-bench
//   swift run -c release --package-path Benchmarks soak --operations 1000000 --seed 1
//   swift package --package-path Benchmarks benchmark
let package = Package(
  name: "TrussBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Truss", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(name: "SolverWorkloads"),
    .target(
      name: "BenchmarkTolerances",
      dependencies: [.product(name: "Benchmark", package: "benchmark")]
    ),
    .target(name: "LayoutWorkloads", dependencies: [.product(name: "Truss", package: "Truss")]),
    .executableTarget(name: "make-workloads", dependencies: ["SolverWorkloads"]),
    .executableTarget(
      name: "tcs-bench",
      dependencies: [.product(name: "Cassowary", package: "Truss")]
    ),
    .executableTarget(
      name: "layout-bench",
      dependencies: ["LayoutWorkloads", .product(name: "Truss", package: "Truss")]
    ),
    .executableTarget(
      name: "container-bench",
      dependencies: ["LayoutWorkloads", .product(name: "Truss", package: "Truss")]
    ),
    .executableTarget(
      name: "memory-bench",
      dependencies: ["LayoutWorkloads", .product(name: "Truss", package: "Truss")]
    ),
    .executableTarget(
      name: "text-bench",
      dependencies: [.product(name: "Truss", package: "Truss")]
    ),
    .executableTarget(
      name: "soak", dependencies: [.product(name: "TrussFuzzing", package: "Truss")]),
    .executableTarget(
      name: "vfl-bench",
      dependencies: [.product(name: "Truss", package: "Truss")]
    ),
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [
        "SolverWorkloads",
        "BenchmarkTolerances",
        .product(name: "Cassowary", package: "Truss"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SolverBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        "LayoutWorkloads",
        "BenchmarkTolerances",
        .product(name: "Truss", package: "Truss"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
