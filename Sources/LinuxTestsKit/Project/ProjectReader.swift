import Foundation

/// Stage 1, read: finds how the app keeps its targets (Tuist, an Xcode project, a SwiftPM
/// package), reads them, and folds in the packages the app keeps beside it (by path), whose
/// targets are carried over with the app's.
public struct ProjectReader {
  public let path: URL

  public init(path: URL) {
    self.path = path.standardizedFileURL
  }

  public func read() throws -> AppProject {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
      throw LinuxTestsError.unreadable(path, "no such file or folder")
    }
    var app: AppProject
    if path.pathExtension == "xcodeproj" {
      app = try XcodeProjectReader(projectFolder: path, root: path.deletingLastPathComponent())
        .read()
    } else if !isFolder.boolValue {
      guard path.lastPathComponent == "Package.swift" else {
        throw LinuxTestsError.unreadable(
          path, "not an app's folder, an .xcodeproj or a Package.swift")
      }
      app = try SwiftPMProjectReader(packageFolder: path.deletingLastPathComponent(), root: path)
        .read().project
    } else if Self.exists("Project.swift", in: path) || Self.exists("Tuist", in: path)
      || Self.exists("Workspace.swift", in: path)
    {
      app = try TuistProjectReader(root: path).read()
    } else if let project = Self.xcodeProjects(in: path).first {
      app = try XcodeProjectReader(projectFolder: project, root: path).read()
      if Self.xcodeProjects(in: path).count > 1 {
        app.notes.append(
          "Several Xcode projects in \(path.path): read \(project.lastPathComponent) (pass another's path to choose)."
        )
      }
    } else if Self.exists("Package.swift", in: path) {
      app = try SwiftPMProjectReader(packageFolder: path, root: path).read().project
    } else {
      throw LinuxTestsError.unreadable(
        path, "no Xcode project (.xcodeproj), Tuist Project.swift or Package.swift here")
    }
    try foldLocalPackages(into: &app)
    guard !app.targets.isEmpty else {
      throw LinuxTestsError.unreadable(
        app.projectFile, "no app, framework, library or unit-test target was found in it")
    }
    if !app.targets.contains(where: { $0.role == .tests }) {
      app.notes.append("No unit-test target was found in \(app.projectFile.path).")
    }
    return app
  }

  /// Reads every package the app names by path (and the ones those name), adds their code
  /// targets to the app, and points the app's dependencies on their products at those targets.
  func foldLocalPackages(into app: inout AppProject) throws {
    var queue = app.packages.compactMap { package -> URL? in
      if case .local(let url) = package.location { return url }
      return nil
    }
    var read: Set<String> = []
    var products: [String: [String: [String]]] = [:]
    while let folder = queue.first {
      queue.removeFirst()
      guard read.insert(folder.path).inserted else { continue }
      let (package, packageProducts) = try SwiftPMProjectReader(
        packageFolder: folder, root: app.root
      ).read()
      products[PackageReference.identity(of: folder.path)] = packageProducts
      for target in package.targets where target.role == .code {
        if app.target(named: target.name) == nil {
          app.targets.append(target)
        } else {
          app.notes.append(
            "Target '\(target.name)' of \(folder.path) has the name of another target: left out.")
        }
      }
      for reference in package.packages
      where !app.packages.contains(where: { $0.identity == reference.identity }) {
        app.packages.append(reference)
      }
      for reference in package.packages {
        if case .local(let url) = reference.location { queue.append(url) }
      }
      app.notes += package.notes
    }
    app.packages.removeAll { package in
      if case .local = package.location { return true }
      return false
    }
    let names = Set(app.targets.map(\.name))
    for index in app.targets.indices {
      app.targets[index].dependencies = app.targets[index].dependencies.flatMap {
        dependency -> [AppTarget.Dependency] in
        switch dependency {
        case .product(let name, let package):
          return products[package]?[name]?.map { .target($0) } ?? [dependency]
        case .target(let name):
          // SwiftPM reads a bare name as a target of the package or a product of a dependency.
          guard !names.contains(name),
            let targets = products.values.lazy.compactMap({ $0[name] }).first
          else { return [dependency] }
          return targets.map { .target($0) }
        }
      }
    }
  }

  static func exists(_ name: String, in folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
  }

  static func xcodeProjects(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }
}
