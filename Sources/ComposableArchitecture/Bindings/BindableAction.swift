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
    bindingCasePath(of: Self.self).extract(from: self)
  }
}

extension BindableAction where State: ObservableState {
  /// An action that sets the field at `keyPath` to `value`: shorthand for
  /// `.binding(.set(keyPath, value))`.
  ///
  /// ```swift
  /// await store.send(.set(\.displayName, "Blob")) {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}

/// The case path of the `binding` case of each action type, made once per type.
///
/// A binding reducer asks every action of its feature for its binding action. A case path made
/// by reflection learns the tag of its case the first time it extracts it, so it is kept, and
/// warmed with a placeholder binding action, rather than rebuilt for every action.
private let bindingCasePaths = LockIsolated<[ObjectIdentifier: any Sendable]>([:])

private func bindingCasePath<Action: BindableAction>(
  of _: Action.Type
) -> AnyCasePath<Action, BindingAction<Action.State>> {
  typealias CasePath = AnyCasePath<Action, BindingAction<Action.State>>
  let key = ObjectIdentifier(Action.self)
  if let casePath = bindingCasePaths.withValue({ $0[key] }) as? CasePath {
    return casePath
  }
  // `binding` is taken here, so that the `@Sendable` closure uses no conformance of `Action`.
  let casePath = CasePath(unsafe: uncheckedSendable { .binding($0) })
  let placeholder = BindingAction<Action.State>(
    keyPath: sendableBindingKeyPath(\Action.State.self),
    set: { _ in },
    value: (),
    valueIsEqualTo: { _ in false }
  )
  _ = casePath.extract(from: .binding(placeholder))
  let erased: any Sendable = casePath
  bindingCasePaths.withValue { $0[key] = erased }
  return casePath
}
