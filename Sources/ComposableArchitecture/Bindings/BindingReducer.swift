/// A reducer that applies binding actions to state: it sets the field each ``BindingAction``
/// names, and returns no effect.
///
/// Put it first in a feature's body, so the reducers after it see the new value; react to a
/// change of a field with `onChange(of:_:)`:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///     .onChange(of: \.displayName) { oldValue, newValue in
///       Reduce { state, action in
///         .run { _ in await self.analytics.track("displayNameChanged") }
///       }
///     }
///   Reduce { state, action in
///     // ...
///   }
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline
  let toViewAction: (_ action: Action) -> ViewAction?

  /// Creates a reducer that applies the binding actions of a feature whose actions are
  /// ``BindableAction``.
  @inlinable
  public init() where Action == ViewAction {
    self.init(internal: { $0 })
  }

  /// Creates a reducer that applies the binding actions held by the view actions at a case key
  /// path, for a feature whose view actions are ``BindableAction``.
  ///
  /// ```swift
  /// enum Action: ViewAction {
  ///   case view(View)
  ///   enum View: BindableAction {
  ///     case binding(BindingAction<State>)
  ///   }
  /// }
  ///
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer(action: \.view)
  /// }
  /// ```
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    // Resolved once, here, rather than walking the key path for every action.
    let casePath = AnyCasePath(toViewAction)
    self.init(internal: { casePath.extract(from: $0) })
  }

  /// Creates a reducer that applies the binding actions held by the actions a closure
  /// extracts; prefer ``init(action:)-(CaseKeyPath<Action,ViewAction>)`` with a case key path.
  @inlinable
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.init(internal: toViewAction)
  }

  @usableFromInline
  init(internal toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.toViewAction = toViewAction
  }

  /// Sets the field named by the action's binding action, if it holds one, and returns no
  /// effect.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let bindingAction = self.toViewAction(action)?.binding else { return .none }
    bindingAction.set(&state)
    return .none
  }
}
