/// The key paths each case of a `@Reducer` enum's `scope(_:)` scopes with, by the enum's type
/// and the case's index.
@MainActor
private var caseScopePaths: [CaseScopePathsKey: (state: AnyKeyPath, action: AnyKeyPath)] = [:]

private struct CaseScopePathsKey: Hashable {
  let reducer: ObjectIdentifier
  let index: Int
  // The types the paths are kept as, so that an entry is only ever read back as them.
  let state: ObjectIdentifier
  let childState: ObjectIdentifier
  let action: ObjectIdentifier
  let childAction: ObjectIdentifier
}

/// The key paths to a case of a `@Reducer` enum's state and actions, made the first time they
/// are asked for and kept.
///
/// A view switching over `store.case` scopes to the presented case at each render: the key
/// paths it scopes with (`\Self.State.editor`, `\Self.Action.Cases.editor`) go through dynamic
/// member subscripts, so the runtime instantiates them anew at each evaluation
/// (`Destination.CaseScope` in Benchmarks/). Kept, they are also found at once in the store's
/// cache of children (the same objects compare equal without comparing their components).
///
/// Not meant to be called directly: the code a ``Reducer()`` enum generates calls it.
@_documentation(visibility: private)
@MainActor
public func _caseScopePaths<State, Action, ChildState, ChildAction>(
  _ reducer: Any.Type,
  _ index: Int,
  _ make: () -> (KeyPath<State, ChildState?>, CaseKeyPath<Action, ChildAction>)
) -> (state: KeyPath<State, ChildState?>, action: CaseKeyPath<Action, ChildAction>) {
  // The enum (each generic instantiation its own) and the case determine the key paths and
  // their types: two enums sharing state and action types keep theirs apart.
  // The key also holds the generic types, so that an entry is only read back as the types it
  // was made with (a call with other types under the same enum and case, which only code other
  // than the macro's could make, gets an entry of its own): the downcasts are always right.
  let key = CaseScopePathsKey(
    reducer: ObjectIdentifier(reducer),
    index: index,
    state: ObjectIdentifier(State.self),
    childState: ObjectIdentifier(ChildState.self),
    action: ObjectIdentifier(Action.self),
    childAction: ObjectIdentifier(ChildAction.self)
  )
  if let paths = caseScopePaths[key] {
    return (
      unsafeDowncast(paths.state, to: KeyPath<State, ChildState?>.self),
      unsafeDowncast(paths.action, to: CaseKeyPath<Action, ChildAction>.self)
    )
  }
  let paths = make()
  caseScopePaths[key] = (paths.0, paths.1)
  return (paths.0, paths.1)
}
