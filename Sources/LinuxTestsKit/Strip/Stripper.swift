import SwiftParser
import SwiftSyntax

/// Stage 3, strip: leaves out, by reading the code, what cannot exist off Apple platforms: types
/// that are views, apps, scenes, previews, UIKit or AppKit views and controllers, extensions of
/// those and of SwiftUI's types, `#Preview` blocks, members that build views; puts imports of
/// Apple-only modules under `#if canImport(…)`; and makes synchronous `@MainActor` XCTest methods
/// `async` (Linux's XCTest aborts the whole process on them).
public struct Stripper {
  public init() {}

  public func strip(_ package: inout GeneratedPackage) -> [LeftOut] {
    var results: [LeftOut] = []
    let trees = package.targets.map { target in
      target.files.map { Parser.parse(source: $0.text) }
    }
    let declared = Set(trees.joined().flatMap(Self.declaredTypeNames))
    for targetIndex in package.targets.indices {
      let target = package.targets[targetIndex]
      let removed = Self.viewTypes(in: trees[targetIndex])
      let testClasses = target.role == .tests ? Self.xcTestCaseClasses(in: trees[targetIndex]) : [:]
      for fileIndex in target.files.indices {
        let file = target.files[fileIndex]
        let tree = trees[targetIndex][fileIndex]
        let visitor = StripVisitor(
          text: Array(file.text.utf8), viewTypes: removed, appTypes: declared,
          testClasses: testClasses,
          converter: SourceLocationConverter(fileName: file.original.path, tree: tree))
        visitor.walk(tree)
        guard !visitor.edits.isEmpty else { continue }
        package.targets[targetIndex].files[fileIndex].text = visitor.edits.applied(
          to: visitor.text)
        package.targets[targetIndex].files[fileIndex].lineMap = visitor.lineMap
        results += visitor.results.map {
          var result = $0
          result.file = file.original.path
          result.target = target.name
          return result
        }
      }
    }
    return results
  }

  static func declaredTypeNames(_ tree: SourceFileSyntax) -> [String] {
    TypeDeclarations(tree).all.map(\.name)
  }

  /// The module's types that are view code, with the reason: they conform to a SwiftUI
  /// protocol, inherit a UIKit or AppKit class, or inherit one of the module's such types.
  static func viewTypes(in trees: [SourceFileSyntax]) -> [String: String] {
    var inheritance: [String: [String]] = [:]
    for declaration in trees.flatMap({ TypeDeclarations($0).all }) {
      inheritance[declaration.name, default: []] += declaration.inherited
    }
    var removed: [String: String] = [:]
    var changed = true
    while changed {
      changed = false
      for (name, parents) in inheritance where removed[name] == nil {
        if let parent = parents.first(where: { AppleOnly.uiConformances.contains($0) }) {
          removed[name] = "conforms to SwiftUI's \(parent)"
        } else if let parent = parents.first(where: AppleOnly.isUIKitOrAppKit) {
          removed[name] = "inherits from or conforms to \(parent), of UIKit or AppKit"
        } else if let parent = parents.first(where: { removed[$0] != nil }) {
          removed[name] = "inherits from \(parent), which is left out"
        } else {
          continue
        }
        changed = true
      }
    }
    return removed
  }

  /// The module's XCTest classes: those that inherit `XCTestCase`, directly or through another.
  static func xcTestCaseClasses(in trees: [SourceFileSyntax]) -> [String: Bool] {
    var parents: [String: (parent: String, mainActor: Bool)] = [:]
    for declaration in trees.flatMap({ TypeDeclarations($0).all })
    where declaration.isClass && parents[declaration.name] == nil {
      if let first = declaration.inherited.first {
        parents[declaration.name] = (first, declaration.attributes.contains("MainActor"))
      }
    }
    var classes: [String: Bool] = [:]
    for (name, entry) in parents {
      var current = entry
      var mainActor = entry.mainActor
      var seen: Set<String> = [name]
      while current.parent != "XCTestCase", let next = parents[current.parent],
        seen.insert(current.parent).inserted
      {
        mainActor = mainActor || next.mainActor
        current = next
      }
      if current.parent == "XCTestCase" { classes[name] = mainActor }
    }
    return classes
  }
}
