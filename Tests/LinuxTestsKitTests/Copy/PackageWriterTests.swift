import Foundation
import Testing

@testable import LinuxTestsKit

@Suite struct PackageWriterTests {
  @Test func pointFreesPackagesBecomeThisLibraryAndAPackageNotHereLosesItsProducts() throws {
    let root = URL(fileURLWithPath: "/app")
    let app = AppProject(
      kind: .xcode, root: root, projectFile: root.appendingPathComponent("App.xcodeproj"),
      name: "My App",
      targets: [
        AppTarget(
          name: "App", role: .code, baseDirectory: root,
          files: [],
          dependencies: [
            .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
            .product(name: "SwiftUINavigation", package: "swift-navigation"),
            .product(name: "Dependencies", package: "swift-dependencies"),
          ], swiftLanguageMode: 6, conditions: ["FLAG"], origin: ""),
        AppTarget(
          name: "Analytics", role: .code, baseDirectory: root, files: [],
          dependencies: [.product(name: "FirebaseAnalytics", package: "firebase-ios-sdk")],
          origin: ""),
        AppTarget(
          name: "AnalyticsTests", role: .tests, baseDirectory: root, files: [],
          dependencies: [.target("Analytics")], origin: ""),
        AppTarget(
          name: "AppTests", role: .tests, baseDirectory: root, files: [],
          dependencies: [.target("App")], swiftLanguageMode: 5, origin: ""),
      ],
      packages: [
        .init(
          location: .remote(
            url: "https://github.com/pointfreeco/swift-composable-architecture",
            requirement: .range(lower: "1.23.0", upper: "2.0.0"))),
        .init(
          location: .remote(
            url: "https://github.com/pointfreeco/swift-navigation",
            requirement: .range(lower: "2.0.0", upper: "3.0.0"))),
        .init(
          location: .remote(
            url: "https://github.com/pointfreeco/swift-dependencies", requirement: .exact("1.9.0"))),
        .init(
          location: .remote(
            url: "https://github.com/firebase/firebase-ios-sdk",
            requirement: .range(lower: "11.0.0", upper: "12.0.0"))),
      ])
    var writer = PackageWriter(
      directory: URL(fileURLWithPath: "/tmp/out"),
      library: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
    writer.isReachable = { _ in false }
    let package = try writer.package(for: app)
    let library = PackageReference.identity(of: writer.library.path)
    #expect(package.name == "My_AppLinuxTests")
    // A package that does not resolve leaves its products out, not the targets that use them.
    #expect(package.targets.map(\.name) == ["App", "Analytics", "AnalyticsTests", "AppTests"])
    #expect(package.leftOutTargets.isEmpty)
    #expect(!package.manifest.contains("Firebase"))
    #expect(
      package.manifest.contains(
        ".product(name: \"ComposableArchitecture\", package: \"\(library)\")"))
    #expect(!package.manifest.contains("SwiftUINavigation"))
    #expect(
      package.manifest.contains(
        ".package(url: \"https://github.com/pointfreeco/swift-dependencies\", from: \"1.17.1\")"))
    #expect(
      package.manifest.contains("swiftSettings: [.swiftLanguageMode(.v6), .define(\"FLAG\")]"))
    #expect(package.manifest.contains("name: \"AppTests\",\n      dependencies: [\"App\"]"))
    #expect(
      package.dependencies.map(\.status) == [
        .thisLibrary, .thisLibrary, .requirementChanged, .unresolved,
      ])
  }
}
