@available(*, deprecated)
extension TestStore where Action: BindableAction, State == Action.State {
  /// A binding view store of the test store's current state, to build a view state from it in a
  /// test:
  ///
  /// ```swift
  /// XCTAssertEqual(
  ///   Feature.ViewState(bindingViewStore: store.bindings),
  ///   Feature.ViewState(text: "Blob", isSubmitDisabled: false)
  /// )
  /// ```
  ///
  /// Writes through it change a copy of the state, never the test store's.
  @available(
    *,
    deprecated,
    message:
      "Derive bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
  )
  public var bindings: BindingViewStore<State> {
    BindingViewStore(
      store: Store<State, Action>(initialState: self.state) {
        BindingReducer<State, Action, Action>()
      }
    )
  }
}

@available(*, deprecated)
extension TestStore {
  /// A binding view store of the test store's current state, for a feature whose binding
  /// actions are view actions.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: AnyCasePath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State {
    BindingViewStore(
      store: Store<State, ViewAction>(initialState: self.state) {
        BindingReducer<State, ViewAction, ViewAction>()
      }
    )
  }
}
