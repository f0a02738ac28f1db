// swift-tools-version: 6.0

// The second route: the app's manifest with a platform switch. Apple builds keep Point-Free's
// package; Linux builds take OpenComposableArchitecture, cloned next to the app as
// `swift-composable-architecture` so that the package identity, and so every `.product(...)`
// line, stays the same. `.ci/adoption` puts this file in place of Package.swift.
import PackageDescription

#if os(Linux)
  let composableArchitecture: Package.Dependency = .package(
    path: "../swift-composable-architecture"
  )
#else
  let composableArchitecture: Package.Dependency = .package(
    url: "https://github.com/pointfreeco/swift-composable-architecture",
    from: "1.23.0"
  )
#endif

let package = Package(
  name: "AdoptingApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"])
  ],
  dependencies: [
    composableArchitecture
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
