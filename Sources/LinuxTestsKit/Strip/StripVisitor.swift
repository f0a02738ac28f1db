import SwiftSyntax

/// Walks one file for ``Stripper``, collecting its edits and what they left out.
final class StripVisitor: SyntaxVisitor {
  let text: [UInt8]
  let viewTypes: [String: String]
  let appTypes: Set<String>
  /// XCTest classes of the module, and whether each is `@MainActor`.
  let testClasses: [String: Bool]
  let converter: SourceLocationConverter
  var edits = SourceEdits()
  var lineMap = LineMap()
  var results: [LeftOut] = []
  private var addedLines = 0

  init(
    text: [UInt8], viewTypes: [String: String], appTypes: Set<String>,
    testClasses: [String: Bool], converter: SourceLocationConverter
  ) {
    self.text = text
    self.viewTypes = viewTypes
    self.appTypes = appTypes
    self.testClasses = testClasses
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func leaveOut(_ node: some SyntaxProtocol, _ reason: String, advice: String) {
    let lines = Declarations.lines(of: node, converter)
    let description = Declarations.describe(node)
    edits.remove(node, in: text, note: "left out \(description): \(reason)")
    results.append(
      LeftOut(
        kind: .leftOut, file: "", line: lines.lowerBound, endLine: lines.upperBound,
        declaration: description, reason: reason, stage: "strip", advice: advice, target: ""))
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text, Declarations.ifCondition(of: node) == nil else {
      return .skipChildren
    }
    if module == "Foundation", node.path.count == 1, usesURLLoading, !importsFoundationNetworking {
      addFoundationNetworking(after: node)
      return .skipChildren
    }
    guard AppleOnly.modules.contains(module) else { return .skipChildren }
    let range = Declarations.range(of: node)
    edits.replace(
      range,
      // Apple's frameworks re-export Foundation, which the file may rely on through them.
      with: "#if canImport(\(module))\n\(node.trimmedDescription)\n#else\nimport Foundation\n#endif"
    )
    let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    addedLines += 4
    lineMap.shifts.append(.init(fromLine: line + addedLines + 1, delta: 4))
    results.append(
      LeftOut(
        kind: .changed, file: "", line: line, endLine: line,
        declaration: "import \(node.path.trimmedDescription)",
        reason:
          "\(module) exists only on Apple platforms: imported under #if canImport(\(module)), Foundation otherwise",
        stage: "strip", advice: AppleOnly.importAdvice, target: ""))
    return .skipChildren
  }

  /// Off Apple platforms `URLSession`, `URLRequest` and `URLResponse` are in
  /// FoundationNetworking, which `import Foundation` does not bring.
  private var usesURLLoading: Bool {
    let text = String(decoding: text, as: UTF8.self)
    return ["URLSession", "URLRequest", "URLResponse"].contains(where: text.contains)
  }

  private var importsFoundationNetworking: Bool {
    String(decoding: text, as: UTF8.self).contains("import FoundationNetworking")
  }

  private func addFoundationNetworking(after node: ImportDeclSyntax) {
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    edits.replace(
      end..<end, with: "\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif")
    let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    addedLines += 3
    lineMap.shifts.append(.init(fromLine: line + addedLines + 1, delta: 3))
    results.append(
      LeftOut(
        kind: .changed, file: "", line: line, endLine: line, declaration: "import Foundation",
        reason:
          "uses URLSession, which Linux has in FoundationNetworking: imported under #if canImport(FoundationNetworking)",
        stage: "strip", advice: AppleOnly.urlSessionAdvice, target: ""))
  }

  private func visitType(_ node: some DeclSyntaxProtocol, name: TokenSyntax)
    -> SyntaxVisitorContinueKind
  {
    if let reason = viewTypes[name.text] {
      leaveOut(node, "\(name.text) \(reason): view code", advice: AppleOnly.viewAdvice)
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    visitType(node, name: node.name)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    visitType(node, name: node.name)
  }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    visitType(node, name: node.name)
  }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    visitType(node, name: node.name)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let result = visitType(node, name: node.name)
    guard result == .visitChildren, let mainActor = testClasses[node.name.text] else {
      return result
    }
    makeTestMethodsAsync(node.memberBlock, classIsMainActor: mainActor)
    return result
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = Declarations.baseName(of: node.extendedType.trimmedDescription)
    let conformances = Declarations.inherited(node.inheritanceClause)
    if let reason = viewTypes[extended] {
      leaveOut(
        node, "extends \(extended), which \(reason): view code", advice: AppleOnly.viewAdvice)
      return .skipChildren
    }
    if !appTypes.contains(extended),
      AppleOnly.uiExtendedTypes.contains(extended) || AppleOnly.isUIKitOrAppKit(extended)
    {
      leaveOut(
        node, "extends \(extended), a SwiftUI, UIKit or AppKit type", advice: AppleOnly.viewAdvice)
      return .skipChildren
    }
    if let conformance = conformances.first(where: {
      AppleOnly.uiConformances.contains($0) || AppleOnly.isUIKitOrAppKit($0)
    }) {
      leaveOut(
        node, "makes \(extended) conform to \(conformance): view code", advice: AppleOnly.viewAdvice
      )
      return .skipChildren
    }
    if let mainActor = testClasses[extended] {
      makeTestMethodsAsync(node.memberBlock, classIsMainActor: mainActor)
    }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" {
      leaveOut(node, "a SwiftUI preview", advice: AppleOnly.viewAdvice)
    }
    return .skipChildren
  }

  /// `#Preview { }` at the top of a file reads as an expression statement.
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview", let item = node.parent?.as(CodeBlockItemSyntax.self),
      item.parent?.parent?.is(SourceFileSyntax.self) == true
    {
      leaveOut(node, "a SwiftUI preview", advice: AppleOnly.viewAdvice)
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if isMemberOrTopLevel(node) {
      let returns = node.signature.returnClause?.type.trimmedDescription ?? ""
      if Declarations.attributes(node.attributes).contains("ViewBuilder")
        || AppleOnly.opaqueViewTypes.contains(where: returns.hasPrefix)
      {
        leaveOut(
          node, "builds SwiftUI views (\(returns.isEmpty ? "@ViewBuilder" : returns))",
          advice: AppleOnly.viewAdvice)
      }
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if isMemberOrTopLevel(node) {
      let types = node.bindings.compactMap { $0.typeAnnotation?.type.trimmedDescription }
      let buildsViews = types.contains { type in
        AppleOnly.opaqueViewTypes.contains(where: type.hasPrefix)
      }
      if Declarations.attributes(node.attributes).contains("ViewBuilder") || buildsViews {
        leaveOut(
          node, "builds SwiftUI views (\(types.first ?? "@ViewBuilder"))",
          advice: AppleOnly.viewAdvice)
      }
    }
    return .skipChildren
  }

  private func isMemberOrTopLevel(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(MemberBlockItemSyntax.self) { return true }
      if parent.is(CodeBlockItemSyntax.self) {
        return parent.parent?.parent?.is(SourceFileSyntax.self) ?? false
      }
      if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(AccessorBlockSyntax.self)
      {
        return false
      }
      current = parent.parent
    }
    return false
  }

  /// Linux's XCTest aborts at start-up on a synchronous `@MainActor` test method ("Could not
  /// cast value of type '(X) -> @MainActor () -> ()'"): such methods become `async`.
  private func makeTestMethodsAsync(_ members: MemberBlockSyntax, classIsMainActor: Bool) {
    for member in members.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text.hasPrefix("test"), function.signature.parameterClause.parameters.isEmpty,
        function.signature.effectSpecifiers?.asyncSpecifier == nil,
        !function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }
        ),
        classIsMainActor || Declarations.attributes(function.attributes).contains("MainActor")
      else { continue }
      let offset: Int
      if let throwsClause = function.signature.effectSpecifiers?.throwsClause {
        offset = throwsClause.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.replace(offset..<offset, with: "async ")
      } else {
        offset = function.signature.parameterClause.endPositionBeforeTrailingTrivia.utf8Offset
        edits.replace(offset..<offset, with: " async")
      }
      let line = converter.location(for: function.positionAfterSkippingLeadingTrivia).line
      results.append(
        LeftOut(
          kind: .changed, file: "", line: line, endLine: line,
          declaration: Declarations.describe(function),
          reason: "a synchronous @MainActor XCTest method, which aborts Linux's XCTest: made async",
          stage: "strip", advice: AppleOnly.mainActorAdvice, target: ""))
    }
  }
}
