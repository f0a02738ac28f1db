extension Store where State: ObservableState {
  /// The store of a presented child, as a binding derived with
  /// `$store.scope(state: \.destination, action: \.destination)` reads and writes it (TCA's
  /// `@_spi(Internals)` subscript behind those bindings).
  ///
  /// Writing `nil` while a child is presented sends `.dismiss`, as a view does when the user
  /// dismisses a sheet. When the child is still presented afterwards (no `ifLet` handles the
  /// presentation actions), the write is reported as an issue at the place the binding was
  /// derived.
  @_spi(Internals)
  public subscript<ChildState, ChildAction>(
    state state: KeyPath<State, ChildState?>,
    action action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    get { self.scopeOptional(state: state, action: action.appending(path: \.presented)) }
    set {
      guard newValue == nil, self.currentState[keyPath: state] != nil else { return }
      self.send(action(.dismiss))
      guard self.currentState[keyPath: state] != nil else { return }
      reportIssue(
        """
        A binding at "\(fileID.rawValue):\(line)" was set to "nil", but the store destination \
        wasn't nil'd out.

        This usually means an "ifLet" has not been integrated with the reducer powering the \
        store, and this reducer is responsible for handling presentation actions.

        To fix this, ensure that "ifLet" is invoked from the reducer's "body":

            Reduce { state, action in
              // ...
            }
            .ifLet(\\.destination, action: \\.destination) {
              Destination()
            }

        And ensure that every parent reducer is integrated into the root reducer that powers the \
        store.
        """,
        fileID: fileID.rawValue,
        filePath: filePath.rawValue,
        line: line,
        column: column
      )
    }
  }
}
