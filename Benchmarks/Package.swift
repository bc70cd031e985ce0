// swift-tools-version: 6.1
import PackageDescription

// Benchmarks of the Cassowary solver (SPEC §17): the workload generator, the `tcs-bench`
// driver used by Scripts/compare-kiwi.sh, and the ordo-one/benchmark suite.
//
//   swift run -c release --package-path Benchmarks make-workloads OUTDIR
//   swift build -c release --package-path Benchmarks --product tcs-bench
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
    .executableTarget(name: "make-workloads", dependencies: ["SolverWorkloads"]),
    .executableTarget(
      name: "tcs-bench",
      dependencies: [.product(name: "Cassowary", package: "Truss")]
    ),
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [
        "SolverWorkloads",
        .product(name: "Cassowary", package: "Truss"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SolverBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
