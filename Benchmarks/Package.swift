// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A path dependency is identified by its folder's name, which depends on where the repository
// was cloned.
let libraryPackage = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

// The benchmarks live in their own package so that the library's build stays light: this one
// builds in release mode and pulls in package-benchmark.
let package = Package(
  name: "open-composable-architecture-benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .target(
      name: "BenchmarkFeatures",
      dependencies: [
        .product(name: "ComposableArchitecture", package: libraryPackage),
        .product(name: "ComposableArchitectureDevTools", package: libraryPackage),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        "BenchmarkFeatures",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Sends 1,000,000 actions through a feature with navigation, a list and effects, printing the
    // resident memory as it goes (see RESULTS.md, "Soak").
    .executableTarget(
      name: "soak",
      dependencies: [
        .product(name: "ComposableArchitecture", package: libraryPackage)
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(
      name: "tight-loop",
      dependencies: ["BenchmarkFeatures"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ]
)
