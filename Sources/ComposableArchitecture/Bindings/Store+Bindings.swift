extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field of the state, and writes it by sending a binding action: `store.name =
  /// "Blob"` sends `.binding(.set(\.name, "Blob"))`.
  ///
  /// This is what a view's bindings go through (`$store.name`); the feature applies the write
  /// with a ``BindingReducer``.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.currentState[keyPath: keyPath] }
    set { self.send(.binding(.setting(keyPath, to: newValue))) }
  }
}

extension Store
where
  State: ObservableState,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field of the state, and writes it by sending a binding view action: `store.name =
  /// "Blob"` sends `.view(.binding(.set(\.name, "Blob")))`.
  ///
  /// The feature applies the write with a ``BindingReducer`` on its view actions:
  /// `BindingReducer(action: \.view)`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.currentState[keyPath: keyPath] }
    set { self.send(.view(.binding(.setting(keyPath, to: newValue)))) }
  }
}

extension Store
where
  State: ObservableState & Equatable & Sendable,
  Action: BindableAction,
  Action.State == State
{
  /// The current state, which a write replaces by sending a binding action:
  /// `store.state = newState` sends `.binding(.set(\.self, newState))`.
  public var state: State {
    get { observedState(of: self) }
    set { self.send(.binding(.setting(\.self, to: newValue))) }
  }
}

extension Store
where
  State: ObservableState & Equatable & Sendable,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// The current state, which a write replaces by sending a binding view action:
  /// `store.state = newState` sends `.view(.binding(.set(\.self, newState)))`.
  public var state: State {
    get { observedState(of: self) }
    set { self.send(.view(.binding(.setting(\.self, to: newValue)))) }
  }
}

/// Reads a store's state through its unconstrained `state` (observed as a whole), from the
/// constrained `state` properties above, which would otherwise call themselves.
@MainActor
private func observedState<State, Action>(of store: Store<State, Action>) -> State {
  store.state
}
