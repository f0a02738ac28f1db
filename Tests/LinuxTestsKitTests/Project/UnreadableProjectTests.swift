import Foundation
import XCTest

@testable import LinuxTestsKit

/// Apps the reader cannot read are errors that name the file. XCTest, not Swift Testing: reading
/// a package starts `swift package dump-package` (see ``FixtureReadingTests``).
final class UnreadableProjectTests: XCTestCase {
  func testAManifestThatDoesNotEvaluateAndAProjectWithoutTargetsAreErrorsNamingTheirFiles() throws {
    let folder = try ProjectReaderTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ProjectReaderTests.write(
      "import PackageDescription\nlet package = Package(name: ", "Package.swift", in: folder)
    XCTAssertThrowsError(try ProjectReader(path: folder).read()) { error in
      XCTAssert(
        "\(error)".hasPrefix(
          "cannot read \(folder.path)/Package.swift: SwiftPM could not evaluate the manifest on Linux"
        ), "\(error)")
    }
    let tuist = try ProjectReaderTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: tuist) }
    try ProjectReaderTests.write(
      "import ProjectDescription\nlet project = Project(name: \"A\", targets: [])", "Project.swift",
      in: tuist)
    XCTAssertThrowsError(try ProjectReader(path: tuist).read()) { error in
      XCTAssertEqual(
        error as? LinuxTestsError,
        LinuxTestsError(
          "cannot read \(tuist.path)/Project.swift: no app, framework, library or unit-test target was found in it"
        ))
    }
  }
}
