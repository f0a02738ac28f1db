extension Store where State: ObservableState {
  /// The current state of a feature with ``ObservableState()``, observable with the Observation
  /// framework.
  ///
  /// Reading the whole state observes its identity only, as in TCA: an observer is told when
  /// another value (or another enum case) is put there, not after every send. Reading a field
  /// of it (`store.state.count`, or `store.count`) is tracked by the state itself.
  public var state: State {
    self.currentState
  }

  /// Reads a field of observable state, the way a view does: `store.count`; only a change of
  /// that field notifies an observer.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.currentState[keyPath: keyPath]
  }
}

extension Store
where
  State: ObservableState,
  State: Equatable,
  State: Sendable,
  Action: BindableAction,
  Action.State == State
{
  /// The current state, observed by identity (see ``state``); assigning it sends
  /// `.binding(.set(\.self, newValue))`, which the feature's ``BindingReducer`` applies.
  public var state: State {
    get { self.currentState }
    set { self.send(.binding(.setting(\.self, to: newValue, sentFrom: self, as: Action.self))) }
  }
}

extension Store
where
  State: ObservableState,
  State: Equatable,
  State: Sendable,
  Action: ViewAction,
  Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// The current state; assigning it sends `.view(.binding(.set(\.self, newValue)))`, which
  /// the feature's `BindingReducer(action: \.view)` applies.
  public var state: State {
    get { self.currentState }
    set {
      self.send(
        .view(.binding(.setting(\.self, to: newValue, sentFrom: self, as: Action.ViewAction.self)))
      )
    }
  }
}
