import Foundation
import PackagePlugin

/// `swift package new-feature Name [--path Sources/App] [--tests-path Tests/AppTests]
/// [--style macro-free]`: writes `NameFeature.swift` and `NameFeatureTests.swift`, a feature and a
/// `TestStore` test that passes, the way the Xcode template of TCA's forks starts a feature.
///
/// - `--path`: the folder of the feature file; by default the folder of the package's first
///   non-test Swift target.
/// - `--tests-path`: the folder of the test file; by default the folder of a test target that
///   depends on the feature's target, else `Tests/<Target>Tests` (created).
/// - `--style macro-free`: the plain `Reducer` protocol form (no `@Reducer`, no
///   `@ObservableState`); the default `--style macro` uses TCA 1.x's macros.
///
/// Existing files are never overwritten: the command fails and writes nothing.
@main
struct NewFeature: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    if extractor.extractFlag(named: "help") > 0 {
      print(Self.usage)
      return
    }
    let paths = extractor.extractOption(named: "path")
    let testsPaths = extractor.extractOption(named: "tests-path")
    let styles = extractor.extractOption(named: "style")
    let names = extractor.remainingArguments
    guard names.count == 1, let rawName = names.first else {
      throw NewFeatureError(
        "expected one feature name, got \(names.isEmpty ? "none" : names.joined(separator: " "))\n\n"
          + Self.usage
      )
    }
    let style: FeatureTemplate.Style
    switch styles.last ?? "macro" {
    case "macro": style = .macro
    case "macro-free": style = .macroFree
    case let other:
      throw NewFeatureError("unknown style '\(other)': use 'macro' (the default) or 'macro-free'")
    }
    let name = try FeatureTemplate.featureName(rawName)

    let package = context.package
    let root = package.directoryURL
    let sourceTargets = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }

    // The feature's folder and the target it belongs to.
    let featureFolder: URL
    let featureTarget: SwiftSourceModuleTarget?
    if let path = paths.last {
      featureFolder = Self.resolve(path, against: root)
      featureTarget = sourceTargets.filter {
        $0.kind != .test && Self.folder(featureFolder, isInside: $0.directoryURL)
      }.max { $0.directoryURL.path.count < $1.directoryURL.path.count }
    } else {
      guard
        let target = sourceTargets.first(where: { $0.kind != .test && $0.kind != .executable })
          ?? sourceTargets.first(where: { $0.kind != .test })
      else {
        throw NewFeatureError(
          "the package has no Swift source target: pass --path to say where the feature goes"
        )
      }
      featureFolder = target.directoryURL
      featureTarget = target
    }
    let moduleName = featureTarget?.moduleName ?? featureFolder.lastPathComponent

    // The test's folder: a test target that depends on the feature's target, if there is one.
    let testsFolder: URL
    if let path = testsPaths.last {
      testsFolder = Self.resolve(path, against: root)
    } else if let featureTarget,
      let testTarget = sourceTargets.first(where: { test in
        test.kind == .test
          && test.dependencies.contains { dependency in
            if case let .target(target) = dependency { return target.id == featureTarget.id }
            return false
          }
      })
    {
      testsFolder = testTarget.directoryURL
    } else {
      testsFolder = root.appending(path: "Tests").appending(path: "\(moduleName)Tests")
    }

    let featureFile = featureFolder.appending(path: "\(name)Feature.swift")
    let testsFile = testsFolder.appending(path: "\(name)FeatureTests.swift")
    let fileManager = FileManager.default
    let existing = [featureFile, testsFile].filter { fileManager.fileExists(atPath: $0.path) }
    guard existing.isEmpty else {
      throw NewFeatureError(
        "refusing to overwrite \(existing.map { Self.relative($0, to: root) }.joined(separator: " and ")); "
          + "nothing was written"
      )
    }

    let template = FeatureTemplate(name: name, moduleName: moduleName, style: style)
    try fileManager.createDirectory(at: featureFolder, withIntermediateDirectories: true)
    try fileManager.createDirectory(at: testsFolder, withIntermediateDirectories: true)
    try Data(template.featureSource.utf8).write(to: featureFile, options: .withoutOverwriting)
    try Data(template.testsSource.utf8).write(to: testsFile, options: .withoutOverwriting)
    let featurePath = Self.relative(featureFile, to: root)
    let testsPath = Self.relative(testsFile, to: root)
    print("Wrote \(featurePath) (\(name)Feature, \(style.description))")
    print("Wrote \(testsPath) (\(name)FeatureTests, imports \(moduleName))")
    if featureTarget == nil {
      print(
        "note: no target of the package contains \(Self.relative(featureFolder, to: root)); "
          + "add one to Package.swift (and a test target depending on it)"
      )
    }
  }

  static let usage = """
    USAGE: swift package --allow-writing-to-package-directory new-feature <Name> \
    [--path <folder>] [--tests-path <folder>] [--style macro|macro-free]

    Writes <Name>Feature.swift (a reducer with observable state and a view action) and
    <Name>FeatureTests.swift (a TestStore test that passes). Never overwrites a file.
    """

  static func resolve(_ path: String, against root: URL) -> URL {
    let url = path.hasPrefix("/") ? URL(filePath: path) : root.appending(path: path)
    return url.standardizedFileURL
  }

  static func folder(_ folder: URL, isInside parent: URL) -> Bool {
    let folderPath = folder.standardizedFileURL.path
    let parentPath = parent.standardizedFileURL.path
    return folderPath == parentPath || folderPath.hasPrefix(parentPath + "/")
  }

  static func relative(_ url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path + "/"
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
  }
}

/// A failure of the command: SwiftPM prints the description and exits non-zero.
struct NewFeatureError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = "new-feature: " + description }
}
