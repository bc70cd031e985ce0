// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets (SPEC §18, issue 20), one per reader of user input. Each is one call of
// FuzzDriver's `runFuzzer` with TrussFuzzing's `FuzzTarget`, whose entry point the
// regression tests (TrussFuzzingTests) run too. They link only when built with
// `-sanitize=fuzzer` (libFuzzer's driver); `Scripts/fuzz.sh` builds and runs them:
//
//   Scripts/fuzz.sh list
//   Scripts/fuzz.sh vfl 600
let fuzzTargets = [
  "fuzz-script", "fuzz-vfl", "fuzz-document-yaml", "fuzz-document-json", "fuzz-apple-log",
]

let package = Package(
  name: "TrussFuzz",
  dependencies: [.package(name: "Truss", path: "..")],
  targets: [
    .target(name: "CFuzzDriver"),
    .target(
      name: "FuzzDriver",
      dependencies: ["CFuzzDriver", .product(name: "TrussFuzzing", package: "Truss")]),
  ]
    + fuzzTargets.map { .executableTarget(name: $0, dependencies: ["FuzzDriver"]) },
  swiftLanguageModes: [.v6]
)
