/// Combines the reducers of its builder into one, running them in order on the same state.
///
/// Useful to apply a modifier (such as `ifLet` or `_printChanges`) to a group of reducers:
///
/// ```swift
/// CombineReducers {
///   Scope(\.profile, action: \.profile) { Profile() }
///   Reduce { state, action in .none }
/// }
/// ._printChanges()
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Creates a reducer that runs each reducer of the builder in order.
  @inlinable
  public init(
    @ReducerBuilder<State, Action> _ build: () -> Reducers
  ) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reducers.reduce(into: &state, action: action)
  }
}
