extension Store {
  /// Derives a store for a child feature; the 1.5 spelling of ``scope(_:action:)``.
  @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
  @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
  @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
  @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scopeChild(state: state, action: action)
  }

  /// Derives a store for a child feature from closures.
  ///
  /// Scoped stores made this way are not cached. Prefer ``scope(_:action:)``.
  @available(
    *, deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(
      core: self.core.scope(toState: toChildState, action: fromChildAction)
    )
    child.isUncached = true
    return child
  }
}

extension Store where State: ObservableState {
  /// Derives a store for optional child state, or `nil` when the state is `nil`; the 1.5
  /// spelling of ``scope(_:action:fileID:filePath:line:column:)-(KeyPath<State,ChildState?>,_,_,_,_,_)``.
  @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  @inlinable
  @inline(__always)
  public func scope<ChildState, ChildAction>(
    state stateKeyPath: KeyPath<State, ChildState?>,
    action actionKeyPath: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.reportIfUncached(fileID: fileID, filePath: filePath, line: line, column: column)
    return self.scopeOptional(state: stateKeyPath, action: actionKeyPath)
  }
}

extension Store {
  /// Derives a store for optional child state, or `nil` when the state is `nil`, for state of
  /// any kind.
  ///
  /// Beyond TCA, which scopes to optional state only when it is ``ObservableState()``. Having
  /// no source-location parameters, this form is also the one a call with no contextual type
  /// picks (`let child = store.scope(state: \.child, action: \.child)` is the optional store).
  @inlinable
  @inline(__always)
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    // No call site to report at: this form has no source-location parameters.
    self.reportIfUncached()
    return self.scopeOptional(state: state, action: action)
  }

  /// Derives a collection of stores, one for each element of an `IdentifiedArray`, for state of
  /// any kind.
  ///
  /// Beyond TCA, which scopes to a collection only when the state is ``ObservableState()``.
  /// Having no source-location parameters, this form is also the one a call with no contextual
  /// type picks (`let rows = store.scope(state: \.rows, action: \.rows)` is the collection).
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    // No call site to report at: this form has no source-location parameters.
    self.reportIfUncached()
    return self.scopeElements(state: state, action: action)
  }
}
