import Foundation
import Testing

@testable import LinuxTestsKit

/// Writing the package replaces its manifest and removes the Swift files under its `Sources` and
/// `Tests` that it did not write: only in a folder an earlier run wrote, or one with no package
/// and no Swift sources.
@Suite struct GeneratedPackageWriteTests {
  /// A package of one file, `Sources/App/App.swift`, in a new temporary folder.
  static func package() -> GeneratedPackage {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("GeneratedPackageWriteTests-\(UUID().uuidString)")
    let file = directory.appendingPathComponent("Sources/App/App.swift")
    return GeneratedPackage(
      directory: directory, name: "AppLinuxTests",
      manifest: "// swift-tools-version: 6.0\n\(GeneratedPackage.marker) from /app.\n",
      targets: [
        .init(
          name: "App", role: .code,
          files: [
            .init(
              original: URL(fileURLWithPath: "/app/App.swift"), generated: file, text: "let x = 1\n"
            )
          ])
      ],
      dependencies: [], leftOutTargets: [])
  }

  @Test func aFolderItWroteLosesTheSourcesThisRunDoesNotWrite() throws {
    let package = Self.package()
    defer { try? FileManager.default.removeItem(at: package.directory) }
    try package.write()
    try ProjectReaderTests.write(
      "let stale = 0\n", "Tests/AppTests/Stale.swift", in: package.directory)
    try package.write()
    let stale = package.directory.appendingPathComponent("Tests/AppTests/Stale.swift")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    let written = package.directory.appendingPathComponent("Sources/App/App.swift")
    #expect(try String(contentsOf: written, encoding: .utf8) == "let x = 1\n")
  }

  @Test func aFolderWithAnotherPackageOrSwiftSourcesIsRefusedAndLeftAsItIs() throws {
    for (path, text) in [
      ("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n"),
      ("Sources/Kit/Kit.swift", "let kit = 1\n"),
    ] {
      let package = Self.package()
      defer { try? FileManager.default.removeItem(at: package.directory) }
      try ProjectReaderTests.write(text, path, in: package.directory)
      #expect(throws: LinuxTestsError.self, "\(path)") { try package.write() }
      let kept = try String(
        contentsOf: package.directory.appendingPathComponent(path), encoding: .utf8)
      #expect(kept == text)
      #expect(
        !FileManager.default.fileExists(
          atPath: package.directory.appendingPathComponent("Sources/App/App.swift").path))
    }
  }

  @Test func aFolderWithNoPackageNorSwiftSourcesIsUsed() throws {
    let package = Self.package()
    defer { try? FileManager.default.removeItem(at: package.directory) }
    try ProjectReaderTests.write("notes\n", "README.md", in: package.directory)
    try package.write()
    #expect(
      FileManager.default.fileExists(
        atPath: package.directory.appendingPathComponent("Package.swift").path))
  }
}
