extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field of the state, and writes it by sending a binding action: `store.name =
  /// "Blob"` sends `.binding(.set(\.name, "Blob"))`.
  ///
  /// This is what a view's bindings go through (`$store.name`); the feature applies the write
  /// with a ``BindingReducer``. In DEBUG builds, a write that no `BindingReducer` applied is
  /// reported.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.currentState[keyPath: keyPath] }
    set {
      self.send(.binding(.setting(keyPath, to: newValue, sentFrom: self, as: Action.self)))
    }
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
    set {
      self.send(
        .view(.binding(.setting(keyPath, to: newValue, sentFrom: self, as: Action.ViewAction.self)))
      )
    }
  }
}
