import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@UITransactionEntry var name = default` in an `extension UITransaction`: a key type
/// `__Key_name` whose default is the initializer, evaluated on each read of an unset value, and
/// accessors that read and write it.
///
/// Without a type annotation the macro cannot name the value's type, which a `UITransactionKey`
/// needs; the key is then a plain enum naming the entry, and the getter hands the initializer to
/// `UITransaction`'s `_entry` subscript as an autoclosure: the compiler infers the type from the
/// property, and the initializer runs on each read of an unset value.
public enum UITransactionEntryMacro {}

extension UITransactionEntryMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = Entry(node: node, declaration: declaration, context: context) else {
      return []
    }
    if entry.type == nil, let initializer = entry.initializer {
      let key = "_entry: __Key_\(entry.name).self"
      return [
        "get { self[\(raw: key), default: \(raw: initializer)] }",
        "set { self[\(raw: key), default: \(raw: initializer)] = newValue }",
      ]
    }
    return [
      "get { self[__Key_\(raw: entry.name).self] }",
      "set { self[__Key_\(raw: entry.name).self] = newValue }",
    ]
  }
}

extension UITransactionEntryMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // Diagnostics are reported once, by the accessor expansion.
    guard let entry = Entry(node: node, declaration: declaration, context: nil) else { return [] }
    let defaultValue: String
    switch (entry.type, entry.initializer) {
    case let (type?, initializer?):
      defaultValue = "static var defaultValue: \(type) { \(initializer) }"
    case let (type?, nil):
      defaultValue = "static var defaultValue: \(type) { nil }"
    case (nil, _?):
      // The getter passes the initializer as the default (see the accessors).
      return ["private enum __Key_\(raw: entry.name) {}"]
    case (nil, nil):
      return []
    }
    return [
      """
      private enum __Key_\(raw: entry.name): SwiftNavigation.UITransactionKey {
      \(raw: defaultValue)
      }
      """
    ]
  }
}

/// The property an `@UITransactionEntry` is attached to, once checked.
private struct Entry {
  let name: String
  let type: String?
  let initializer: String?

  init?(
    node: AttributeSyntax, declaration: some DeclSyntaxProtocol,
    context: (any MacroExpansionContext)?
  ) {
    func diagnose(_ message: String, id: String) {
      context?.diagnose(
        Diagnostic(node: node, message: MacroDiagnostic.error(message, id: id))
      )
    }
    guard
      let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, variable.bindings.count == 1,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else {
      diagnose(
        "'@UITransactionEntry' can only be applied to a single 'var' property",
        id: "transaction-entry-kind"
      )
      return nil
    }
    guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
      diagnose(
        "'@UITransactionEntry' can only be applied to a 'var' property, not a 'let'",
        id: "transaction-entry-let"
      )
      return nil
    }
    if let context {
      let inTransaction = context.lexicalContext.first.map { scope in
        guard let extensionDecl = scope.as(ExtensionDeclSyntax.self) else { return false }
        let extended = extensionDecl.extendedType.trimmedDescription
        return extended == "UITransaction" || extended == "SwiftNavigation.UITransaction"
      }
      guard inTransaction ?? false else {
        diagnose(
          "'@UITransactionEntry' can only be applied to a property in an extension of "
            + "'UITransaction'",
          id: "transaction-entry-context"
        )
        return nil
      }
    }
    let type = binding.typeAnnotation?.type.trimmedDescription
    let initializer = binding.initializer?.value.trimmedDescription
    let isOptional =
      type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") || $0.hasPrefix("Swift.Optional<") }
      ?? false
    if initializer == nil, !isOptional {
      diagnose("Property missing a default value", id: "transaction-entry-default")
      return nil
    }
    self.name = identifier.identifier.text
    self.type = type
    self.initializer = initializer
  }
}
