import Foundation
import SwiftSyntax

/// Reads the value of the expressions a Tuist manifest passes for its targets: string literals
/// (with the helper's parameters put in), arrays, `+`, the target and dependency calls, calls of
/// the project's helpers, and the build settings Linux cares for.
struct Evaluation {
  /// The folder that holds `Tuist/`: `.relativeToRoot(…)` paths start there.
  let root: URL
  /// The manifest's folder: plain paths start there.
  let folder: URL
  let manifest: URL
  let helpers: [String: FunctionDeclSyntax]
  var bindings: [String: ExprSyntax] = [:]
  /// The project's settings (`SWIFT_VERSION`, conditions), under its targets' own.
  var projectSettings: [String: String] = [:]
  var depth = 0

  init(root: URL, folder: URL, manifest: URL, helpers: [String: FunctionDeclSyntax]) {
    self.root = root
    self.folder = folder
    self.manifest = manifest
    self.helpers = helpers
  }

  static let literalTargetCallees: Set<String> = ["target", "Target", "init"]
  /// Marks a path `.relativeToRoot(…)` gave.
  static let rootMarker = "\u{0}root/"

  /// The targets of a project: a `Project(…)` call's, or those of the helper call that makes it.
  func targets(ofProject expression: ExprSyntax, app: inout AppProject) -> [AppTarget] {
    guard let call = resolved(expression).as(FunctionCallExprSyntax.self) else { return [] }
    if let targets = argument("targets", of: call) {
      var inner = self
      inner.projectSettings = argument("settings", of: call).map(settings) ?? [:]
      return inner.targets(in: targets, app: &app)
    }
    guard depth < 8, let helper = helper(for: call, implicitType: "Project") else { return [] }
    let inner = binding(call, to: helper)
    return inner.projectCalls(in: Syntax(helper.body ?? CodeBlockSyntax(statements: [])))
      .flatMap { inner.targets(ofProject: ExprSyntax($0), app: &app) }
  }

  /// The helper a call names: `Target.feature(…)`, `.feature(…)` where a `Target` is expected.
  func helper(for call: FunctionCallExprSyntax, implicitType: String) -> FunctionDeclSyntax? {
    let name = Self.calleeName(call)
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let base = member.base?.trimmedDescription ?? implicitType
      return helpers["\(base).\(name)"] ?? helpers[name]
    }
    return helpers[name]
  }

  /// An evaluation of a helper's body, its parameters bound to the call's arguments.
  func binding(_ call: FunctionCallExprSyntax, to helper: FunctionDeclSyntax) -> Evaluation {
    var inner = self
    inner.bindings = [:]
    inner.depth = depth + 1
    var unlabeled = call.arguments.filter { $0.label == nil }.makeIterator()
    for parameter in helper.signature.parameterClause.parameters {
      let label = parameter.firstName.text
      let local = (parameter.secondName ?? parameter.firstName).text
      let passed =
        label == "_"
        ? unlabeled.next()?.expression
        : call.arguments.first(where: { $0.label?.text == label })?.expression
      if let value = passed.map(resolved) ?? parameter.defaultValue?.value {
        inner.bindings[local] = value
      }
    }
    return inner
  }

  func projectCalls(in node: Syntax) -> [FunctionCallExprSyntax] {
    CallFinder.outermostCalls(in: node, where: CallFinder.isProjectCall)
  }

  func targets(in expression: ExprSyntax, app: inout AppProject) -> [AppTarget] {
    if let array = expression.as(ArrayExprSyntax.self) {
      return array.elements.flatMap { targets(in: $0.expression, app: &app) }
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequence.elements.flatMap { targets(in: $0, app: &app) }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      let bound = bindings[reference.baseName.text]
    {
      return targets(in: bound, app: &app)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return [] }
    let callee = Self.calleeName(call)
    if Self.literalTargetCallees.contains(callee),
      call.arguments.contains(where: { $0.label?.text == "name" })
    {
      return literalTarget(call, app: &app).map { [$0] } ?? []
    }
    // A helper of the project's: its body's target calls, with the call's arguments bound.
    let name = argument("name", of: call).flatMap(string)
    if depth < 8, let helper = helper(for: call, implicitType: "Target") {
      let inner = binding(call, to: helper)
      let found = Self.targetCalls(in: Syntax(helper.body ?? CodeBlockSyntax(statements: [])))
        .flatMap { inner.targets(in: ExprSyntax($0), app: &app) }
      if !found.isEmpty { return found }
    }
    guard let name else {
      app.notes.append(
        "\(manifest.path): '\(call.trimmedDescription.prefix(60))' was not understood; its targets are left out."
      )
      return []
    }
    return conventionalTargets(
      name: name, dependencies: argument("dependencies", of: call), app: &app)
  }

  /// The expression a bound parameter stands for, so that a helper's arguments read in the
  /// caller's context.
  func resolved(_ expression: ExprSyntax) -> ExprSyntax {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      let bound = bindings[reference.baseName.text]
    {
      return bound
    }
    return expression
  }

  static func calleeName(_ call: FunctionCallExprSyntax) -> String {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return call.calledExpression.trimmedDescription
  }

  /// The outermost target calls under a node (a helper's body).
  static func targetCalls(in node: Syntax) -> [FunctionCallExprSyntax] {
    CallFinder.outermostCalls(in: node) { call in
      literalTargetCallees.contains(calleeName(call))
        && call.arguments.contains(where: { $0.label?.text == "name" })
    }
  }

  func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first(where: { $0.label?.text == label }).map { resolved($0.expression) }
  }

  func literalTarget(_ call: FunctionCallExprSyntax, app: inout AppProject) -> AppTarget? {
    guard let name = argument("name", of: call).flatMap(string) else { return nil }
    let product = argument("product", of: call)?.trimmedDescription ?? ".framework"
    guard let role = Self.role(ofProduct: product) else {
      app.notes.append(
        "Target '\(name)' (\(product)) in \(manifest.path) left out: not code or unit tests.")
      return nil
    }
    let patterns = argument("sources", of: call).map(strings) ?? []
    let files = patterns.flatMap { pattern in
      pattern.hasPrefix(Self.rootMarker)
        ? Glob.files(matching: String(pattern.dropFirst(Self.rootMarker.count)), in: root)
        : Glob.files(matching: pattern, in: folder)
    }
    let settings = XcodeProjectReader.inheriting(
      projectSettings, argument("settings", of: call).map(self.settings) ?? [:])
    return AppTarget(
      name: name, role: role, baseDirectory: folder,
      files: Array(Set(files)).sorted { $0.path < $1.path },
      dependencies: argument("dependencies", of: call).map(dependencies) ?? [],
      swiftLanguageMode: settings["SWIFT_VERSION"].flatMap(XcodeProjectReader.languageMode),
      conditions: XcodeProjectReader.conditions(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]),
      defaultIsolationMainActor: settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor",
      origin: "\(manifest.path), target '\(name)'")
  }

  /// A helper that could not be read: Tuist's usual layout, `<Name>/Sources/**` and a test target
  /// `<Name>Tests` from `<Name>/Tests/**`.
  func conventionalTargets(name: String, dependencies: ExprSyntax?, app: inout AppProject)
    -> [AppTarget]
  {
    var found: [AppTarget] = []
    for base in [folder.appendingPathComponent(name), folder] {
      let sources = base.appendingPathComponent("Sources")
      guard FileManager.default.fileExists(atPath: sources.path) else { continue }
      found.append(
        AppTarget(
          name: name, role: .code, baseDirectory: sources, files: SwiftFiles.under(sources),
          dependencies: dependencies.map(self.dependencies) ?? [],
          origin: "\(manifest.path), '\(name)' by Tuist's usual layout"))
      let tests = base.appendingPathComponent("Tests")
      if FileManager.default.fileExists(atPath: tests.path) {
        found.append(
          AppTarget(
            name: name + "Tests", role: .tests, baseDirectory: tests,
            files: SwiftFiles.under(tests),
            dependencies: [.target(name)],
            origin: "\(manifest.path), '\(name)Tests' by Tuist's usual layout"))
      }
      app.notes.append(
        "\(manifest.path): the targets of '\(name)' were found by Tuist's usual layout (\(base.path)), not read from a helper."
      )
      break
    }
    return found
  }

  static func role(ofProduct product: String) -> AppTarget.Role? {
    switch product.split(separator: ".").last.map(String.init) ?? product {
    case "app", "framework", "staticFramework", "staticLibrary", "dynamicLibrary",
      "commandLineTool":
      return .code
    case "unitTests": return .tests
    default: return nil
    }
  }

  func string(_ expression: ExprSyntax) -> String? {
    let expression = resolved(expression)
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var result = ""
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        result += text.content.text
      } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
        let inner = interpolation.expressions.first?.expression, let value = string(inner)
      {
        result += value
      } else {
        return nil
      }
    }
    return result
  }

  /// Every string under an expression (`"Sources/**"`, `["A/**", "B/**"]`, `.paths([...])`).
  func strings(_ expression: ExprSyntax) -> [String] {
    let expression = resolved(expression)
    if let value = string(expression) { return [value] }
    if let call = expression.as(FunctionCallExprSyntax.self),
      Self.calleeName(call) == "relativeToRoot",
      let first = call.arguments.first
    {
      return strings(first.expression).map { Self.rootMarker + $0 }
    }
    return expression.children(viewMode: .sourceAccurate).flatMap { child -> [String] in
      if let inner = child.as(ExprSyntax.self) { return strings(inner) }
      return child.children(viewMode: .sourceAccurate).flatMap { grandchild -> [String] in
        grandchild.as(ExprSyntax.self).map(strings)
          ?? grandchild.children(viewMode: .sourceAccurate).compactMap { $0.as(ExprSyntax.self) }
          .flatMap(strings)
      }
    }
  }

  /// The Debug build settings a `settings:` argument gives (`base:` and `debug:` dictionaries,
  /// and `.debug(…)` configurations; release ones are skipped), as strings.
  func settings(_ expression: ExprSyntax) -> [String: String] {
    final class Finder: SyntaxVisitor {
      var dictionaries: [DictionaryExprSyntax] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        Evaluation.calleeName(node) == "release" ? .skipChildren : .visitChildren
      }
      override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        node.label?.text == "release" ? .skipChildren : .visitChildren
      }
      override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
        dictionaries.append(node)
        return .skipChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(resolved(expression))
    var result: [String: String] = [:]
    for dictionary in finder.dictionaries {
      guard case .elements(let elements) = dictionary.content else { continue }
      for element in elements {
        guard let key = string(element.key) else { continue }
        let value =
          string(element.value)
          ?? element.value.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap {
            string($0.expression)
          }
        if let value {
          result[key] = XcodeProjectReader.inheriting(result[key], value)
        }
      }
    }
    return result
  }

  func dependencies(_ expression: ExprSyntax) -> [AppTarget.Dependency] {
    let expression = resolved(expression)
    if let array = expression.as(ArrayExprSyntax.self) {
      return array.elements.flatMap { dependencies($0.expression) }
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequence.elements.flatMap { dependencies($0) }
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return [] }
    let first = call.arguments.first.map { resolved($0.expression) }
    switch Self.calleeName(call) {
    case "target":
      return (argument("name", of: call) ?? first).flatMap(string).map { [.target($0)] } ?? []
    case "project":
      return argument("target", of: call).flatMap(string).map { [.target($0)] } ?? []
    case "external":
      return (argument("name", of: call) ?? first).flatMap(string).map {
        [.product(name: $0, package: "")]
      } ?? []
    case "package":
      return argument("product", of: call).flatMap(string).map {
        [.product(name: $0, package: "")]
      } ?? []
    default:
      return []
    }
  }
}

/// Tuist's source globs (`Sources/**`, `Features/A/**/*.swift`): the Swift files under the part
/// before the first wildcard.
enum Glob {
  static func files(matching pattern: String, in folder: URL) -> [URL] {
    let components = pattern.split(separator: "/", omittingEmptySubsequences: false)
    let fixed = components.prefix { !$0.contains("*") }.joined(separator: "/")
    let base = fixed.isEmpty ? folder : folder.appendingPathComponent(fixed)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: base.path, isDirectory: &isFolder) else {
      return []
    }
    if !isFolder.boolValue {
      return base.pathExtension == "swift" ? [base.standardizedFileURL] : []
    }
    let rest = components.dropFirst(components.prefix { !$0.contains("*") }.count)
    // `*` alone (not `**`) matches files of that folder only.
    if rest.count == 1, rest.first == "*" || rest.first == "*.swift" {
      return SwiftFiles.under(base).filter {
        $0.deletingLastPathComponent().path == base.standardizedFileURL.path
      }
    }
    return SwiftFiles.under(base)
  }
}
