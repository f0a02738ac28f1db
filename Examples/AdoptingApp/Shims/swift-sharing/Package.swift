// swift-tools-version: 6.0

// Stands in for Point-Free's swift-sharing under a SwiftPM mirror, for an app that names it directly:
// its `Sharing` product re-exports OpenComposableArchitecture's `Sharing` module (which has the same
// name, and which the app's `import Sharing` finds).
import PackageDescription

let package = Package(
  name: "swift-sharing",
  products: [
    .library(name: "Sharing", targets: ["SharingReexport"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.0")
  ],
  targets: [
    .target(
      name: "SharingReexport",
      dependencies: [
        .product(name: "Sharing", package: "swift-composable-architecture")
      ]
    )
  ]
)
