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
      toPresentationAction: PresentationCase(toPresentationAction),
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
  @usableFromInline let base: Base
  @usableFromInline
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  /// Where the presented child is mutated: `toPresentationState`, or the storage behind it.
  @usableFromInline
  let toPresentationStorage: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  /// For observable child state mutated through the storage (which skips the property's
  /// observation): the child's identity, compared before and after the child reducer, to tell
  /// the property's readers when the child reducer put another child there.
  @usableFromInline let childIdentity: ObservableIdentity<Destination.State>?
  @usableFromInline let toPresentationAction: PresentationCase<Base.Action, Destination.Action>
  @usableFromInline let destination: Destination
  let location: SourceLocation
  /// The place the child is presented at, for its identities.
  @usableFromInline let place: NavigationPlace<Destination.State>

  init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationStorage: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: PresentationCase<Base.Action, Destination.Action>,
    destination: Destination,
    location: SourceLocation
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.toPresentationStorage = toPresentationStorage
    self.childIdentity =
      toPresentationStorage == toPresentationState
      ? nil : ObservableIdentity(Destination.State.self)
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

  /// Inlinable, so that it is compiled for the feature's types where the feature is: an action
  /// through a presented child is common, runs at every presenting level of a send, and compiled
  /// once for every feature it looks up the generic metadata of each type it touches
  /// (`NestedStore.Send`). What is rare (a child presented, replaced or dismissed) is not.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Read through the storage: the reducer's reads are no view's to observe, and the observable
    // getter checks for an observer each time (twice at each presenting level of a send).
    let initialState = state[keyPath: self.toPresentationStorage].wrappedValue
    let presentationAction = self.toPresentationAction.extract(from: action)

    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>
    // The initial child's identity, when an action for it needed it anyway.
    var initialID: NavigationID?

    switch (initialState, presentationAction) {
    case (.some, .some(.dismiss)):
      baseEffects = self.base.reduce(into: &state, action: action)
      self.dismiss(initialState, in: &state)

    case let (.some(destinationState), .some(.presented(destinationAction))):
      let childID = self.place.id(for: destinationState)
      initialID = childID
      let (parentPath, childEffects) = withChildNavigationID(childID, dismissible: true) {
        self.destination.reduce(
          into: &state[keyPath: self.toPresentationStorage].wrappedValue!,
          action: destinationAction
        )
      }
      if let childIdentity = self.childIdentity {
        self.notifyIfReplaced(destinationState, identity: childIdentity, in: &state)
      }
      if !childEffects.isNone {
        destinationEffects = self.parentEffects(
          childEffects, navigationID: childID, in: parentPath
        )
      }
      baseEffects = self.base.reduce(into: &state, action: action)
      if self.place.mayBeEphemeral {
        self.dismissEphemeral(destinationState, after: destinationAction, in: &state)
      }

    case (.none, .some):
      self.reportAbsentState(action)
      baseEffects = self.base.reduce(into: &state, action: action)

    case (_, .none):
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    let finalPresentation = state[keyPath: self.toPresentationStorage]
    if self.place.hasConstantIdentity,
      (initialState == nil) == (finalPresentation.wrappedValue == nil),
      (finalPresentation.wrappedValue == nil) == (finalPresentation.presented == nil)
    {
      // The same child as before (or none), waited for: nothing to tear down or set up, and no
      // identity to build to tell (`NestedStore.Send`, at each level).
      return destinationEffects.merge(with: baseEffects)
    }
    return self.updatePresentation(
      from: initialState,
      identifiedAs: initialID,
      in: &state,
      effects: destinationEffects.merge(with: baseEffects)
    )
  }

  /// The child's effects as the parent's: their actions embedded, and cancelled with the child.
  @usableFromInline
  func parentEffects(
    _ childEffects: Effect<Destination.Action>,
    navigationID: NavigationID,
    in parentPath: NavigationIDPath
  ) -> Effect<Base.Action> {
    let toPresentationAction = self.toPresentationAction
    return
      childEffects
      .map { toPresentationAction.embed(.presented($0)) }
      .cancellable(navigationID: navigationID, in: parentPath)
  }

  /// Tells the readers of the presentation's property when the child reducer replaced the child
  /// (another identity), as the property's setter would have.
  @usableFromInline
  func notifyIfReplaced(
    _ previous: Destination.State,
    identity: ObservableIdentity<Destination.State>,
    in state: inout Base.State
  ) {
    guard
      let current = state[keyPath: self.toPresentationStorage].wrappedValue,
      identity.read(current) != identity.read(previous)
    else { return }
    identity.notifyReplacement(
      of: previous, in: &state, observed: self.toPresentationState,
      storage: self.toPresentationStorage, child: \.wrappedValue
    )
  }

  /// After `.dismiss`: the child goes, unless the parent presented another meanwhile.
  @usableFromInline
  func dismiss(_ initialState: Destination.State?, in state: inout Base.State) {
    if self.isSameChild(initialState, asIn: state) {
      state[keyPath: self.toPresentationState].wrappedValue = nil
    }
  }

  /// An alert or dialog goes away once one of its buttons was tapped: after the parent handled
  /// the action, unless the parent presented something else. An action it cannot send (a stale
  /// effect's, for another destination) leaves it presented.
  @usableFromInline
  func dismissEphemeral(
    _ destinationState: Destination.State,
    after destinationAction: Destination.Action,
    in state: inout Base.State
  ) {
    if let ephemeralType = ephemeralType(of: destinationState),
      self.isSameChild(destinationState, asIn: state),
      ephemeralType.canSend(destinationAction)
    {
      state[keyPath: self.toPresentationState].wrappedValue = nil
    }
  }

  @usableFromInline
  func reportAbsentState(_ action: Base.Action) {
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
  }

  /// When the child may have changed (presented, replaced or dismissed, here or by another
  /// reducer): the effects of a child that went are cancelled, a new child's dismissal is waited
  /// for, and the child waited for is recorded.
  @usableFromInline
  func updatePresentation(
    from initialState: Destination.State?,
    identifiedAs knownInitialID: NavigationID?,
    in state: inout Base.State,
    effects: Effect<Base.Action>
  ) -> Effect<Base.Action> {
    let finalPresentation = state[keyPath: self.toPresentationStorage]
    let finalState = finalPresentation.wrappedValue
    let presentedID = finalPresentation.presentedID
    let initialID = knownInitialID ?? self.navigationID(for: initialState)
    let finalID = self.navigationID(for: finalState)
    if finalID == initialID, finalID == presentedID {
      return effects
    }
    // The child to wait for: ephemeral state (an alert) does not dismiss itself.
    let nextPresentedID = finalState.map { _isEphemeral($0) } == false ? finalID : nil
    if finalID == initialID, nextPresentedID == presentedID {
      return effects
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
    return presentEffects.merge(with: effects).merge(with: cancelEffects)
  }

  /// Whether the child presented in `state` is `initial` (both absent, or the same identity).
  private func isSameChild(_ initial: Destination.State?, asIn state: Base.State) -> Bool {
    let current = state[keyPath: self.toPresentationState].wrappedValue
    if self.place.hasConstantIdentity {
      return (initial == nil) == (current == nil)
    }
    return self.navigationID(for: current) == self.navigationID(for: initial)
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
