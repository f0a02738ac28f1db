import Foundation
import Testing

@testable import LinuxTestsKit

/// The first stage on the four fixture apps (Examples/LinuxTestsFixtures): the targets, files and
/// settings each project says it has. `.ci/linux-tests-fixtures` runs the whole tool on them.
@Suite struct FixtureReadingTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/LinuxTestsFixtures")

  static func names(_ files: [URL]) -> [String] {
    files.map(\.lastPathComponent).sorted()
  }

  @Test func xcode16SynchronizedFolders() throws {
    let app = try ProjectReader(path: Self.fixtures.appendingPathComponent("XcodeSyncApp")).read()
    #expect(app.kind == .xcode)
    #expect(app.targets.map(\.name) == ["SyncApp", "SyncAppTests"])
    let code = try #require(app.target(named: "SyncApp"))
    // The membership exception leaves out the file that does not compile.
    #expect(!code.files.contains { $0.lastPathComponent == "SettingsMigration.swift" })
    #expect(code.files.contains { $0.path.contains("Preview Content/") })
    #expect(code.swiftLanguageMode == 6)
    #expect(code.conditions == ["SYNC_BETA"])
    let tests = try #require(app.target(named: "SyncAppTests"))
    #expect(tests.swiftLanguageMode == 5)
    #expect(tests.dependencies.contains(.target("SyncApp")))
    #expect(app.notes.contains { $0.contains("SyncAppUITests") })
  }

  @Test func classicGroupsAndALocalPackage() throws {
    let app = try ProjectReader(path: Self.fixtures.appendingPathComponent("XcodeGroupsApp")).read()
    #expect(app.kind == .xcode)
    #expect(Set(app.targets.map(\.name)) == ["GroupsApp", "GroupsAppTests", "Formatting"])
    let code = try #require(app.target(named: "GroupsApp"))
    #expect(code.files.contains { $0.path.hasSuffix("Shared/AppEnvironment.swift") })
    #expect(code.files.contains { $0.path.contains("/FocusTimer/") })
    #expect(!code.files.contains { $0.lastPathComponent == "LegacyStatsExporter.swift" })
    #expect(code.files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    #expect(code.dependencies.contains(.target("Formatting")))
    #expect(code.swiftLanguageMode == 5)
    #expect(app.packages.allSatisfy { if case .remote = $0.location { true } else { false } })
  }

  @Test func swiftPMMonorepoWithSiblingPackages() throws {
    let app = try ProjectReader(
      path: Self.fixtures.appendingPathComponent("MonorepoApp/Apps/ShopApp")
    ).read()
    #expect(app.kind == .swiftPM)
    #expect(
      Set(app.targets.map(\.name)) == [
        "CartFeature", "ShopFeature", "ProfileFeature", "CartFeatureTests", "ShopFeatureTests",
        "ProfileFeatureTests", "DesignSystem", "StoreClients",
      ])
    #expect(app.target(named: "CartFeature")?.conditions == ["SHOP_DEBUG"])
    #expect(app.target(named: "ProfileFeature")?.swiftLanguageMode == 5)
    #expect(
      Set(app.packages.map(\.identity)) == ["swift-composable-architecture", "swift-dependencies"])
  }

  @Test func tuistProjectWithHelpers() throws {
    let app = try ProjectReader(path: Self.fixtures.appendingPathComponent("TuistApp")).read()
    #expect(app.kind == .tuist)
    #expect(
      Set(app.targets.map(\.name)) == [
        "Stays", "StaysTests", "Catalog", "CatalogTests", "Booking", "BookingTests", "Profile",
        "ProfileTests", "Analytics", "AnalyticsTests",
      ])
    let booking = try #require(app.target(named: "Booking"))
    #expect(booking.swiftLanguageMode == 5)
    #expect(booking.conditions == ["BOOKING_SANDBOX"])
    #expect(booking.dependencies.contains(.target("Catalog")))
    let profile = try #require(app.target(named: "Profile"))
    #expect(!profile.files.isEmpty)
    #expect(profile.files.allSatisfy { $0.path.contains("Features/Profile/Sources/") })
    #expect(app.target(named: "ProfileTests")?.swiftLanguageMode == 5)
    #expect(
      app.target(named: "Analytics")?.dependencies.contains(
        .product(name: "FirebaseAnalytics", package: "firebase-ios-sdk")) == true)
  }
}
