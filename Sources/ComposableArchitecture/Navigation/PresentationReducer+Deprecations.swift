extension Reducer {
  /// Embeds a child reducer presented with ``PresentationState``, with the case path of TCA
  /// 1.0–1.3 (`action: /Action.destination`).
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path from parent state to the presentation state.
  ///   - toPresentationAction: A case path from parent action to its presentation actions.
  ///   - destination: The reducer of the presented feature.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationStorage: storageKeyPath(toPresentationState),
      toPresentationAction: PresentationCase(toPresentationAction),
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents ephemeral state (an alert or a dialog) that has no reducer of its own, with the
  /// case path of TCA 1.0–1.3 (`action: /Action.alert`); it is dismissed after any of its
  /// actions.
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path from parent state to the presentation state.
  ///   - toPresentationAction: A case path from parent action to its presentation actions.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationStorage: storageKeyPath(toPresentationState),
      toPresentationAction: PresentationCase(toPresentationAction),
      destination: EmptyReducer<DestinationState, DestinationAction>(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
