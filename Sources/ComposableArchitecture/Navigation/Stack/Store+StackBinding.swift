extension Store {
  /// A navigation stack's path, as the binding derived with
  /// `$store.scope(state: \.path, action: \.path)` reads and writes it (TCA's subscript behind
  /// `NavigationStack(path:)`).
  ///
  /// Writing a longer path sends `.push(id:state:)` for its last component; a shorter one sends
  /// `.popFrom(id:)` for the first component removed. A path with as many elements as the stack
  /// is reported as an issue at the place the binding was derived: a view only pushes or pops.
  @_spi(Internals)
  public subscript<ElementState, ElementAction>(
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> StackState<ElementState>.PathView
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    get { self.currentState.path }
    set {
      let newCount = newValue.count
      let count = self.currentState.count
      guard newCount != count else {
        reportIssue(
          """
          A navigation stack binding at "\(fileID.rawValue):\(line)" was written to with a path \
          that has the same number of elements that already exist in the store. A view should \
          only write to this binding with a path that has pushed a new element onto the stack, \
          or popped one or more elements from the stack.

          This usually means the "forEach" has not been integrated with the reducer powering the \
          store, and this reducer is responsible for handling stack actions.

          To fix this, ensure that "forEach" is invoked from the reducer's "body":

              Reduce { state, action in
                // ...
              }
              .forEach(\\.path, action: \\.path) {
                Path()
              }

          And ensure that every parent reducer is integrated into the root reducer that powers \
          the store.
          """,
          fileID: fileID.rawValue,
          filePath: filePath.rawValue,
          line: line,
          column: column
        )
        return
      }
      if newCount > count, let component = newValue.last {
        self.send(.push(id: component.id, state: component.element))
      } else {
        self.send(.popFrom(id: self.currentState.ids[newCount]))
      }
    }
  }
}
