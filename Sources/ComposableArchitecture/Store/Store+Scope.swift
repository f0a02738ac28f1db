extension Store {
  /// Derives a store for a child feature from a key path to its state and a case key path to
  /// its actions.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: \.counter)
  /// ```
  ///
  /// The child store reads its state from this store's root, so it always sees the latest
  /// state, and sends its actions through the root. Scoping with the same paths returns the same
  /// store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID<State, Action>(state: state, action: action)
    if let child = self.children[id] {
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let embed = AnyCasePath(action).embed
    let child = Store<ChildState, ChildAction>(core: self.core.scope(state: state, action: embed))
    self.children[id] = child
    return child
  }

  /// Derives a store for optional child state, or `nil` when the state is `nil`.
  ///
  /// ```swift
  /// if let childStore = store.scope(state: \.child, action: \.child) {
  ///   // present the child
  /// }
  /// ```
  ///
  /// The same store is returned while the child state is there; once it goes away the cached
  /// store is dropped, and a store kept from before reads the child's last state.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let id = ScopeID<State, Action>(state: state, action: action)
    guard let childState = self.currentState[keyPath: state] else {
      self.children[id] = nil
      return nil
    }
    if let child = self.children[id] {
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let embed = AnyCasePath(action).embed
    let child = Store<ChildState, ChildAction>(
      core: self.core.scopeOptional(state: state, initialValue: childState, action: embed)
    )
    self.children[id] = child
    return child
  }

  /// Derives a store for a child feature from closures.
  ///
  /// Scoped stores made this way are not cached. Prefer ``scope(state:action:)``.
  @available(
    *, deprecated,
    message: "Pass 'state' a key path to child state and 'action' a case key path to child action."
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: self.core.scope(toState: toChildState, action: fromChildAction)
    )
  }
}

/// The identity of a scoped child store in its parent's cache.
struct ScopeID<State, Action>: Hashable {
  let state: PartialKeyPath<State>
  let action: PartialCaseKeyPath<Action>
}
