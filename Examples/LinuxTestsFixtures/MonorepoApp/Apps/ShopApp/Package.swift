// swift-tools-version: 6.0
import PackageDescription

let tca = Target.Dependency.product(
  name: "ComposableArchitecture", package: "swift-composable-architecture")

let package = Package(
  name: "ShopApp",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "ShopFeature", targets: ["ShopFeature"]),
    .library(name: "ProfileFeature", targets: ["ProfileFeature"]),
  ],
  dependencies: [
    .package(path: "../../Packages/DesignSystem"),
    .package(path: "../../Packages/StoreClients"),
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.23.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.9.0"),
  ],
  targets: [
    .target(
      name: "CartFeature",
      dependencies: ["DesignSystem", "StoreClients", tca],
      swiftSettings: [.define("SHOP_DEBUG", .when(configuration: .debug))]
    ),
    .target(
      name: "ShopFeature",
      dependencies: ["CartFeature", "DesignSystem", "StoreClients", tca],
      swiftSettings: [.define("SHOP_DEBUG", .when(configuration: .debug))]
    ),
    .target(
      name: "ProfileFeature",
      dependencies: [
        "DesignSystem",
        "StoreClients",
        tca,
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "CartFeatureTests",
      dependencies: ["CartFeature", "DesignSystem", "StoreClients", tca],
      swiftSettings: [.define("SHOP_DEBUG", .when(configuration: .debug))]
    ),
    .testTarget(
      name: "ShopFeatureTests",
      dependencies: ["CartFeature", "ShopFeature", "StoreClients", tca]
    ),
    .testTarget(
      name: "ProfileFeatureTests",
      dependencies: ["ProfileFeature", "StoreClients", tca]
    ),
  ]
)
