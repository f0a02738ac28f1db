// swift-tools-version: 6.0

// Stands in for Point-Free's swift-perception under a SwiftPM mirror, for an app that names it directly:
// its `Perception` product re-exports OpenComposableArchitecture's `Perception` module (which has the same
// name, and which the app's `import Perception` finds).
import PackageDescription

let package = Package(
  name: "swift-perception",
  products: [
    .library(name: "Perception", targets: ["PerceptionReexport"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.0")
  ],
  targets: [
    .target(
      name: "PerceptionReexport",
      dependencies: [
        .product(name: "Perception", package: "swift-composable-architecture")
      ]
    )
  ]
)
