// swift-tools-version: 6.0

// Stands in for Point-Free's swift-navigation under a SwiftPM mirror, for an app that names it directly:
// its `SwiftNavigation` product re-exports OpenComposableArchitecture's `SwiftNavigation` module (which has the same
// name, and which the app's `import SwiftNavigation` finds).
import PackageDescription

let package = Package(
  name: "swift-navigation",
  products: [
    .library(name: "SwiftNavigation", targets: ["SwiftNavigationReexport"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.0")
  ],
  targets: [
    .target(
      name: "SwiftNavigationReexport",
      dependencies: [
        .product(name: "SwiftNavigation", package: "swift-composable-architecture")
      ]
    )
  ]
)
