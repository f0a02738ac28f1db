// swift-tools-version: 6.0

// The app's manifest when it also names swift-sharing, swift-navigation and swift-perception
// directly, as some TCA apps do. `.ci/adoption` puts this file in place of Package.swift and shows
// what a mirror can and cannot do for them (README.md, "Use it in your TCA app").
import PackageDescription

let package = Package(
  name: "AdoptingApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.23.0"),
    .package(url: "https://github.com/pointfreeco/swift-navigation", from: "2.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-perception", from: "2.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-sharing", from: "2.0.0"),
  ],
  targets: [
    .target(
      name: "AppFeature",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "Perception", package: "swift-perception"),
        .product(name: "Sharing", package: "swift-sharing"),
        .product(name: "SwiftNavigation", package: "swift-navigation"),
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
