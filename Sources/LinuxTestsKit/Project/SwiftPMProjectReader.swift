import Foundation

/// Reads a SwiftPM package through SwiftPM itself (`swift package dump-package`): its targets,
/// their folders, dependencies and Swift settings, its products and the packages it names.
struct SwiftPMProjectReader {
  let packageFolder: URL
  let root: URL

  /// The package as read, and its library products (product name → target names), which a
  /// package that depends on this one by path names.
  func read() throws -> (project: AppProject, products: [String: [String]]) {
    let manifest = packageFolder.appendingPathComponent("Package.swift")
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      throw LinuxTestsError.unreadable(manifest, "no such file")
    }
    let result = try Shell.run(
      ["swift", "package", "dump-package", "--package-path", packageFolder.path], timeout: 300)
    guard result.status == 0, let start = result.output.firstIndex(of: "{"),
      let json = try? JSONSerialization.jsonObject(
        with: Data(result.output[start...].utf8)) as? [String: Any]
    else {
      let reason = result.output.split(separator: "\n").filter { $0.contains("error") }
        .prefix(3).joined(separator: "; ")
      throw LinuxTestsError.unreadable(
        manifest, "SwiftPM could not evaluate the manifest on Linux (\(reason))")
    }
    var project = AppProject(
      kind: .swiftPM, root: root, projectFile: manifest,
      name: json["name"] as? String ?? packageFolder.lastPathComponent)
    let packageModes = (json["swiftLanguageVersions"] as? [String])?.compactMap {
      Int($0.split(separator: ".").first ?? "")
    }
    for dependency in json["dependencies"] as? [[String: Any]] ?? [] {
      if let sourceControl = (dependency["sourceControl"] as? [[String: Any]])?.first,
        let location = sourceControl["location"] as? [String: Any],
        let remote = (location["remote"] as? [[String: Any]])?.first,
        let url = remote["urlString"] as? String
      {
        project.packages.append(
          PackageReference(
            location: .remote(
              url: url,
              requirement: Self.requirement(sourceControl["requirement"] as? [String: Any]))))
      } else if let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first,
        let path = fileSystem["path"] as? String
      {
        project.packages.append(
          PackageReference(location: .local(URL(fileURLWithPath: path).standardizedFileURL)))
      }
    }
    for target in json["targets"] as? [[String: Any]] ?? [] {
      guard let name = target["name"] as? String, let type = target["type"] as? String else {
        continue
      }
      let role: AppTarget.Role
      switch type {
      case "regular", "executable": role = .code
      case "test": role = .tests
      default:
        project.notes.append(
          "Target '\(name)' (\(type)) of \(manifest.path) left out: only Swift library, executable and test targets are carried over."
        )
        continue
      }
      let defaultFolder = role == .tests ? "Tests" : "Sources"
      let folder = packageFolder.appendingPathComponent(
        target["path"] as? String ?? "\(defaultFolder)/\(name)")
      let excluded = (target["exclude"] as? [String] ?? []).map {
        folder.appendingPathComponent($0).standardizedFileURL.path
      }
      var files: [URL]
      if let sources = target["sources"] as? [String] {
        files = sources.flatMap { source -> [URL] in
          let url = folder.appendingPathComponent(source)
          return url.pathExtension == "swift" ? [url.standardizedFileURL] : SwiftFiles.under(url)
        }
      } else {
        files = SwiftFiles.under(folder)
      }
      files.removeAll { file in
        excluded.contains { file.path == $0 || file.path.hasPrefix($0 + "/") }
      }
      var dependencies: [AppTarget.Dependency] = []
      for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
          dependencies.append(.target(name))
        } else if let item = dependency["target"] as? [Any], let name = item.first as? String {
          dependencies.append(.target(name))
        } else if let product = dependency["product"] as? [Any], let name = product.first as? String
        {
          let package = (product.count > 1 ? product[1] as? String : nil) ?? name
          dependencies.append(.product(name: name, package: package.lowercased()))
        }
      }
      var conditions: [String] = []
      var mode = packageModes?.max()
      var mainActor = false
      for setting in target["settings"] as? [[String: Any]] ?? [] {
        guard setting["tool"] as? String == "swift", let kind = setting["kind"] as? [String: Any]
        else { continue }
        // A setting for other platforms, or for release builds only, does not apply here.
        if let condition = setting["condition"] as? [String: Any] {
          let platforms = condition["platformNames"] as? [String] ?? []
          if !platforms.isEmpty && !platforms.contains("linux") { continue }
          if let configuration = condition["config"] as? String, configuration != "debug" {
            continue
          }
        }
        if let define = kind["define"] as? [String: Any], let flag = define["_0"] as? String {
          conditions.append(flag)
        } else if let languageMode = kind["swiftLanguageMode"] as? [String: Any],
          let value = languageMode["_0"] as? String
        {
          mode = Int(value.split(separator: ".").first ?? "")
        } else if let isolation = kind["defaultIsolation"] as? [String: Any] {
          mainActor = "\(isolation)".contains("MainActor")
        }
      }
      project.targets.append(
        AppTarget(
          name: name, role: role, baseDirectory: folder, files: files,
          dependencies: dependencies, swiftLanguageMode: mode, conditions: conditions,
          defaultIsolationMainActor: mainActor, origin: "\(manifest.path), target '\(name)'"))
    }
    var products: [String: [String]] = [:]
    for product in json["products"] as? [[String: Any]] ?? [] {
      if let name = product["name"] as? String, let targets = product["targets"] as? [String] {
        products[name] = targets
      }
    }
    return (project, products)
  }

  static func requirement(_ json: [String: Any]?) -> PackageReference.Requirement {
    if let range = (json?["range"] as? [[String: Any]])?.first,
      let lower = range["lowerBound"] as? String, let upper = range["upperBound"] as? String
    {
      return .range(lower: lower, upper: upper)
    }
    if let exact = (json?["exact"] as? [String])?.first { return .exact(exact) }
    if let branch = (json?["branch"] as? [String])?.first { return .branch(branch) }
    if let revision = (json?["revision"] as? [String])?.first { return .revision(revision) }
    return .range(lower: "0.0.0", upper: "99999.0.0")
  }
}
