// swift-tools-version: 6.0

// A TCA app's manifest, written as it is for Point-Free's package: adopted on Linux with no
// change to this file (a SwiftPM mirror, see README.md). `.ci/adoption` builds and tests it both
// ways.
import PackageDescription

let package = Package(
  name: "AdoptingApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.23.0")
  ],
  targets: [
    .target(
      name: "AppFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
    .testTarget(
      name: "AppFeatureTests",
      dependencies: [
        "AppFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
  ]
)
