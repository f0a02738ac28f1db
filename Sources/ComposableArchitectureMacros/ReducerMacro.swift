import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, adds the `Reducer` conformance, makes the feature's `Action` (and
/// an enum `State`) case-pathable, and synthesizes an empty `State`, `Action` and `body` when the
/// struct has none; on an enum of reducers, generates the `State` and `Action` enums, the `body`
/// that scopes to each case, and `Store.case` scoping.
public enum ReducerMacro {
  static let moduleName = "ComposableArchitecture"
}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      if declaration.inherits(anyOf: ["CaseReducer"]) { return [] }
      let decl: DeclSyntax = """
        extension \(type.trimmed): \(raw: moduleName).CaseReducer, \(raw: moduleName).Reducer {}
        """
      return [decl.cast(ExtensionDeclSyntax.self)]
    }
    guard declaration.is(StructDeclSyntax.self) else {
      return []
    }
    if let clause = declaration.inheritanceClause,
      let inherited = clause.inheritedTypes.first(where: {
        ["Reducer", "\(moduleName).Reducer"].contains($0.type.trimmedDescription)
      })
    {
      context.diagnose(redundantConformance(inherited, in: clause))
      return []
    }
    let decl: DeclSyntax = """
      extension \(type.trimmed): \(raw: moduleName).Reducer {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }

  private static func redundantConformance(
    _ inherited: InheritedTypeSyntax,
    in clause: InheritanceClauseSyntax
  ) -> Diagnostic {
    let fixIt: FixIt
    if clause.inheritedTypes.count == 1 {
      fixIt = FixIt(
        message: MacroFixIt(message: "Remove ': Reducer'", id: "remove-reducer-conformance"),
        changes: [
          .replace(
            oldNode: Syntax(clause),
            newNode: Syntax(TokenSyntax.identifier("", trailingTrivia: clause.trailingTrivia))
          )
        ]
      )
    } else {
      var types = clause.inheritedTypes.filter { $0.id != inherited.id }
      if let last = types.last {
        types = types.with(\.[types.index(before: types.endIndex)], last.with(\.trailingComma, nil))
      }
      fixIt = FixIt(
        message: MacroFixIt(message: "Remove 'Reducer'", id: "remove-reducer-conformance"),
        changes: [
          .replace(
            oldNode: Syntax(clause),
            newNode: Syntax(clause.with(\.inheritedTypes, types))
          )
        ]
      )
    }
    return Diagnostic(
      node: inherited,
      message: MacroDiagnostic.warning(
        "'@Reducer' already adds the 'Reducer' conformance; remove the explicit one",
        id: "redundant-reducer-conformance"
      ),
      fixIts: [fixIt]
    )
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      let name = enumDecl.name.text
      var attributes: [AttributeSyntax] = []
      guard name == "Action" || name == "State" else { return [] }
      if !enumDecl.attributes.contains(anyOf: ["CasePathable"]) {
        attributes.append("@CasePathable")
      }
      if name == "State", !enumDecl.attributes.contains(anyOf: ["dynamicMemberLookup"]) {
        attributes.append("@dynamicMemberLookup")
      }
      return attributes
    }
    if let structDecl = member.as(StructDeclSyntax.self), structDecl.name.text == "Action" {
      context.diagnose(self.actionMustBeEnum(structDecl.structKeyword, kind: "struct"))
      return []
    }
    if let classDecl = member.as(ClassDeclSyntax.self), classDecl.name.text == "Action" {
      context.diagnose(self.actionMustBeEnum(classDecl.classKeyword, kind: "class"))
      return []
    }
    if let property = member.as(VariableDeclSyntax.self),
      property.identifierName == "body",
      !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      let binding = property.bindings.first,
      case .getter? = binding.accessorBlock?.accessors
    {
      if let reduce = self.reduceMethod(in: declaration) {
        context.diagnose(self.reduceOverridesBody(reduce, body: binding.pattern))
      }
      guard !property.attributes.contains(anyOf: ["ReducerBuilder"]) else { return [] }
      let (state, action) =
        binding.typeAnnotation?.type.reducerDomain ?? ("Self.State", "Self.Action")
      return ["@\(raw: moduleName).ReducerBuilder<\(raw: state), \(raw: action)>"]
    }
    return []
  }

  /// The feature's `reduce(into:action:)` method, if it declares one.
  private static func reduceMethod(in declaration: some DeclGroupSyntax) -> FunctionDeclSyntax? {
    for member in declaration.memberBlock.members {
      guard
        let method = member.decl.as(FunctionDeclSyntax.self),
        method.name.text == "reduce",
        !method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      let parameters = method.signature.parameterClause.parameters
      guard
        parameters.count == 2,
        parameters.first?.firstName.text == "into",
        parameters.last?.firstName.text == "action"
      else { continue }
      return method
    }
    return nil
  }

  private static func reduceOverridesBody(
    _ reduce: FunctionDeclSyntax,
    body: PatternSyntax
  ) -> Diagnostic {
    Diagnostic(
      node: reduce.name,
      message: MacroDiagnostic.error(
        """
        A 'reduce' method should not be defined in a reducer with a 'body'; it takes \
        precedence and 'body' will never be invoked
        """,
        id: "reduce-and-body"
      ),
      notes: [
        Note(node: Syntax(body), message: MacroNote(message: "'body' defined here", id: "body"))
      ]
    )
  }

  private static func actionMustBeEnum(_ keyword: TokenSyntax, kind: String) -> Diagnostic {
    Diagnostic(
      node: keyword,
      message: MacroDiagnostic.error(
        """
        A '@Reducer' feature's 'Action' must be an enum, so that case key paths can route \
        actions to child features
        """,
        id: "action-must-be-enum"
      ),
      fixIts: [
        FixIt(
          message: MacroFixIt(message: "Change '\(kind)' to 'enum'", id: "action-to-enum"),
          changes: [
            .replace(
              oldNode: Syntax(keyword), newNode: Syntax(keyword.with(\.tokenKind, .keyword(.enum))))
          ]
        )
      ]
    )
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return EnumReducerExpansion(node: node, enumDecl: enumDecl, context: context).members()
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "'@Reducer' can only be applied to a struct or an enum",
            id: "reducer-kind"
          )
        )
      )
      return []
    }
    return self.structMembers(declaration)
  }

  /// What a struct feature leaves out, as TCA synthesizes it: an empty `State` and `Action`,
  /// and a `body` that does nothing, so that `@Reducer struct Feature {}` is a feature.
  ///
  /// `State` and `Action` are left to the compiler to infer when the feature has an explicit
  /// body (``isExplicitBody(_:)``): `var body: some Reducer<Int, Bool>` makes them `Int` and
  /// `Bool`, and a feature nested in another one may use the enclosing feature's.
  private static func structMembers(_ declaration: some DeclGroupSyntax) -> [DeclSyntax] {
    let access = declaration.generatedAccess
    var typeNames: Set<String> = []
    var hasBody = false
    var hasExplicitBody = false
    for member in declaration.memberBlock.members {
      guard let name = member.decl.declaredName else { continue }
      if member.decl.isTypeDeclaration {
        typeNames.insert(name)
      } else if (member.decl.is(FunctionDeclSyntax.self) && name == "reduce")
        || (member.decl.is(VariableDeclSyntax.self) && ["body", "_body"].contains(name))
      {
        hasBody = true
        hasExplicitBody = hasExplicitBody || self.isExplicitBody(member.decl)
      }
    }
    var members: [DeclSyntax] = []
    if !typeNames.contains("State"), !hasExplicitBody {
      members.append(
        """
        @\(raw: moduleName).ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """
      )
    }
    if !typeNames.contains("Action"), !hasExplicitBody {
      members.append(
        """
        \(raw: access)enum Action: Equatable, Hashable, Sendable {}
        """
      )
    }
    if !hasBody {
      members.append(
        """
        \(raw: access)let body = \(raw: moduleName).EmptyReducer<State, Action>()
        """
      )
    }
    return members
  }

  /// Whether `decl` is a body that tells the feature's `State` and `Action`, as TCA decides: a
  /// `reduce(into:action:)` method, a stored `body` with an initializer (`let body =
  /// EmptyReducer<Int, Int>()`), or a `body` typed `some Reducer<…>` or `some ReducerOf<…>`.
  private static func isExplicitBody(_ decl: DeclSyntax) -> Bool {
    if let method = decl.as(FunctionDeclSyntax.self) {
      let parameters = method.signature.parameterClause.parameters
      return parameters.count == 2
        && parameters.first?.firstName.text == "into"
        && parameters.last?.firstName.text == "action"
    }
    guard let property = decl.as(VariableDeclSyntax.self),
      let binding = property.bindings.first
    else { return false }
    return binding.initializer != nil || binding.typeAnnotation?.type.reducerDomain != nil
  }
}

extension TypeSyntax {
  /// The state and action types a `some Reducer<S, A>` or `some ReducerOf<R>` type names: `("S",
  /// "A")` and `("R.State", "R.Action")`; `nil` for any other type.
  var reducerDomain: (state: String, action: String)? {
    guard let constraint = self.as(SomeOrAnyTypeSyntax.self)?.constraint,
      constraint.trimmedDescription.hasPrefix("Reducer")
        || constraint.trimmedDescription.hasPrefix("\(ReducerMacro.moduleName).Reducer")
    else { return nil }
    let name: String
    let arguments: GenericArgumentListSyntax
    if let type = constraint.as(IdentifierTypeSyntax.self),
      let clause = type.genericArgumentClause
    {
      (name, arguments) = (type.name.text, clause.arguments)
    } else if let type = constraint.as(MemberTypeSyntax.self),
      let clause = type.genericArgumentClause
    {
      (name, arguments) = (type.name.text, clause.arguments)
    } else {
      return nil
    }
    let types = arguments.map { $0.argument.trimmedDescription }
    switch (name, types.count) {
    case ("Reducer", 2):
      return (types[0], types[1])
    case ("ReducerOf", 1):
      return ("\(types[0]).State", "\(types[0]).Action")
    default:
      return nil
    }
  }
}

/// `@ReducerCaseEphemeral`: marks a case of an enum reducer whose state is ephemeral (like an
/// alert): it has no reducer, and its actions are the state's `Action`.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@ReducerCaseIgnored`: marks a case of an enum reducer that holds plain state, with no
/// reducer and no actions.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
