import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: lets a view send its feature's view actions with
/// `send(.buttonTapped)` instead of `store.send(.view(.buttonTapped))`.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard
      case let .argumentList(arguments) = node.arguments,
      let feature = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      feature.declName.baseName.text == "self",
      feature.base != nil
    else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "'@ViewAction' requires the feature's type, e.g. '@ViewAction(for: Feature.self)'",
            id: "view-action-argument"
          )
        )
      )
      return []
    }
    let hasStore = declaration.memberBlock.members.contains {
      $0.decl.as(VariableDeclSyntax.self)?.identifierName == "store"
    }
    if !hasStore {
      context.diagnose(
        Diagnostic(
          node: declaration.memberBlock.leftBrace,
          message: MacroDiagnostic.error(
            """
            '@ViewAction' requires \(type.trimmedDescription) to have a 'store' property of type \
            'Store'
            """,
            id: "view-action-store"
          )
        )
      )
    }
    if declaration.inherits(anyOf: ["ViewActionSending"]) {
      return []
    }
    let decl: DeclSyntax = """
      extension \(type.trimmed): \(raw: ReducerMacro.moduleName).ViewActionSending {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}
