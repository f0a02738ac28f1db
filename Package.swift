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
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    // swift-sharing's, swift-perception's and swift-navigation's modules, which TCA re-exports
    // and which users' files import by name; `Sharing` also works with no TCA in the program.
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "Perception", targets: ["Perception"]),
    .library(name: "PerceptionCore", targets: ["PerceptionCore"]),
    .library(name: "SwiftNavigation", targets: ["SwiftNavigation"]),
    .library(name: "ComposableArchitectureLegacy", targets: ["ComposableArchitectureLegacy"]),
    .library(
      name: "ComposableArchitectureDevTools", targets: ["ComposableArchitectureDevTools"]
    ),
    // `swift package new-feature Name`: a feature and its TestStore test, from a template.
    .plugin(name: "NewFeature", targets: ["NewFeature"]),
    // `swift run linux-tests APP_PATH`: an app's tests on Linux, the app left as it is.
    .executable(name: "linux-tests", targets: ["LinuxTestsCommand"]),
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
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `swift package generate-documentation` (.ci/docs); no code of it is linked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableArchitectureMacros",
        "Perception",
        "PerceptionCore",
        "Sharing",
        "SwiftNavigation",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Publishers (`Effect.publisher`, `StorePublisher`, `ViewStore`): Combine on Apple
        // platforms, OpenCombine elsewhere; the shim picks one.
        .product(name: "OpenCombineShim", package: "OpenCombine"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        // The FIFO of NestedWaitMainExecutor (tests only); already built for the devtools.
        .product(name: "DequeModule", package: "swift-collections"),
        "ComposableArchitectureKeyPathNames",
        "ComposableArchitectureTestSupportLoader",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Perception's machinery (swift-perception's `PerceptionCore`): `Perceptible`, its registrar
    // and `withPerceptionTracking`, on the toolchain's Observation.
    .target(name: "PerceptionCore", swiftSettings: [.swiftLanguageMode(.v6)]),
    // swift-perception's `Perception`: the `@Perceptible` macros, and `PerceptionCore` re-exported.
    .target(
      name: "Perception",
      dependencies: ["ComposableArchitectureMacros", "PerceptionCore"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // swift-navigation's module: `observe`, `ObserveToken`, `UITransaction`, `UIBinding`,
    // `@UIBindable`, `UINavigationPath`, `@CaseBindable`, and the `TextState`, `ButtonState`,
    // `AlertState` and `ConfirmationDialogState` values; CasePaths and Perception re-exported.
    .target(
      name: "SwiftNavigation",
      dependencies: [
        "ComposableArchitectureMacros",
        "Perception",
        "PerceptionCore",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // swift-sharing's API: `@Shared`, `@SharedReader`, their keys (in memory, file and app
    // storage), usable without the Composable Architecture.
    .target(
      name: "Sharing",
      dependencies: [
        "PerceptionCore",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OpenCombineShim", package: "OpenCombine"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // `Sharing` tested on its own: no Composable Architecture in these tests.
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "Sharing",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // `Perception` and `PerceptionCore` tested on their own.
    .testTarget(name: "PerceptionTests", dependencies: ["Perception"]),
    // `SwiftNavigation` tested on its own, as code that imports only it.
    .testTarget(
      name: "SwiftNavigationTests",
      dependencies: [
        "SwiftNavigation",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Loads IssueReporting's and swift-dependencies' test support in test processes only.
    .target(name: "ComposableArchitectureTestSupportLoader"),
    // Names key paths as written in source (`\State.name`) for dumps and messages: off Apple
    // platforms, the getters of computed properties are looked up in the binary's ELF symbol
    // table. A platform mechanism, apart from the architecture.
    .target(
      name: "ComposableArchitectureKeyPathNames",
      dependencies: [.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "ComposableArchitectureKeyPathNamesTests",
      dependencies: ["ComposableArchitecture", "ComposableArchitectureKeyPathNames"]
    ),
    // TCA 0.x's API (the `Reducer` struct, publisher effects, the synchronous `TestStore`), so
    // that 0.x code compiles with only its import line changed.
    .target(
      name: "ComposableArchitectureLegacy",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OpenCombineShim", package: "OpenCombine"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "ComposableArchitectureLegacyTests",
      dependencies: ["ComposableArchitectureLegacy"],
      exclude: ["API-CHECKLIST.md"]
    ),
    // A browser inspector: an action log, state diffs, time travel, export and "copy as test",
    // served on 127.0.0.1 by FlyingFox (HTTP and WebSocket) so that the core stays light.
    .target(
      name: "ComposableArchitectureDevTools",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureDevToolsTests",
      dependencies: [
        "ComposableArchitectureDevTools", "CounterFeature", "ExampleSupport", "SearchFeature",
        "SyncUpsFeature", "TicTacToeFeature", "TodosFeature",
      ]
    ),
    // Faults tried on purpose on the real system (a full disk, killed and racing writers, bad
    // input to the devtools server, concurrent sends): Documentation/Reliability.md's figures.
    .testTarget(
      name: "ReliabilityTests",
      dependencies: ["ComposableArchitecture", "ComposableArchitectureDevTools", "Sharing"]
    ),
    // The writer process ReliabilityTests kill with SIGKILL and race.
    .executableTarget(
      name: "file-storage-writer",
      dependencies: ["Sharing", .product(name: "Dependencies", package: "swift-dependencies")],
      path: "Tests/FileStorageWriter"
    ),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        // swift-case-paths' `@CasePathable` expansion, which `@CaseBindable` includes.
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
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
      dependencies: ["CounterFeature", "ComposableArchitectureDevTools"],
      path: "Examples/Counter/Sources/counter"
    ),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: ["CounterFeature"],
      path: "Examples/Counter/Tests/CounterFeatureTests"
    ),
    // The 0.x README's counter, written the 0.x way on `ComposableArchitectureLegacy`.
    .target(
      name: "LegacyCounterFeature",
      dependencies: ["ComposableArchitectureLegacy"],
      path: "Examples/Legacy/Sources/LegacyCounterFeature"
    ),
    .executableTarget(
      name: "legacy-counter",
      dependencies: ["LegacyCounterFeature"],
      path: "Examples/Legacy/Sources/legacy-counter"
    ),
    .testTarget(
      name: "LegacyCounterFeatureTests",
      dependencies: ["LegacyCounterFeature"],
      path: "Examples/Legacy/Tests/LegacyCounterFeatureTests"
    ),
    // The RepoReporter of the 0.x tutorial, its GitHub data served from bundled JSON files.
    .target(
      name: "RepoReporterFeature",
      dependencies: ["ComposableArchitectureLegacy"],
      path: "Examples/Legacy/Sources/RepoReporterFeature",
      resources: [.process("Resources")]
    ),
    .executableTarget(
      name: "repo-reporter",
      dependencies: ["RepoReporterFeature"],
      path: "Examples/Legacy/Sources/repo-reporter"
    ),
    .testTarget(
      name: "RepoReporterFeatureTests",
      dependencies: ["RepoReporterFeature"],
      path: "Examples/Legacy/Tests/RepoReporterFeatureTests"
    ),
    // Terminal code the examples share: raw mode, keys, ANSI drawing, scripted input.
    .target(
      name: "ExampleSupport",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/Support/Sources/ExampleSupport"
    ),
    .testTarget(
      name: "ExampleSupportTests",
      dependencies: ["ExampleSupport"],
      path: "Examples/Support/Tests/ExampleSupportTests"
    ),
    // Every example's executable driven in a real terminal (tmux), as a person uses it; the
    // executables are found next to the test bundle, where `swift build` puts them.
    .testTarget(
      name: "ExampleTerminalTests",
      path: "Examples/Support/Tests/ExampleTerminalTests"
    ),
    // TCA's Todos example in a terminal, persisted with `@Shared(.fileStorage(...))`.
    .target(
      name: "TodosFeature",
      dependencies: ["ComposableArchitecture", "ExampleSupport"],
      path: "Examples/Todos/Sources/TodosFeature"
    ),
    .executableTarget(
      name: "todos",
      dependencies: ["ComposableArchitectureDevTools", "TodosFeature"],
      path: "Examples/Todos/Sources/todos"
    ),
    .testTarget(
      name: "TodosFeatureTests",
      dependencies: ["TodosFeature"],
      path: "Examples/Todos/Tests/TodosFeatureTests"
    ),
    // TCA's Search example in a terminal, on a bundled data set of world cities.
    .target(
      name: "SearchFeature",
      dependencies: ["ComposableArchitecture", "ExampleSupport"],
      path: "Examples/Search/Sources/SearchFeature",
      resources: [.process("Resources")]
    ),
    .executableTarget(
      name: "search",
      dependencies: ["ComposableArchitectureDevTools", "SearchFeature"],
      path: "Examples/Search/Sources/search"
    ),
    .testTarget(
      name: "SearchFeatureTests",
      dependencies: ["SearchFeature"],
      path: "Examples/Search/Tests/SearchFeatureTests"
    ),
    // Tic-tac-toe: login, two-factor authentication against a fake server, then a game.
    .target(
      name: "TicTacToeFeature",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/TicTacToe/Sources/TicTacToeFeature"
    ),
    .executableTarget(
      name: "tictactoe",
      dependencies: ["ComposableArchitectureDevTools", "ExampleSupport", "TicTacToeFeature"],
      path: "Examples/TicTacToe/Sources/tictactoe"
    ),
    .testTarget(
      name: "TicTacToeFeatureTests",
      dependencies: ["TicTacToeFeature"],
      path: "Examples/TicTacToe/Tests/TicTacToeFeatureTests"
    ),
    // The SyncUps app of TCA's tutorial: sync-ups saved to a file, meetings recorded with a timer.
    .target(
      name: "SyncUpsFeature",
      dependencies: ["ComposableArchitecture"],
      path: "Examples/SyncUps/Sources/SyncUpsFeature"
    ),
    .executableTarget(
      name: "syncups",
      dependencies: ["ComposableArchitectureDevTools", "ExampleSupport", "SyncUpsFeature"],
      path: "Examples/SyncUps/Sources/syncups"
    ),
    .testTarget(
      name: "SyncUpsFeatureTests",
      dependencies: ["SyncUpsFeature"],
      path: "Examples/SyncUps/Tests/SyncUpsFeatureTests"
    ),
    // An inventory whose screens are built as swift-navigation's UIKit case studies build
    // them (`@UIBindable var store`, `observe { }`, `UIBinding`s), in a terminal.
    .target(
      name: "InventoryFeature",
      dependencies: ["ComposableArchitecture", "ExampleSupport"],
      path: "Examples/Inventory/Sources/InventoryFeature"
    ),
    .executableTarget(
      name: "inventory",
      dependencies: ["ExampleSupport", "InventoryFeature"],
      path: "Examples/Inventory/Sources/inventory"
    ),
    .testTarget(
      name: "InventoryFeatureTests",
      dependencies: ["InventoryFeature"],
      path: "Examples/Inventory/Tests/InventoryFeatureTests"
    ),
    // linux-tests: read an app's project, copy, strip, build, prune, run, report (one stage a
    // folder: Documentation/Architecture.md, "linux-tests").
    .target(
      name: "LinuxTestsKit",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "LinuxTestsCommand",
      dependencies: ["LinuxTestsKit"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "LinuxTestsKitTests",
      dependencies: ["LinuxTestsKit"]
    ),
    // `swift package new-feature Name`: a feature and its test from a template.
    .plugin(
      name: "NewFeature",
      capability: .command(
        intent: .custom(
          verb: "new-feature",
          description: "Writes NameFeature.swift and NameFeatureTests.swift from a template"
        ),
        permissions: [
          .writeToPackageDirectory(reason: "Writes the new feature's source and test files")
        ]
      )
    ),
  ],
  // Tests and examples stay in the Swift 5 mode, as users' code may; the library targets are
  // checked in the Swift 6 mode (their `swiftSettings`), which a user's mode does not affect.
  swiftLanguageModes: [.v5]
)

#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) && !os(WASI)
  // Off Apple platforms, issues fail Swift Testing tests only when IssueReporting finds
  // `libIssueReportingTestSupport`, and swift-dependencies resets its cache between XCTest test
  // cases only when `libDependenciesTestObserver` is loaded. Linking them into the library would
  // make every program load XCTest and Swift Testing. The macro plug-in depends on them instead:
  // SwiftPM then builds them (as host libraries) next to the test binaries of every package that
  // uses the library, and the library loads them in test processes only
  // (Sources/ComposableArchitectureTestSupportLoader), so users' test targets need no set-up.
  for index in package.targets.indices
  where package.targets[index].name == "ComposableArchitectureMacros" {
    package.targets[index].dependencies += [
      .product(name: "DependenciesTestObserver", package: "swift-dependencies"),
      .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
    ]
  }
#endif

// `.ci/sanitizers` builds the package with `TCA_SANITIZER` set (address or thread): there it keeps
// the library's targets and their tests. The examples' tests and executables use the library as
// an app does (their features stay where the devtools tests use them), and the macro tests check
// expansions as text: they would build swift-syntax a second time, for the target. Left out, each
// sanitizer build is smaller by a third.
if Context.environment["TCA_SANITIZER"] != nil {
  package.targets.removeAll { target in
    target.name == "ComposableArchitectureMacrosTests" || target.name.hasPrefix("LinuxTests")
      || (target.path?.hasPrefix("Examples/") == true && target.type != .regular)
  }
  package.products.removeAll { $0.name == "linux-tests" }
  let used = Set(
    package.targets.flatMap { target in
      target.dependencies.compactMap { dependency -> String? in
        if case .byNameItem(let name, _) = dependency { return name }
        if case .targetItem(let name, _) = dependency { return name }
        return nil
      }
    }
  )
  package.targets.removeAll { target in
    target.path?.hasPrefix("Examples/") == true && !used.contains(target.name)
  }
}
