import Foundation
import Testing

@testable import LinuxTestsKit

@Suite struct LinuxTestsPipelineTests {
  static func url(_ path: String) -> URL { URL(fileURLWithPath: path) }

  /// Writing the package removes Swift files it did not write under its folder: a folder that
  /// holds the app's own files is refused, with a message naming both.
  @Test func anOutputFolderThatWouldHoldTheAppsFilesIsRefused() throws {
    let app = Self.url("/work/App")
    let sibling = Self.url("/work/Packages/Kit/Sources/Kit/Kit.swift")
    for refused in [
      "/work/App", "/work", "/work/App/Generated", "/work/App/.build", "/work/Packages",
    ] {
      #expect(throws: LinuxTestsError.self, "\(refused)") {
        try LinuxTestsPipeline.checkOutput(Self.url(refused), app: app, sources: [sibling])
      }
    }
    for allowed in ["/work/App/.build/linux-tests", "/tmp/out", "/work/AppOut"] {
      try LinuxTestsPipeline.checkOutput(Self.url(allowed), app: app, sources: [sibling])
    }
    #expect(
      throws: LinuxTestsError(
        "--out /work/App would hold the app's own files (/work/App): choose a folder outside the app, or under its .build folder"
      )
    ) {
      try LinuxTestsPipeline.checkOutput(app, app: app, sources: [])
    }
  }

  /// A symbolic link to the app is the app.
  @Test func anOutputFolderThatLinksToTheAppIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LinuxTestsPipelineTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let link = folder.appendingPathComponent("Out")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: app)
    #expect(throws: LinuxTestsError.self) {
      try LinuxTestsPipeline.checkOutput(link, app: app, sources: [])
    }
  }
}
