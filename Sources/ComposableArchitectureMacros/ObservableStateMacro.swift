import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: makes a struct's stored properties observed one by one, and gives structs
/// and enums an identity, so that stores can notify exactly the readers of what changed.
public enum ObservableStateMacro {
  static let moduleName = "ComposableArchitecture"
  static let trackedMacroName = "ObservationStateTracked"
  static let ignoredMacroName = "ObservationStateIgnored"
  static let registrarVariableName = "_$observationRegistrar"

  /// Attributes that already decide how a property is observed.
  static let handledAttributes: Set<String> = [
    trackedMacroName, ignoredMacroName, "Presents", "ObservationIgnored", "ObservationTracked",
  ]
}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return self.enumMembers(enumDecl)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "'@ObservableState' can only be applied to a struct or an enum",
            id: "observable-state-kind"
          )
        )
      )
      return []
    }
    let access = declaration.generatedAccess
    // Key paths to the macro's storage, so that reducers can mutate child state in place: a key
    // path through a computed property copies the value out and writes it back.
    var storageCases: [String] = []
    for member in declaration.memberBlock.members {
      guard
        let property = member.decl.as(VariableDeclSyntax.self),
        property.isObservableStoredProperty,
        let name = property.identifierName,
        !name.hasPrefix("_$")
      else { continue }
      if property.attributes.contains(anyOf: ["Presents"]) {
        storageCases.append("case \\Self.$\(name): return \\Self._\(name)")
      } else if property.attributes.isEmpty
        || property.attributes.contains(anyOf: [trackedMacroName])
      {
        storageCases.append("case \\Self.\(name): return \\Self._\(name)")
      }
    }
    let storageBody =
      storageCases.isEmpty
      ? "nil"
      : "switch keyPath {\n\(storageCases.joined(separator: "\n"))\ndefault: return nil\n}"
    return [
      """
      var \(raw: registrarVariableName) = \(raw: moduleName).ObservationStateRegistrar()
      """,
      """
      \(raw: access.isEmpty ? "public " : access)static func _$storageKeyPath(_ keyPath: AnyKeyPath) -> AnyKeyPath? {
        \(raw: storageBody)
      }
      """,
      """
      \(raw: access.isEmpty ? "public " : access)var _$id: \(raw: moduleName).ObservableStateID {
        \(raw: registrarVariableName).id
      }
      """,
      """
      \(raw: access.isEmpty ? "public " : access)mutating func _$willModify() {
        \(raw: registrarVariableName)._$willModify()
      }
      """,
    ]
  }

  private static func enumMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let access = enumDecl.generatedAccess.isEmpty ? "public " : enumDecl.generatedAccess
    // Cases inside `#if` blocks are matched under the same conditions.
    let cases = EnumCases(enumDecl.memberBlock.members)
    let idCases = cases.render { item in
      guard item.parameters.count == 1 else {
        return "case .\(item.name):\n  return ._$tag(\(item.index))"
      }
      return """
        case let .\(item.name)(state):
          return ._$id(for: state)._$tag(\(item.index))
        """
    }
    let willModifyCases = cases.render { item in
      guard item.parameters.count == 1, let parameter = item.parameters.first else {
        return "case .\(item.name):\n  break"
      }
      return """
        case var .\(item.name)(state):
          \(moduleName).ObservableStateID._$willModify(&state)
          self = .\(item.name)(\(EnumCases.Item.label(parameter))state)
        """
    }
    return [
      """
      \(raw: access)var _$id: \(raw: moduleName).ObservableStateID {
        \(raw: "switch self {\n\(idCases)\n}")
      }
      """,
      """
      \(raw: access)mutating func _$willModify() {
        \(raw: "switch self {\n\(willModifyCases)\n}")
      }
      """,
    ]
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      declaration.is(StructDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      property.isObservableStoredProperty,
      let name = property.identifierName,
      !name.hasPrefix("_$"),
      !property.attributes.contains(anyOf: handledAttributes)
    else { return [] }
    // A property wrapper owns its storage; observation cannot wrap it again.
    if !property.attributes.isEmpty {
      return ["@\(raw: moduleName).\(raw: ignoredMacroName)"]
    }
    return ["@\(raw: moduleName).\(raw: trackedMacroName)"]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    if declaration.inherits(anyOf: ["ObservableState"]) {
      return []
    }
    let decl: DeclSyntax = """
      extension \(type.trimmed): \(raw: moduleName).ObservableState, Observation.Observable {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

/// `@ObservationStateTracked`: turns a stored property into one whose reads and writes go
/// through the state's observation registrar, backed by a private `_name` storage property.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard
      let property = declaration.as(VariableDeclSyntax.self),
      property.isObservableStoredProperty,
      let name = property.identifierName
    else { return [] }
    let registrar = ObservableStateMacro.registrarVariableName
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        \(raw: registrar).access(self, keyPath: \\.\(raw: name))
        return _\(raw: name)
      }
      """,
      """
      set {
        \(raw: registrar).mutate(self, keyPath: \\.\(raw: name), &_\(raw: name), newValue, _$isIdentityEqual)
      }
      """,
      """
      _modify {
        let oldValue = \(raw: registrar).willModify(self, keyPath: \\.\(raw: name), &_\(raw: name))
        defer {
          \(raw: registrar).didModify(self, keyPath: \\.\(raw: name), &_\(raw: name), oldValue)
        }
        yield &_\(raw: name)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    backingStoragePeer(
      of: declaration,
      ignoredBy: "\(ObservableStateMacro.moduleName).\(ObservableStateMacro.ignoredMacroName)"
    )
  }
}

/// `@ObservationStateIgnored`: leaves a property of observable state unobserved.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
