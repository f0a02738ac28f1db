import Foundation

/// Stage 2's output: the SwiftPM package `linux-tests` writes, as files in memory until
/// ``write()``: the stages after it (strip, prune) change the sources' text, and only files whose
/// text changed are written again, so that SwiftPM rebuilds only what changed.
public struct GeneratedPackage: Sendable {
  public var directory: URL
  public var name: String
  public var manifest: String
  public var targets: [Target]
  /// What became of each package the app names.
  public var dependencies: [DependencyDecision]
  /// App targets not carried over, with the reason (a package that does not resolve here).
  public var leftOutTargets: [LeftOutTarget]

  public struct Target: Sendable {
    public var name: String
    public var role: AppTarget.Role
    public var files: [File]
  }

  public struct File: Sendable {
    /// The app's file.
    public var original: URL
    /// Its copy in the package.
    public var generated: URL
    public var text: String
    /// The package's lines against the app's (the stripper's wrapped imports add lines).
    public var lineMap = LineMap()
  }

  public struct DependencyDecision: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
      /// One of Point-Free's packages this library stands in for.
      case thisLibrary
      /// Used as the app names it.
      case kept
      /// Used, with the requirement this library builds with (the app's named another).
      case requirementChanged
      /// Does not resolve here: what needs it is left out.
      case unresolved
    }
    public var package: String
    public var status: Status
    public var note: String
  }

  public struct LeftOutTarget: Sendable, Codable, Equatable {
    public var target: String
    public var reason: String
  }

  public var allFiles: [File] { targets.flatMap(\.files) }

  /// The file of the package at a path the compiler printed.
  public func fileIndex(of path: String) -> (target: Int, file: Int)? {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    for (targetIndex, target) in targets.enumerated() {
      if let fileIndex = target.files.firstIndex(where: { $0.generated.path == standardized }) {
        return (targetIndex, fileIndex)
      }
    }
    return nil
  }

  /// The line every manifest `linux-tests` writes begins with, after the tools version.
  static let marker = "// Written by linux-tests"

  /// Writes the manifest and every source whose text differs from what is on disk, and removes
  /// sources an earlier run wrote that this one does not.
  ///
  /// - Throws: ``LinuxTestsError`` when the folder holds a package, or Swift files under
  ///   `Sources` or `Tests`, that `linux-tests` did not write: those files would be replaced or
  ///   removed.
  public func write() throws {
    try self.checkFolderIsOurs()
    let manager = FileManager.default
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    try Self.writeIfChanged(manifest, to: directory.appendingPathComponent("Package.swift"))
    let kept = Set(allFiles.map(\.generated.path))
    for folder in ["Sources", "Tests"] {
      let root = directory.appendingPathComponent(folder)
      for file in SwiftFiles.under(root) where !kept.contains(file.path) {
        try manager.removeItem(at: file)
      }
    }
    for file in allFiles {
      try manager.createDirectory(
        at: file.generated.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.writeIfChanged(file.text, to: file.generated)
    }
  }

  /// Refuses a folder with a manifest, or Swift sources, that an earlier run did not write.
  func checkFolderIsOurs() throws {
    let manifest = directory.appendingPathComponent("Package.swift")
    if FileManager.default.fileExists(atPath: manifest.path) {
      let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
      if text.split(separator: "\n").prefix(2).contains(where: { $0.hasPrefix(Self.marker) }) {
        return
      }
    } else if ["Sources", "Tests"].allSatisfy({
      SwiftFiles.under(directory.appendingPathComponent($0)).isEmpty
    }) {
      return
    }
    throw LinuxTestsError(
      "--out \(directory.path) holds a package or Swift sources that linux-tests did not write: choose an empty folder, or one an earlier run wrote"
    )
  }

  static func writeIfChanged(_ text: String, to url: URL) throws {
    if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
