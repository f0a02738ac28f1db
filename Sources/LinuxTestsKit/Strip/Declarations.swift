import SwiftSyntax

/// How declarations read in the report, and where they are.
enum Declarations {
  /// `struct CounterView`, `extension Color`, `static let liveValue`, `func testColor()`.
  static func describe(_ node: some SyntaxProtocol) -> String {
    let syntax = Syntax(node)
    let isStatic: (DeclModifierListSyntax) -> String = { modifiers in
      modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } ? "static " : ""
    }
    if let decl = syntax.as(StructDeclSyntax.self) { return "struct \(decl.name.text)" }
    if let decl = syntax.as(ClassDeclSyntax.self) { return "class \(decl.name.text)" }
    if let decl = syntax.as(EnumDeclSyntax.self) { return "enum \(decl.name.text)" }
    if let decl = syntax.as(ActorDeclSyntax.self) { return "actor \(decl.name.text)" }
    if let decl = syntax.as(ProtocolDeclSyntax.self) { return "protocol \(decl.name.text)" }
    if let decl = syntax.as(ExtensionDeclSyntax.self) {
      let conformances =
        decl.inheritanceClause.map { ": " + $0.inheritedTypes.trimmedDescription } ?? ""
      return "extension \(decl.extendedType.trimmedDescription)\(conformances)"
    }
    if let decl = syntax.as(FunctionDeclSyntax.self) {
      return
        "\(isStatic(decl.modifiers))func \(decl.name.text)(\(labels(decl.signature.parameterClause)))"
    }
    if let decl = syntax.as(InitializerDeclSyntax.self) {
      return "init(\(labels(decl.signature.parameterClause)))"
    }
    if let decl = syntax.as(SubscriptDeclSyntax.self) {
      return
        "subscript(\(decl.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))"
    }
    if let decl = syntax.as(VariableDeclSyntax.self) {
      let names = decl.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
      return "\(isStatic(decl.modifiers))\(decl.bindingSpecifier.text) \(names)"
    }
    if let decl = syntax.as(EnumCaseDeclSyntax.self) {
      return "case \(decl.elements.map { $0.name.text }.joined(separator: ", "))"
    }
    if let decl = syntax.as(TypeAliasDeclSyntax.self) { return "typealias \(decl.name.text)" }
    if let decl = syntax.as(ImportDeclSyntax.self) {
      return "import \(decl.path.trimmedDescription)"
    }
    if let decl = syntax.as(MacroExpansionDeclSyntax.self) { return "#\(decl.macroName.text)" }
    if let expression = syntax.as(MacroExpansionExprSyntax.self) {
      return "#\(expression.macroName.text)"
    }
    if let item = syntax.as(SwitchCaseSyntax.self) { return item.label.trimmedDescription }
    return String(syntax.trimmedDescription.prefix { $0 != "\n" }.prefix(80))
  }

  static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
    clause.parameters.map { $0.firstName.text + ":" }.joined()
  }

  /// The names of the types a declaration inherits from or conforms to, without generic
  /// arguments or module prefixes.
  static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
    (clause?.inheritedTypes ?? []).map { baseName(of: $0.type.trimmedDescription) }
  }

  /// `SwiftUI.View` → `View`; `Array<Int>` → `Array`; `@MainActor View` → `View`.
  static func baseName(of type: String) -> String {
    var name = type.split(separator: " ").last.map(String.init) ?? type
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  static func attributes(_ list: AttributeListSyntax) -> [String] {
    list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
  }

  /// Whether a node is inside an `#if` block, and that block's condition.
  static func ifCondition(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let parent = current {
      if let clause = parent.as(IfConfigClauseSyntax.self) {
        return clause.condition?.trimmedDescription ?? "#else"
      }
      current = parent.parent
    }
    return nil
  }

  /// A node's text in its file, as UTF-8 offsets, without its leading and trailing trivia.
  static func range(of node: some SyntaxProtocol) -> Range<Int> {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    return start..<max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
  }

  /// The first and last lines of a node in its file.
  static func lines(of node: some SyntaxProtocol, _ converter: SourceLocationConverter)
    -> ClosedRange<
      Int
    >
  {
    let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
    return start...max(start, end)
  }
}
