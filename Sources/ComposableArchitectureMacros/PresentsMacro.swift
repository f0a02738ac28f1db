import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: stores optional child state in a `PresentationState` (so that a feature can
/// present itself recursively), observed like the other fields of `@ObservableState`, with the
/// wrapper reachable as `$name` for `ifLet(\.$destination, ...)`.
public enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard
      let property = declaration.as(VariableDeclSyntax.self),
      property.isObservableStoredProperty,
      let name = property.identifierName
    else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "'@Presents' can only be applied to a stored 'var' of optional state",
            id: "presents-kind"
          )
        )
      )
      return []
    }
    let registrar = ObservableStateMacro.registrarVariableName
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = \(raw: ObservableStateMacro.moduleName).PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        \(raw: registrar).access(self, keyPath: \\.\(raw: name))
        return _\(raw: name).wrappedValue
      }
      """,
      """
      set {
        \(raw: registrar).mutate(self, keyPath: \\.\(raw: name), &_\(raw: name).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let property = declaration.as(VariableDeclSyntax.self),
      property.isObservableStoredProperty,
      let binding = property.bindings.first,
      let name = property.identifierName
    else { return [] }
    guard let optionalType = binding.typeAnnotation?.type else {
      context.diagnose(
        Diagnostic(
          node: Syntax(binding.pattern),
          message: MacroDiagnostic.error(
            "'@Presents' requires an explicit optional type, e.g. 'Destination.State?'",
            id: "presents-type"
          )
        )
      )
      return []
    }
    let wrappedType: String
    if let optional = optionalType.as(OptionalTypeSyntax.self) {
      wrappedType = optional.wrappedType.trimmedDescription
    } else if let identifier = optionalType.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      wrappedType = argument.argument.trimmedDescription
    } else {
      context.diagnose(
        Diagnostic(
          node: Syntax(optionalType),
          message: MacroDiagnostic.error(
            "'@Presents' requires an optional type, e.g. 'Destination.State?'",
            id: "presents-optional"
          )
        )
      )
      return []
    }
    let module = ObservableStateMacro.moduleName
    let registrar = ObservableStateMacro.registrarVariableName
    let initializer = binding.initializer?.value.trimmedDescription ?? "nil"
    let access = property.modifiers.first {
      [.keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate)]
        .contains($0.name.tokenKind)
    }
    let accessPrefix = access.map { "\($0.name.text) " } ?? ""
    return [
      """
      \(raw: accessPrefix)var $\(raw: name): \(raw: module).PresentationState<\(raw: wrappedType)> {
        get {
          \(raw: registrar).access(self, keyPath: \\.\(raw: name))
          return _\(raw: name).projectedValue
        }
        set {
          \(raw: registrar).mutate(self, keyPath: \\.\(raw: name), &_\(raw: name).projectedValue, newValue, _$isIdentityEqual)
        }
      }
      """,
      """
      @\(raw: module).\(raw: ObservableStateMacro.ignoredMacroName) \
      private var _\(raw: name) = \(raw: module).PresentationState<\(raw: wrappedType)>(wrappedValue: \(raw: initializer))
      """,
    ]
  }
}
