import Dependencies

extension Reducer {
  /// Embeds a child reducer in a parent domain that works on an optional property of parent
  /// state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Core logic of the parent feature
  ///   }
  ///   .ifLet(\.child, action: \.child) {
  ///     Child()
  ///   }
  /// }
  /// ```
  ///
  /// The child runs before the parent, so it can handle its actions while its state is still
  /// there. When the parent sets the child state to `nil` (or to a child with another `id`), all
  /// effects the child started are cancelled. A child action that arrives while the state is
  /// `nil` is reported as an issue and ignored.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to a property containing optional
  ///     child state.
  ///   - toWrappedAction: A case key path from parent action to a case containing child actions.
  ///   - wrapped: A reducer that will be invoked with child actions against non-optional child
  ///     state.
  @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Embeds optional ephemeral state (an alert or a confirmation dialog) that has no reducer of
  /// its own: once the parent handled any of its actions, the state is set to `nil` (unless the
  /// parent presented another alert).
  ///
  /// ```swift
  /// .ifLet(\.alert, action: \.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to a property containing optional
  ///     ephemeral state.
  ///   - toWrappedAction: A case key path from parent action to a case containing the state's
  ///     actions.
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    self.ifLet(
      toWrappedState,
      action: toWrappedAction,
      then: { EmptyReducer() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs a child on optional state; see ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  /// Where the child is mutated: `toChildState`, or the storage behind it (in place).
  let toChildStorage: WritableKeyPath<Parent.State, Child.State?>
  /// For observable child state mutated through the storage (which skips the property's
  /// observation): the child's identity, compared before and after the child reducer, to tell
  /// the property's readers when the child reducer put another child there.
  let childIdentity: ObservableIdentity<Child.State>?
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  /// Whether the child is ephemeral state (an alert), set to `nil` once the parent handled any
  /// of its actions.
  let isEphemeral: Bool
  /// The place of the child, for its identities.
  let place: NavigationPlace<Child.State>
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildStorage = storageKeyPath(toChildState)
    self.childIdentity =
      self.toChildStorage == toChildState ? nil : ObservableIdentity(Child.State.self)
    self.toChildAction = toChildAction
    self.isEphemeral = Child.State.self is any _EphemeralState.Type
    self.place = NavigationPlace(toChildState)
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childAction = self.toChildAction.extract(from: action)
    let childEffects = self.reduceChild(into: &state, action: childAction, parentAction: action)
    let childIDBefore = self.navigationID(in: state)
    let parentEffects = self.parent.reduce(into: &state, action: action)
    var childIDAfter = self.navigationID(in: state)
    if self.isEphemeral, childAction != nil, let childIDBefore, childIDAfter == childIDBefore {
      // An alert or a dialog goes away once one of its buttons was tapped: after the parent
      // handled the action (and saw the alert), unless the parent presented another one.
      state[keyPath: self.toChildState] = nil
      childIDAfter = nil
    }
    let teardown: Effect<Parent.Action>
    if let childIDBefore, childIDBefore != childIDAfter {
      teardown = .cancel(
        navigationID: childIDBefore, in: DependencyValues._current.navigationIDPath
      )
    } else {
      teardown = .none
    }
    return childEffects.merge(with: parentEffects).merge(with: teardown)
  }

  /// The identity of the child, if any. Not `Optional.map`: its closure would capture (copy)
  /// this whole reducer, on each action.
  private func navigationID(in state: Parent.State) -> NavigationID? {
    guard let childState = state[keyPath: self.toChildState] else { return nil }
    return self.place.id(for: childState)
  }

  private func reduceChild(
    into state: inout Parent.State,
    action childAction: Child.Action?,
    parentAction action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction else { return .none }
    guard let childState = state[keyPath: self.toChildState] else {
      reportIssue(
        """
        An "ifLet" at "\(self.fileID):\(self.line)" received a child action when child state \
        was "nil".

          Action:
        \(String(customDumping: action).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, \
        use "IfLetStore".
        """,
        fileID: self.fileID,
        filePath: self.filePath,
        line: self.line,
        column: self.column
      )
      return .none
    }
    let childID = self.place.id(for: childState)
    let toChildAction = self.toChildAction
    let (navigationIDPath, effects) = withChildNavigationID(childID) {
      self.child.reduce(into: &state[keyPath: self.toChildStorage]!, action: childAction)
    }
    if let childIdentity = self.childIdentity,
      let after = state[keyPath: self.toChildStorage],
      childIdentity.read(after) != childIdentity.read(childState)
    {
      childIdentity.notifyReplacement(
        of: childState, in: &state, observed: self.toChildState, storage: self.toChildStorage,
        child: \.self
      )
    }
    return
      effects
      .map { toChildAction.embed($0) }
      .cancellable(navigationID: childID, in: navigationIDPath)
  }
}
