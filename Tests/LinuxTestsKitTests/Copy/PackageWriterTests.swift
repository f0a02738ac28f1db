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
    // swift-dependencies with the requirement of this library's own manifest.
    let own = try #require(
      PackageWriter.requirements(
        ofManifest: writer.library.appendingPathComponent("Package.swift"))[
          "swift-dependencies"])
    #expect(
      package.manifest.contains(
        ".package(url: \"https://github.com/pointfreeco/swift-dependencies\", \(own.requirement))"))
    #expect(
      package.manifest.contains("swiftSettings: [.swiftLanguageMode(.v6), .define(\"FLAG\")]"))
    #expect(package.manifest.contains("name: \"AppTests\",\n      dependencies: [\"App\"]"))
    #expect(
      package.dependencies.map(\.status) == [
        .thisLibrary, .thisLibrary, .requirementChanged, .unresolved,
      ])
  }

  /// The library's requirements as its manifest writes them: `from:`, `exact:`, or a range.
  @Test func theLibrarysRequirementsAreReadAsWritten() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("PackageWriterTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let manifest = folder.appendingPathComponent("Package.swift")
    try """
    dependencies: [
      .package(url: "https://github.com/a/one", from: "1.2.3"),
      .package(url: "https://github.com/b/two", exact: "0.27.1"),
      .package(url: "https://github.com/c/three", "600.0.0"..<"604.0.0"),
    ]
    """.write(to: manifest, atomically: true, encoding: .utf8)
    let requirements = PackageWriter.requirements(ofManifest: manifest)
    #expect(requirements["one"]?.requirement == #"from: "1.2.3""#)
    #expect(requirements["two"]?.requirement == #"exact: "0.27.1""#)
    #expect(requirements["three"]?.requirement == #""600.0.0"..<"604.0.0""#)
    #expect(requirements["three"]?.url == "https://github.com/c/three")
  }
}
