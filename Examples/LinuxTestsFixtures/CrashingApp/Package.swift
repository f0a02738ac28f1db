// swift-tools-version: 6.0
import PackageDescription

// A small package whose tests crash and hang: linux-tests isolates them and runs the rest.
let package = Package(
  name: "CrashingApp",
  targets: [
    .target(name: "Tally"),
    .testTarget(name: "TallyTests", dependencies: ["Tally"]),
  ]
)
