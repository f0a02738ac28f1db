import Foundation
import XCTest

@testable import LinuxTestsKit

/// The first stage on the four fixture apps (Examples/LinuxTestsFixtures): the targets, files and
/// settings each project says it has. `.ci/linux-tests-fixtures` runs the whole tool on them.
/// XCTest, not Swift Testing: reading a package starts `swift package dump-package`, and XCTest
/// runs these one at a time, apart from the suite's other child processes.
final class FixtureReadingTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/LinuxTestsFixtures")

  static func names(_ files: [URL]) -> [String] {
    files.map(\.lastPathComponent).sorted()
  }

  func testXcode16SynchronizedFolders() throws {
    let app = try ProjectReader(path: Self.fixtures.appendingPathComponent("XcodeSyncApp")).read()
    XCTAssert(app.kind == .xcode)
    XCTAssert(app.targets.map(\.name) == ["SyncApp", "SyncAppTests"])
    let code = try XCTUnwrap(app.target(named: "SyncApp"))
    // The membership exception leaves out the file that does not compile.
    XCTAssert(!code.files.contains { $0.lastPathComponent == "SettingsMigration.swift" })
    XCTAssert(code.files.contains { $0.path.contains("Preview Content/") })
    XCTAssert(code.swiftLanguageMode == 6)
    XCTAssert(code.conditions == ["SYNC_BETA"])
    let tests = try XCTUnwrap(app.target(named: "SyncAppTests"))
    XCTAssert(tests.swiftLanguageMode == 5)
    XCTAssert(tests.dependencies.contains(.target("SyncApp")))
    XCTAssert(app.notes.contains { $0.contains("SyncAppUITests") })
  }

  func testClassicGroupsAndALocalPackage() throws {
    let app = try ProjectReader(path: Self.fixtures.appendingPathComponent("XcodeGroupsApp")).read()
    XCTAssert(app.kind == .xcode)
    XCTAssert(Set(app.targets.map(\.name)) == ["GroupsApp", "GroupsAppTests", "Formatting"])
    let code = try XCTUnwrap(app.target(named: "GroupsApp"))
    XCTAssert(code.files.contains { $0.path.hasSuffix("Shared/AppEnvironment.swift") })
    XCTAssert(code.files.contains { $0.path.contains("/FocusTimer/") })
    XCTAssert(!code.files.contains { $0.lastPathComponent == "LegacyStatsExporter.swift" })
    XCTAssert(code.files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    XCTAssert(code.dependencies.contains(.target("Formatting")))
    XCTAssert(code.swiftLanguageMode == 5)
    XCTAssert(app.packages.allSatisfy { if case .remote = $0.location { true } else { false } })
  }

  func testSwiftPMMonorepoWithSiblingPackages() throws {
    let app = try ProjectReader(
      path: Self.fixtures.appendingPathComponent("MonorepoApp/Apps/ShopApp")
    ).read()
    XCTAssert(app.kind == .swiftPM)
    XCTAssert(
      Set(app.targets.map(\.name)) == [
        "CartFeature", "ShopFeature", "ProfileFeature", "CartFeatureTests", "ShopFeatureTests",
        "ProfileFeatureTests", "DesignSystem", "StoreClients",
      ])
    XCTAssert(app.target(named: "CartFeature")?.conditions == ["SHOP_DEBUG"])
    XCTAssert(app.target(named: "ProfileFeature")?.swiftLanguageMode == 5)
    XCTAssert(
      Set(app.packages.map(\.identity)) == ["swift-composable-architecture", "swift-dependencies"])
  }

  func testTuistProjectWithHelpers() throws {
    let app = try ProjectReader(path: Self.fixtures.appendingPathComponent("TuistApp")).read()
    XCTAssert(app.kind == .tuist)
    XCTAssert(
      Set(app.targets.map(\.name)) == [
        "Stays", "StaysTests", "Catalog", "CatalogTests", "Booking", "BookingTests", "Profile",
        "ProfileTests", "Analytics", "AnalyticsTests",
      ])
    let booking = try XCTUnwrap(app.target(named: "Booking"))
    XCTAssert(booking.swiftLanguageMode == 5)
    XCTAssert(booking.conditions == ["BOOKING_SANDBOX"])
    XCTAssert(booking.dependencies.contains(.target("Catalog")))
    let profile = try XCTUnwrap(app.target(named: "Profile"))
    XCTAssert(!profile.files.isEmpty)
    XCTAssert(profile.files.allSatisfy { $0.path.contains("Features/Profile/Sources/") })
    XCTAssert(app.target(named: "ProfileTests")?.swiftLanguageMode == 5)
    XCTAssert(
      app.target(named: "Analytics")?.dependencies.contains(
        .product(name: "FirebaseAnalytics", package: "firebase-ios-sdk")) == true)
  }
}
