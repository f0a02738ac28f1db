@available(*, deprecated)
extension ViewStore {
  /// Creates a view store whose view state is made from a ``BindingViewStore`` of the store's
  /// state, so that it can hold ``BindingViewState`` fields.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: ViewState.init(bindingViewStore:))
  /// ```
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    let bindingViewStore = BindingViewStore(
      bindingStore: Store<State, BindingAction<State>>(
        core: store.core.scope(toState: { $0 }, action: { fromViewAction(.binding($0)) })
      )
    )
    self.init(
      store,
      observe: { (_: State) in toViewState(bindingViewStore) },
      send: fromViewAction,
      removeDuplicates: isDuplicate
    )
  }

  /// Creates a view store whose view state is made from a ``BindingViewStore`` of the store's
  /// state, for a store of the view's actions.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }
}

@available(*, deprecated)
extension ViewStore where ViewState: Equatable {
  /// Creates a view store whose view state is made from a ``BindingViewStore`` of the store's
  /// state, publishing only changes.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }

  /// Creates a view store whose view state is made from a ``BindingViewStore`` of the store's
  /// state, for a store of the view's actions, publishing only changes.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: ViewState.init(bindingViewStore:))
  /// ```
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }
}
