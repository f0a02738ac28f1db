import Dependencies

extension Reducer {
  /// Prints each action the reducer receives and the changes it makes to state.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// ```
  ///
  /// Printing happens synchronously, right after the action is reduced, and is skipped in tests
  /// (the test store reports state changes itself). Pass ``_ReducerPrinter/actionLabels`` for
  /// less output, or `nil` to turn it off.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// A reducer that prints what its base does; see ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer = self.printer else {
      return self.base.reduce(into: &state, action: action)
    }
    @Dependency(\.context) var context
    guard context != .test else {
      return self.base.reduce(into: &state, action: action)
    }
    let oldState = state
    let effects = self.base.reduce(into: &state, action: action)
    printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    return effects
  }
}
