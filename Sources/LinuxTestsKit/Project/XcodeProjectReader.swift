import Foundation

/// Reads an Xcode project's `project.pbxproj`: its native targets (apps, frameworks and libraries
/// as code, unit-test bundles as tests; UI-test bundles and extensions left out), their Swift
/// files (Xcode 16's synchronized folders, or the classic groups and sources phases), settings
/// and package products.
struct XcodeProjectReader {
  let projectFolder: URL
  let root: URL

  func read() throws -> AppProject {
    let file = projectFolder.appendingPathComponent("project.pbxproj")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      throw LinuxTestsError.unreadable(file, "the file is missing or not UTF-8 text")
    }
    let plist: PropertyList
    do {
      plist = try PropertyList.parse(text)
    } catch {
      throw LinuxTestsError.unreadable(file, "not an Xcode project file (\(error))")
    }
    let objects = plist["objects"]?.dictionary ?? [:]
    guard let rootID = plist["rootObject"]?.string, let project = objects[rootID],
      project["isa"]?.string == "PBXProject"
    else {
      throw LinuxTestsError.unreadable(file, "no PBXProject at rootObject")
    }
    let sourceRoot = projectFolder.deletingLastPathComponent()
    let paths = GroupPaths(objects: objects, sourceRoot: sourceRoot)
    var app = AppProject(
      kind: .xcode, root: root, projectFile: file,
      name: projectFolder.deletingPathExtension().lastPathComponent)

    // Packages: remote references by URL, local ones by path (read as part of the app).
    var packageIdentities: [String: String] = [:]
    for id in project["packageReferences"]?.array.compactMap(\.string) ?? [] {
      guard let reference = objects[id] else { continue }
      switch reference["isa"]?.string {
      case "XCRemoteSwiftPackageReference":
        guard let url = reference["repositoryURL"]?.string else { continue }
        let package = PackageReference(
          location: .remote(url: url, requirement: Self.requirement(reference["requirement"])))
        packageIdentities[id] = package.identity
        app.packages.append(package)
      case "XCLocalSwiftPackageReference":
        guard let path = reference["relativePath"]?.string else { continue }
        let package = PackageReference(
          location: .local(sourceRoot.appendingPathComponent(path).standardizedFileURL))
        packageIdentities[id] = package.identity
        app.packages.append(package)
      default: continue
      }
    }

    let projectSettings = Self.debugSettings(project, objects, paths: paths)
    var modules: [String: String] = [:]
    let targetIDs = project["targets"]?.array.compactMap(\.string) ?? []
    for id in targetIDs {
      guard let target = objects[id], let name = target["name"]?.string else { continue }
      let settings = Self.inheriting(
        projectSettings, Self.debugSettings(target, objects, paths: paths))
      modules[id] = Self.moduleName(settings: settings, targetName: name)
    }
    for id in targetIDs {
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
        let name = target["name"]?.string
      else { continue }
      let productType = target["productType"]?.string ?? ""
      let role: AppTarget.Role
      switch productType {
      case "com.apple.product-type.application", "com.apple.product-type.framework",
        "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic":
        role = .code
      case "com.apple.product-type.bundle.unit-test":
        role = .tests
      default:
        app.notes.append(
          "Target '\(name)' (\(productType)) left out: only apps, frameworks, libraries and unit-test bundles are carried over."
        )
        continue
      }
      let settings = Self.inheriting(
        projectSettings, Self.debugSettings(target, objects, paths: paths))
      var files = paths.synchronizedFiles(of: target, targetID: id)
      files += paths.sourcesPhaseFiles(of: target)
      var dependencies: [AppTarget.Dependency] = []
      for dependencyID in target["dependencies"]?.array.compactMap(\.string) ?? [] {
        if let targetID = objects[dependencyID]?["target"]?.string, let module = modules[targetID],
          objects[targetID]?["productType"]?.string != "com.apple.product-type.bundle.ui-testing"
        {
          dependencies.append(.target(module))
        }
      }
      if role == .tests, let host = settings["TEST_HOST"] ?? settings["BUNDLE_LOADER"],
        let hostModule = targetIDs.compactMap({ id -> String? in
          guard let hostName = objects[id]?["name"]?.string,
            host.contains("/\(hostName).app/") || host.contains("$(BUILT_PRODUCTS_DIR)/\(hostName)")
          else { return nil }
          return modules[id]
        }).first,
        !dependencies.contains(.target(hostModule))
      {
        dependencies.append(.target(hostModule))
      }
      for productID in target["packageProductDependencies"]?.array.compactMap(\.string) ?? [] {
        guard let product = objects[productID], let productName = product["productName"]?.string
        else { continue }
        if let packageID = product["package"]?.string, let identity = packageIdentities[packageID] {
          dependencies.append(.product(name: productName, package: identity))
        }
      }
      app.targets.append(
        AppTarget(
          name: modules[id] ?? name, role: role, baseDirectory: sourceRoot,
          files: Array(Set(files)).sorted { $0.path < $1.path },
          dependencies: dependencies,
          swiftLanguageMode: settings["SWIFT_VERSION"].flatMap(Self.languageMode),
          conditions: Self.conditions(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"])
            + Self.definedFlags(settings["OTHER_SWIFT_FLAGS"]),
          defaultIsolationMainActor: settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor",
          origin: "\(file.path), target '\(name)' (\(productType))"
        ))
    }
    return app
  }

  /// The Debug configuration's build settings of a target or project, as strings, over those of
  /// its `.xcconfig` file (`baseConfigurationReference`).
  static func debugSettings(
    _ object: PropertyList, _ objects: [String: PropertyList], paths: GroupPaths? = nil
  ) -> [String: String] {
    guard let listID = object["buildConfigurationList"]?.string,
      let configurations = objects[listID]?["buildConfigurations"]?.array.compactMap(\.string)
    else { return [:] }
    let resolved = configurations.compactMap { objects[$0] }
    guard
      let debug = resolved.first(where: { $0["name"]?.string == "Debug" }) ?? resolved.first
    else { return [:] }
    var settings: [String: String] = [:]
    for (key, value) in debug["buildSettings"]?.dictionary ?? [:] {
      if let string = value.string {
        settings[key] = string
      } else {
        settings[key] = value.array.compactMap(\.string).joined(separator: " ")
      }
    }
    if let reference = debug["baseConfigurationReference"]?.string,
      let file = paths?.url(of: reference)
    {
      return inheriting(XCConfig.settings(of: file), settings)
    }
    return settings
  }

  /// `-D NAME` and `-DNAME` of `OTHER_SWIFT_FLAGS`.
  static func definedFlags(_ setting: String?) -> [String] {
    let words = (setting ?? "").split(whereSeparator: { $0 == " " || $0 == "\"" }).map(String.init)
    var flags: [String] = []
    for (index, word) in words.enumerated() {
      if word == "-D", index + 1 < words.count {
        flags.append(words[index + 1])
      } else if word.hasPrefix("-D"), word.count > 2 {
        flags.append(String(word.dropFirst(2)))
      }
    }
    return flags.filter { $0 != "DEBUG" && !$0.hasPrefix("$(") }
  }

  /// A target's settings over the project's, `$(inherited)` standing for the project's value.
  static func inheriting(_ project: [String: String], _ target: [String: String]) -> [String:
    String]
  {
    project.merging(target) { projectValue, targetValue in
      inheriting(projectValue, targetValue)
    }
  }

  /// A setting's value over the one it overrides, if any: `$(inherited)` (or `${inherited}`)
  /// stands for that one.
  static func inheriting(_ inherited: String?, _ value: String) -> String {
    guard let inherited else { return value }
    return value.replacingOccurrences(of: "$(inherited)", with: inherited)
      .replacingOccurrences(of: "${inherited}", with: inherited)
  }

  static func moduleName(settings: [String: String], targetName: String) -> String {
    var name = settings["PRODUCT_MODULE_NAME"] ?? settings["PRODUCT_NAME"] ?? targetName
    if name.contains("$(TARGET_NAME") { name = targetName }
    let identifier = String(
      name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return identifier.first?.isNumber == true ? "_" + identifier : identifier
  }

  static func languageMode(_ version: String) -> Int? {
    guard let major = Int(version.split(separator: ".").first ?? "") else { return nil }
    return major >= 6 ? 6 : 5
  }

  static func conditions(_ setting: String?) -> [String] {
    (setting ?? "").split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "," })
      .map(String.init)
      .filter { !$0.isEmpty && !$0.hasPrefix("$(") && $0 != "DEBUG" }
  }

  static func requirement(_ plist: PropertyList?) -> PackageReference.Requirement {
    let kind = plist?["kind"]?.string ?? ""
    let minimum = plist?["minimumVersion"]?.string ?? "0.0.0"
    switch kind {
    case "exactVersion": return .exact(plist?["version"]?.string ?? minimum)
    case "branch": return .branch(plist?["branch"]?.string ?? "main")
    case "revision": return .revision(plist?["revision"]?.string ?? "")
    case "versionRange":
      return .range(lower: minimum, upper: plist?["maximumVersion"]?.string ?? minimum)
    case "upToNextMinorVersion":
      let parts = minimum.split(separator: ".").compactMap { Int($0) } + [0, 0]
      return .range(lower: minimum, upper: "\(parts[0]).\(parts[1] + 1).0")
    default:
      let major = Int(minimum.split(separator: ".").first ?? "0") ?? 0
      return .range(lower: minimum, upper: "\(major + 1).0.0")
    }
  }
}

/// Where an Xcode project's groups and file references are on disk.
struct GroupPaths {
  let objects: [String: PropertyList]
  let sourceRoot: URL
  private var parents: [String: String] = [:]

  init(objects: [String: PropertyList], sourceRoot: URL) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    for (id, object) in objects {
      for child in object["children"]?.array.compactMap(\.string) ?? [] {
        parents[child] = id
      }
    }
  }

  /// The folder or file an object (a group, a synchronized folder, a file reference) names.
  func url(of id: String) -> URL? {
    guard let object = objects[id] else { return nil }
    let path = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "SOURCE_ROOT":
      return path.map { sourceRoot.appendingPathComponent($0) } ?? sourceRoot
    case "<absolute>":
      return path.map { URL(fileURLWithPath: $0) }
    case "<group>":
      let parent = parents[id].flatMap { url(of: $0) } ?? sourceRoot
      return path.map { parent.appendingPathComponent($0) } ?? parent
    default:
      return nil
    }
  }

  /// Swift files under the target's synchronized folders, less the target's exceptions.
  func synchronizedFiles(of target: PropertyList, targetID: String) -> [URL] {
    var files: [URL] = []
    for groupID in target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? [] {
      guard let group = objects[groupID], let folder = url(of: groupID) else { continue }
      var excluded: Set<String> = []
      for exceptionID in group["exceptions"]?.array.compactMap(\.string) ?? [] {
        guard let exception = objects[exceptionID],
          exception["target"]?.string == targetID
            || exception["isa"]?.string != "PBXFileSystemSynchronizedBuildFileExceptionSet"
        else { continue }
        if exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
          excluded.formUnion(exception["membershipExceptions"]?.array.compactMap(\.string) ?? [])
        }
      }
      files += SwiftFiles.under(folder).filter { file in
        let relative = SwiftFiles.relativePath(of: file, in: folder)
        return !excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") })
      }
    }
    return files
  }

  /// Swift files of the target's sources phase (classic groups).
  func sourcesPhaseFiles(of target: PropertyList) -> [URL] {
    var files: [URL] = []
    for phaseID in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
      guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else {
        continue
      }
      for buildFileID in phase["files"]?.array.compactMap(\.string) ?? [] {
        guard let referenceID = objects[buildFileID]?["fileRef"]?.string,
          let file = url(of: referenceID), file.pathExtension == "swift"
        else { continue }
        files.append(file.standardizedFileURL)
      }
    }
    return files
  }
}

/// The Swift files of a folder.
enum SwiftFiles {
  static func under(_ folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator {
      let name = url.lastPathComponent
      if name == ".build" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets") {
        enumerator.skipDescendants()
        continue
      }
      if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
    }
    return files.sorted { $0.path < $1.path }
  }

  static func relativePath(of file: URL, in folder: URL) -> String {
    let base = folder.standardizedFileURL.path
    let path = file.standardizedFileURL.path
    guard path.hasPrefix(base + "/") else { return file.lastPathComponent }
    return String(path.dropFirst(base.count + 1))
  }
}
