// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Truss",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "TextMetrics", targets: ["TextMetrics"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "LayoutContainers", targets: ["LayoutContainers"]),
    .library(name: "VisualFormat", targets: ["VisualFormat"]),
    .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
    .library(name: "LayoutDiagnostics", targets: ["LayoutDiagnostics"]),
    .library(name: "Truss", targets: ["Truss"]),
    .library(name: "TrussUIKit", targets: ["TrussUIKit"]),
    .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "TrussTesting", targets: ["TrussTesting"]),
    // Apart from TrussTesting, so that only those who want swift-snapshot-testing get it.
    .library(name: "TrussSnapshotTesting", targets: ["TrussSnapshotTesting"]),
    .library(name: "LayoutPreview", targets: ["LayoutPreview"]),
    // The fuzz harnesses, for the libFuzzer package in Fuzz/ (not API for users).
    .library(name: "TrussFuzzing", targets: ["TrussFuzzing"]),
    .executable(name: "truss", targets: ["truss"]),
    // The runtime `truss preview Screen.swift` links previewed files against (README, Preview).
    .library(
      name: "TrussPreviewRuntime", type: .dynamic, targets: ["TrussPreview", "TrussUIKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "Cassowary",
      // `rounded()` without Foundation needs libm on Linux.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "TextMetrics"),
    .target(name: "AutoLayout", dependencies: ["Cassowary", "TextMetrics"]),
    .target(name: "LayoutContainers", dependencies: ["AutoLayout"]),
    .target(name: "VisualFormat", dependencies: ["AutoLayout"]),
    .target(name: "LayoutDSL", dependencies: ["AutoLayout"]),
    .target(name: "LayoutDiagnostics", dependencies: ["Cassowary", "AutoLayout"]),
    .target(
      name: "Truss",
      dependencies: [
        "Cassowary", "TextMetrics", "AutoLayout", "LayoutContainers", "VisualFormat", "LayoutDSL",
        "LayoutDiagnostics",
      ]),
    .target(name: "TrussUIKit", dependencies: ["Truss"]),
    .target(
      name: "TrussPreview",
      dependencies: ["Truss", "LayoutDocument", "LayoutRendering", "LayoutPreview"]),
    .target(
      name: "LayoutDocument",
      dependencies: [
        "AutoLayout", "LayoutContainers", "VisualFormat", .product(name: "Yams", package: "Yams"),
      ]),
    .target(name: "LayoutRendering", dependencies: ["AutoLayout"]),
    .target(name: "TrussTesting", dependencies: ["Truss"]),
    .target(
      name: "TrussFuzzing",
      dependencies: [
        "Cassowary", "AutoLayout", "VisualFormat", "LayoutDiagnostics", "LayoutDocument",
      ]),
    .target(
      name: "TrussSnapshotTesting",
      dependencies: [
        "Truss", "TrussTesting", "LayoutRendering",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .target(
      name: "LayoutPreview",
      dependencies: [
        "AutoLayout", "LayoutDocument", "LayoutRendering",
        // FlyingSocks only: FlyingFox's HTTP server grows with every request (README, Preview).
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    // A layout feedback loop, stopped and reported (README; TrussCLITests runs it and compares
    // its output with the two reports kept beside it).
    .executableTarget(
      name: "LoopDemo", dependencies: ["Truss"], path: "Examples/LoopDemo",
      exclude: ["summary.txt", "report.txt"]),
    .executableTarget(
      name: "truss",
      dependencies: [
        "Truss",
        "LayoutDocument",
        "LayoutRendering",
        "LayoutPreview",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "CassowaryTests",
      dependencies: [
        "Cassowary",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"]),
    .testTarget(name: "LayoutContainersTests", dependencies: ["Truss", "TrussTesting"]),
    .testTarget(name: "AutoLayoutTests", dependencies: ["Truss"]),
    .testTarget(name: "FixtureTests", dependencies: ["Truss", "LayoutDocument"]),
    .testTarget(name: "LayoutDSLTests", dependencies: ["Truss"]),
    // The real Apple logs are read from their files; they are not resources.
    .testTarget(
      name: "LayoutDiagnosticsTests", dependencies: ["LayoutDiagnostics", "AutoLayout"],
      exclude: ["Logs"]),
    // The real screens' license texts travel with them; they are not resources.
    .testTarget(
      name: "TrussUIKitTests", dependencies: ["TrussUIKit", "TrussTesting"],
      exclude: ["Screens/Licenses"]),
    .testTarget(
      name: "VisualFormatTests",
      dependencies: [
        "Truss",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "TrussCLITests", dependencies: ["truss", "LoopDemo"]),
    .testTarget(name: "LayoutDocumentTests", dependencies: ["LayoutDocument", "Truss"]),
    .testTarget(
      name: "LayoutRenderingTests",
      dependencies: ["LayoutRendering", "AutoLayout", "LayoutContainers"]),
    .testTarget(name: "TrussTestingTests", dependencies: ["TrussTesting", "Truss"]),
    // Runs every input kept in FuzzRegressions/<target>/ through its fuzz target.
    .testTarget(
      name: "TrussFuzzingTests", dependencies: ["TrussFuzzing", "AutoLayout"],
      exclude: ["FuzzRegressions"]),
    .testTarget(
      name: "TrussSnapshotTestingTests",
      dependencies: [
        "TrussSnapshotTesting", "Truss",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // Compiles real Swift files against the preview runtime, which it builds as `truss preview`
    // does (README, Preview), and talks to the preview server over real HTTP.
    .testTarget(
      name: "LayoutPreviewTests", dependencies: ["LayoutPreview", "LayoutDocument", "AutoLayout"]),
    // Docs/Architecture.md held to the sources: reads files only, depends on no module.
    .testTarget(name: "ArchitectureTests"),
  ],
  swiftLanguageModes: [.v6]
)
