// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Formatting",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "Formatting", targets: ["Formatting"])
  ],
  targets: [
    .target(name: "Formatting")
  ]
)
