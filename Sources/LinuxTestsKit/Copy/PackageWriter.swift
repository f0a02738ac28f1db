import Foundation

/// Stage 2, copy: lays out a SwiftPM package of the app's targets: its sources and tests as they
/// are, this library where the app names Point-Free's packages, and the app's other packages
/// where they resolve here.
public struct PackageWriter {
  public var directory: URL
  /// This library's checkout, which the package depends on by path.
  public var library: URL
  /// Checks that a package's URL can be fetched here (`git ls-remote`); replaceable in tests.
  public var isReachable: @Sendable (String) -> Bool = PackageWriter.gitCanReach

  public init(directory: URL, library: URL) {
    self.directory = directory.standardizedFileURL
    self.library = library.standardizedFileURL
  }

  public func package(for app: AppProject) throws -> GeneratedPackage {
    let libraryIdentity = PackageReference.identity(of: library.path)
    let ownRequirements = Self.requirements(
      ofManifest: library.appendingPathComponent("Package.swift"))
    var decisions: [GeneratedPackage.DependencyDecision] = []
    var packageLines: [String] = [".package(path: \(Self.quoted(library.path)))"]
    var unresolved: Set<String> = []
    for reference in app.packages {
      guard case .remote(let url, let requirement) = reference.location else { continue }
      if PointFree.replaced[reference.identity] != nil {
        decisions.append(
          .init(
            package: url, status: .thisLibrary,
            note:
              "this library's \(PointFree.replaced[reference.identity]!.compactMap(\.value).sorted().joined(separator: ", "))"
          ))
      } else if let own = ownRequirements[reference.identity] {
        packageLines.append(".package(url: \(Self.quoted(own.url)), \(own.requirement))")
        let asNamed = Self.requirementText(requirement)
        decisions.append(
          .init(
            package: url, status: asNamed == own.requirement ? .kept : .requirementChanged,
            note: "\(own.requirement), as this library builds with it (the app names \(asNamed))"))
      } else if isReachable(url) {
        packageLines.append(
          ".package(url: \(Self.quoted(url)), \(Self.requirementText(requirement)))")
        decisions.append(
          .init(package: url, status: .kept, note: Self.requirementText(requirement)))
      } else {
        unresolved.insert(reference.identity)
        decisions.append(
          .init(
            package: url, status: .unresolved,
            note:
              "cannot be fetched here: its products are left out, and the declarations that need them"
          ))
      }
    }
    let unknownProducts = Set(
      app.targets.flatMap(\.dependencies).compactMap { dependency -> String? in
        guard case .product(let name, let package) = dependency, package.hasPrefix("?") else {
          return nil
        }
        return name
      })
    for product in unknownProducts.sorted() {
      decisions.append(
        .init(
          package: "the product \(product)", status: .unresolved,
          note:
            "no package the app names makes it here: left out, and the declarations that need it"))
    }
    // Targets that need targets that are not there, transitively.
    var leftOut: [GeneratedPackage.LeftOutTarget] = []
    var dropped: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for target in app.targets where !dropped.contains(target.name) {
        for dependency in target.dependencies {
          var reason: String?
          switch dependency {
          case .product(let name, let package):
            if package.hasPrefix("?") || unresolved.contains(package) {
              // Kept: the product is dropped, and the pruner leaves out what needs it.
              continue
            } else if !app.packages.contains(where: { $0.identity == package }) {
              reason = "it needs '\(name)' of \(package), a package the app does not name"
            }
          case .target(let name):
            if dropped.contains(name) {
              reason = "it depends on '\(name)', which is left out"
            } else if app.target(named: name) == nil {
              reason = "it depends on '\(name)', which is not a target of the app"
            }
          }
          if let reason {
            dropped.insert(target.name)
            leftOut.append(.init(target: target.name, reason: reason))
            changed = true
            break
          }
        }
      }
    }
    var targets: [GeneratedPackage.Target] = []
    var targetLines: [String] = []
    var needsDefaultIsolation = false
    for target in app.targets where !dropped.contains(target.name) {
      let folder = target.role == .tests ? "Tests" : "Sources"
      var used: Set<String> = []
      let files = target.files.map { original -> GeneratedPackage.File in
        var relative = SwiftFiles.relativePath(of: original, in: target.baseDirectory)
        // A module cannot hold two files of the same name.
        let name = (relative as NSString).lastPathComponent
        var candidate = name
        var counter = 2
        while used.contains(candidate) {
          candidate = (name as NSString).deletingPathExtension + "_\(counter).swift"
          counter += 1
        }
        used.insert(candidate)
        if candidate != name {
          relative = ((relative as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent(candidate)
        }
        let text = (try? String(contentsOf: original, encoding: .utf8)) ?? ""
        return .init(
          original: original,
          generated: directory.appendingPathComponent("\(folder)/\(target.name)/\(relative)"),
          text: text)
      }
      targets.append(.init(name: target.name, role: target.role, files: files))
      var dependencyLines: [String] = []
      for dependency in target.dependencies {
        switch dependency {
        case .target(let name):
          if app.target(named: name)?.role == .code { dependencyLines.append(Self.quoted(name)) }
        case .product(let name, let package):
          if package.hasPrefix("?") || unresolved.contains(package) { continue }
          if let products = PointFree.replaced[package] {
            if let product = products[name] ?? nil {
              dependencyLines.append(
                ".product(name: \(Self.quoted(product)), package: \(Self.quoted(libraryIdentity)))")
            }
          } else {
            dependencyLines.append(
              ".product(name: \(Self.quoted(name)), package: \(Self.quoted(package)))")
          }
        }
      }
      var settings: [String] = []
      if let mode = target.swiftLanguageMode { settings.append(".swiftLanguageMode(.v\(mode))") }
      settings += target.conditions.map { ".define(\(Self.quoted($0)))" }
      if target.defaultIsolationMainActor {
        settings.append(".defaultIsolation(MainActor.self)")
        needsDefaultIsolation = true
      }
      let kind = target.role == .tests ? "testTarget" : "target"
      targetLines.append(
        """
            .\(kind)(
              name: \(Self.quoted(target.name)),
              dependencies: [\(Array(NSOrderedSet(array: dependencyLines)).compactMap { $0 as? String }.joined(separator: ", "))],
              path: \(Self.quoted("\(folder)/\(target.name)")),
              swiftSettings: [\(settings.joined(separator: ", "))]
            )
        """)
    }
    let name = Self.identifier(app.name) + "LinuxTests"
    let manifest = """
      // swift-tools-version: \(needsDefaultIsolation ? "6.2" : "6.0")
      \(GeneratedPackage.marker) from \(app.projectFile.path).
      // Do not edit: run linux-tests again; see report.md for what was left out and why.
      import PackageDescription

      let package = Package(
        name: \(Self.quoted(name)),
        platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
        dependencies: [
          \(packageLines.joined(separator: ",\n    "))
        ],
        targets: [
      \(targetLines.joined(separator: ",\n"))
        ]
      )

      """
    return GeneratedPackage(
      directory: directory, name: name, manifest: manifest, targets: targets,
      dependencies: decisions, leftOutTargets: leftOut)
  }

  static func quoted(_ string: String) -> String {
    "\""
      + string.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  static func identifier(_ string: String) -> String {
    String(string.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  static func requirementText(_ requirement: PackageReference.Requirement) -> String {
    switch requirement {
    case .range(let lower, let upper):
      let lowerMajor = lower.split(separator: ".").first.flatMap { Int($0) } ?? 0
      if upper == "\(lowerMajor + 1).0.0" { return "from: \(quoted(lower))" }
      return "\(quoted(lower))..<\(quoted(upper))"
    case .exact(let version): return "exact: \(quoted(version))"
    case .branch(let branch): return "branch: \(quoted(branch))"
    case .revision(let revision): return "revision: \(quoted(revision))"
    }
  }

  /// This library's own packages (the `.package(url:…)` lines of its manifest), by identity,
  /// with their requirements as written there: `from: "1.0.0"`, `exact: "1.0.0"` or
  /// `"1.0.0"..<"2.0.0"`.
  static func requirements(ofManifest manifest: URL) -> [String: (url: String, requirement: String)]
  {
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [:] }
    var result: [String: (url: String, requirement: String)] = [:]
    let pattern = #/\.package\(url: "([^"]+)", ((?:from|exact): "[^"]+"|"[^"]+"\.\.<"[^"]+")\)/#
    for match in text.matches(of: pattern) {
      let url = String(match.1)
      result[PackageReference.identity(of: url)] = (url, String(match.2))
    }
    return result
  }

  @Sendable public static func gitCanReach(_ url: String) -> Bool {
    let result = try? Shell.run(
      ["git", "ls-remote", "--exit-code", "-q", "--tags", url], timeout: 60,
      environment: ["GIT_TERMINAL_PROMPT": "0"])
    return result.map { $0.status == 0 || $0.status == 2 } ?? false
  }
}
