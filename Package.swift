// swift-tools-version: 6.0

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "open-composable-architecture",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Linked so that, on Linux, issues fail Swift Testing tests and XCTest tests alike in
        // any test process that uses the library, with no set-up in the user's test target.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        // Publishers (`Effect.publisher`, `StorePublisher`, `ViewStore`): Combine on Apple
        // platforms, OpenCombine elsewhere; the shim picks one.
        .product(name: "OpenCombineShim", package: "OpenCombine"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: ["ComposableArchitecture"]
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    // The demo of the README: a counter with number facts, runnable in a terminal.
    .target(
      name: "CounterFeature",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/Counter/Sources/CounterFeature"
    ),
    .executableTarget(
      name: "counter",
      dependencies: ["CounterFeature"],
      path: "Examples/Counter/Sources/counter"
    ),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: ["CounterFeature"],
      path: "Examples/Counter/Tests/CounterFeatureTests"
    ),
  ],
  swiftLanguageModes: [.v5]
)

#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) && !os(WASI)
  // Off Apple platforms swift-dependencies resets its cache between XCTest test cases only when
  // this observer is loaded; linking it here spares every user's test target that set-up.
  package.targets[0].dependencies.append(
    .product(name: "DependenciesTestObserver", package: "swift-dependencies")
  )
#endif
