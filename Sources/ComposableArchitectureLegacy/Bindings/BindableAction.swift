/// An action type with a case that holds a ``BindingAction`` of the feature's state, which lets
/// ``Reducer/binding()`` apply bindings and ``ViewStore/binding(_:)`` derive them.
///
/// ```swift
/// enum SettingsAction: BindableAction {
///   case binding(BindingAction<SettingsState>)
///   case saveButtonTapped
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions set.
  associatedtype State

  /// Embeds a binding action; usually an enum case: `case binding(BindingAction<State>)`.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// An action that sets the ``BindableState`` field at `keyPath` to `value`: shorthand for
  /// `.binding(.set(keyPath, value))`.
  public static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, BindableState<Value>>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
