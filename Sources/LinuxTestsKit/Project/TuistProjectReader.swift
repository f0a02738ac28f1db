import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a Tuist project without running Tuist: the literal target declarations of its
/// `Project.swift` files, and calls of the project's own helpers
/// (`Tuist/ProjectDescriptionHelpers`), whose bodies are read for the targets they make with the
/// call's arguments put in; external packages from `Tuist/Package.swift`.
struct TuistProjectReader {
  let root: URL

  func read() throws -> AppProject {
    let manifests = Self.projectManifests(under: root)
    guard let first = manifests.first else {
      throw LinuxTestsError.unreadable(
        root.appendingPathComponent("Project.swift"), "no Project.swift in the app's folders")
    }
    var app = AppProject(
      kind: .tuist, root: root, projectFile: first, name: root.lastPathComponent)
    let helpers = Self.helperFunctions(
      in: root.appendingPathComponent("Tuist/ProjectDescriptionHelpers"))
    for manifest in manifests {
      guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
        throw LinuxTestsError.unreadable(manifest, "not UTF-8 text")
      }
      let file = Parser.parse(source: text)
      let context = Evaluation(
        root: root, folder: manifest.deletingLastPathComponent(), manifest: manifest,
        helpers: helpers)
      var found: [AppTarget] = []
      for project in Self.projectExpressions(in: file) {
        found += context.targets(ofProject: project, app: &app)
      }
      if found.isEmpty {
        app.notes.append("\(manifest.path): no targets were read from it.")
      }
      for declaration in found where app.target(named: declaration.name) == nil {
        app.targets.append(declaration)
      }
    }
    let packageManifest = root.appendingPathComponent("Tuist/Package.swift")
    if FileManager.default.fileExists(atPath: packageManifest.path) {
      let packages = try SwiftPMProjectReader(
        packageFolder: packageManifest.deletingLastPathComponent(), root: root
      ).read().project.packages
      app.packages = packages
    }
    // `.external(name:)` names a product; the package is the one that makes it.
    for index in app.targets.indices {
      app.targets[index].dependencies = app.targets[index].dependencies.map { dependency in
        guard case .product(let name, let package) = dependency, package.isEmpty else {
          return dependency
        }
        return .product(name: name, package: Self.package(making: name, among: app.packages))
      }
    }
    return app
  }

  /// The package that makes a product: Point-Free's by their product names, else the package
  /// whose name holds the product's first word.
  static func package(making product: String, among packages: [PackageReference]) -> String {
    if let known = PointFree.package(ofProduct: product),
      packages.contains(where: { $0.identity == known })
    {
      return known
    }
    // The product's first word: `FirebaseAnalytics` → `firebase`.
    let word = String(
      product.enumerated().prefix { $0.offset == 0 || !$0.element.isUppercase }.map(\.element)
    ).lowercased()
    if let match = packages.first(where: {
      $0.identity.replacingOccurrences(of: "-", with: "").contains(word)
        || word.contains($0.identity.replacingOccurrences(of: "swift-", with: ""))
    }) {
      return match.identity
    }
    return "?" + product
  }

  static func projectManifests(under root: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var manifests: [URL] = []
    for case let url as URL in enumerator {
      if [".build", "Tuist", "Derived"].contains(url.lastPathComponent) {
        enumerator.skipDescendants()
      } else if url.lastPathComponent == "Project.swift" {
        manifests.append(url.standardizedFileURL)
      }
    }
    return manifests.sorted { $0.path < $1.path }
  }

  /// What a manifest makes its project of: `Project(…)` calls, or the value of its
  /// `let project = …` (a helper's call).
  static func projectExpressions(in file: SourceFileSyntax) -> [ExprSyntax] {
    final class Finder: SyntaxVisitor {
      var expressions: [ExprSyntax] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if CallFinder.isProjectCall(node),
          node.arguments.contains(where: { $0.label?.text == "targets" })
        {
          expressions.append(ExprSyntax(node))
          return .skipChildren
        }
        return .visitChildren
      }
      override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.trimmedDescription == "project", let value = node.initializer?.value,
          let call = value.as(FunctionCallExprSyntax.self),
          !call.arguments.contains(where: { $0.label?.text == "targets" })
        {
          expressions.append(value)
          return .skipChildren
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(file)
    return finder.expressions
  }

  /// The project's helper functions, by `Type.name` (`Target.feature`) and by name alone.
  static func helperFunctions(in folder: URL) -> [String: FunctionDeclSyntax] {
    var functions: [String: FunctionDeclSyntax] = [:]
    for file in SwiftFiles.under(folder) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      final class Finder: SyntaxVisitor {
        var functions: [String: FunctionDeclSyntax] = [:]
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
          var owner: String?
          var current = node.parent
          while let parent = current {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
              owner = extensionDecl.extendedType.trimmedDescription
              break
            }
            current = parent.parent
          }
          if let owner { functions["\(owner).\(node.name.text)"] = node }
          if functions[node.name.text] == nil { functions[node.name.text] = node }
          return .skipChildren
        }
      }
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(Parser.parse(source: text))
      functions.merge(finder.functions) { first, _ in first }
    }
    return functions
  }
}

/// Point-Free's packages that this library stands in for, and the products they make.
enum PointFree {
  static let replaced: [String: [String: String?]] = [
    "swift-composable-architecture": ["ComposableArchitecture": "ComposableArchitecture"],
    "swift-sharing": ["Sharing": "Sharing"],
    "swift-perception": ["Perception": "Perception", "PerceptionCore": "PerceptionCore"],
    "swift-navigation": [
      "SwiftNavigation": "SwiftNavigation", "SwiftUINavigation": nil, "UIKitNavigation": nil,
      "AppKitNavigation": nil, "UIKitNavigationShim": nil,
    ],
  ]

  static func package(ofProduct product: String) -> String? {
    if let entry = replaced.first(where: { $0.value.keys.contains(product) }) { return entry.key }
    let others = [
      "Dependencies": "swift-dependencies", "DependenciesMacros": "swift-dependencies",
      "DependenciesTestSupport": "swift-dependencies", "CasePaths": "swift-case-paths",
      "IdentifiedCollections": "swift-identified-collections",
      "CustomDump": "swift-custom-dump", "Clocks": "swift-clocks",
      "ConcurrencyExtras": "swift-concurrency-extras", "IssueReporting": "xctest-dynamic-overlay",
      "IssueReportingTestSupport": "xctest-dynamic-overlay",
      "XCTestDynamicOverlay": "xctest-dynamic-overlay", "CombineSchedulers": "combine-schedulers",
      "Tagged": "swift-tagged",
    ]
    return others[product]
  }
}
