// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "StoreClients",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "StoreClients", targets: ["StoreClients"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.9.0")
  ],
  targets: [
    .target(
      name: "StoreClients",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    )
  ]
)
