extension Reducer {
  /// Embeds the features of a navigation stack's elements in a parent domain, with the case path
  /// of TCA 1.0–1.3 (`action: /Action.path`).
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path from parent state to the stack state.
  ///   - toStackAction: A case path from parent action to its stack actions.
  ///   - destination: The reducer of the stack's elements.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackStorage: storageKeyPath(toStackState),
      toStackAction: toStackAction,
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
