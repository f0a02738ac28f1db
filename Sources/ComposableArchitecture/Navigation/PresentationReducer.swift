import Dependencies

extension Reducer {
  /// Embeds a child reducer in a parent domain that presents it with ``PresentationState``:
  /// a sheet, a pushed screen, or an enum of destinations.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Core logic of the parent feature
  ///   }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination()
  ///   }
  /// }
  /// ```
  ///
  /// The child runs before the parent. The child can dismiss itself with
  /// `@Dependency(\.dismiss)`; the parent then receives `.dismiss` and the state is set to `nil`.
  /// When the state becomes `nil` (or another child is presented) every effect the child
  /// started is cancelled, and the child's cancellation identifiers never collide with the
  /// parent's or a sibling's. After the parent handled an action of ephemeral state (an alert or
  /// a dialog), the state is set to `nil`, unless the parent presented something else.
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationStorage: storageKeyPath(toPresentationState),
      toPresentationAction: AnyCasePath(toPresentationAction),
      destination: destination(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds the destinations of a ``Reducer()`` enum, presented with ``PresentationState``.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> some Reducer<State, Action>
  where ChildState.StateReducer.Action == ChildAction {
    self.ifLet(state, action: action) {
      ChildState.StateReducer.body
    }
  }

  /// Presents ephemeral state (an alert or a dialog) that has no reducer of its own; it is
  /// dismissed once the parent handled any of its actions.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    self.ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that presents a child; see ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  /// Where the presented child is mutated: `toPresentationState`, or the storage behind it.
  let toPresentationStorage: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let destination: Destination
  let location: SourceLocation
  /// The place the child is presented at, for its identities.
  let place: NavigationPlace<Destination.State>

  init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationStorage: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination,
    location: SourceLocation
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.toPresentationStorage = toPresentationStorage
    self.toPresentationAction = toPresentationAction
    self.destination = destination
    self.location = location
    self.place = NavigationPlace(toPresentationState)
  }

  /// Where in the feature tree this reducer runs: read only when a child's identity is needed
  /// for its effects (most actions neither reach nor change the child).
  private var parentPath: NavigationIDPath {
    DependencyValues._current.navigationIDPath
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let initialState = state[keyPath: self.toPresentationState].wrappedValue
    let initialID = self.navigationID(for: initialState)
    let presentationAction = self.toPresentationAction.extract(from: action)

    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch (initialState, presentationAction) {
    case (.some, .some(.dismiss)):
      baseEffects = self.base.reduce(into: &state, action: action)
      if self.currentID(in: state) == initialID {
        state[keyPath: self.toPresentationState].wrappedValue = nil
      }

    case let (.some(destinationState), .some(.presented(destinationAction))):
      // The child's identity is the one read above, from the same state.
      let childID = initialID ?? self.navigationID(for: destinationState)
      let parentPath = self.parentPath
      let childPath = parentPath.appending(childID)
      let toPresentationAction = self.toPresentationAction
      let childEffects = withNavigationIDPath(childPath, dismissible: true) {
        self.destination.reduce(
          into: &state[keyPath: self.toPresentationStorage].wrappedValue!,
          action: destinationAction
        )
      }
      if !childEffects.isNone {
        destinationEffects =
          childEffects
          .map { toPresentationAction.embed(.presented($0)) }
          .cancellable(navigationID: childID, in: parentPath)
      }
      baseEffects = self.base.reduce(into: &state, action: action)
      if let ephemeralType = ephemeralType(of: destinationState),
        self.currentID(in: state) == initialID,
        ephemeralType.canSend(destinationAction)
      {
        // An alert or dialog goes away once one of its buttons was tapped: after the parent
        // handled the action, unless the parent presented something else. An action it cannot
        // send (a stale effect's, for another destination) leaves it presented.
        state[keyPath: self.toPresentationState].wrappedValue = nil
      }

    case (.none, .some):
      reportIssue(
        """
        An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a presentation \
        action when destination state was absent.

          Action:
            \(debugCaseOutput(action, genericsAbbreviated: true))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or from \
        effects that start from this reducer.
        """,
        fileID: self.location.fileID,
        filePath: self.location.filePath,
        line: self.location.line,
        column: self.location.column
      )
      baseEffects = self.base.reduce(into: &state, action: action)

    case (_, .none):
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    let finalState = state[keyPath: self.toPresentationState].wrappedValue
    let finalID = self.navigationID(for: finalState)
    let presentedID = state[keyPath: self.toPresentationState].presentedID
    if finalID == initialID, finalID == presentedID {
      return destinationEffects.merge(with: baseEffects)
    }
    // The child to wait for: ephemeral state (an alert) does not dismiss itself.
    let nextPresentedID = finalState.map { _isEphemeral($0) } == false ? finalID : nil
    if finalID == initialID, nextPresentedID == presentedID {
      return destinationEffects.merge(with: baseEffects)
    }
    let parentPath = self.parentPath
    var cancelEffects = Effect<Base.Action>.none
    if let initialID, initialID != finalID {
      cancelEffects = .cancel(navigationID: initialID, in: parentPath)
    }
    if let presentedID, presentedID != finalID, presentedID != initialID {
      // A child replaced or removed by another reducer: its wait and effects end now.
      cancelEffects = cancelEffects.merge(with: .cancel(navigationID: presentedID, in: parentPath))
    }
    var presentEffects = Effect<Base.Action>.none
    if let nextPresentedID, nextPresentedID != presentedID {
      // Started before the child's own effects, so that a `dismiss()` in an effect of this very
      // action finds the wait in place.
      presentEffects = .waitForDismissal(
        at: parentPath.appending(nextPresentedID),
        then: self.toPresentationAction.embed(.dismiss),
        navigationID: nextPresentedID,
        in: parentPath
      )
    }
    if nextPresentedID != presentedID {
      state[keyPath: self.toPresentationState].presentedID = nextPresentedID
    }
    return presentEffects.merge(with: destinationEffects).merge(with: baseEffects)
      .merge(with: cancelEffects)
  }

  private func currentID(in state: Base.State) -> NavigationID? {
    self.navigationID(for: state[keyPath: self.toPresentationState].wrappedValue)
  }

  /// The identity of a presented child: where it is presented, its enum case, and its `id`
  /// (see ``NavigationID``).
  private func navigationID(for state: Destination.State) -> NavigationID {
    self.place.id(for: state)
  }

  /// The identity of the presented child, if any. Not `Optional.map`: its closure would capture
  /// (copy) this whole reducer, on each action.
  private func navigationID(for state: Destination.State?) -> NavigationID? {
    guard let state else { return nil }
    return self.place.id(for: state)
  }
}
