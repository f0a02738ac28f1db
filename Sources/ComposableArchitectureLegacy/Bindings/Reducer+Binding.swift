import CasePaths
import ComposableArchitecture

extension Reducer where Action: BindableAction, State == Action.State {
  /// Applies the feature's binding actions to its state, then runs this reducer, which sees the
  /// state with the new value and can react to it (`case .binding(\.$displayName):`).
  ///
  /// ```swift
  /// let settingsReducer = Reducer<SettingsState, SettingsAction, SettingsEnvironment> {
  ///   state, action, environment in
  ///   …
  /// }
  /// .binding()
  /// ```
  public func binding() -> Self {
    // The case path finds the tag of the `binding` case by reflection; make it once, not per
    // action.
    let bindingCase = AnyCasePath<Action, BindingAction<State>>(
      unsafe: uncheckedSendable { .binding($0) }
    )
    return self.binding(action: bindingCase.extract(from:))
  }
}

extension Reducer {
  /// Applies the binding actions that `toBindingAction` extracts from the feature's actions, then
  /// runs this reducer: the 0.14–0.25 form, for actions that are not ``BindableAction``.
  ///
  /// ```swift
  /// reducer.binding(action: /SettingsAction.binding)
  /// ```
  public func binding(action toBindingAction: @escaping (Action) -> BindingAction<State>?) -> Self {
    Self { state, action, environment in
      toBindingAction(action)?.set(&state)
      return self.run(&state, action, environment)
    }
  }

}
