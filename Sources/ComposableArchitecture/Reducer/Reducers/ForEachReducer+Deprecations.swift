extension Reducer {
  /// Embeds a child reducer in a parent domain that works on elements of a collection in parent
  /// state, with the case path of TCA 1.0–1.3 to a case holding an `(ID, ElementAction)` pair
  /// (`action: /Action.row(id:action:)`).
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path from parent state to an `IdentifiedArray` of
  ///     child state.
  ///   - toElementAction: A case path from parent action to a case of element ids and actions.
  ///   - element: A reducer that will be invoked with child actions against elements of child
  ///     state.
  @available(
    *,
    deprecated,
    message:
      "Use a case key path to an 'IdentifiedAction', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4"
  )
  @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
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
      toElementAction: AnyCasePath(
        embed: { identifiedAction in
          switch identifiedAction {
          case let .element(id, action):
            return toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0, action: $1) }
        }
      ),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}
