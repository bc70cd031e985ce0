// swift-tools-version: 6.1
// A sample app package whose layout is tested on Linux with Truss's testing helpers:
// `swift test --package-path Examples/TestingSample` (run by the main package's CI).
import Foundation
import PackageDescription

// A path dependency is known by its folder's name: the clone's, whatever it is called.
let truss = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent

let package = Package(
  name: "TestingSample",
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "ProfileScreen", dependencies: [.product(name: "TrussUIKit", package: truss)]),
    .testTarget(
      name: "ProfileScreenTests",
      dependencies: [
        "ProfileScreen",
        .product(name: "TrussUIKit", package: truss),
        .product(name: "TrussTesting", package: truss),
        .product(name: "TrussSnapshotTesting", package: truss),
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
