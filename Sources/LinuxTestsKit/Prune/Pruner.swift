import SwiftParser
import SwiftSyntax

/// Stage 5, prune: for each error of a build, leaves out the smallest declaration or member that
/// holds it (a `case` of a `switch` whose pattern names what was left out counts as one), all
/// errors of a round at once. A `liveValue` left out of a `DependencyKey` leaves the key a
/// `TestDependencyKey` where the type has a test value, or can make one (`@DependencyClient`).
public struct Pruner {
  public init() {}

  /// Leaves out what holds the errors; returns what was left out, and the errors that lie in no
  /// file of the package (which pruning cannot mend).
  public func prune(
    _ package: inout GeneratedPackage, errors: [CompilerDiagnostic], round: Int
  ) -> (leftOut: [LeftOut], unplaced: [CompilerDiagnostic]) {
    var byFile: [String: [(CompilerDiagnostic, line: Int, column: Int)]] = [:]
    var unplaced: [CompilerDiagnostic] = []
    for error in errors {
      let located = ([error] + error.notes).first { diagnostic in
        diagnostic.file.map { package.fileIndex(of: $0) != nil } ?? false
      }
      guard let located, let file = located.file else {
        unplaced.append(error)
        continue
      }
      byFile[file, default: []].append((error, located.line, located.column))
    }
    var results: [LeftOut] = []
    for (path, fileErrors) in byFile.sorted(by: { $0.key < $1.key }) {
      guard let (targetIndex, fileIndex) = package.fileIndex(of: path) else { continue }
      let file = package.targets[targetIndex].files[fileIndex]
      let target = package.targets[targetIndex]
      let tree = Parser.parse(source: file.text)
      let text = Array(file.text.utf8)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      var edits = SourceEdits()
      var chosen: [(Syntax, CompilerDiagnostic)] = []
      for (error, line, column) in fileErrors {
        let position = converter.position(ofLine: line, column: column)
        guard let token = tree.token(at: position),
          let node = Self.removableNode(around: Syntax(token))
        else {
          unplaced.append(error)
          continue
        }
        if chosen.contains(where: { $0.0.id == node.id }) { continue }
        chosen.append((node, error))
      }
      // Outer declarations first, so that one holding another is left out whole.
      chosen.sort { $0.0.totalLength.utf8Length > $1.0.totalLength.utf8Length }
      for (node, error) in chosen {
        if edits.covers(Declarations.range(of: node)) { continue }
        let lines = Declarations.lines(of: node, converter)
        let description = Declarations.describe(node)
        let repair = DependencyKeyRepair.repair(
          node, in: tree, moduleFiles: target.files.map(\.text), text: text)
        let advice = repair == nil ? Self.advice(for: error.message) : AppleOnly.frameworkAdvice
        for edit in repair?.edits ?? [] { edits.replace(edit.range, with: edit.replacement) }
        // Skipped where the repair put the test value in the live value's place.
        edits.remove(node, in: text, note: "left out \(description): \(error.message)")
        results.append(
          LeftOut(
            kind: .leftOut, file: file.original.path,
            line: file.lineMap.originalLine(lines.lowerBound),
            endLine: file.lineMap.originalLine(lines.upperBound), declaration: description,
            reason: error.message, stage: "prune round \(round)", advice: advice,
            target: target.name))
        if let repair {
          results.append(
            LeftOut(
              kind: .changed, file: file.original.path,
              line: file.lineMap.originalLine(lines.lowerBound),
              endLine: file.lineMap.originalLine(lines.lowerBound),
              declaration: repair.declaration, reason: repair.reason,
              stage: "prune round \(round)", advice: advice, target: target.name))
        }
      }
      if !edits.isEmpty {
        package.targets[targetIndex].files[fileIndex].text = edits.applied(to: text)
      }
    }
    results.sort { ($0.file, $0.line, $0.kind.rawValue) < ($1.file, $1.line, $1.kind.rawValue) }
    return (results, unplaced)
  }

  /// The smallest node around a token that can be left out: a declaration that is a member of a
  /// type or stands at the top of the file, or a `switch` case whose pattern holds the token.
  static func removableNode(around token: Syntax) -> Syntax? {
    var current: Syntax? = token
    var child: Syntax = token
    while let node = current {
      if let switchCase = node.as(SwitchCaseSyntax.self), child.id == switchCase.label.id {
        return node
      }
      if node.is(DeclSyntax.self), let parent = node.parent {
        if parent.is(MemberBlockItemSyntax.self) {
          // A reducer without its body is not that reducer: the reducer goes whole, so that its
          // tests count as not compiled rather than fail.
          if isReducerBody(node), let owner = parent.parent?.parent?.parent,
            let escalated = removableNode(around: owner)
          {
            return escalated
          }
          return node
        }
        if parent.is(CodeBlockItemSyntax.self),
          parent.parent?.parent?.is(SourceFileSyntax.self) == true
        {
          return node
        }
      }
      // A top-level statement (a script's line) can be left out as well.
      if node.is(CodeBlockItemSyntax.self), node.parent?.parent?.is(SourceFileSyntax.self) == true {
        return node
      }
      child = node
      current = node.parent
    }
    return nil
  }

  /// `var body` or `reduce(into:action:)` of a type marked `@Reducer` or conforming to
  /// `Reducer`.
  static func isReducerBody(_ node: Syntax) -> Bool {
    let isBody =
      node.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription == "body"
      || node.as(FunctionDeclSyntax.self)?.name.text == "reduce"
    guard isBody, let owner = node.parent?.parent?.parent?.parent else { return false }
    if let type = owner.as(StructDeclSyntax.self) {
      return Declarations.attributes(type.attributes).contains("Reducer")
        || Declarations.inherited(type.inheritanceClause).contains("Reducer")
    }
    if let type = owner.as(ExtensionDeclSyntax.self) {
      return Declarations.inherited(type.inheritanceClause).contains("Reducer")
    }
    return false
  }

  static func advice(for message: String) -> String {
    let modules = AppleOnly.modules
    if message.contains("URLSession") || message.contains("URLRequest")
      || message.contains("URLResponse")
    {
      return AppleOnly.urlSessionAdvice
    }
    if message.contains("no such module"),
      let module = message.split(separator: "'").dropFirst().first, modules.contains(String(module))
    {
      return AppleOnly.importAdvice
    }
    let appleTypePrefixes = [
      "CL", "UN", "Sec", "SK", "GK", "AV", "PH", "MK", "LA", "HK", "CK", "kSec",
    ]
    if let name = message.split(separator: "'").dropFirst().first,
      appleTypePrefixes.contains(where: {
        name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true
      })
        || ["Color", "Font", "Image", "UIColor", "UIImage", "NSColor", "NSImage"].contains(
          String(name))
    {
      return name.hasPrefix("Color") || name.hasPrefix("Font") || name.hasPrefix("Image")
        || name.hasPrefix("UI") || name.hasPrefix("NS")
        ? "Keep SwiftUI and UIKit values out of reducer state (the app's own types instead), or the member under `#if canImport(SwiftUI)` (Documentation/MovingTestsToLinux.md#1-files-that-mix-views-and-reducers)."
        : AppleOnly.frameworkAdvice
    }
    return
      "Look at the compiler's error: what it needs does not build on Linux, or needs something left out (report.md lists what was left out before it)."
  }
}
