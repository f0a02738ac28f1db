import Dependencies

extension Reducer {
  /// Embeds a child reducer in a parent domain that works on a case of parent enum state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Core logic of the parent feature
  ///   }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// }
  /// ```
  ///
  /// The child runs before the parent. When the state leaves the case, all effects the child
  /// started are cancelled. A child action that arrives while the state is in another case is
  /// reported as an issue and ignored.
  ///
  /// - Parameters:
  ///   - toCaseState: A case key path from parent state to a case containing child state.
  ///   - toCaseAction: A case key path from parent action to a case containing child actions.
  ///   - case: A reducer that will be invoked with child actions against child state.
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where
    CaseState == Case.State, CaseAction == Case.Action, Action: CasePathable, State: CasePathable
  {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      statePath: HashableValue(UncheckedSendable(toCaseState as AnyKeyPath)),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs a child on a case of enum state; see ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  /// Names where the child lives, for its effects' identity: the case key path, or the call site
  /// of a case path form.
  let statePath: HashableValue
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childEffects = self.reduceChild(into: &state, action: action)
    let childIDBefore = self.navigationID(in: state)
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let childIDAfter = self.navigationID(in: state)
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

  private func navigationID(in state: Parent.State) -> NavigationID? {
    // Not `Optional.map`: its closure would capture (copy) this whole reducer.
    guard let childState = self.toChildState.extract(from: state) else { return nil }
    return NavigationID(path: self.statePath, state: childState)
  }

  private func reduceChild(
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard var childState = self.toChildState.extract(from: state) else {
      reportIssue(
        """
        An "ifCaseLet" at "\(self.fileID):\(self.line)" received a child action when child state \
        was set to a different case.

          Action:
        \(String(customDumping: action).indent(by: 4))
          State:
        \(String(customDumping: state).indent(by: 4))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "\(typeName(Parent.State.self, genericsAbbreviated: true))" to a \
        different case before this reducer ran. This reducer must run before any other reducer \
        sets child state to a different case. This ensures that child reducers can handle their \
        actions while their state is still available.

        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """,
        fileID: self.fileID,
        filePath: self.filePath,
        line: self.line,
        column: self.column
      )
      return .none
    }
    let childID = NavigationID(path: self.statePath, state: childState)
    let toChildAction = self.toChildAction
    defer { state = self.toChildState.embed(childState) }
    let (navigationIDPath, effects) = withChildNavigationID(childID) {
      self.child.reduce(into: &childState, action: childAction)
    }
    return
      effects
      .map { toChildAction.embed($0) }
      .cancellable(navigationID: childID, in: navigationIDPath)
  }
}
