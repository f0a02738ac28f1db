import Dependencies

extension Reducer {
  /// Embeds a child reducer in a parent domain that works on elements of a collection in parent
  /// state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Core logic of the parent feature
  ///   }
  ///   .forEach(\.rows, action: \.rows) {
  ///     Row()
  ///   }
  /// }
  /// ```
  ///
  /// The element reducer runs before the parent. When the parent removes an element, all effects
  /// that element started are cancelled, and each element's cancellation identifiers are its own.
  /// An action for an id that is not in the collection is reported as an issue and ignored.
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path from parent state to an `IdentifiedArray` of
  ///     child state.
  ///   - toElementAction: A case key path from parent action to an ``IdentifiedAction`` of child
  ///     actions.
  ///   - element: A reducer that will be invoked with child actions against elements of child
  ///     state.
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementsStorage: storageKeyPath(toElementsState),
      toElementAction: AnyCasePath(toElementAction),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs a child on each element of a collection; see ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  /// Where elements are mutated: `toElementsState`, or the storage behind it (in place, so a
  /// row's send does not copy the whole collection).
  let toElementsStorage: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let elementEffects = self.reduceForEach(into: &state, action: action)
    let idsBefore = state[keyPath: self.toElementsState].ids
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: self.toElementsState].ids
    var teardown = Effect<Parent.Action>.none
    // Equal id sets share storage, so this comparison is constant time when nothing changed.
    if idsBefore != idsAfter {
      // Read only when an element went: most actions remove none.
      let navigationIDPath = DependencyValues._current.navigationIDPath
      for id in idsBefore where !idsAfter.contains(id) {
        teardown = teardown.merge(
          with: .cancel(navigationID: self.navigationID(for: id), in: navigationIDPath)
        )
      }
    }
    return elementEffects.merge(with: parentEffects).merge(with: teardown)
  }

  private func navigationID(for id: ID) -> NavigationID {
    NavigationID(
      path: HashableValue(UncheckedSendable(self.toElementsState as AnyKeyPath)),
      identity: HashableValue(id)
    )
  }

  private func reduceForEach(
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction)? = self.toElementAction.extract(from: action)
    else { return .none }
    guard state[keyPath: self.toElementsState][id: id] != nil else {
      reportIssue(
        """
        A "forEach" at "\(self.fileID):\(self.line)" received an action for a missing element.

          Action:
            \(debugCaseOutput(action, genericsAbbreviated: true))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living \
        effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when its \
        state contains an element at this id. In SwiftUI applications, use "ForEachStore".
        """,
        fileID: self.fileID,
        filePath: self.filePath,
        line: self.line,
        column: self.column
      )
      return .none
    }
    let elementID = self.navigationID(for: id)
    let toElementAction = self.toElementAction
    let (navigationIDPath, effects) = withChildNavigationID(elementID) {
      self.element.reduce(
        into: &state[keyPath: self.toElementsStorage][id: id]!, action: elementAction
      )
    }
    return
      effects
      .map { toElementAction.embed(.element(id: id, action: $0)) }
      .cancellable(navigationID: elementID, in: navigationIDPath)
  }
}
