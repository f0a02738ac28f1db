import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The members `@Reducer` generates for an enum of reducers.
///
/// Each case takes part in the feature according to its payload, as in TCA:
/// - one value of a reducer type (`case editor(Editor)`): `State` holds the reducer's state,
///   `Action` its actions, and `body` scopes to it;
/// - `@ReducerCaseEphemeral` state, or an `AlertState`/`ConfirmationDialogState`: `State` holds
///   it as is, `Action` its `Action`; it has no reducer;
/// - anything else (`@ReducerCaseIgnored`, no payload, several values): `State` holds the case as
///   written; it has no actions and no reducer.
///
/// Cases inside `#if` blocks keep their conditions in every generated declaration.
struct EnumReducerExpansion<Context: MacroExpansionContext> {
  let node: AttributeSyntax
  let enumDecl: EnumDeclSyntax
  let context: Context

  /// How one case of the enum takes part in the feature.
  enum Kind {
    /// A child feature: state and actions of a reducer, scoped in `body`, which runs
    /// `reducer`: the case's default value (`case create(Editor = Editor(mode: .create))`),
    /// or the type's `init()`.
    case reducer(type: String, reducer: String)
    /// Ephemeral state such as an alert: no reducer; its actions are `State.Action`.
    case ephemeral(type: String)
    /// Plain state: no reducer and no actions.
    case state
  }

  func members() -> [DeclSyntax] {
    let module = ReducerMacro.moduleName
    let access = self.enumDecl.generatedAccess
    let enumName = self.enumDecl.name.text
    let cases = EnumCases(self.enumDecl.memberBlock.members)
    let declared = self.declaredNames()
    for item in cases.items {
      self.diagnoseBodyWithoutReducer(item)
    }

    let stateCases = cases.render { item in
      switch self.kind(of: item) {
      case let .reducer(type, _):
        let label = item.parameters.first.map(EnumCases.Item.label) ?? ""
        return "case \(item.name)(\(label)\(type).State)"
      case .ephemeral, .state:
        return "case \(item.written)"
      }
    }
    let actionCases = cases.render { item in
      switch self.kind(of: item) {
      case let .reducer(type, _), let .ephemeral(type):
        return "case \(item.name)(\(type).Action)"
      case .state:
        return nil
      }
    }
    // Each case matched and built by closures rather than case key paths (`\Self.State.Cases.x`),
    // which the runtime instantiates anew each time the body is built, for every action. Not
    // with a `State` or `Action` of the user's, whose cases' labels the closures cannot know.
    // Actions are embedded with the case itself (`Self.Action.x`), not a closure: a case whose
    // child has no actions (`@Reducer struct Leaf {}`) would make a closure's body code that
    // "will never be executed", a warning in the user's build.
    let declaresStateOrAction = declared.contains("State") || declared.contains("Action")
    let scopes = cases.render { item in
      guard case let .reducer(_, reducer) = self.kind(of: item) else { return nil }
      if declaresStateOrAction {
        return """
          \(module).Scope(_caseState: \\Self.State.Cases.\(item.name), \
          action: \\Self.Action.Cases.\(item.name)) {
            \(reducer)
          }
          """
      }
      let label = item.parameters.first.map(EnumCases.Item.label) ?? ""
      return """
        \(module).Scope(
          _embedState: { Self.State.\(item.name)(\(label)$0) },
          extractState: { if case let .\(item.name)(state) = $0 { state } else { nil } },
          embedAction: Self.Action.\(item.name),
          extractAction: { if case let .\(item.name)(action) = $0 { action } else { nil } }
        ) {
          \(reducer)
        }
        """
    }
    let caseScopeCases = cases.render { item in
      switch self.kind(of: item) {
      case let .reducer(type, _):
        return "case \(item.name)(\(module).StoreOf<\(type)>)"
      case .ephemeral, .state:
        return "case \(item.written)"
      }
    }
    let scopeSwitchCases = cases.render { item in
      switch self.kind(of: item) {
      case .reducer:
        // The case's key paths made once (`_caseScopePaths`), not at each render: the runtime
        // instantiates a case key path at each evaluation.
        return """
          case .\(item.name):
            let paths = \(module)._caseScopePaths(Self.self, \(item.index)) {
              (\\Self.State.\(item.name), \\Self.Action.Cases.\(item.name))
            }
            return .\(item.name)(store.scope(state: paths.state, action: paths.action)!)
          """
      case .ephemeral, .state:
        let bindings = item.bindings()
        return """
          case \(bindings.isEmpty ? "" : "let ").\(item.name)\(bindings):
            return .\(item.name)\(item.arguments())
          """
      }
    }
    // A concrete (type-erased) body, as TCA generates: an opaque one could not be inferred as the
    // `Body` of the conformance, since `Reducer` also offers `Never` for types without a `body`.
    // The builder attribute is written out, as TCA writes it, rather than inferred from
    // `CaseReducer.body`'s: the compiler checks this body late, while it generates code, and
    // without the attribute a child reducer it cannot build (`Editor()` for an `Editor` whose
    // `init` takes arguments) crashes it ("The bare ErrorType singleton is already canonical")
    // instead of being reported.
    let body =
      scopes.isEmpty
      ? "\(module).Reduce(\(module).EmptyReducer<Self.State, Self.Action>())"
      : "\(module).Reduce(\(module).CombineReducers {\n\(scopes)\n})"
    let stateConformances = self.conformances(label: "state")
    let actionConformances = self.conformances(label: "action")

    var members: [DeclSyntax] = []
    if !declared.contains("State") {
      members.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @\(raw: module).ObservableState
        \(raw: access)enum State: \(raw: (["\(module).CaseReducerState"] + stateConformances).joined(separator: ", ")) {
          \(raw: access)typealias StateReducer = \(raw: enumName)
          \(raw: stateCases)
        }
        """
      )
    }
    if !declared.contains("Action") {
      let inheritance =
        actionConformances.isEmpty ? "" : ": \(actionConformances.joined(separator: ", "))"
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: inheritance) {
          \(raw: actionCases)
        }
        """
      )
    }
    if !declared.contains("body") {
      members.append(
        """
        \(raw: access)typealias _Body = \(raw: module).Reduce<Self.State, Self.Action>
        """
      )
      members.append(
        """
        @\(raw: module).ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: \(raw: module).Reduce<Self.State, Self.Action> {
          \(raw: body)
        }
        """
      )
    }
    if !declared.contains("CaseScope") {
      members.append(
        """
        \(raw: access)enum CaseScope {
          \(raw: caseScopeCases)
        }
        """
      )
    }
    if !declared.contains("scope") {
      members.append(
        """
        @preconcurrency @MainActor
        \(raw: access)static func scope(_ store: \(raw: module).Store<Self.State, Self.Action>) -> CaseScope {
          \(raw: "switch store.state {\n\(scopeSwitchCases)\n}")
        }
        """
      )
    }
    return members
  }

  /// How a case takes part in the feature.
  func kind(of item: EnumCases.Item) -> Kind {
    if item.attributes.contains(anyOf: ["ReducerCaseIgnored"]) {
      return .state
    }
    guard item.parameters.count == 1, let parameter = item.parameters.first else {
      return .state
    }
    let type = parameter.type
    let name =
      type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
    if item.attributes.contains(anyOf: ["ReducerCaseEphemeral"])
      || name == "AlertState" || name == "ConfirmationDialogState"
    {
      return .ephemeral(type: type.trimmedDescription)
    }
    guard name != nil else { return .state }
    let typeName = type.trimmedDescription
    guard let value = parameter.defaultValue?.value else {
      // `Inner.Body` is built by `Inner.body`, not `init()`; a missing default is diagnosed.
      if let body = self.enumReducerBody(type) {
        return .reducer(type: typeName, reducer: body)
      }
      return .reducer(type: typeName, reducer: "\(typeName)()")
    }
    // An implicit member (`Editor = .init(mode: .create)`) is given its type, which the builder
    // closure the reducer goes in cannot infer.
    let reducer = value.trimmedDescription
    return .reducer(type: typeName, reducer: reducer.hasPrefix(".") ? typeName + reducer : reducer)
  }

  /// `Inner.body` for a case's type `Inner.Body`: the body of another enum reducer, which has
  /// no `init()`.
  private func enumReducerBody(_ type: TypeSyntax) -> String? {
    guard let member = type.as(MemberTypeSyntax.self), member.name.text == "Body",
      member.genericArgumentClause == nil
    else { return nil }
    return "\(member.baseType.trimmedDescription).body"
  }

  /// Reports a case holding an enum reducer's `Body` without the reducer to run, which TCA
  /// requires as a default value: `case inner(Inner.Body = Inner.body)`.
  private func diagnoseBodyWithoutReducer(_ item: EnumCases.Item) {
    guard case .reducer = self.kind(of: item),
      let parameter = item.parameters.first, parameter.defaultValue == nil,
      let body = self.enumReducerBody(parameter.type)
    else { return }
    let fixed = parameter.with(
      \.defaultValue,
      InitializerClauseSyntax(
        equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
        value: ExprSyntax("\(raw: body)")
      )
    )
    self.context.diagnose(
      Diagnostic(
        node: parameter,
        message: MacroDiagnostic.error(
          """
          '\(parameter.type.trimmedDescription)' is the body of an enum reducer and has no \
          'init()'; give the case its reducer as a default value: \
          '\(item.name)(\(fixed.trimmedDescription))'
          """,
          id: "enum-body-without-reducer"
        ),
        fixIts: [
          FixIt(
            message: MacroFixIt(message: "Insert ' = \(body)'", id: "insert-enum-body"),
            changes: [.replace(oldNode: Syntax(parameter), newNode: Syntax(fixed))]
          )
        ]
      )
    )
  }

  /// The names of the members the enum declares itself, which are not generated.
  private func declaredNames() -> Set<String> {
    Set(self.enumDecl.memberBlock.members.compactMap { $0.decl.declaredName })
  }

  /// The conformances the deprecated `@Reducer(state:action:)` form asks for under `label`:
  /// `@Reducer(state: .equatable, .hashable)` gives `["Equatable", "Hashable"]`.
  private func conformances(label: String) -> [String] {
    guard case let .argumentList(arguments) = self.node.arguments else { return [] }
    var conformances: [String] = []
    var current: String?
    for argument in arguments {
      if let argumentLabel = argument.label?.text {
        current = argumentLabel
      }
      guard current == label,
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { continue }
      conformances.append(name.prefix(1).uppercased() + name.dropFirst())
    }
    return conformances
  }
}
