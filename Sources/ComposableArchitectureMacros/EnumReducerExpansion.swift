import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The members `@Reducer` generates for an enum of reducers.
struct EnumReducerExpansion<Context: MacroExpansionContext> {
  let enumDecl: EnumDeclSyntax
  let context: Context

  /// One case of the enum and how it takes part in the feature.
  struct Case {
    enum Kind {
      /// A child feature: state and actions of a reducer, scoped in `body`.
      case reducer
      /// Ephemeral state such as an alert: no reducer; its actions are `State.Action`.
      case ephemeral
      /// Plain state: no reducer and no actions.
      case ignored
    }

    let name: String
    let type: String
    let kind: Kind
  }

  func members() -> [DeclSyntax] {
    let module = ReducerMacro.moduleName
    let access = self.enumDecl.generatedAccess
    let enumName = self.enumDecl.name.text
    let cases = self.cases()

    let stateCases = cases.map { item -> String in
      switch item.kind {
      case .reducer:
        return "case \(item.name)(\(item.type).State)"
      case .ephemeral, .ignored:
        return "case \(item.name)(\(item.type))"
      }
    }
    let actionCases = cases.compactMap { item -> String? in
      switch item.kind {
      case .reducer, .ephemeral:
        return "case \(item.name)(\(item.type).Action)"
      case .ignored:
        return nil
      }
    }
    let scopes = cases.filter { $0.kind == .reducer }.map { item in
      "\(module).Scope(_caseState: \\Self.State.Cases.\(item.name), "
        + "action: \\Self.Action.Cases.\(item.name)) { \(item.type)() }"
    }
    let caseScopeCases = cases.map { item -> String in
      switch item.kind {
      case .reducer:
        return "case \(item.name)(\(module).StoreOf<\(item.type)>)"
      case .ephemeral, .ignored:
        return "case \(item.name)(\(item.type))"
      }
    }
    let scopeSwitch = cases.map { item -> String in
      switch item.kind {
      case .reducer:
        return """
          case .\(item.name):
            return .\(item.name)(store.scope(state: \\.\(item.name), action: \\.\(item.name))!)
          """
      case .ephemeral, .ignored:
        return """
          case let .\(item.name)(v0):
            return .\(item.name)(v0)
          """
      }
    }
    // A concrete (type-erased) body: an opaque one could not be inferred as the `Body` of the
    // conformance, since `Reducer` also offers `Never` for types without an instance `body`.
    let body =
      scopes.isEmpty
      ? "\(module).Reduce(\(module).EmptyReducer<Self.State, Self.Action>())"
      : "\(module).Reduce(\(module).CombineReducers {\n\(scopes.joined(separator: "\n"))\n})"
    let scopeBody =
      scopeSwitch.isEmpty
      ? "fatalError()"
      : "switch store.state {\n\(scopeSwitch.joined(separator: "\n"))\n}"

    return [
      """
      @CasePathable
      @dynamicMemberLookup
      @\(raw: module).ObservableState
      \(raw: access)enum State: \(raw: module).CaseReducerState {
        \(raw: access)typealias StateReducer = \(raw: enumName)
        \(raw: stateCases.joined(separator: "\n"))
      }
      """,
      """
      @CasePathable
      \(raw: access)enum Action {
        \(raw: actionCases.joined(separator: "\n"))
      }
      """,
      """
      \(raw: access)typealias _Body = \(raw: module).Reduce<Self.State, Self.Action>
      """,
      """
      \(raw: access)static var body: \(raw: module).Reduce<Self.State, Self.Action> {
        \(raw: body)
      }
      """,
      """
      \(raw: access)enum CaseScope {
        \(raw: caseScopeCases.joined(separator: "\n"))
      }
      """,
      """
      @MainActor
      \(raw: access)static func scope(_ store: \(raw: module).Store<Self.State, Self.Action>) -> CaseScope {
        \(raw: scopeBody)
      }
      """,
    ]
  }

  private func cases() -> [Case] {
    var cases: [Case] = []
    for member in self.enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let isIgnored = caseDecl.attributes.contains(anyOf: ["ReducerCaseIgnored"])
      let isEphemeral = caseDecl.attributes.contains(anyOf: ["ReducerCaseEphemeral"])
      for element in caseDecl.elements {
        let parameters = element.parameterClause?.parameters ?? []
        guard parameters.count == 1, let parameter = parameters.first else {
          self.context.diagnose(
            Diagnostic(
              node: element,
              message: MacroDiagnostic.error(
                """
                A case of a '@Reducer' enum must hold exactly one value: a reducer \
                ('case editor(Editor)'), or state marked '@ReducerCaseEphemeral' or \
                '@ReducerCaseIgnored'
                """,
                id: "enum-case-payload"
              )
            )
          )
          continue
        }
        let type = parameter.type.trimmedDescription
        let kind: Case.Kind
        if isIgnored {
          kind = .ignored
        } else if isEphemeral || type.hasPrefix("AlertState<")
          || type.hasPrefix("ConfirmationDialogState<")
          || type.hasPrefix("\(ReducerMacro.moduleName).AlertState<")
          || type.hasPrefix("\(ReducerMacro.moduleName).ConfirmationDialogState<")
        {
          kind = .ephemeral
        } else {
          kind = .reducer
        }
        cases.append(Case(name: element.name.text, type: type, kind: kind))
      }
    }
    return cases
  }
}
