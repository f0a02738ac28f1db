/// Helps implement the conformance to the ``Reducer`` protocol for a type.
///
/// On a struct, it adds the `Reducer` conformance, makes a nested `Action` enum (and a nested
/// `State` enum) `@CasePathable`, and applies `@ReducerBuilder` to `body`:
///
/// ```swift
/// @Reducer
/// struct Feature {
///   @ObservableState
///   struct State { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// What the struct leaves out is synthesized: an empty `State` and `Action`, and a `body` that
/// does nothing, so that `@Reducer struct Feature {}` is a feature.
///
/// On an enum of reducers (`case editor(Editor)`, `case alert(AlertState<Alert>)`), it generates
/// `State` and `Action` enums, a `body` that runs each case's reducer, and ``CaseReducer``
/// conformance for `store.case` scoping. Cases marked ``ReducerCaseIgnored()``, cases without a
/// payload and cases with several values are plain state, with no actions; cases inside `#if`
/// blocks keep their conditions. Add conformances to the generated types with extensions:
/// `extension Destination.State: Equatable {}`.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(_Body),
  named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Marks a case of a ``Reducer()`` enum as holding ephemeral state (state without a reducer,
/// such as an alert), whose actions are its state's `Action`.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of a ``Reducer()`` enum as holding plain state, with no reducer and no actions.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")
