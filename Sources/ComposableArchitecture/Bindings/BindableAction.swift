/// An action type with a case that holds a ``BindingAction`` of the feature's state.
///
/// Conform a feature's actions to it to let views and stores write to its state, and apply the
/// writes with a ``BindingReducer``:
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveButtonTapped
/// }
/// ```
public protocol BindableAction {
  /// The state the binding actions set.
  associatedtype State

  /// Embeds a binding action; usually an enum case: `case binding(BindingAction<State>)`.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action holds, or `nil` when it is another action.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// Extracts the binding action from the `binding` case by reflection on the enum.
  public var binding: BindingAction<State>? {
    AnyCasePath(unsafe: { .binding($0) }).extract(from: self)
  }

  /// An action that sets the field at `keyPath` to `value`: shorthand for
  /// `.binding(.set(keyPath, value))`.
  ///
  /// ```swift
  /// await store.send(.set(\.displayName, "Blob")) {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
