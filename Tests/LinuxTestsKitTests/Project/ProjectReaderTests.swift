import Foundation
import Testing

@testable import LinuxTestsKit

@Suite struct ProjectReaderTests {
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("linux-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func write(_ text: String, _ path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func readsAnXcode16ProjectWithSynchronizedFolders() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write("struct A {}", "App/A.swift", in: folder)
    try Self.write("struct B {}", "App/Sub/B.swift", in: folder)
    try Self.write("struct Skip {}", "App/Skip.swift", in: folder)
    try Self.write("import Testing", "AppTests/T.swift", in: folder)
    try Self.write(
      """
      // !$*UTF8*$!
      {
        archiveVersion = 1; classes = { }; objectVersion = 77;
        objects = {
          G1 /* App */ = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = App; sourceTree = "<group>"; };
          G2 = { isa = PBXFileSystemSynchronizedRootGroup; path = AppTests; sourceTree = "<group>"; };
          E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Skip.swift, ); target = T1; };
          M = { isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
          T1 = { isa = PBXNativeTarget; buildConfigurationList = L1; fileSystemSynchronizedGroups = (G1, ); name = "My App"; packageProductDependencies = (D1, ); productType = "com.apple.product-type.application"; };
          T2 = { isa = PBXNativeTarget; buildConfigurationList = L2; dependencies = (TD, ); fileSystemSynchronizedGroups = (G2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
          T3 = { isa = PBXNativeTarget; name = AppUITests; productType = "com.apple.product-type.bundle.ui-testing"; };
          TD = { isa = PBXTargetDependency; target = T1; };
          L1 = { isa = XCConfigurationList; buildConfigurations = (C1, C1R, ); };
          C1 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 6.0; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG FEATURE_X $(inherited)"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
          C1R = { isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 5.0; }; name = Release; };
          L2 = { isa = XCConfigurationList; buildConfigurations = (C2, ); };
          C2 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 5.0; TEST_HOST = "$(BUILT_PRODUCTS_DIR)/My App.app/My App"; }; name = Debug; };
          P1 = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/pointfreeco/swift-composable-architecture"; requirement = { kind = upToNextMajorVersion; minimumVersion = 1.23.0; }; };
          D1 = { isa = XCSwiftPackageProductDependency; package = P1; productName = ComposableArchitecture; };
          R = { isa = PBXProject; mainGroup = M; packageReferences = (P1, ); targets = (T1, T2, T3, ); };
        };
        rootObject = R;
      }
      """, "App.xcodeproj/project.pbxproj", in: folder)
    let app = try ProjectReader(path: folder).read()
    #expect(app.kind == .xcode)
    try #require(app.targets.map(\.name) == ["My_App", "AppTests"])
    let code = app.targets[0]
    #expect(code.files.map(\.lastPathComponent) == ["A.swift", "B.swift"])
    #expect(code.swiftLanguageMode == 6 && code.conditions == ["FEATURE_X"])
    #expect(
      code.dependencies == [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ])
    let tests = app.targets[1]
    #expect(tests.role == .tests && tests.swiftLanguageMode == 5)
    #expect(tests.dependencies == [.target("My_App")])
    #expect(
      app.packages == [
        PackageReference(
          location: .remote(
            url: "https://github.com/pointfreeco/swift-composable-architecture",
            requirement: .range(lower: "1.23.0", upper: "2.0.0")))
      ])
    #expect(app.notes.contains { $0.contains("AppUITests") })
  }

  @Test func readsATuistProjectsLiteralTargetsAndHelpers() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(
      """
      import ProjectDescription
      extension Target {
        public static func feature(name: String, dependencies: [TargetDependency] = []) -> [Target] {
          [
            .target(name: name, destinations: .iOS, product: .framework, bundleId: "x.\\(name)", sources: ["Features/\\(name)/Sources/**"], dependencies: dependencies),
            .target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "x.\\(name)Tests", sources: ["Features/\\(name)/Tests/**"], dependencies: [.target(name: name)]),
          ]
        }
      }
      """, "Tuist/ProjectDescriptionHelpers/Project+Templates.swift", in: folder)
    try Self.write(
      """
      import ProjectDescription
      let project = Project(
        name: "App",
        targets: [
          .target(name: "App", destinations: .iOS, product: .app, bundleId: "x.app", sources: "App/Sources/**", dependencies: [.target(name: "Counter"), .external(name: "ComposableArchitecture")]),
        ] + Target.feature(name: "Counter", dependencies: [.external(name: "ComposableArchitecture")])
      )
      """, "Project.swift", in: folder)
    try Self.write("struct App {}", "App/Sources/App.swift", in: folder)
    try Self.write("struct Counter {}", "Features/Counter/Sources/Counter.swift", in: folder)
    try Self.write("import XCTest", "Features/Counter/Tests/CounterTests.swift", in: folder)
    let app = try ProjectReader(path: folder).read()
    #expect(app.kind == .tuist)
    try #require(app.targets.map(\.name) == ["App", "Counter", "CounterTests"])
    #expect(app.targets.map(\.role) == [.code, .code, .tests])
    #expect(app.targets[1].files.map(\.lastPathComponent) == ["Counter.swift"])
    #expect(app.targets[2].dependencies == [.target("Counter")])
    // No Tuist/Package.swift names it: the product has no package.
    #expect(
      app.targets[1].dependencies == [
        .product(name: "ComposableArchitecture", package: "?ComposableArchitecture")
      ])
  }

  @Test func anAppItCannotReadIsAClearErrorNamingTheFile() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      throws: LinuxTestsError(
        "cannot read \(folder.path): no Xcode project (.xcodeproj), Tuist Project.swift or Package.swift here"
      )
    ) {
      try ProjectReader(path: folder).read()
    }
    try Self.write("{ objects = { ", "Broken.xcodeproj/project.pbxproj", in: folder)
    #expect {
      try ProjectReader(path: folder).read()
    } throws: { error in
      "\(error)".hasPrefix(
        "cannot read \(folder.path)/Broken.xcodeproj/project.pbxproj: not an Xcode project file")
    }
  }

  @Test func settingsComeFromTheXcconfigFileUnderTheTargetsOwn() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write("struct A {}", "App/A.swift", in: folder)
    try Self.write(
      """
      // The app's settings.
      #include "Shared.xcconfig"
      SWIFT_VERSION = 5.0
      SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) FROM_XCCONFIG
      SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Release] = RELEASE_ONLY
      """, "Config/App.xcconfig", in: folder)
    try Self.write(
      "SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHARED\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n",
      "Config/Shared.xcconfig", in: folder)
    try Self.write(
      """
      {
        archiveVersion = 1; classes = { }; objectVersion = 77;
        objects = {
          G1 = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
          CF = { isa = PBXGroup; children = (X, ); path = Config; sourceTree = "<group>"; };
          X = { isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = "<group>"; };
          M = { isa = PBXGroup; children = (G1, CF, ); sourceTree = "<group>"; };
          T1 = { isa = PBXNativeTarget; buildConfigurationList = L1; fileSystemSynchronizedGroups = (G1, ); name = App; productType = "com.apple.product-type.application"; };
          L1 = { isa = XCConfigurationList; buildConfigurations = (C1, ); };
          C1 = { isa = XCBuildConfiguration; baseConfigurationReference = X; buildSettings = { OTHER_SWIFT_FLAGS = "$(inherited) -DFLAG_A -D FLAG_B"; }; name = Debug; };
          R = { isa = PBXProject; mainGroup = M; targets = (T1, ); };
        };
        rootObject = R;
      }
      """, "App.xcodeproj/project.pbxproj", in: folder)
    let app = try ProjectReader(path: folder).read()
    let target = try #require(app.target(named: "App"))
    #expect(target.swiftLanguageMode == 5)
    #expect(target.conditions == ["SHARED", "FROM_XCCONFIG", "FLAG_A", "FLAG_B"])
    #expect(target.defaultIsolationMainActor)
  }

  /// A setting over the one it overrides, in either spelling of `inherited`, as the project
  /// reader, `.xcconfig` files and Tuist settings all read it.
  @Test func aSettingTakesTheValueItOverridesForInherited() {
    #expect(XcodeProjectReader.inheriting("A", "$(inherited) B") == "A B")
    #expect(XcodeProjectReader.inheriting("A", "${inherited} B") == "A B")
    #expect(XcodeProjectReader.inheriting(nil, "$(inherited) B") == "$(inherited) B")
    #expect(
      XcodeProjectReader.inheriting(["K": "A"], ["K": "${inherited} B", "L": "C"]) == [
        "K": "A B", "L": "C",
      ])
  }
}
